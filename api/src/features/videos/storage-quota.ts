import { type UploadStorageDto, uploadStorageMessage, VIDEO_MESSAGES } from "@kora/shared/contracts/videos.ts";
import { planOf } from "@kora/shared/domain/plans/plans.ts";
import { storageLeft, UNFINISHED_VIDEOS_MAX, uploadByteLimit } from "@kora/shared/domain/videos/storage.ts";
import type { Db } from "../../db/database.ts";
import { AppError, invalidField } from "../../http/app-error.ts";
import type { Services } from "../../services.ts";
import { activePlanSlugs } from "../users/users.service.ts";
import { unfinishedVideoCount, uploadedBytes } from "./storage.repository.ts";
import { advanceUpload, findUpload, findVideoForUpload, type UploadRow, type VideoForUpload } from "./uploads.repository.ts";

/**
 * The storage quota and the limits around it (rules in shared/src/domain/videos/storage.ts):
 * - uploaded files count toward the owner's plan's `uploadStorageBytes` — announced (upload-url, which
 *   reserves the size), created (Upload-Length) and every PATCH; recordings of calls count toward no
 *   storage (public-site §1: free and unlimited) but can't take bytes faster than they record;
 * - at most UNFINISHED_VIDEOS_MAX videos of one person wait for their bytes at once.
 * Each check runs in the transaction that writes (BEGIN IMMEDIATE: one writer at a time), so two
 * requests can't both pass on the same free bytes. The plan is read before that transaction opens.
 */

/** The owner's plan's storage for uploaded videos. */
export async function uploadQuotaOf(services: Pick<Services, "db" | "now">, ownerId: string): Promise<number> {
  return planOf(await activePlanSlugs(services, ownerId)).uploadStorageBytes;
}

/** What the owner's uploaded videos take of their plan's storage for them, as the upload dialog shows it. */
export async function uploadStorageOf(services: Pick<Services, "db" | "now">, ownerId: string): Promise<UploadStorageDto> {
  return { usedBytes: await uploadedBytes(services.db, ownerId), limitBytes: await uploadQuotaOf(services, ownerId) };
}

/** 409 when the owner already has UNFINISHED_VIDEOS_MAX videos waiting for bytes. Call in the transaction that adds the next. */
export async function assertMayAddVideo(db: Db, ownerId: string): Promise<void> {
  if ((await unfinishedVideoCount(db, ownerId)) >= UNFINISHED_VIDEOS_MAX) throw new AppError("conflict", VIDEO_MESSAGES.unfinishedVideos);
}

/** 422 on `size` when announcing a file of `size` bytes would pass the plan's storage. Call in the transaction that inserts it. */
export async function assertAnnouncedFits(db: Db, ownerId: string, size: number, quota: number): Promise<void> {
  const standing = { quota, othersBytes: await uploadedBytes(db, ownerId) };
  if (size > storageLeft(standing)) throw invalidField("size", uploadStorageMessage(quota, storageLeft(standing)));
}

/** How far an upload of `video` may go now, and the error past it (413: tus clients stop on it, without retrying). */
export interface ByteLimit {
  limit: number;
  refusal(): AppError;
}

/** The limit for an upload whose declared length is `size` (null while deferred), read through `db` (or the writing transaction). */
export async function byteLimit(
  db: Db,
  video: VideoForUpload,
  size: number | null,
  limits: { quota: number; now: Date },
): Promise<ByteLimit> {
  const standing = { quota: limits.quota, othersBytes: video.source === "upload" ? await uploadedBytes(db, video.owner_id, video.id) : 0 };
  const input = { source: video.source, size, announced: video.declared_bytes, startedAt: video.started_at, stoppedAt: video.stopped_at };
  return {
    limit: uploadByteLimit(input, standing, limits.now),
    refusal: () =>
      new AppError(
        "payload_too_large",
        video.source === "recording" ? VIDEO_MESSAGES.recordingTooFast : uploadStorageMessage(limits.quota, storageLeft(standing)),
      ),
  };
}

/** The owner's limits as of now: their plan's storage and the app's clock. */
export async function limitsFor(services: Pick<Services, "db" | "now">, ownerId: string): Promise<{ quota: number; now: Date }> {
  return { quota: await uploadQuotaOf(services, ownerId), now: services.now() };
}

/**
 * Before a PATCH's body is read: 413 when its Content-Length would take the upload past its limit.
 * Only a PATCH from the upload's own offset, with both numbers given (tus answers the others itself).
 */
export async function assertChunkFits(
  services: Pick<Services, "db" | "now">,
  upload: UploadRow,
  headers: { offset: string | undefined; length: string | undefined },
): Promise<void> {
  const offset = Number(headers.offset);
  const length = Number(headers.length);
  if (!headers.offset || !headers.length || offset !== upload.offset || !Number.isSafeInteger(length) || length <= 0) return;
  const video = await findVideoForUpload(services.db, upload.video_id);
  if (!video) return;
  const { limit, refusal } = await byteLimit(services.db, video, upload.size, await limitsFor(services, upload.owner_id));
  if (offset + length > limit) throw refusal();
}

/**
 * Counts a stored part of `bytes` from `from` only if the upload may hold it, checked and counted in one
 * transaction: "moved" when another request moved the upload first, the refusal when it may not.
 */
export async function countPartWithinLimit(
  services: Pick<Services, "db">,
  id: string,
  from: { offset: number; parts: number },
  bytes: number,
  limits: { quota: number; now: Date },
): Promise<"counted" | "moved" | AppError> {
  return services.db.transaction().execute(async (trx) => {
    const upload = await findUpload(trx, id);
    const video = upload && (await findVideoForUpload(trx, upload.video_id));
    if (!upload || !video || upload.offset !== from.offset || upload.parts !== from.parts) return "moved";
    const { limit, refusal } = await byteLimit(trx, video, upload.size, limits);
    if (from.offset + bytes > limit) return refusal();
    return (await advanceUpload(trx, id, from, bytes, limits.now.toISOString())) ? "counted" : "moved";
  });
}

/** A file's declared length (creation's Upload-Length, or a deferred one's later) must fit; recordings are held by their clock instead. */
export async function assertLengthFits(db: Db, video: VideoForUpload, size: number, limits: { quota: number; now: Date }): Promise<void> {
  if (video.source !== "upload") return;
  const { limit, refusal } = await byteLimit(db, video, null, limits);
  if (size > limit) throw refusal();
}
