import type { Db } from "../../db/database.ts";

/** What processing reads and writes of a video: its source, its owner (for the mail), its progress and results. */

export const findVideoToProcess = (db: Db, videoId: string) =>
  db
    .selectFrom("videos as v")
    .innerJoin("users as o", "o.id", "v.owner_id")
    .leftJoin("video_uploads as u", "u.video_id", "v.id")
    .select([
      "v.id",
      "v.title",
      "v.status",
      "v.owner_id",
      "v.booking_id",
      "v.source",
      "v.source_type",
      "v.started_at",
      "v.stopped_at",
      "o.email as owner_email",
      "o.first_name as owner_first_name",
      "o.locale as owner_locale",
      "u.offset as upload_offset",
      "u.parts as upload_parts",
    ])
    .where("v.id", "=", videoId)
    .executeTakeFirst();

export type VideoToProcess = NonNullable<Awaited<ReturnType<typeof findVideoToProcess>>>;

/** 0–100 while ffmpeg works; only while the video is still processing. */
export async function setVideoProgress(db: Db, videoId: string, progress: number, nowIso: string): Promise<void> {
  await db
    .updateTable("videos")
    .set({ progress, updated_at: nowIso })
    .where("id", "=", videoId)
    .where("status", "=", "processing")
    .execute();
}

/** The files are stored: the video is ready to watch (once; false if it was deleted or already settled meanwhile). */
export async function markVideoReady(
  db: Db,
  videoId: string,
  result: { durationSeconds: number; videoBytes: number; audioBytes: number | null; posterBytes: number },
  nowIso: string,
): Promise<boolean> {
  const updated = await db
    .updateTable("videos")
    .set({
      status: "ready",
      duration_seconds: result.durationSeconds,
      video_bytes: result.videoBytes,
      audio_source_bytes: result.audioBytes,
      poster_bytes: result.posterBytes,
      progress: null,
      error: null,
      ready_at: nowIso,
      updated_at: nowIso,
    })
    .where("id", "=", videoId)
    .where("status", "=", "processing")
    .executeTakeFirst();
  return updated.numUpdatedRows === 1n;
}
