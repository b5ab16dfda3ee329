import { type Kysely, sql } from "kysely";

/**
 * Calendar sync (core §7: busy times in, bookings out, connection health). Frozen once landed.
 * - `calendar_connections`: a person's CalDAV accounts and ICS subscriptions. `address` holds no secret
 *   (the server URL, or the ICS URL with its secret parts masked); `secret` is AES-GCM sealed (the app
 *   password, or the full ICS URL). `calendars` is JSON `[{url,name,color,busy,write}]` (CalDAV only).
 *   Health: `status` (ok | syncing | retrying | failing), `failures` in a row, `next_attempt_at_ms`,
 *   `flagged_at_ms` (set once when it turns failing: the mail went out then).
 * - `calendar_busy_periods`: the busy times read from a connection (replaced whole on each good sync).
 * - `calendar_event_links`: where a booking's event was written in a party's calendar (href + etag).
 * - `calendar_feeds`: a person's private ICS feed; only the sha-256 of its secret token is kept.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("calendar_connections")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id"))
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind IN ('caldav', 'ics')`))
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("username", "text")
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("calendars", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("status", "text", (c) => c.notNull().check(sql`status IN ('ok', 'syncing', 'retrying', 'failing')`))
    .addColumn("last_synced_at_ms", "integer")
    .addColumn("last_error", "text")
    .addColumn("failures", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at_ms", "integer")
    .addColumn("flagged_at_ms", "integer")
    .addColumn("created_at_ms", "integer", (c) => c.notNull())
    .addColumn("updated_at_ms", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("calendar_connections_user").on("calendar_connections").columns(["user_id"]).execute();
  await db.schema.createIndex("calendar_connections_due").on("calendar_connections").columns(["next_attempt_at_ms"]).execute();

  await db.schema
    .createTable("calendar_busy_periods")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id"))
    .addColumn("connection_id", "text", (c) => c.notNull().references("calendar_connections.id").onDelete("cascade"))
    .addColumn("start_ms", "integer", (c) => c.notNull())
    .addColumn("end_ms", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("calendar_busy_periods_user_start").on("calendar_busy_periods").columns(["user_id", "start_ms"]).execute();
  await db.schema.createIndex("calendar_busy_periods_connection").on("calendar_busy_periods").columns(["connection_id"]).execute();

  await db.schema
    .createTable("calendar_event_links")
    .addColumn("booking_id", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id"))
    .addColumn("connection_id", "text", (c) => c.notNull())
    .addColumn("calendar_url", "text", (c) => c.notNull())
    .addColumn("uid", "text", (c) => c.notNull())
    .addColumn("href", "text", (c) => c.notNull())
    .addColumn("etag", "text")
    .addPrimaryKeyConstraint("calendar_event_links_pk", ["booking_id", "user_id"])
    .execute();

  await db.schema
    .createTable("calendar_feeds")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at_ms", "integer", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("calendar_feeds").execute();
  await db.schema.dropTable("calendar_event_links").execute();
  await db.schema.dropTable("calendar_busy_periods").execute();
  await db.schema.dropTable("calendar_connections").execute();
}
