import { bookingCalendarUid } from "@kora/shared/domain/calendar/booking-calendar.ts";
import { BUSY_READ_AHEAD_DAYS, CALENDAR_SYNC_MESSAGES, isCalendarWriteMessage } from "@kora/shared/contracts/calendar-sync.ts";
import { healthAfterFailure, healthAfterSuccess, type SyncHealth } from "@kora/shared/domain/calendar/sync-health.ts";
import type { Services } from "../../services.ts";
import { slotsChanged } from "../availability/availability.service.ts";
import { readCalendarObjects } from "./caldav.ts";
import { healthColumns, healthOf, mailFailing } from "./connection-health.ts";
import { caldavAccountOf, calendarsOf, icsUrlOf, netPolicy } from "./connection-secrets.ts";
import { findConnectionById, replaceBusyPeriods, updateConnection } from "./calendar-sync.repository.ts";
import { personForCalendar } from "./calendar-sync.read-model.ts";
import type { CalendarConnectionRow } from "./calendar-sync.table.ts";
import { type BusyPeriod, type ExpandBudget, expandBusyPeriods, IcsError, mergePeriods } from "./ics/expand.ts";
import { fetchIcsBusy } from "./ics/subscription.ts";
import { syncErrorCode } from "./sync-errors.ts";
import { FetchTimeoutError, GUARD_TIMEOUT_MS } from "./net-guard.ts";

const DAY = 86_400_000;

/**
 * One sync's bounds over all it reads (each calendar text also has its own, DEFAULT_ICS_LIMITS): a
 * CalDAV account of many calendars, each of many event objects, must not add up to an unbounded sync.
 * The deadline stays under the job lease (60 s), so a slow sync is never claimed a second time.
 */
export const SYNC_LIMITS = { maxOccurrences: 200_000, expandMs: 10_000, maxPeriods: 20_000, deadlineMs: 45_000 } as const;

/** Adds a text's periods, refusing the sync once it holds more than SYNC_LIMITS.maxPeriods. */
function collect(into: BusyPeriod[], periods: BusyPeriod[]) {
  if (into.length + periods.length > SYNC_LIMITS.maxPeriods) throw new IcsError("tooBig", `over ${SYNC_LIMITS.maxPeriods} busy periods`);
  into.push(...periods);
}

/** An event Kora wrote itself (a session, UID `{bookingId}@{host}`): the booking already holds that time. */
export function isKoraEvent(icsText: string, publicUrl: string): boolean {
  const host = new URL(publicUrl).hostname.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^UID:[^\\r\\n@]+@${host}\\r?$`, "m").test(icsText);
}

/** A UID of Kora's own sessions (bookingCalendarUid: `{bookingId}@{host}`), in any calendar or feed it reaches back to Kora. */
export function isKoraUid(publicUrl: string): (uid: string) => boolean {
  const suffix = bookingCalendarUid("", new URL(publicUrl).hostname);
  return (uid) => uid.endsWith(suffix) && uid.length > suffix.length && !uid.slice(0, -suffix.length).includes("@");
}

/** Reads a connection's busy times for [now, now + BUSY_READ_AHEAD_DAYS]; throws what the server did. */
async function readBusy(services: Services, row: CalendarConnectionRow, timezone: string): Promise<BusyPeriod[]> {
  const fromMs = services.now().getTime();
  const range = { fromMs, toMs: fromMs + BUSY_READ_AHEAD_DAYS * DAY };
  const started = performance.now();
  const shared: ExpandBudget = { steps: SYNC_LIMITS.maxOccurrences, deadline: started + SYNC_LIMITS.expandMs };
  // Each request gets what is left of the sync's deadline (at most the guard's own).
  const policy = () => {
    const left = Math.round(started + SYNC_LIMITS.deadlineMs - performance.now());
    if (left <= 0) throw new FetchTimeoutError(`sync over ${SYNC_LIMITS.deadlineMs} ms`);
    return { ...netPolicy(services), timeoutMs: Math.min(left, GUARD_TIMEOUT_MS) };
  };
  const periods: BusyPeriod[] = [];
  if (row.kind === "ics") {
    // A subscription may be the person's own Kora feed, or a calendar Kora writes sessions into.
    const skipUid = isKoraUid(services.config.publicUrl);
    collect(periods, await fetchIcsBusy(await icsUrlOf(services, row), range, { ...policy(), timezone, shared, skipUid }));
    return periods;
  }
  const account = await caldavAccountOf(services, row);
  for (const calendar of calendarsOf(row).filter((c) => c.busy)) {
    for (const text of await readCalendarObjects(account, policy(), calendar.url, range.fromMs, range.toMs))
      if (!isKoraEvent(text, services.config.publicUrl)) collect(periods, expandBusyPeriods(text, range, { timezone, shared }));
  }
  return periods;
}

/**
 * Syncs one connection: reads its busy times and replaces the stored ones in one transaction, or
 * records the failure (old busy rows kept, retried with backoff, flagged and mailed once). Remote
 * failures never throw: the connection's health is the outcome. Returns the health after it, or null
 * when there was nothing to do: the connection is gone, or `dueMs` (a scheduled run's instant) was
 * superseded by a later sync (a refresh), whose run scheduled the next one itself.
 */
export async function syncConnection(
  services: Services,
  connectionId: string,
  dueMs?: number,
): Promise<(SyncHealth & { userId: string; recovered: boolean }) | null> {
  const row = await findConnectionById(services.db, connectionId);
  if (!row) return null;
  if (dueMs !== undefined && row.next_attempt_at_ms !== null && row.next_attempt_at_ms > dueMs) return null;
  const person = await personForCalendar(services.db, row.user_id);
  try {
    const periods = mergePeriods(await readBusy(services, row, person?.timezone ?? "UTC"));
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
