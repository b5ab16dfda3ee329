import { type Kysely, sql } from "kysely";

/**
 * Invites (core §3 Invite, §4, §9). Frozen once landed.
 * - `invites.code`: unique, crypto-random; the sign-up link and the not-interested link carry it.
 * - One live (unclaimed) invite per inviter and address: a unique partial index.
 * - `resend_count` stays within 0…2 (core §9: resend while under 2) by a check; the resend itself is an
 *   UPDATE … WHERE resend_count < 2.
 * - `claimed_by` is set once: a trigger refuses changing it after it is set.
 * - The invite limit: a trigger refuses a person's 21st new invite in any 24 hours (INVITE_DAILY_LIMIT).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("invites")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("inviter_id", "text", (c) => c.notNull().references("users.id"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("pending_card_id", "text", (c) => c.references("cards.id"))
    .addColumn("valid_until", "text", (c) => c.notNull())
    .addColumn("claimed_by", "text", (c) => c.references("users.id"))
    .addColumn("claimed_at", "text")
    .addColumn("resend_count", "integer", (c) => c.notNull().defaultTo(0).check(sql`resend_count between 0 and 2`))
    .addColumn("is_not_interested", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_sent_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("invites_inviter").on("invites").columns(["inviter_id", "created_at"]).execute();
  await db.schema.createIndex("invites_email").on("invites").column("email").execute();
  await db.schema
    .createIndex("invites_live_once")
    .unique()
    .on("invites")
    .columns(["inviter_id", "email"])
    .where(sql.ref("claimed_by"), "is", null)
    .execute();
  await sql`
    create trigger invites_claimed_once before update of claimed_by on invites
    when old.claimed_by is not null and new.claimed_by is not old.claimed_by
    begin
      select raise(abort, 'invite_claimed_once');
    end`.execute(db);
  await sql`
    create trigger invites_daily_limit before insert on invites
    when (
      select count(*) from invites
      where inviter_id = new.inviter_id and created_at > strftime('%Y-%m-%dT%H:%M:%fZ', new.created_at, '-1 day')
    ) >= 20
    begin
      select raise(abort, 'invite_limit');
    end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("invites").execute();
}
