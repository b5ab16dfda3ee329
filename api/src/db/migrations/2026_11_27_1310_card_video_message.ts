import type { Kysely } from "kysely";

/**
 * A card's video message (public-site §1 Pro). Frozen once landed.
 * - `cards.video_message_id`: one of the owner's videos, shown on the card while they are on Pro.
 *   Deleting the video clears it (ON DELETE SET NULL; the read joins the video too).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("cards")
    .addColumn("video_message_id", "text", (c) => c.references("videos.id").onDelete("set null"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("cards").dropColumn("video_message_id").execute();
}
