import type { Db } from "../../db/database.ts";

/** One money movement of the built-in ledger. */
export interface LedgerEntry {
  bookingId: string;
  userId: string;
  kind: "charge" | "refund" | "payout";
  amount: number;
  currency: string;
  /** The saved card charged, for charges. */
  ref: string | null;
  /** Why it failed; null when it succeeded. */
  failure: string | null;
  idempotencyKey: string;
}

/**
 * Records an entry unless one with its idempotency key exists, and returns the stored one: a
 * repeated call reads the first outcome instead of moving money twice.
 */
export async function recordLedgerEntry(
  db: Db,
  entry: LedgerEntry,
  nowIso: string,
): Promise<{ id: string; status: "succeeded" | "failed"; failure: string | null }> {
  await db
    .insertInto("ledger_entries")
    .values({
      id: crypto.randomUUID(),
      booking_id: entry.bookingId,
      user_id: entry.userId,
      kind: entry.kind,
      amount: entry.amount,
      currency: entry.currency,
      payment_method_id: entry.ref,
      status: entry.failure ? "failed" : "succeeded",
      failure: entry.failure,
      idempotency_key: entry.idempotencyKey,
      created_at: nowIso,
    })
    .onConflict((oc) => oc.column("idempotency_key").doNothing())
    .execute();
  return db
    .selectFrom("ledger_entries")
    .select(["id", "status", "failure"])
    .where("idempotency_key", "=", entry.idempotencyKey)
    .executeTakeFirstOrThrow();
}
