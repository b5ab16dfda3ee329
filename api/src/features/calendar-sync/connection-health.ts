import { appPath } from "@kora/shared/brand.ts";
import { CALENDAR_SYNC_MESSAGES, calendarWriteMessage, isCalendarWriteMessage } from "@kora/shared/contracts/calendar-sync.ts";
import { healthAfterWrite, healthAfterWriteFailure, type SyncHealth } from "@kora/shared/domain/calendar/sync-health.ts";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import { mailCalendarMessages } from "@kora/shared/i18n/messages/mail-calendar.ts";
import { mailGreeting } from "../../adapters/mail/mail-content.ts";
import { renderMail } from "../../adapters/mail/mail-layout.ts";
import { serverTranslator } from "../../i18n/translator.ts";
import type { Services } from "../../services.ts";
import { userLocale } from "../users/users.service.ts";
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

type Problem = keyof typeof CALENDAR_SYNC_MESSAGES;
const PROBLEMS = Object.keys(CALENDAR_SYNC_MESSAGES) as Problem[];

/**
 * A connection's problem (its lastError, in CALENDAR_SYNC_MESSAGES's English words) in `locale`:
 * found by its words (a write's with the calendar's name in them); anything else is shown as it is.
 */
export function problemIn(message: string, locale: Locale): string {
  if (locale === "en") return message;
  const t = serverTranslator(mailCalendarMessages, locale);
  for (const problem of PROBLEMS) {
    const [before = "", after = ""] = CALENDAR_SYNC_MESSAGES[problem].split("{calendar}");
    if (message === before) return t.t(`problem.${problem}`);
    if (after && message.length >= before.length + after.length && message.startsWith(before) && message.endsWith(after))
      return t.t(`problem.${problem}`, { calendar: message.slice(before.length, message.length - after.length) });
  }
  return message;
}

/** The one mail of a failing spell, in the person's language: plain words, what to do, a link to the sync settings. */
export async function mailFailing(
  services: Pick<Services, "config" | "db" | "outbox">,
  row: CalendarConnectionRow,
  message: string,
): Promise<void> {
  const person = await personForCalendar(services.db, row.user_id);
  if (!person?.email) return;
  const locale = userLocale(person);
  const t = serverTranslator(mailCalendarMessages, locale);
  const writing = isCalendarWriteMessage(message);
  const problem = problemIn(message, locale);
  const subject = t.t(writing ? "failing.write.subject" : "failing.read.subject");
  const { html, text } = renderMail({
    title: subject,
    greeting: mailGreeting(person.firstName, locale),
    paragraphs: writing
      ? [t.t("failing.write.tried", { calendar: row.label, problem }), t.t("failing.write.fix")]
      : [
          t.t("failing.read.tried", { calendar: row.label, problem }),
          t.t("failing.read.meanwhile"),
          t.t(row.kind === "caldav" ? "failing.read.fix.caldav" : "failing.read.fix.ics"),
          t.t("failing.read.retrying"),
        ],
    actions: [{ label: t.t("failing.action"), url: `${services.config.publicUrl}${appPath("my-calendar/sync-settings")}` }],
    locale,
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
