import { type Kysely, sql } from "kysely";

/**
 * A random key per card for the seeded shuffle of search results: the seed picks where in this
 * order a visitor starts, so a page is two index range scans instead of sorting every card. Frozen.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("cards")
    .addColumn("shuffle_key", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update cards set shuffle_key = abs(random()) % 2147483648`.execute(db);
  await sql`create index cards_marketplace_shuffle on cards (shuffle_key) where status = 'published' and type = 'marketplace' and deleted_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index cards_marketplace_shuffle`.execute(db);
  await db.schema.alterTable("cards").dropColumn("shuffle_key").execute();
}
