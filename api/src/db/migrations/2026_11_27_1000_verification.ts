import { type Kysely, sql } from "kysely";

/**
 * Phone and email verification, recovery by phone, SMS reminders (public-site §2.10). Frozen once landed.
 * - `identity_codes`: codes texted or mailed to a signed-in user (channel phone or email) or texted to a
 *   verified number to recover the account (channel recovery). `target` is the E.164 number or the
 *   address the code went to; the code is kept only as an HMAC. At most one live (unconsumed) code per
 *   user and channel; `attempts` counts guesses and never passes 5 (core §5: five per code). The
 *   sign-in codes of `verification_codes` are a different thing (an email, no user yet).
 * - `dev_sms`: the embedded SMS outbox, read on /dev/mailbox.
 * - `users.sms_reminders`: 1 until the user turns the 10-minute SMS reminder off.
 * - A verified mobile number belongs to one account (recovery by phone must find exactly one).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("identity_codes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("channel", "text", (c) => c.notNull().check(sql`channel in ('phone', 'email', 'recovery')`))
    .addColumn("target", "text", (c) => c.notNull())
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0).check(sql`attempts between 0 and 5`))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("consumed_at", "text")
    .execute();
  await sql`create unique index identity_codes_one_live on identity_codes (user_id, channel) where consumed_at is null`.execute(db);
  await db.schema.createIndex("identity_codes_user").on("identity_codes").columns(["user_id", "channel", "created_at"]).execute();

  await db.schema
    .createTable("dev_sms")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("to_number", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("dev_sms_to").on("dev_sms").columns(["to_number", "created_at"]).execute();

  await db.schema
    .alterTable("users")
    .addColumn("sms_reminders", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`create unique index users_verified_phone on users (phone) where phone_verified_at is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists users_verified_phone`.execute(db);
  await db.schema.alterTable("users").dropColumn("sms_reminders").execute();
  await db.schema.dropTable("dev_sms").execute();
  await db.schema.dropTable("identity_codes").execute();
}
