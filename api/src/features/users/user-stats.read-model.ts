import { sql } from "kysely";
import { ARCHIVED_STATUSES, AWAITING_STATUSES, JOIN_CLOSES_MINUTES, JOIN_OPENS_MINUTES } from "@kora/shared/domain/bookings/lifecycle.ts";
import type { Db } from "../../db/database.ts";

/**
 * The booking counters of a user's menu (core §3 User.stats), read straight from the bookings table:
 * requests awaiting them on each side, upcoming confirmed sessions, the archive, and a call open to join now.
 */
export async function bookingCounters(db: Db, userId: string, nowMs: number) {
  const count = (rows: { n: number | bigint }) => Number(rows.n);
  const awaitingMine = (side: "advisor" | "learner") =>
    db
      .selectFrom("bookings")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where(side === "advisor" ? "advisor_id" : "learner_id", "=", userId)
      .where("status", "in", [...AWAITING_STATUSES])
      .where("awaiting_from", "=", side)
      .executeTakeFirstOrThrow();
  const mine = db.selectFrom("bookings").where((eb) => eb.or([eb("advisor_id", "=", userId), eb("learner_id", "=", userId)]));
  const [learning, advising, confirmed, archived, active] = await Promise.all([
    awaitingMine("learner"),
    awaitingMine("advisor"),
    mine
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "confirmed")
      .where("end_ms", ">", nowMs)
      .executeTakeFirstOrThrow(),
    mine
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "in", [...ARCHIVED_STATUSES])
      .executeTakeFirstOrThrow(),
    mine
      .select("id")
      .where("status", "=", "confirmed")
      .where("start_ms", "<=", nowMs + JOIN_OPENS_MINUTES * 60_000)
      .where("start_ms", ">=", nowMs - JOIN_CLOSES_MINUTES * 60_000)
      .orderBy("start_ms")
      .executeTakeFirst(),
  ]);
  return {
    learning: count(learning),
    advising: count(advising),
    confirmed: count(confirmed),
    archived: count(archived),
    activeBookingId: active?.id ?? null,
  };
}

/**
 * The My details payout alert (1 or 0): paid work waits on payout details that aren't enabled — a paid
 * booking open or done, or pay already owed from an ended one (a late cancellation, a learner's no-show).
 */
export async function payoutAlerts(db: Db, userId: string): Promise<number> {
  const enabled = await db
    .selectFrom("payout_accounts")
    .select("user_id")
    .where("user_id", "=", userId)
    .where("status", "=", "enabled")
    .executeTakeFirst();
  if (enabled) return 0;
  const booking = await db
    .selectFrom("bookings as b")
    .select("b.id")
    .where("b.advisor_id", "=", userId)
    .where(sql<boolean>`json_extract(b.price, '$.free') = 0`)
    .where("b.status", "in", ["pending-approval", "suggested-times", "confirmed", "completed"])
    .limit(1)
    .executeTakeFirst();
  if (booking) return 1;
  const owed = await db
    .selectFrom("payments")
    .select("id")
    .where("user_id", "=", userId)
    .where("kind", "=", "transfer")
    .where("status", "in", ["scheduled", "on-hold", "pending"])
    .limit(1)
    .executeTakeFirst();
  return owed ? 1 : 0;
}

/** The menu's Calendar alert: the person's calendar connections that stopped syncing (`failing`; core §7). */
export async function failingCalendars(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom("calendar_connections")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("status", "=", "failing")
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
