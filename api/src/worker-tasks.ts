/**
 * Every task Kora runs on its bounded workers (workers/worker-task.ts), by feature: the workers'
 * entry (task-entry.ts) serves these. A task missing here fails with "No worker task named …".
 * Keep mail (React Email pulls prismjs, which takes over a worker's messages) out of their imports.
 */
import { busyTask, discoverTask } from "./features/calendar-sync/calendar.tasks.ts";
import { avatarTask } from "./features/users/avatar-image.ts";
import { logoTask } from "./lib/logo-image.ts";

export const WORKER_TASKS = [avatarTask, logoTask, busyTask, discoverTask];
