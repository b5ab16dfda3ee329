import type { Kysely } from "kysely";

/**
 * Booking chats (kept for the archive), the time both parties spent in the call together, and the
 * people a room's host disabled for good (public-site §4: they can't be let in again). Frozen.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("meeting_chat_messages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("booking_id", "text", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    .addColumn("author_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("author_name", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("system", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sent_ms", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("meeting_chat_by_booking").on("meeting_chat_messages").columns(["booking_id", "sent_ms"]).execute();
  await db.schema
    .createTable("meeting_room_blocks")
    .addColumn("room_id", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("meeting_room_blocks_pk", ["room_id", "user_id"])
    .execute();
  await db.schema
    .alterTable("bookings")
    .addColumn("both_in_video_seconds", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("meeting_room_blocks").execute();
  await db.schema.dropTable("meeting_chat_messages").execute();
  await db.schema.alterTable("bookings").dropColumn("both_in_video_seconds").execute();
}
