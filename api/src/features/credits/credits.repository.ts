import type { Insertable } from "kysely";
import type { Db } from "../../db/database.ts";
import type { CreditRow, CreditTables } from "./credits.table.ts";

/** Adds a credit; false when it would be a second sign-up credit (or a voucher claimed twice). */
export async function insertCredit(db: Db, row: Insertable<CreditTables["credits"]>): Promise<boolean> {
  const result = await db
    .insertInto("credits")
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

export function findCredit(db: Db, id: string): Promise<CreditRow | undefined> {
  return db.selectFrom("credits").selectAll().where("id", "=", id).executeTakeFirst();
}

/** A person's credits that still have something left and haven't expired. */
export function spendableCredits(db: Db, userId: string, nowIso: string): Promise<CreditRow[]> {
  return db
    .selectFrom("credits")
    .selectAll()
    .where("user_id", "=", userId)
    .where("expires_at", ">", nowIso)
    .whereRef("used_minor", "<", "total_minor")
    .execute();
}

/** A person's credits, newest first. */
export function creditsOf(db: Db, userId: string): Promise<CreditRow[]> {
  return db.selectFrom("credits").selectAll().where("user_id", "=", userId).orderBy("created_at", "desc").orderBy("id").execute();
}

/** Who gave each gift card voucher: the buyer's first name, by voucher id. */
export async function giftersOf(db: Db, voucherIds: string[]): Promise<Map<string, string>> {
  if (voucherIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("gift_cards as g")
    .innerJoin("users as u", "u.id", "g.buyer_id")
    .select(["g.voucher_id", "u.first_name"])
    .where("g.voucher_id", "in", voucherIds)
    .execute();
  return new Map(rows.map((row) => [row.voucher_id!, row.first_name]));
}

/** The uses of some credits, with the booking's card title, oldest first. */
export function usesOf(db: Db, creditIds: string[]) {
  if (creditIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("credit_uses as u")
    .innerJoin("bookings as b", "b.id", "u.booking_id")
    .innerJoin("cards as c", "c.id", "b.card_id")
    .select(["u.credit_id", "u.booking_id", "u.kind", "u.amount", "u.created_at", "c.title"])
    .where("u.credit_id", "in", creditIds)
    .orderBy("u.created_at")
    .orderBy("u.id")
    .execute();
}

/**
 * Spends credits on a booking, all or nothing, once per booking and credit: each use is recorded
 * first (a repeat finds it and moves nothing), then the credit is charged only if it still has the
 * amount left and hasn't expired — the database's check keeps used ≤ total whatever runs at once.
 * False when a credit no longer had enough (someone spent it meanwhile): nothing was spent.
 */
export async function spendCredits(
  db: Db,
  bookingId: string,
  allocations: { creditId: string; amount: number }[],
  nowIso: string,
): Promise<boolean> {
  try {
    await db.transaction().execute(async (trx) => {
      for (const { creditId, amount } of allocations) {
        const recorded = await trx
          .insertInto("credit_uses")
          .values({ id: crypto.randomUUID(), credit_id: creditId, booking_id: bookingId, kind: "spend", amount, created_at: nowIso })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        if ((recorded.numInsertedOrUpdatedRows ?? 0n) === 0n) continue;
        const spent = await trx
          .updateTable("credits")
          .set((eb) => ({ used_minor: eb("used_minor", "+", amount) }))
          .where("id", "=", creditId)
          .where("expires_at", ">", nowIso)
          .where((eb) => eb(eb("total_minor", "-", eb.ref("used_minor")), ">=", amount))
          .executeTakeFirst();
        if (spent.numUpdatedRows === 0n) throw new CreditGone();
      }
    });
    return true;
  } catch (error) {
    if (error instanceof CreditGone) return false;
    throw error;
  }
}

class CreditGone extends Error {}

/** What a booking's spends and returns come to, per credit. */
export function creditUsesOfBooking(db: Db, bookingId: string) {
  return db.selectFrom("credit_uses").select(["credit_id", "kind", "amount"]).where("booking_id", "=", bookingId).execute();
}

/** Gives `amount` of a booking's credit back: to the credits it came from, the latest-expiring first; once per booking and credit. */
export async function returnCredits(db: Db, bookingId: string, amount: number, nowIso: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const spends = (await creditUsesOfBooking(trx, bookingId)).filter((u) => u.kind === "spend");
    if (spends.length === 0) return 0;
    const credits = await trx
      .selectFrom("credits")
      .select(["id", "expires_at"])
      .where(
        "id",
        "in",
        spends.map((s) => s.credit_id),
      )
      .orderBy("expires_at", "desc")
      .execute();
    let left = amount;
    for (const credit of credits) {
      if (left === 0) break;
      const spent = spends.find((s) => s.credit_id === credit.id)!.amount;
      const back = Math.min(left, spent);
      const recorded = await trx
        .insertInto("credit_uses")
        .values({ id: crypto.randomUUID(), credit_id: credit.id, booking_id: bookingId, kind: "return", amount: back, created_at: nowIso })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if ((recorded.numInsertedOrUpdatedRows ?? 0n) === 0n) continue;
      await trx
        .updateTable("credits")
        .set((eb) => ({ used_minor: eb("used_minor", "-", back) }))
        .where("id", "=", credit.id)
        .execute();
      left -= back;
    }
    return amount - left;
  });
}
