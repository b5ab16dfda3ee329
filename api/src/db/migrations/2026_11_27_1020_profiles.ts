import { type Kysely, sql } from "kysely";

/**
 * Profiles (core §3 User). Frozen once landed.
 * - `users.education`: free text (location already exists).
 * - `users.social_links`, `languages_spoken`, `interests`, `category_interests`: JSON arrays of
 *   strings (links, ISO 639-1 codes, tags, category ids); the checks keep them arrays.
 * - `users.avatar_key`: the blob-key prefix of the last avatar change, `avatars/{userId}/{version}`;
 *   versions sort by time, so an older upload finishing late never replaces a newer picture (or a
 *   removal). `avatar_url` is the served picture, or null for initials.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("education", "text").execute();
  for (const column of ["social_links", "languages_spoken", "interests", "category_interests"]) {
    await db.schema
      .alterTable("users")
      .addColumn(column, "text", (c) =>
        c
          .notNull()
          .defaultTo("[]")
          .check(sql`json_valid(${sql.ref(column)}) and json_type(${sql.ref(column)}) = 'array'`),
      )
      .execute();
  }
  await db.schema.alterTable("users").addColumn("avatar_key", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ["avatar_key", "category_interests", "interests", "languages_spoken", "social_links", "education"])
    await db.schema.alterTable("users").dropColumn(column).execute();
}
