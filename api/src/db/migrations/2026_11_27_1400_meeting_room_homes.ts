import type { Kysely } from "kysely";

/**
 * Meeting rooms' homes across API instances (PROTOCOL §7). Frozen once landed.
 * - `meeting_room_homes`: the one instance that holds a live room now, by a lease it renews every few
 *   seconds; an expired lease may be claimed by any instance (the home died), a live one only by its holder.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("meeting_room_homes")
    .addColumn("room_id", "text", (c) => c.primaryKey())
    .addColumn("instance_id", "text", (c) => c.notNull())
    .addColumn("expires_at_ms", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("meeting_room_homes_instance").on("meeting_room_homes").column("instance_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("meeting_room_homes").execute();
}
