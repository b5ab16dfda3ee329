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
 * 1 when someone asked this advisor for a paid session that still stands and they can't be paid
 * yet (no payout account that can receive): payout details are asked at the first paid request.
 */
export async function payoutAlerts(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom("bookings as b")
    .select("b.id")
    .where("b.advisor_id", "=", userId)
    .where(sql<boolean>`json_extract(b.price, '$.free') = 0`)
    .where("b.status", "in", ["pending-approval", "suggested-times", "confirmed", "completed"])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom("payout_accounts as p").select("p.user_id").where("p.user_id", "=", userId).where("p.status", "=", "enabled"),
        ),
      ),
    )
    .limit(1)
    .executeTakeFirst();
  return row ? 1 : 0;
}

/** The menu's Calendar alert: the person's calendar connections that stopped syncing (`failing`, issue 21). */
export async function failingCalendars(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom("calendar_connections")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("status", "=", "failing")
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
