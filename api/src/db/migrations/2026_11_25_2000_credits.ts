import { type Kysely, sql } from "kysely";

/**
 * Credits and vouchers (core §3 Credit, §9): `credits` (core §3 Credit: total and used cents, expiry; the
 * database keeps used ≤ total), `credit_uses` (each spend on a booking and each return by a refund,
 * once per booking and credit), `vouchers` (codes kept only as SHA-256 hashes; claimed once). Frozen.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("vouchers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("code_hash", "text", (c) => c.notNull().unique())
    .addColumn("code_last4", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull().check(sql`amount > 0`))
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull().check(sql`source in ('voucher', 'gift-card')`))
    .addColumn("issued_by", "text", (c) => c.references("users.id"))
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("claimed_by", "text", (c) => c.references("users.id"))
    .addColumn("claimed_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("credits")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id"))
    .addColumn("source", "text", (c) => c.notNull().check(sql`source in ('sign-up', 'voucher', 'gift-card', 'staff')`))
    .addColumn("voucher_id", "text", (c) => c.unique().references("vouchers.id"))
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("total_minor", "integer", (c) => c.notNull().check(sql`total_minor > 0`))
    .addColumn("used_minor", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addCheckConstraint("credits_used_within_total", sql`used_minor >= 0 and used_minor <= total_minor`)
    .execute();
  await sql`create unique index credits_one_sign_up on credits (user_id) where source = 'sign-up'`.execute(db);
  await sql`create index credits_user on credits (user_id, expires_at)`.execute(db);
  await db.schema
    .createTable("credit_uses")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("credit_id", "text", (c) => c.notNull().references("credits.id"))
    .addColumn("booking_id", "text", (c) => c.notNull().references("bookings.id"))
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('spend', 'return')`))
    .addColumn("amount", "integer", (c) => c.notNull().check(sql`amount > 0`))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("credit_uses_once", ["credit_id", "booking_id", "kind"])
    .execute();
  await db.schema.createIndex("credit_uses_booking").on("credit_uses").column("booking_id").execute();
  await db.schema
    .alterTable("bookings")
    .addColumn("credit_minor", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bookings").dropColumn("credit_minor").execute();
  for (const table of ["credit_uses", "credits", "vouchers"]) await db.schema.dropTable(table).execute();
}
