/**
 * Every task Kora runs on its bounded workers (workers/worker-task.ts), by feature: the workers'
 * entry (task-entry.ts) serves these. A task missing here fails with "No worker task named …".
 */
import { avatarTask } from "./features/users/avatar-image.ts";
import { logoTask } from "./lib/logo-image.ts";

export const WORKER_TASKS = [avatarTask, logoTask];
