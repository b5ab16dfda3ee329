import { type Kysely, sql } from "kysely";

/** Indexes for searches near the viewer's timezone and near a place. Frozen. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index cards_marketplace_timezone on cards (timezone) where status = 'published' and type = 'marketplace' and deleted_at is null`.execute(
    db,
  );
  await sql`create index users_place on users (latitude, longitude) where latitude is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index users_place`.execute(db);
  await sql`drop index cards_marketplace_timezone`.execute(db);
}
