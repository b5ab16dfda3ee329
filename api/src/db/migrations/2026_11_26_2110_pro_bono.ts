import { type Kysely, sql } from "kysely";

/**
 * Pro-bono minutes and the consultation cap (core §3 User, §9). Frozen once landed.
 * - `users.pro_bono_enable`: the advisor offers pro bono (the monthly budget is the existing
 *   `users.pro_bono_minutes`; the cap is the existing `users.consultation_cap_hours`).
 * - `pro_bono_credits`: pro-bono credit earned from invites, once per invite. The trigger keeps a
 *   person's invite credit at 100 hours (6000 minutes) at most, whatever runs at once.
 * Minutes held by bookings are not stored: they are the requested, confirmed and completed bookings
 * themselves, checked under the write lock when a booking takes them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("pro_bono_enable", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("pro_bono_credits")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id"))
    .addColumn("source", "text", (c) => c.notNull().check(sql`source in ('invite')`))
    .addColumn("invite_id", "text", (c) => c.notNull())
    .addColumn("minutes", "integer", (c) => c.notNull().check(sql`minutes >= 0`))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("pro_bono_credits_once", ["source", "invite_id"])
    .execute();
  await db.schema.createIndex("pro_bono_credits_user").on("pro_bono_credits").columns(["user_id", "source"]).execute();
  await sql`
    create trigger pro_bono_invite_credit_cap before insert on pro_bono_credits
    when new.source = 'invite'
      and (select coalesce(sum(minutes), 0) from pro_bono_credits where user_id = new.user_id and source = 'invite') + new.minutes > 6000
    begin
      select raise(abort, 'pro_bono_invite_credit_cap');
    end`.execute(db);
  await sql`
    create trigger pro_bono_credits_append_only before update on pro_bono_credits
    begin
      select raise(abort, 'pro_bono_credits_append_only');
    end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("pro_bono_credits").execute();
  await db.schema.alterTable("users").dropColumn("pro_bono_enable").execute();
}
