import type { Db } from "../../db/database.ts";

/**
 * What calendar sync reads of bookings, cards and people, straight from their tables: this feature
 * imports no other (bookings imports it: no cycle), so it keeps its own read of them.
 */

export interface PersonForCalendar {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  /** IANA zone: all-day and floating times in their calendars are read in it. */
  timezone: string;
  /** The language their calendar entries are written in. */
  locale: string;
}

export interface BookingForCalendar {
  id: string;
  status: string;
  startMs: number | null;
  endMs: number | null;
  topic: string;
  cardTitle: string;
  advisor: PersonForCalendar;
  learner: PersonForCalendar;
  /** The latest round of proposed times (the event's SEQUENCE grows with it). */
  latestRound: number;
}

export async function personForCalendar(db: Db, userId: string): Promise<PersonForCalendar | undefined> {
  const row = await db
    .selectFrom("users")
    .select(["id", "first_name", "last_name", "email", "timezone", "locale"])
    .where("id", "=", userId)
    .executeTakeFirst();
  return (
    row && { id: row.id, firstName: row.first_name, lastName: row.last_name, email: row.email, timezone: row.timezone, locale: row.locale }
  );
}

export async function bookingForCalendar(db: Db, bookingId: string): Promise<BookingForCalendar | undefined> {
  const row = await db
    .selectFrom("bookings as b")
    .innerJoin("cards as c", "c.id", "b.card_id")
    .innerJoin("users as a", "a.id", "b.advisor_id")
    .innerJoin("users as l", "l.id", "b.learner_id")
    .select([
      "b.id",
      "b.status",
      "b.start_ms",
      "b.end_ms",
      "b.discussion_topic",
      "c.title",
      "a.id as a_id",
      "a.first_name as a_first",
      "a.last_name as a_last",
      "a.email as a_email",
      "a.timezone as a_tz",
      "a.locale as a_locale",
      "l.id as l_id",
      "l.first_name as l_first",
      "l.last_name as l_last",
      "l.email as l_email",
      "l.timezone as l_tz",
      "l.locale as l_locale",
    ])
    .where("b.id", "=", bookingId)
    .executeTakeFirst();
  if (!row) return undefined;
  const round = await db
    .selectFrom("booking_times")
    .select((eb) => eb.fn.max("round").as("round"))
    .where("booking_id", "=", bookingId)
    .executeTakeFirst();
  return {
    id: row.id,
    status: row.status,
    startMs: row.start_ms,
    endMs: row.end_ms,
    topic: row.discussion_topic,
    cardTitle: row.title,
    advisor: { id: row.a_id, firstName: row.a_first, lastName: row.a_last, email: row.a_email, timezone: row.a_tz, locale: row.a_locale },
    learner: { id: row.l_id, firstName: row.l_first, lastName: row.l_last, email: row.l_email, timezone: row.l_tz, locale: row.l_locale },
    latestRound: Number(round?.round ?? 0),
  };
}

/** The person's confirmed sessions not yet over and within `toMs` (written out when they connect a calendar). */
export async function upcomingConfirmedBookingIds(db: Db, userId: string, nowMs: number, toMs: number): Promise<string[]> {
  const rows = await db
    .selectFrom("bookings")
    .select("id")
    .where((eb) => eb.or([eb("advisor_id", "=", userId), eb("learner_id", "=", userId)]))
    .where("status", "=", "confirmed")
    .where("end_ms", ">", nowMs)
    .where("start_ms", "<=", toMs)
    .orderBy("start_ms")
    .execute();
  return rows.map((r) => r.id);
}
