import type { Db } from "../../db/database.ts";

/** One money movement of the built-in ledger. */
export interface LedgerEntry {
  bookingId: string | null;
  userId: string;
  kind: "charge" | "refund" | "transfer";
  amount: number;
  currency: string;
  /** The saved card charged, for charges. */
  ref: string | null;
  status: "requires-action" | "succeeded" | "failed";
  /** Why it failed or waits; null when it succeeded. */
  failure: string | null;
  idempotencyKey: string;
}

export interface StoredEntry {
  id: string;
  status: "requires-action" | "succeeded" | "failed";
  failure: string | null;
}

/**
 * Records an entry unless one with its idempotency key exists, and returns the stored one: a
 * repeated call reads the first outcome instead of moving money twice.
 */
export async function recordLedgerEntry(db: Db, entry: LedgerEntry, nowIso: string): Promise<StoredEntry> {
  await db
    .insertInto("ledger_entries")
    .values({
      id: `ledger_${crypto.randomUUID()}`,
      booking_id: entry.bookingId,
      user_id: entry.userId,
      kind: entry.kind,
      amount: entry.amount,
      currency: entry.currency,
      payment_method_id: entry.ref,
      status: entry.status,
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

export function findLedgerEntry(db: Db, id: string): Promise<(StoredEntry & { user_id: string; currency: string }) | undefined> {
  return db.selectFrom("ledger_entries").select(["id", "status", "failure", "user_id", "currency"]).where("id", "=", id).executeTakeFirst();
}

/** The bank's "confirm this payment" step: a charge waiting for the learner succeeds. */
export async function authenticateLedgerCharge(db: Db, id: string): Promise<void> {
  await db
    .updateTable("ledger_entries")
    .set({ status: "succeeded", failure: null })
    .where("id", "=", id)
    .where("status", "=", "requires-action")
    .execute();
}

/** The ledger's payout account for a user, created once. */
export async function ensureLedgerAccount(db: Db, userId: string, country: string, nowIso: string): Promise<string> {
  await db
    .insertInto("ledger_accounts")
    .values({ ref: `ledger_acct_${crypto.randomUUID()}`, user_id: userId, country, bank_last4: null, bank_fails: 0, created_at: nowIso })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ country }))
    .execute();
  return (await db.selectFrom("ledger_accounts").select("ref").where("user_id", "=", userId).executeTakeFirstOrThrow()).ref;
}

export function findLedgerAccount(db: Db, ref: string) {
  return db.selectFrom("ledger_accounts").selectAll().where("ref", "=", ref).executeTakeFirst();
}

export async function setLedgerBank(db: Db, ref: string, last4: string, fails: boolean): Promise<void> {
  await db
    .updateTable("ledger_accounts")
    .set({ bank_last4: last4, bank_fails: fails ? 1 : 0 })
    .where("ref", "=", ref)
    .execute();
}
