import type { Insertable, Updateable } from "kysely";
import type { Db } from "../../db/database.ts";
import type { CreditTables, GiftCardRow } from "./credits.table.ts";

type GiftCards = CreditTables["gift_cards"];

/** Adds a purchase; false when the buyer already sent this form (its request key is taken). */
export async function insertGiftCard(db: Db, row: Insertable<GiftCards>): Promise<boolean> {
  const result = await db
    .insertInto("gift_cards")
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

export function findGiftCard(db: Db, id: string): Promise<GiftCardRow | undefined> {
  return db.selectFrom("gift_cards").selectAll().where("id", "=", id).executeTakeFirst();
}

/** One of the buyer's purchases; undefined when it isn't theirs. */
export function findBuyersGiftCard(db: Db, buyerId: string, id: string): Promise<GiftCardRow | undefined> {
  return db.selectFrom("gift_cards").selectAll().where("id", "=", id).where("buyer_id", "=", buyerId).executeTakeFirst();
}

/** The purchase a charge paid for, if it was a gift card. */
export function findGiftCardByPayment(db: Db, paymentId: string): Promise<GiftCardRow | undefined> {
  return db.selectFrom("gift_cards").selectAll().where("payment_id", "=", paymentId).executeTakeFirst();
}

export function findGiftCardByRequest(db: Db, buyerId: string, requestKey: string): Promise<GiftCardRow | undefined> {
  return db.selectFrom("gift_cards").selectAll().where("buyer_id", "=", buyerId).where("request_key", "=", requestKey).executeTakeFirst();
}

/** Moves an unpaid purchase on (its payment's state); a paid one never moves back. */
export async function updateUnpaidGiftCard(db: Db, id: string, changes: Updateable<GiftCards>): Promise<void> {
  await db.updateTable("gift_cards").set(changes).where("id", "=", id).where("status", "!=", "paid").execute();
}

/** Marks a purchase paid with its voucher: exactly one of any number of racing calls does it. */
export async function markGiftCardPaid(db: Db, id: string, voucherId: string, paymentId: string, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable("gift_cards")
    .set({ status: "paid", voucher_id: voucherId, payment_id: paymentId, failure: null, updated_at: nowIso })
    .where("id", "=", id)
    .where("status", "in", ["pending", "requires-action"])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records that the recipient was mailed; false when it already was. */
export async function markGiftCardDelivered(db: Db, id: string, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable("gift_cards")
    .set({ delivered_at: nowIso, updated_at: nowIso })
    .where("id", "=", id)
    .where("delivered_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Purchases with their voucher's last four and the payment's state, as the buyer sees them. */
function giftCardViews(db: Db, buyerId: string) {
  return db
    .selectFrom("gift_cards as g")
    .leftJoin("vouchers as v", "v.id", "g.voucher_id")
    .leftJoin("payments as p", "p.id", "g.payment_id")
    .selectAll("g")
    .select(["v.code_last4", "v.expires_at as voucher_expires_at", "p.client_secret", "p.status as payment_status"])
    .where("g.buyer_id", "=", buyerId);
}

export type GiftCardView = NonNullable<Awaited<ReturnType<typeof giftCardView>>>;

export function giftCardView(db: Db, buyerId: string, id: string) {
  return giftCardViews(db, buyerId).where("g.id", "=", id).executeTakeFirst();
}

/** What the buyer bought (not the purchases the bank refused), newest first. */
export function giftCardViewsOf(db: Db, buyerId: string) {
  return giftCardViews(db, buyerId)
    .where("g.status", "!=", "failed")
    .orderBy("g.created_at", "desc")
    .orderBy("g.id", "desc")
    .limit(100)
    .execute();
}
