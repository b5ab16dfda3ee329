import { appPath, BRAND } from "@kora/shared/brand.ts";
import { CALENDAR_SYNC_MESSAGES, calendarWriteMessage, isCalendarWriteMessage } from "@kora/shared/contracts/calendar-sync.ts";
import { healthAfterWrite, healthAfterWriteFailure, type SyncHealth } from "@kora/shared/domain/calendar/sync-health.ts";
import { renderMail } from "../../adapters/mail/mail-layout.ts";
import type { Services } from "../../services.ts";
import { calendarsOf } from "./connection-secrets.ts";
import { findConnectionById, updateConnection } from "./calendar-sync.repository.ts";
import { personForCalendar } from "./calendar-sync.read-model.ts";
import type { CalendarConnectionRow } from "./calendar-sync.table.ts";
import { DavStatusError, syncErrorCode } from "./sync-errors.ts";

/**
 * A connection's health as stored, and what changes it besides a sync: session writes into its calendar
 * (a refused write shows on the connection and counts like a failed sync; the rules are sync-health.ts's).
 */

export const healthOf = (row: CalendarConnectionRow): SyncHealth => ({
  status: row.status,
  failures: row.failures,
  lastError: row.last_error,
  lastSyncedAtMs: row.last_synced_at_ms,
  nextAttemptAtMs: row.next_attempt_at_ms,
  flaggedAtMs: row.flagged_at_ms,
});

export const healthColumns = (health: SyncHealth, nowMs: number) => ({
  status: health.status,
  failures: health.failures,
  last_error: health.lastError,
  last_synced_at_ms: health.lastSyncedAtMs,
  next_attempt_at_ms: health.nextAttemptAtMs,
  flagged_at_ms: health.flaggedAtMs,
  updated_at_ms: nowMs,
});

/** The one mail of a failing spell: plain words, what to do, a link to the sync settings. */
export async function mailFailing(
  services: Pick<Services, "config" | "db" | "outbox">,
  row: CalendarConnectionRow,
  message: string,
): Promise<void> {
  const person = await personForCalendar(services.db, row.user_id);
  if (!person?.email) return;
  const writing = isCalendarWriteMessage(message);
  const subject = writing ? `${BRAND.name} can't put your sessions in your calendar` : `${BRAND.name} can't reach your calendar`;
  const { html, text } = renderMail({
    title: subject,
    greeting: `Hi ${person.firstName},`,
    paragraphs: writing
      ? [
          `${BRAND.name} has tried several times to put your sessions into your calendar "${row.label}" and couldn't. ${message}`,
          `Your sessions stay booked; they are just missing from that calendar. To fix it, choose a calendar you can edit in the sync settings.`,
        ]
      : [
          `${BRAND.name} has tried several times to read your calendar "${row.label}" and couldn't: ${message}`,
          `Until it works again, ${BRAND.name} uses the busy times it read last, so new bookings may land on times you've since filled.`,
          row.kind === "caldav"
            ? "To fix it, check the server address, and that the app password is still valid — if you changed your password or revoked the app password, make a new one and connect the calendar again."
            : "To fix it, check that the calendar's address still works (some apps change the secret address when you reset it), and subscribe again with the new one.",
          `${BRAND.name} keeps trying by itself; this warning clears as soon as a sync works.`,
        ],
    actions: [{ label: "Open sync settings", url: `${services.config.publicUrl}${appPath("my-calendar/sync-settings")}` }],
  });
  await services.outbox.queueMail({ to: person.email, subject, text, html });
}

/** A session write into a connection's calendar that failed: what the server did, and where. */
export class SessionWriteError extends Error {
  override readonly name = "SessionWriteError";
  constructor(
    readonly connectionId: string,
    readonly calendarUrl: string,
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

/**
 * A write's failure in plain words, and whether it counts. A refusal or a calendar gone names the
 * calendar; it clears when a write or a sync works, and a sync that works does not write again (it would
 * be refused again, and flag and mail every quarter hour). A server down or a revoked password counts
 * only when no sync would tell it: the sync reads the same server, says it in the same words, and writes
 * the sessions again once it works (calendarSyncJob); counted twice, it would stretch the sync's backoff.
 */
function writeProblem(cause: unknown, calendarName: string, synced: boolean): string | null {
  if (cause instanceof DavStatusError && cause.status !== 401) {
    // 409: RFC 4918 §9.7.1, a PUT into a collection that is not there.
    const gone = cause.status === 404 || cause.status === 409 || cause.status === 410;
    return calendarWriteMessage(gone ? "writeGone" : "writeRefused", calendarName);
  }
  return synced ? null : CALENDAR_SYNC_MESSAGES[syncErrorCode(cause)];
}

/** Records a failed session write on its connection: retrying, then failing (one mail, the alert). */
export async function recordWriteFailure(
  services: Pick<Services, "config" | "db" | "log" | "now" | "outbox">,
  error: SessionWriteError,
): Promise<void> {
  const row = await findConnectionById(services.db, error.connectionId);
  if (!row) return;
  const calendars = calendarsOf(row);
  const name = calendars.find((c) => c.url === error.calendarUrl)?.name ?? error.calendarUrl;
  const message = writeProblem(
    error.cause,
    name,
    calendars.some((c) => c.busy),
  );
  services.log.warn("calendar.write_failed", { connectionId: row.id, counted: message !== null, error: error.message });
  if (message === null) return;
  const nowMs = services.now().getTime();
  const health = healthAfterWriteFailure(healthOf(row), message, nowMs);
  await updateConnection(services.db, row.id, healthColumns(health, nowMs));
  if (health.flagNow) await mailFailing(services, row, message);
}

/** A session write into the connection worked: trouble an earlier write caused clears. */
export async function recordWriteSuccess(services: Pick<Services, "db" | "now">, connectionId: string): Promise<void> {
  const row = await findConnectionById(services.db, connectionId);
  if (!row) return;
  const health = healthAfterWrite(healthOf(row), isCalendarWriteMessage(row.last_error));
  if (health) await updateConnection(services.db, row.id, healthColumns(health, services.now().getTime()));
}
