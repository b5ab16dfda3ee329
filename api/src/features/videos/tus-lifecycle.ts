import type { Services } from "../../services.ts";
import { processVideoJob } from "./processing.ts";
import { partKey, videoPrefix } from "./tus-keys.ts";
import {
  declareUploadLength,
  deleteUploadRow,
  findUpload,
  markUploadFinished,
  setVideoProcessing,
  setVideoReceived,
} from "./uploads.repository.ts";

/**
 * An upload's end, whichever way it comes: complete (the last PATCH), abandoned (the browser went
 * away: finalised with the bytes received), or removed (terminated, refused, or never finished).
 */

const nowIso = (services: Pick<Services, "now">) => services.now().toISOString();

/**
 * The upload is complete: the video goes to processing and its job is queued, in one transaction, once
 * (the upload's `finished_at` and the video's status are both compare-and-set; the job's dedupe key is
 * the video). Joining the parts into the source file is the job's first step, so the browser's last
 * PATCH is answered at once, even for a file of gigabytes.
 */
export async function finishUpload(services: Pick<Services, "db" | "jobs" | "now">, uploadId: string): Promise<boolean> {
  return services.db.transaction().execute(async (trx) => {
    const upload = await findUpload(trx, uploadId);
    if (!upload || upload.size === null || upload.offset !== upload.size) return false;
    if (!(await markUploadFinished(trx, uploadId, nowIso(services)))) return false;
    if (!(await setVideoProcessing(trx, upload.video_id, upload.offset, nowIso(services)))) return false;
    await services.jobs.enqueue(processVideoJob, { videoId: upload.video_id }, { dedupeKey: `videos.process:${upload.video_id}`, db: trx });
    return true;
  });
}

/** A recording whose browser went away: its length is what arrived, and it is processed as if the last PATCH had said so. */
export async function finaliseAbandoned(services: Pick<Services, "db" | "jobs" | "now">, uploadId: string): Promise<boolean> {
  const upload = await findUpload(services.db, uploadId);
  if (!upload || upload.offset === 0 || upload.finished_at) return false;
  if (upload.size === null) await declareUploadLength(services.db, uploadId, upload.offset, nowIso(services));
  else if (upload.size !== upload.offset) return false; // a declared length not reached: a file upload, never finalised part-way
  return finishUpload(services, uploadId);
}

/** Forgets an upload and its parts (tus termination, a refused file, a cleaned-up one); the video shows no bytes again. */
export async function removeUpload(services: Pick<Services, "blobs" | "db" | "now">, uploadId: string): Promise<void> {
  const upload = await findUpload(services.db, uploadId);
  if (!upload) return;
  await deleteUploadRow(services.db, uploadId);
  for (let n = 0; n < upload.parts; n++) await services.blobs.delete(partKey(upload.video_id, n));
  if (!upload.finished_at) await setVideoReceived(services.db, upload.video_id, { sourceBytes: 0 }, nowIso(services));
}

/** Every blob of the video: its parts, source, MP4, M4A and poster. */
export async function deleteVideoBlobs(services: Pick<Services, "blobs">, videoId: string): Promise<number> {
  const keys = await services.blobs.list(videoPrefix(videoId));
  for (const key of keys) await services.blobs.delete(key);
  return keys.length;
}
