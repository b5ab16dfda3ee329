import { type Kysely, sql } from "kysely";

/**
 * Recording and the video library (PROTOCOL §5). Frozen once landed.
 * - `videos`: one recording of a call (booking or personal room) or one uploaded file; its blobs
 *   live under `videos/{id}/` in the blob store. One live recording per room at a time.
 * - `video_uploads`: the tus uploads that bring a video's source bytes (parts in the blob store).
 * - `video_views`: who watched (a user, or a signed-out viewer's first name and cookie key).
 * - `bookings.recording_owner_id`: set by the first recording and never changed to someone else
 *   (core §6: "only the recording owner, or nobody yet, may record"); `primary_video_id`: the
 *   booking's recording; `recording_sharing`: the sharing the request asked for (core §3).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("videos")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("owner_id", "text", (c) => c.notNull().references("users.id"))
    .addColumn("booking_id", "text", (c) => c.references("bookings.id"))
    .addColumn("room_id", "text")
    .addColumn("source", "text", (c) => c.notNull().check(sql`source in ('recording', 'upload')`))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('recording', 'processing', 'ready', 'failed')`))
    .addColumn("paused", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("share_mode", "text", (c) =>
      c.notNull().defaultTo("private").check(sql`share_mode in ('private', 'view-only', 'view-and-download', 'password')`),
    )
    .addColumn("allow_video_download", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("allow_audio_download", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("listed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("duration_seconds", "real")
    .addColumn("source_bytes", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("source_type", "text")
    .addColumn("video_bytes", "integer")
    .addColumn("audio_source_bytes", "integer")
    .addColumn("poster_bytes", "integer")
    .addColumn("progress", "integer")
    .addColumn("error", "text")
    .addColumn("video_expires_at", "text")
    .addColumn("started_at", "text")
    .addColumn("stopped_at", "text")
    .addColumn("ready_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("videos_owner").on("videos").columns(["owner_id", "created_at"]).execute();
  await db.schema.createIndex("videos_booking").on("videos").columns(["booking_id", "created_at"]).execute();
  await sql`create unique index videos_one_live_per_room on videos (room_id) where status = 'recording' and stopped_at is null`.execute(db);
  await sql`create index videos_listed on videos (created_at) where listed = 1 and status = 'ready'`.execute(db);

  await db.schema
    .createTable("video_uploads")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("video_id", "text", (c) => c.notNull().unique().references("videos.id").onDelete("cascade"))
    .addColumn("owner_id", "text", (c) => c.notNull().references("users.id"))
    /** Null while the length is deferred (a live recording). */
    .addColumn("size", "integer")
    .addColumn("offset", "integer", (c) => c.notNull().defaultTo(0).check(sql`"offset" >= 0`))
    .addColumn("parts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("metadata", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text")
    .execute();

  await db.schema
    .createTable("video_views")
    .addColumn("video_id", "text", (c) => c.notNull().references("videos.id").onDelete("cascade"))
    /** The viewer's user id, or `guest:{random}` from the viewer cookie. */
    .addColumn("viewer_key", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.references("users.id"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("first_viewed_at", "text", (c) => c.notNull())
    .addColumn("last_viewed_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("video_views_pk", ["video_id", "viewer_key"])
    .execute();

  await db.schema
    .alterTable("bookings")
    .addColumn("recording_owner_id", "text", (c) => c.references("users.id"))
    .execute();
  await db.schema.alterTable("bookings").addColumn("primary_video_id", "text").execute();
  await db.schema
    .alterTable("bookings")
    .addColumn("recording_sharing", "text", (c) =>
      c.notNull().defaultTo("private").check(sql`recording_sharing in ('private', 'view-only', 'view-and-download')`),
    )
    .execute();
  await sql`
    create trigger bookings_one_recording_owner before update of recording_owner_id on bookings
    when old.recording_owner_id is not null and new.recording_owner_id is not old.recording_owner_id
    begin
      select raise(abort, 'bookings_one_recording_owner');
    end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists bookings_one_recording_owner`.execute(db);
  await db.schema.alterTable("bookings").dropColumn("recording_sharing").execute();
  await db.schema.alterTable("bookings").dropColumn("primary_video_id").execute();
  await db.schema.alterTable("bookings").dropColumn("recording_owner_id").execute();
  await db.schema.dropTable("video_views").execute();
  await db.schema.dropTable("video_uploads").execute();
  await db.schema.dropTable("videos").execute();
}
