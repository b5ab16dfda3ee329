import type { Kysely } from "kysely";

/**
 * Reviews (core §3 Review). Frozen once landed.
 * - One review per person per booking, held by a unique index whatever the requests race.
 * - `updated_at`: when its author last changed it (null until then); authors may edit for REVIEW_EDIT_DAYS.
 * - An index for a learner's ratings by advisors (`created_for`, newest first).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("reviews").addColumn("updated_at", "text").execute();
  await db.schema.createIndex("reviews_booking_author").unique().on("reviews").columns(["booking_id", "created_by"]).execute();
  await db.schema.createIndex("reviews_subject").on("reviews").columns(["created_for", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("reviews_subject").execute();
  await db.schema.dropIndex("reviews_booking_author").execute();
  await db.schema.alterTable("reviews").dropColumn("updated_at").execute();
}
