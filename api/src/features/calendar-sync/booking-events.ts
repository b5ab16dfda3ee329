import { appPath, BRAND } from "@kora/shared/brand.ts";
import { bookingCalendarUid, calendarSequence, sessionCalendarEntry } from "@kora/shared/domain/calendar/booking-calendar.ts";
import { calendarWriteAction } from "@kora/shared/domain/calendar/calendar-write.ts";
import { buildIcs } from "@kora/shared/domain/calendar/ics.ts";
import { isLocale } from "@kora/shared/i18n/locales.ts";
import { calendarEntryMessages } from "@kora/shared/i18n/messages/calendar-entry.ts";
import { serverTranslator } from "../../i18n/translator.ts";
import type { Services } from "../../services.ts";
import { putEvent, removeEvent } from "./caldav.ts";
import { caldavAccountOf, calendarsOf, netPolicy } from "./connection-secrets.ts";
import { caldavConnectionsOf, deleteEventLink, findConnectionById, findEventLink, saveEventLink } from "./calendar-sync.repository.ts";
import { type BookingForCalendar, bookingForCalendar, type PersonForCalendar } from "./calendar-sync.read-model.ts";
import type { CalendarConnectionRow } from "./calendar-sync.table.ts";
import { recordWriteFailure, recordWriteSuccess, SessionWriteError } from "./connection-health.ts";

/**
 * A session as an event object in a person's own CalDAV calendar: the stable UID of every Kora calendar
 * entry (mails, downloads, the feed), the join link as location, URL and in the notes. A stored calendar
 * object carries no METHOD and no ORGANIZER or ATTENDEE (RFC 4791 §4.1; servers would send invitations).
 */
export function sessionEventIcs(services: Pick<Services, "config" | "now">, booking: BookingForCalendar, owner: PersonForCalendar): string {
  const other = owner.id === booking.advisor.id ? booking.learner : booking.advisor;
  const base = services.config.publicUrl;
  const join = `${base}${appPath(`bookings/${booking.id}/join`)}`;
  const entry = sessionCalendarEntry(
    {
      cardTitle: booking.cardTitle,
      otherName: `${other.firstName} ${other.lastName}`.trim(),
      topic: booking.topic,
      startMs: booking.startMs!,
      endMs: booking.endMs!,
      joinUrl: join,
      bookingUrl: `${base}${appPath(`bookings/${booking.id}`)}`,
    },
    serverTranslator(calendarEntryMessages, isLocale(owner.locale) ? owner.locale : "en"),
  );
  const ics = buildIcs({
    uid: bookingCalendarUid(booking.id, new URL(base).hostname),
    ...entry,
    url: join,
    organizer: { name: BRAND.name, email: "unused@invalid" },
    attendees: [],
    sequence: calendarSequence(booking.latestRound, false),
    status: "CONFIRMED",
    stampMs: services.now().getTime(),
  });
  // Unfold, drop the scheduling lines, keep the rest as built (their folding intact).
  return ics.replace(/\r\nMETHOD:[^\r]*/, "").replace(/\r\nORGANIZER[^\r]*(\r\n [^\r]*)*/, "");
}

/** The person's connection with a write calendar chosen (the first such), if any. */
function writeTarget(connections: CalendarConnectionRow[], userId: string) {
  for (const connection of connections.filter((c) => c.user_id === userId)) {
    const calendar = calendarsOf(connection).find((c) => c.write);
    if (calendar) return { connection, calendarUrl: calendar.url };
  }
  return null;
}

/** Runs a remote write for a connection's calendar; what the server did is thrown as a SessionWriteError naming them. */
async function writingTo<T>(connectionId: string, calendarUrl: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw new SessionWriteError(connectionId, calendarUrl, error);
  }
}

/** Removes a person's stored event for the booking (wherever it was written) and forgets it; the connection written to, if any. */
async function removeLinked(services: Pick<Services, "config" | "db">, bookingId: string, userId: string): Promise<string | null> {
  const link = await findEventLink(services.db, bookingId, userId);
  if (!link) return null;
  const connection = await findConnectionById(services.db, link.connection_id);
  // A disconnected account's events stay (the contract: events already written stay); only the link goes.
  if (connection) {
    const account = await caldavAccountOf(services, connection);
    await writingTo(connection.id, link.calendar_url, () =>
      removeEvent(account, netPolicy(services), { href: link.href, etag: link.etag }),
    );
  }
  await deleteEventLink(services.db, bookingId, userId);
  return connection?.id ?? null;
}

/** Writes the person's event for the booking where it now belongs; the connection written to, if any. */
async function putFor(
  services: Pick<Services, "config" | "db" | "now">,
  booking: BookingForCalendar,
  owner: PersonForCalendar,
  connections: CalendarConnectionRow[],
): Promise<string | null> {
  const target = writeTarget(connections, owner.id);
  const link = await findEventLink(services.db, booking.id, owner.id);
  if (link && (!target || link.connection_id !== target.connection.id || link.calendar_url !== target.calendarUrl))
    await removeLinked(services, booking.id, owner.id);
  if (!target) return null;
  const same = link && link.connection_id === target.connection.id && link.calendar_url === target.calendarUrl ? link : null;
  const account = await caldavAccountOf(services, target.connection);
  const stored = await writingTo(target.connection.id, target.calendarUrl, () =>
    putEvent(
      account,
      netPolicy(services),
      { calendarUrl: target.calendarUrl, filename: `kora-${booking.id}.ics`, existing: same && { href: same.href, etag: same.etag } },
      sessionEventIcs(services, booking, owner),
    ),
  );
  await saveEventLink(services.db, {
    booking_id: booking.id,
    user_id: owner.id,
    connection_id: target.connection.id,
    calendar_url: target.calendarUrl,
    uid: bookingCalendarUid(booking.id, new URL(services.config.publicUrl).hostname),
    href: stored.href,
    etag: stored.etag,
  });
  return target.connection.id;
}

/**
 * Brings both parties' calendars in line with the booking as it is now (a job per booking change, so
 * it re-reads the booking: jobs that run late or twice still write the latest state). A server that
 * fails throws: the queue retries the job with its own backoff, and each failed attempt shows on the
 * connection written to (connection-health.ts), as a write that works clears it.
 */
export async function writeBookingEvents(
  services: Pick<Services, "config" | "db" | "log" | "now" | "outbox">,
  bookingId: string,
): Promise<void> {
  const booking = await bookingForCalendar(services.db, bookingId);
  if (!booking) return;
  const action = calendarWriteAction(booking, services.now().getTime());
  if (action === "keep") return;
  const connections = await caldavConnectionsOf(services.db, [booking.advisor.id, booking.learner.id]);
  const failures: unknown[] = [];
  for (const owner of [booking.advisor, booking.learner]) {
    try {
      const written =
        action === "delete" ? await removeLinked(services, booking.id, owner.id) : await putFor(services, booking, owner, connections);
      if (written) await recordWriteSuccess(services, written);
    } catch (error) {
      failures.push(error);
      if (error instanceof SessionWriteError) await recordWriteFailure(services, error);
    }
  }
  if (failures.length > 0) throw failures[0];
}
