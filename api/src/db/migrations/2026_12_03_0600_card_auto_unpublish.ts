import type { Kysely } from "kysely";

/**
 * Cards unpublished on their own (public-site §4). Frozen once landed.
 * - `cards.unanswered_expiries`: requests to the card that expired unanswered by its owner since
 *   they last answered one or published it; at 3 the card goes back to draft.
 * - `cards.auto_unpublished`: why the card was last unpublished automatically
 *   ("no-availability" | "requests-expired"), until it is published again; null otherwise.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("cards")
    .addColumn("unanswered_expiries", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("cards").addColumn("auto_unpublished", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("cards").dropColumn("auto_unpublished").execute();
  await db.schema.alterTable("cards").dropColumn("unanswered_expiries").execute();
}
