import type { Kysely } from "kysely";

/**
 * The language each person reads Kora in (docs/i18n-glossary.md). Frozen once landed.
 * - `users.locale`: a language Kora speaks (shared/src/i18n/locales.ts), chosen at sign-up from the
 *   browser's languages and changed in My details; English for everyone before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("locale").execute();
}
