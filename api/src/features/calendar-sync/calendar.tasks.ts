import { TaskTimeoutError, WorkerFailedError } from "../../workers/task-pool.ts";
import { defineWorkerTask, type TaskRunner, type WorkerTask } from "../../workers/worker-task.ts";
import { type BusyReadInput, type BusyReadResult, discoverResult, readBusyResult, SYNC_LIMITS } from "./busy-read.ts";
import type { CaldavAccount, NetPolicy } from "./caldav.ts";
import { GUARD_TIMEOUT_MS } from "./net-guard.ts";
import type { SyncErrorCode } from "./sync-errors.ts";

/**
 * Calendar reading as tasks of the calendar worker (workers/lanes.ts), listed in worker-tasks.ts.
 * Imports only busy-read.ts's graph: no services, no mail (see busy-read.ts).
 */

/** A source's busy periods (a sync, or the check before subscribing). */
export const busyTask = defineWorkerTask<BusyReadInput, BusyReadResult>("calendar.busy", "calendars", readBusyResult);

/** A CalDAV account's calendars (connecting one): its PROPFIND answers are parsed on the worker too. */
export const discoverTask = defineWorkerTask("calendar.discover", "calendars", discoverResult);

/** A sync's time on the worker: its own deadline (SYNC_LIMITS.deadlineMs), then a grace for the last parse. */
export const BUSY_TASK_MS = SYNC_LIMITS.deadlineMs + 5_000;
/** Connecting an account: a handful of requests, each under the guard's own deadline. */
export const DISCOVER_TASK_MS = 4 * GUARD_TIMEOUT_MS;

type Failure = { ok: false; code: SyncErrorCode; detail: string };

/**
 * Runs a calendar task. One stopped at its time limit is the remote's slowness ("timeout"); one whose
 * worker ran out of memory or crashed was given too much ("tooBig"). A full queue or stopped workers
 * are Kora's own state, thrown as they are (a sync job then runs again later).
 */
export async function runCalendarTask<I, O extends { ok: boolean }>(
  runner: TaskRunner,
  task: WorkerTask<I, O>,
  input: I,
  timeoutMs: number,
): Promise<O | Failure> {
  try {
    return await runner.run(task, input, { timeoutMs });
  } catch (error) {
    if (error instanceof TaskTimeoutError) return { ok: false, code: "timeout", detail: error.message };
    if (error instanceof WorkerFailedError) return { ok: false, code: "tooBig", detail: error.message };
    throw error;
  }
}

export type { CaldavAccount, NetPolicy };
