import type { Kysely } from "kysely";

/**
 * Sign-up as promised (public-site §1). Frozen once landed.
 * - `users.professional_url`: the professional profile link given at sign-up (https, one of the
 *   networks of public-site §5), when the person gave one instead of, or as well as, a mobile number.
 * - `users.timezone_confirmed_at`: when the person confirmed their time zone (at sign-up, or once
 *   in the dashboard). Accounts from before keep null, so they are asked once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("professional_url", "text").execute();
  await db.schema.alterTable("users").addColumn("timezone_confirmed_at", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("timezone_confirmed_at").execute();
  await db.schema.alterTable("users").dropColumn("professional_url").execute();
}
