import type { Insertable, Selectable, Updateable } from "kysely";
import type { Db } from "../../db/database.ts";
import type { VideoTables } from "./videos.table.ts";

export type VideoRow = Selectable<VideoTables["videos"]>;
export type NewVideo = Insertable<VideoTables["videos"]>;
export type VideoChanges = Updateable<VideoTables["videos"]>;

/** A video waiting for its bytes (a live recording, or an announced upload): what it starts as, before processing fills the rest. */
export function newVideoRow(
  fields: Pick<VideoRow, "owner_id" | "booking_id" | "room_id" | "source" | "title" | "source_type" | "share_mode"> & {
    slug: string;
    declared_bytes?: number | null;
  },
  nowIso: string,
): VideoRow {
  return {
    id: crypto.randomUUID(),
    declared_bytes: null,
    ...fields,
    status: "recording",
    paused: 0,
    allow_video_download: 0,
    allow_audio_download: 0,
    listed: 0,
    duration_seconds: null,
    source_bytes: 0,
    video_bytes: null,
    audio_source_bytes: null,
    poster_bytes: null,
    progress: null,
    error: null,
    video_expires_at: null,
    started_at: nowIso,
    stopped_at: null,
    ready_at: null,
    created_at: nowIso,
    updated_at: nowIso,
  };
}

export const findVideo = (db: Db, id: string): Promise<VideoRow | undefined> =>
  db.selectFrom("videos").selectAll().where("id", "=", id).executeTakeFirst();

export const findVideoBySlug = (db: Db, slug: string): Promise<VideoRow | undefined> =>
  db.selectFrom("videos").selectAll().where("slug", "=", slug).executeTakeFirst();

/**
 * Inserts a video. A second live recording in the same room breaks `videos_one_live_per_room`:
 * the caller turns that into "already recording".
 */
export async function insertVideo(db: Db, row: NewVideo): Promise<void> {
  await db.insertInto("videos").values(row).execute();
}

export async function updateVideo(db: Db, id: string, changes: VideoChanges): Promise<void> {
  await db.updateTable("videos").set(changes).where("id", "=", id).execute();
}

/** The room's recording still taking in bytes from the browser (started, not stopped), if any. */
export const liveRecordingIn = (db: Db, roomId: string): Promise<VideoRow | undefined> =>
  db
    .selectFrom("videos")
    .selectAll()
    .where("room_id", "=", roomId)
    .where("status", "=", "recording")
    .where("stopped_at", "is", null)
    .executeTakeFirst();

/** Deletes the video with its views and upload (also where the database doesn't cascade). */
export async function deleteVideo(db: Db, id: string): Promise<void> {
  await db.deleteFrom("video_views").where("video_id", "=", id).execute();
  await db.deleteFrom("video_uploads").where("video_id", "=", id).execute();
  await db.deleteFrom("videos").where("id", "=", id).execute();
}

/** One more view by `viewerKey` (a user id or `guest:{key}`), under the name they go by now. */
export async function countView(
  db: Db,
  view: { videoId: string; viewerKey: string; userId: string | null; name: string; atIso: string },
): Promise<void> {
  await db
    .insertInto("video_views")
    .values({
      video_id: view.videoId,
      viewer_key: view.viewerKey,
      user_id: view.userId,
      name: view.name,
      views: 1,
      first_viewed_at: view.atIso,
      last_viewed_at: view.atIso,
    })
    .onConflict((oc) =>
      oc.columns(["video_id", "viewer_key"]).doUpdateSet((eb) => ({
        views: eb("video_views.views", "+", 1),
        name: view.name,
        last_viewed_at: view.atIso,
      })),
    )
    .execute();
}
