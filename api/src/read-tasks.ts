/**
 * Every read task Kora runs on its reader pool (db/read-task.ts), by feature: the reader workers'
 * entry (reader-entry.ts) serves these, and so does any test rig's. A task missing here fails with
 * "No read task named …" when the server runs it.
 */
import { availabilitySummaryTask, slotListTask } from "./features/availability/availability.task.ts";
import { searchTask } from "./features/cards/search.task.ts";

export const READ_TASKS = [searchTask, slotListTask, availabilitySummaryTask];
