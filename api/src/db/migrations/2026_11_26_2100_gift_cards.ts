import { type Kysely, sql } from "kysely";

/**
 * Gift card purchases (public-site §1 Other offers): who bought which amount for whom, with their message and the day
 * the recipient is mailed the code; the payment that paid for it and the voucher (source
 * 'gift-card') it issued, each once. `request_key` finds a purchase again when the same form is sent
 * twice. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("gift_cards")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("buyer_id", "text", (c) => c.notNull().references("users.id"))
    .addColumn("request_key", "text")
    .addColumn("amount", "integer", (c) => c.notNull().check(sql`amount in (2500, 5000, 10000)`))
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("recipient_name", "text", (c) => c.notNull())
    .addColumn("recipient_email", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("deliver_on", "text", (c) => c.notNull())
    .addColumn("deliver_at_ms", "integer", (c) => c.notNull())
    .addColumn("delivered_at", "text")
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('pending', 'requires-action', 'paid', 'failed')`))
    .addColumn("failure", "text")
    .addColumn("payment_id", "text", (c) => c.unique().references("payments.id"))
    .addColumn("voucher_id", "text", (c) => c.unique().references("vouchers.id"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    // A paid gift card has its voucher; an unpaid one has none.
    .addCheckConstraint("gift_cards_paid_voucher", sql`(status = 'paid') = (voucher_id is not null)`)
    .execute();
  await sql`create unique index gift_cards_request on gift_cards (buyer_id, request_key) where request_key is not null`.execute(db);
  await sql`create index gift_cards_buyer on gift_cards (buyer_id, created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("gift_cards").execute();
}
