import type { Insertable, Updateable } from "kysely";
import type { MovementStatus } from "@kora/shared/contracts/payments.ts";
import type { Db } from "../../db/database.ts";
import type { PaymentRow, PaymentTables } from "./payments.table.ts";

type NewPayment = Insertable<PaymentTables["payments"]>;

/** Inserts a movement unless one with its idempotency key exists; returns the stored row either way. */
export async function insertPaymentOnce(db: Db, row: NewPayment): Promise<PaymentRow> {
  await db
    .insertInto("payments")
    .values(row)
    .onConflict((oc) => oc.column("idempotency_key").doNothing())
    .execute();
  return db.selectFrom("payments").selectAll().where("idempotency_key", "=", row.idempotency_key).executeTakeFirstOrThrow();
}

export async function updatePayment(db: Db, id: string, changes: Updateable<PaymentTables["payments"]>): Promise<void> {
  await db.updateTable("payments").set(changes).where("id", "=", id).execute();
}

/** Moves a row only from one of `from` (a compare-and-set: two workers can't both start the same transfer). */
export async function movePayment(db: Db, id: string, from: MovementStatus[], changes: Updateable<PaymentTables["payments"]>) {
  const result = await db.updateTable("payments").set(changes).where("id", "=", id).where("status", "in", from).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function findPayment(db: Db, id: string): Promise<PaymentRow | undefined> {
  return db.selectFrom("payments").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findPaymentByRef(db: Db, provider: string, ref: string): Promise<PaymentRow | undefined> {
  return db.selectFrom("payments").selectAll().where("provider", "=", provider).where("provider_ref", "=", ref).executeTakeFirst();
}

/** A booking's movements, oldest first. */
export function paymentsOfBooking(db: Db, bookingId: string): Promise<PaymentRow[]> {
  return db.selectFrom("payments").selectAll().where("booking_id", "=", bookingId).orderBy("created_at").orderBy("id").execute();
}

/** The newest charge attempt of a booking. */
export function latestChargeOf(db: Db, bookingId: string): Promise<PaymentRow | undefined> {
  return db
    .selectFrom("payments")
    .selectAll()
    .where("booking_id", "=", bookingId)
    .where("kind", "=", "charge")
    .orderBy("created_at", "desc")
    .orderBy("idempotency_key", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** How many charge attempts a booking has had (the next attempt's number). */
export async function chargeAttempts(db: Db, bookingId: string): Promise<number> {
  const row = await db
    .selectFrom("payments")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("booking_id", "=", bookingId)
    .where("kind", "=", "charge")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A user's on-hold transfers (released when their payout account can receive). */
export function heldTransfers(db: Db, userId: string): Promise<PaymentRow[]> {
  return db
    .selectFrom("payments")
    .selectAll()
    .where("user_id", "=", userId)
    .where("kind", "=", "transfer")
    .where("status", "=", "on-hold")
    .execute();
}

/** Movements still open at the provider and older than `beforeIso` (reconciliation). */
export function stalePayments(db: Db, beforeIso: string, limit: number): Promise<PaymentRow[]> {
  return db
    .selectFrom("payments")
    .selectAll()
    .where("status", "in", ["pending", "requires-action"])
    .where("updated_at", "<", beforeIso)
    .orderBy("updated_at")
    .limit(limit)
    .execute();
}

/** Scheduled transfers whose day has passed but that nobody ran (a lost job), for reconciliation. */
export function overdueTransfers(db: Db, beforeMs: number, limit: number): Promise<PaymentRow[]> {
  return db
    .selectFrom("payments")
    .selectAll()
    .where("kind", "=", "transfer")
    .where("status", "=", "scheduled")
    .where("due_at_ms", "<", beforeMs)
    .limit(limit)
    .execute();
}

/** Earnings per currency and state (transfers only). */
export function earningsOf(db: Db, userId: string) {
  return db
    .selectFrom("payments")
    .select(["currency", "status", (eb) => eb.fn.sum<number>("amount").as("amount")])
    .where("user_id", "=", userId)
    .where("kind", "=", "transfer")
    .groupBy(["currency", "status"])
    .execute();
}
