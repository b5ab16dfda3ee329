import { type Kysely, sql } from "kysely";

/**
 * What each booking request asked for, hashed: `request_hash` (the whole canonical request) so an
 * Idempotency-Key reused for a different request is refused; `dedupe_key` (creator's card, times,
 * length and learner) so the same request sent again within seconds without a key gets the booking
 * already made. Rows from before have neither. Frozen.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bookings").addColumn("request_hash", "text").execute();
  await db.schema.alterTable("bookings").addColumn("dedupe_key", "text").execute();
  await sql`create index bookings_dedupe on bookings (created_by, dedupe_key, created_at) where dedupe_key is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index bookings_dedupe`.execute(db);
  await db.schema.alterTable("bookings").dropColumn("dedupe_key").execute();
  await db.schema.alterTable("bookings").dropColumn("request_hash").execute();
}
