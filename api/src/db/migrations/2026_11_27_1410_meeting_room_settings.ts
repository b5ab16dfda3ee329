import { type Kysely, sql } from "kysely";

/**
 * Meeting room settings that outlive the process (PROTOCOL §7). Frozen once landed.
 * - `meeting_room_settings`: a room's lock and knocking as its host last set them; a room without a
 *   row keeps the defaults (locked, knocking).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("meeting_room_settings")
    .addColumn("room_id", "text", (c) => c.primaryKey())
    .addColumn("locked", "integer", (c) => c.notNull().check(sql`locked IN (0, 1)`))
    .addColumn("knocking", "integer", (c) => c.notNull().check(sql`knocking IN (0, 1)`))
    .addColumn("updated_at_ms", "integer", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("meeting_room_settings").execute();
}
