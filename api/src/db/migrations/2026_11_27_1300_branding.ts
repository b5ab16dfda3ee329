import { type Kysely, sql } from "kysely";

/**
 * Pro branding (public-site §1 Pro: branding). Frozen once landed.
 * - `user_branding`: one row per advisor who set any branding (their brand colour and logo).
 * - `colour` is `#rrggbb` in lower case or null: a check refuses anything else.
 * - `logo_version` names the stored PNG (`branding/{userId}/logo-{version}.png`); versions are
 *   time-ordered, so of two uploads finishing out of order the later-started one is kept (the upsert
 *   only moves the version forward).
 * Whether it shows is decided when it is read: only while the owner is on Pro.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("user_branding")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id"))
    .addColumn("colour", "text", (c) =>
      c.check(sql`colour is null or (length(colour) = 7 and colour glob '#[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]')`),
    )
    .addColumn("logo_version", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("user_branding").execute();
}
