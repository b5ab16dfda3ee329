import { type ExpressionBuilder, type Selectable, sql } from "kysely";
import type { Db } from "../../db/database.ts";
import type { VideoTables } from "./videos.table.ts";

/**
 * The tus uploads' rows (`video_uploads`) and what an upload changes on its video. The database is the
 * source of truth for an upload's offset: a part is stored first, then the offset moves by one
 * conditional UPDATE, so a repeated or concurrent PATCH can never count bytes twice.
 */

export type UploadRow = Selectable<VideoTables["video_uploads"]>;
/** The join the upkeep queries read: an upload (`u`) and its video (`v`). */
type UploadJoin = { u: VideoTables["video_uploads"]; v: VideoTables["videos"] };

/** The video an upload is for, as creating one checks it and its limits read it. */
export const findVideoForUpload = (db: Db, videoId: string) =>
  db
    .selectFrom("videos")
    .select(["id", "owner_id", "status", "source", "declared_bytes", "started_at", "stopped_at"])
    .where("id", "=", videoId)
    .executeTakeFirst();

export type VideoForUpload = NonNullable<Awaited<ReturnType<typeof findVideoForUpload>>>;

export const findUpload = (db: Db, id: string): Promise<UploadRow | undefined> =>
  db.selectFrom("video_uploads").selectAll().where("id", "=", id).executeTakeFirst();

export const findUploadOfVideo = (db: Db, videoId: string): Promise<UploadRow | undefined> =>
  db.selectFrom("video_uploads").selectAll().where("video_id", "=", videoId).executeTakeFirst();

/**
 * A new upload of the video, owned by its owner. Refused, never thrown, when the video already has one
 * (a second POST) or the id is someone's already (a client-chosen name): every unique key does nothing.
 */
export async function insertUpload(
  db: Db,
  upload: { id: string; videoId: string; size: number | null; metadata: string; nowIso: string },
): Promise<"made" | "name-taken" | "video-has-one"> {
  const result = await db
    .insertInto("video_uploads")
    .columns(["id", "video_id", "owner_id", "size", "metadata", "created_at", "updated_at"])
    .expression((eb) =>
      eb
        .selectFrom("videos")
        .select([
          eb.val(upload.id).as("id"),
          "id as video_id",
          "owner_id",
          eb.val(upload.size).as("size"),
          eb.val(upload.metadata).as("metadata"),
          eb.val(upload.nowIso).as("created_at"),
          eb.val(upload.nowIso).as("updated_at"),
        ])
        .where("id", "=", upload.videoId),
    )
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) === 1) return "made";
  const holder = await findUpload(db, upload.id);
  return holder && holder.video_id !== upload.videoId ? "name-taken" : "video-has-one";
}

/**
 * Counts a stored part: the offset moves by `bytes` and the part count by one, only if both are still
 * what the writer read. False: another request moved them first, and this part is not counted.
 */
export async function advanceUpload(
  db: Db,
  id: string,
  from: { offset: number; parts: number },
  bytes: number,
  nowIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable("video_uploads")
    .set((eb) => ({ offset: eb("offset", "+", bytes), parts: eb("parts", "+", 1), updated_at: nowIso }))
    .where("id", "=", id)
    .where("offset", "=", from.offset)
    .where("parts", "=", from.parts)
    .where("finished_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The length a deferred upload declares (a live recording, on its last PATCH or when it is finalised). */
export async function declareUploadLength(db: Db, id: string, size: number, nowIso: string): Promise<void> {
  await db.updateTable("video_uploads").set({ size, updated_at: nowIso }).where("id", "=", id).where("size", "is", null).execute();
}

export async function deleteUploadRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom("video_uploads").where("id", "=", id).execute();
}

/** A deleted video's upload row, if its delete left one (foreign keys aren't enforced, so no cascade). */
export async function deleteUploadOfVideo(db: Db, videoId: string): Promise<void> {
  await db.deleteFrom("video_uploads").where("video_id", "=", videoId).execute();
}

/** Marks the upload complete once (offset = size); false when it isn't complete or was already marked. */
export async function markUploadFinished(db: Db, id: string, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable("video_uploads")
    .set({ finished_at: nowIso, updated_at: nowIso })
    .where("id", "=", id)
    .where("finished_at", "is", null)
    .whereRef("offset", "=", "size")
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** What the library shows while bytes arrive: how many, and the container the first ones announced. */
export async function setVideoReceived(db: Db, videoId: string, changes: { sourceBytes: number; sourceType?: string }, nowIso: string) {
  await db
    .updateTable("videos")
    .set({ source_bytes: changes.sourceBytes, ...(changes.sourceType && { source_type: changes.sourceType }), updated_at: nowIso })
    .where("id", "=", videoId)
    .execute();
}

/**
 * The upload is complete: the video moves from recording to processing (once), with no progress yet —
 * nothing is measured until ffmpeg runs (a queued job, or a source of unknown length, has none).
 */
export async function setVideoProcessing(db: Db, videoId: string, sourceBytes: number, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable("videos")
    .set((eb) => ({
      status: "processing",
      source_bytes: sourceBytes,
      progress: null,
      error: null,
      stopped_at: eb.fn.coalesce("stopped_at", eb.val(nowIso)),
      updated_at: nowIso,
    }))
    .where("id", "=", videoId)
    .where("status", "=", "recording")
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Processing failed, or the upload was refused after it began: the words the owner reads in the library. */
export async function markVideoFailed(db: Db, videoId: string, error: string, nowIso: string): Promise<void> {
  await db
    .updateTable("videos")
    .set({ status: "failed", error, progress: null, updated_at: nowIso })
    .where("id", "=", videoId)
    .where("status", "in", ["recording", "processing"])
    .execute();
}

/** The upload's client keeps its bytes on disk until confirmed (metadata `cache: local`, the desktop app). */
const locallyCached = sql<boolean>`coalesce(json_extract(u.metadata, '$.cache') = 'local', 0)`;

/**
 * When a locally cached upload's extra time is up (tus-upkeep.ts): it has no byte yet (no extra time),
 * or it has been quiet since `local.quietSince`, or it was created before `local.createdBefore`.
 */
export interface LocalCacheLimits {
  quietSince: string;
  createdBefore: string;
}

const waitedEnough = (eb: ExpressionBuilder<UploadJoin, "u">, local: LocalCacheLimits) =>
  eb.or([
    eb(locallyCached, "=", sql<boolean>`0`),
    eb(eb.fn.coalesce("u.offset", eb.val(0)), "=", 0),
    eb("u.updated_at", "<", local.quietSince),
    eb("u.created_at", "<", local.createdBefore),
  ]);

/**
 * Recordings whose browser went quiet: bytes received, no PATCH since `quiet.idle`, not finished,
 * and either not paused or stopped (a paused recording legitimately sends nothing) — or quiet even
 * for a paused one since `quiet.paused`. A locally cached upload only once its extra time is up.
 */
export const abandonedRecordings = (db: Db, quiet: { idle: string; paused: string; local: LocalCacheLimits }) =>
  db
    .selectFrom("video_uploads as u")
    .innerJoin("videos as v", "v.id", "u.video_id")
    .select(["u.id", "u.video_id"])
    .where("v.status", "=", "recording")
    .where("v.source", "=", "recording")
    .where("u.finished_at", "is", null)
    .where("u.offset", ">", 0)
    .where("u.updated_at", "<", quiet.idle)
    .where((eb) => eb.or([eb("v.paused", "=", 0), eb("v.stopped_at", "is not", null), eb("u.updated_at", "<", quiet.paused)]))
    .where((eb) => waitedEnough(eb, quiet.local))
    .limit(100)
    .execute();

/**
 * Videos waiting for bytes since before `before.stale` that will never be finished: a recording with no
 * byte received, or a file upload (which can't be finalised part-way) quiet since then; a locally
 * cached upload only once its extra time is up.
 */
export const staleUnfinishedVideos = (db: Db, before: { stale: string; local: LocalCacheLimits }) =>
  db
    .selectFrom("videos as v")
    .leftJoin("video_uploads as u", "u.video_id", "v.id")
    .select(["v.id"])
    .where("v.status", "=", "recording")
    .where((eb) => eb.fn.coalesce("u.updated_at", "v.created_at"), "<", before.stale)
    .where((eb) => waitedEnough(eb, before.local))
    .where((eb) => eb.or([eb("v.source", "=", "upload"), eb(eb.fn.coalesce("u.offset", eb.val(0)), "=", 0)]))
    .limit(100)
    .execute();

/** Forgets a video that never got its bytes (its upload row goes with it). Only while still unfinished. */
export async function deleteUnfinishedVideo(db: Db, videoId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const video = await trx.selectFrom("videos").select("status").where("id", "=", videoId).executeTakeFirst();
    if (video?.status !== "recording") return false;
    await trx.deleteFrom("video_uploads").where("video_id", "=", videoId).execute();
    await trx.deleteFrom("video_views").where("video_id", "=", videoId).execute();
    await trx.deleteFrom("videos").where("id", "=", videoId).execute();
    return true;
  });
}
