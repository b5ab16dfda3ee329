/**
 * Every read task Kora runs on its reader pool (db/read-task.ts), by feature: the reader workers'
 * entry (reader-entry.ts) serves these, and so does any test rig's. A task missing here fails with
 * "No read task named …" when the server runs it.
 */
import { analyticsCsvTask, analyticsTask, learnersTask } from "./features/analytics/analytics.task.ts";
import { availabilitySummaryTask, slotListTask } from "./features/availability/availability.task.ts";
import { earningsCsvTask, receiptsPageTask } from "./features/billing/billing.task.ts";
import { searchTask } from "./features/cards/search.task.ts";
import { dashboardTask } from "./features/dashboard/dashboard.task.ts";
import {
  consoleOverviewTask,
  groupBookingsTask,
  groupStatsTask,
  memberDetailTask,
  membersTask,
} from "./features/groups/console/console.task.ts";

export const READ_TASKS = [
  searchTask,
  slotListTask,
  availabilitySummaryTask,
  dashboardTask,
  receiptsPageTask,
  earningsCsvTask,
  analyticsTask,
  learnersTask,
  analyticsCsvTask,
  membersTask,
  memberDetailTask,
  groupBookingsTask,
  groupStatsTask,
  consoleOverviewTask,
];
