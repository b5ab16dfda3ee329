import type { Db } from "../../db/database.ts";

/** One session in a person's feed, with what its calendar entry says. */
export interface FeedSession {
  id: string;
  startMs: number;
  endMs: number;
  topic: string;
  cardTitle: string;
  /** The other party's names, as the feed's owner sees them. */
  otherFirstName: string;
  otherLastName: string;
  /** The booking's latest round of proposed times (calendarSequence). */
  latestRound: number;
}

/**
 * A person's sessions that are in calendars, as advisor or as learner, starting in [fromMs, toMs):
 * confirmed ones, and those held since (completed). Cancelled ones drop out of a feed.
 */
export async function feedSessions(db: Db, userId: string, fromMs: number, toMs: number): Promise<FeedSession[]> {
  const rows = await db
    .selectFrom("bookings as b")
    .innerJoin("cards as c", "c.id", "b.card_id")
    .innerJoin("users as a", "a.id", "b.advisor_id")
    .innerJoin("users as l", "l.id", "b.learner_id")
    .select((eb) => [
      "b.id",
      "b.start_ms",
      "b.end_ms",
      "b.discussion_topic",
      "b.advisor_id",
      "c.title",
      "a.first_name as advisor_first",
      "a.last_name as advisor_last",
      "l.first_name as learner_first",
      "l.last_name as learner_last",
      eb
        .selectFrom("booking_times as t")
        .select((e) => e.fn.max("t.round").as("r"))
        .whereRef("t.booking_id", "=", "b.id")
        .as("round"),
    ])
    .where((eb) => eb.or([eb("b.advisor_id", "=", userId), eb("b.learner_id", "=", userId)]))
    .where("b.status", "in", ["confirmed", "completed"])
    .where("b.start_ms", ">=", fromMs)
    .where("b.start_ms", "<", toMs)
    .orderBy("b.start_ms")
    .limit(5000)
    .execute();
  return rows.flatMap((row) => {
    if (row.start_ms === null || row.end_ms === null) return [];
    const advising = row.advisor_id === userId;
    return [
      {
        id: row.id,
        startMs: row.start_ms,
        endMs: row.end_ms,
        topic: row.discussion_topic,
        cardTitle: row.title,
        otherFirstName: advising ? row.learner_first : row.advisor_first,
        otherLastName: advising ? row.learner_last : row.advisor_last,
        latestRound: Number(row.round ?? 0),
      },
    ];
  });
}
