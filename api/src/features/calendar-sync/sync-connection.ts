import { BUSY_READ_AHEAD_DAYS, CALENDAR_SYNC_MESSAGES, isCalendarWriteMessage } from "@kora/shared/contracts/calendar-sync.ts";
import { healthAfterFailure, healthAfterSuccess, type SyncHealth } from "@kora/shared/domain/calendar/sync-health.ts";
import type { Services } from "../../services.ts";
import { TaskPoolBusyError, TaskPoolClosedError } from "../../workers/task-pool.ts";
import { slotsChanged } from "../availability/availability.service.ts";
import { type BusySource, periodsOf } from "./busy-read.ts";
import { BUSY_TASK_MS, busyTask, runCalendarTask } from "./calendar.tasks.ts";
import { healthColumns, healthOf, mailFailing } from "./connection-health.ts";
import { caldavAccountOf, calendarsOf, icsUrlOf, netPolicy } from "./connection-secrets.ts";
import { findConnectionById, replaceBusyPeriods, updateConnection } from "./calendar-sync.repository.ts";
import { personForCalendar } from "./calendar-sync.read-model.ts";
import type { CalendarConnectionRow } from "./calendar-sync.table.ts";
import type { BusyPeriod } from "./ics/expand.ts";
import { CalendarSyncError, syncErrorCode } from "./sync-errors.ts";

const DAY = 86_400_000;

/** What a connection's sync reads, for the calendar worker: the account or address with its secret opened. */
async function busySource(services: Pick<Services, "config" | "db">, row: CalendarConnectionRow): Promise<BusySource> {
  if (row.kind === "ics") return { kind: "ics", url: await icsUrlOf(services, row) };
  const calendarUrls = calendarsOf(row)
    .filter((c) => c.busy)
    .map((c) => c.url);
  return { kind: "caldav", account: await caldavAccountOf(services, row), calendarUrls };
}

/** Reads a connection's busy times for [now, now + BUSY_READ_AHEAD_DAYS] on the calendar worker; throws what the server did. */
async function readBusy(
  services: Pick<Services, "config" | "db" | "now" | "workers">,
  row: CalendarConnectionRow,
  timezone: string,
): Promise<BusyPeriod[]> {
  const fromMs = services.now().getTime();
  const input = {
    source: await busySource(services, row),
    fromMs,
    toMs: fromMs + BUSY_READ_AHEAD_DAYS * DAY,
    timezone,
    publicUrl: services.config.publicUrl,
    policy: netPolicy(services),
  };
  const result = await runCalendarTask(services.workers, busyTask, input, BUSY_TASK_MS);
  if (!result.ok) throw new CalendarSyncError(result.code, result.detail);
  return periodsOf(result.periods);
}

/**
 * Syncs one connection: reads its busy times and replaces the stored ones in one transaction, or
 * records the failure (old busy rows kept, retried with backoff, flagged and mailed once). Remote
 * failures never throw: the connection's health is the outcome. Returns the health after it, or null
 * when there was nothing to do: the connection is gone, or `dueMs` (a scheduled run's instant) was
 * superseded by a later sync (a refresh), whose run scheduled the next one itself.
 */
export async function syncConnection(
  services: Pick<Services, "config" | "db" | "log" | "now" | "outbox" | "slotsCache" | "workers">,
  connectionId: string,
  dueMs?: number,
): Promise<(SyncHealth & { userId: string; recovered: boolean }) | null> {
  const row = await findConnectionById(services.db, connectionId);
  if (!row) return null;
  if (dueMs !== undefined && row.next_attempt_at_ms !== null && row.next_attempt_at_ms > dueMs) return null;
  const person = await personForCalendar(services.db, row.user_id);
  try {
    const periods = await readBusy(services, row, person?.timezone ?? "UTC");
    const nowMs = services.now().getTime();
    const health = healthAfterSuccess(nowMs);
    await replaceBusyPeriods(services.db, { id: row.id, userId: row.user_id }, periods, healthColumns(health, nowMs));
    // Slot lists computed with the old busy times may be wrong now.
    slotsChanged(services);
    // Back from a failing spell: session writes that gave up meanwhile are made again (see calendarSyncJob).
    // Not after a refused write (connection-health.ts): writing again would be refused again.
    const troubled = row.status === "retrying" || row.status === "failing";
    return { ...health, userId: row.user_id, recovered: row.kind === "caldav" && troubled && !isCalendarWriteMessage(row.last_error) };
  } catch (error) {
    // The calendar workers' queue is full or stopped: Kora's state, not the calendar's; the job runs again.
    if (error instanceof TaskPoolBusyError || error instanceof TaskPoolClosedError) throw error;
    const code = syncErrorCode(error);
    const nowMs = services.now().getTime();
    const health = healthAfterFailure(healthOf(row), CALENDAR_SYNC_MESSAGES[code], nowMs);
    // The reason for logs, never the secret: error texts from the guard and tsdav carry no credentials.
    services.log.warn("calendar.sync_failed", { connectionId: row.id, kind: row.kind, code, failures: health.failures });
    await updateConnection(services.db, row.id, healthColumns(health, nowMs));
    if (health.flagNow) await mailFailing(services, row, CALENDAR_SYNC_MESSAGES[code]);
    return { ...health, userId: row.user_id, recovered: false };
  }
}
