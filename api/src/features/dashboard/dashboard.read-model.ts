import { sql } from "kysely";
import { AWAITING_STATUSES } from "@kora/shared/domain/bookings/lifecycle.ts";
import type { Db } from "../../db/database.ts";

/**
 * What the dashboard reads (core §2): the caller's next confirmed sessions, the bookings waiting
 * for the caller's answer, and this month's money. Only bookings the caller is a party to (advisor or
 * learner); only money movements recorded against the caller.
 */

/**
 * The user's bookings as `b` (advisor or learner side), each with its card `c` and the other party `other`.
 * The side is a filter on `b` (one index range per side) and the other party one lookup by id: a join
 * condition naming both sides made SQLite scan every user for every booking (135 ms at 5,000 users).
 */
const partyBookings = (db: Db, userId: string) =>
  db
    .selectFrom("bookings as b")
    .innerJoin("cards as c", "c.id", "b.card_id")
    .innerJoin("users as other", (join) =>
      join.on(sql<boolean>`other.id = case when b.advisor_id = ${userId} then b.learner_id else b.advisor_id end`),
    )
    .where((eb) => eb.or([eb("b.advisor_id", "=", userId), eb("b.learner_id", "=", userId)]));

const count = (row: { n: number | bigint | string } | undefined) => Number(row?.n ?? 0);

/** Confirmed sessions of the user's that haven't ended, soonest first: one page and the total. */
export async function upcomingSessions(db: Db, userId: string, nowMs: number, limit: number) {
  const base = partyBookings(db, userId).where("b.status", "=", "confirmed").where("b.end_ms", ">", nowMs);
  const [rows, total] = await Promise.all([
    base
      .select(["b.id", "b.advisor_id", "b.start_ms", "b.end_ms", "c.title", "other.first_name", "other.last_name"])
      .orderBy("b.start_ms")
      .orderBy("b.id")
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst(),
  ]);
  return { rows, total: count(total) };
}

/**
 * Bookings awaiting the user's own answer, the way the menu counts them (User.stats
 * bookingRequestsAdvising / bookingRequestsLearning): awaiting_from names the user's side.
 * Soonest to expire first; one page with each booking's current proposed times, and the total.
 */
export async function requestsAwaiting(db: Db, userId: string, limit: number) {
  const base = partyBookings(db, userId)
    .where("b.status", "in", [...AWAITING_STATUSES])
    .where((eb) =>
      eb.or([
        eb.and([eb("b.advisor_id", "=", userId), eb("b.awaiting_from", "=", "advisor")]),
        eb.and([eb("b.learner_id", "=", userId), eb("b.awaiting_from", "=", "learner")]),
      ]),
    );
  const [rows, total] = await Promise.all([
    base
      .select(["b.id", "b.advisor_id", "b.status", "b.request_expires_at_ms", "c.title", "other.first_name", "other.last_name"])
      .orderBy((eb) => eb.fn.coalesce("b.request_expires_at_ms", eb.val(Number.MAX_SAFE_INTEGER)))
      .orderBy("b.created_at", "desc")
      .orderBy("b.id")
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst(),
  ]);
  const ids = rows.map((r) => r.id);
  const times =
    ids.length === 0
      ? []
      : await db
          .selectFrom("booking_times as t")
          .select(["t.booking_id", "t.start_ms"])
          .where("t.booking_id", "in", ids)
          .where("t.round", "=", (eb) =>
            eb
              .selectFrom("booking_times as l")
              .select((e) => e.fn.max("l.round").as("r"))
              .whereRef("l.booking_id", "=", "t.booking_id"),
          )
          .orderBy("t.start_ms")
          .execute();
  return { rows, times, total: count(total) };
}

export interface MoneyRow {
  currency: string;
  amount: number | bigint | string | null;
  sessions: number | bigint | string;
}

/**
 * An advisor's earnings recorded in [fromIso, toIso): their share of each session settled in the window
 * (the transfer made at settlement), whether already paid out or still due; a failed or reversed transfer
 * is not money they get. Per currency, with the number of sessions.
 */
export function earningsBetween(db: Db, userId: string, fromIso: string, toIso: string): Promise<MoneyRow[]> {
  return db
    .selectFrom("payments")
    .select((eb) => ["currency", eb.fn.sum<number>("amount").as("amount"), eb.fn.count<number>("booking_id").distinct().as("sessions")])
    .where("user_id", "=", userId)
    .where("kind", "=", "transfer")
    .where("booking_id", "is not", null)
    .where("status", "in", ["scheduled", "on-hold", "pending", "succeeded"])
    .where("created_at", ">=", fromIso)
    .where("created_at", "<", toIso)
    .groupBy("currency")
    .orderBy("currency")
    .execute();
}

/**
 * What the user paid for sessions in [fromIso, toIso): succeeded card charges minus the refunds made or
 * on their way (a refund belongs to the month it was issued). Per currency; `sessions` counts the bookings
 * charged in the window.
 */
export function spendingBetween(db: Db, userId: string, fromIso: string, toIso: string): Promise<MoneyRow[]> {
  return db
    .selectFrom("payments")
    .select((eb) => [
      "currency",
      eb.fn
        .sum<number>(
          eb
            .case()
            .when("kind", "=", "refund")
            .then(eb.neg(eb.ref("amount")))
            .else(eb.ref("amount"))
            .end(),
        )
        .as("amount"),
      eb.fn
        .count<number>(eb.case().when("kind", "=", "charge").then(eb.ref("booking_id")).end())
        .distinct()
        .as("sessions"),
    ])
    .where("user_id", "=", userId)
    .where("booking_id", "is not", null)
    .where((eb) =>
      eb.or([
        eb.and([eb("kind", "=", "charge"), eb("status", "=", "succeeded")]),
        eb.and([eb("kind", "=", "refund"), eb("status", "in", ["succeeded", "pending"])]),
      ]),
    )
    .where("created_at", ">=", fromIso)
    .where("created_at", "<", toIso)
    .groupBy("currency")
    .orderBy("currency")
    .execute();
}
