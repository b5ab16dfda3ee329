import type { Kysely } from "kysely";

/**
 * A group's `hasAiMatching` setting (core §3; docs/rules/core.md): when on, its members see
 * "Suggested advisors" matched from their interests. 0 (off) for every group until an admin turns it
 * on. Frozen once landed. (`group_members.last_visited_at` has existed since 2026_11_21_0910.)
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("groups")
    .addColumn("has_ai_matching", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("groups").dropColumn("has_ai_matching").execute();
}
