import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { z } from "zod";
import { MediaError } from "../../adapters/media/ffmpeg.ts";
import { defineJob } from "../../jobs/job.ts";
import type { Services } from "../../services.ts";
import { claimSessionRecording } from "../bookings/bookings.service.ts";
import { findVideoToProcess, markVideoReady, setVideoProgress, type VideoToProcess } from "./processing.repository.ts";
import { assembleSource } from "./processing-source.ts";
import { mediaKeys } from "./tus-keys.ts";
import { markVideoFailed } from "./uploads.repository.ts";
import { mailVideoFailed, mailVideoReady } from "./video-mails.ts";

/**
 * `videos.process` {videoId}: a complete upload becomes a playable video (core §3 Video). Queued
 * only by the upload finishing (tus-lifecycle.ts), with the dedupe key `videos.process:{videoId}`, so
 * one runner per video. Steps: join the parts into the source file, run ffmpeg in a work folder under
 * MEDIA_WORK_DIR (progress into `videos.progress`), store the MP4, M4A and poster, mark the video
 * ready, make it its booking's recording, mail the owner. Every step can run again after a crash.
 *
 * A file ffmpeg refuses (MediaError) fails at once: retrying reads the same bytes. Anything else (the
 * blob store down, the disk full) is retried by the queue, and on the last attempt fails the video too.
 * Either way the owner is told, in words.
 */

/** The queue's own limit (jobs/queue.ts MAX_ATTEMPTS): the attempt after which it gives up. */
const LAST_ATTEMPT = 5;
/** The library shows progress in steps of this many percent: fewer writes, same feel. */
const PROGRESS_STEP = 5;

const BROKEN = "the file is damaged or isn't a video we can read. Please try recording or uploading it again.";
const STUCK = "something went wrong on our side while preparing it. Please try again later.";

export const processVideoJob = defineJob(
  "videos.process",
  z.object({ videoId: z.string().min(1) }),
  async ({ videoId }, services: Pick<Services, "blobs" | "config" | "db" | "log" | "media" | "now" | "outbox">, job) => {
    await processVideo(services, videoId, job.attempts);
  },
);

export async function processVideo(
  services: Pick<Services, "blobs" | "config" | "db" | "log" | "media" | "now" | "outbox">,
  videoId: string,
  attempt = 1,
): Promise<void> {
  const video = await findVideoToProcess(services.db, videoId);
  // Deleted meanwhile, or already settled by an earlier run: nothing to do.
  if (video?.status !== "processing") return;
  const root = resolve(services.config.media.workDir);
  await mkdir(root, { recursive: true });
  const work = await mkdtemp(join(root, `${videoId}-`));
  try {
    const source = await assembleSource(services, video, work);
    const done = await services.media.process(source, work, {
      onProgress: progressWriter(services, videoId),
      expectedSeconds: recordedSeconds(video),
      endWithPicture: video.source === "recording",
    });
    const keys = mediaKeys(videoId);
    await services.blobs.putFile(keys.video, done.video.path, { contentType: "video/mp4" });
    if (done.audio) await services.blobs.putFile(keys.audio, done.audio.path, { contentType: "audio/mp4" });
    await services.blobs.putFile(keys.poster, done.poster.path, { contentType: "image/jpeg" });
    const ready = await markVideoReady(
      services.db,
      videoId,
      {
        durationSeconds: done.durationSeconds,
        videoBytes: done.video.bytes,
        audioBytes: done.audio?.bytes ?? null,
        posterBytes: done.poster.bytes,
      },
      services.now().toISOString(),
    );
    if (!ready) return;
    // The booking's recording, if it has none yet (compare-and-set; the owner is already its recording owner).
    if (video.booking_id) await claimSessionRecording(services.db, video.booking_id, video.owner_id, videoId);
    await mailVideoReady(services, owner(video), video);
  } catch (error) {
    const broken = error instanceof MediaError;
    if (broken || attempt >= LAST_ATTEMPT) {
      services.log.warn("videos.process_failed", { videoId, attempt, error: String(error) });
      await markVideoFailed(services.db, videoId, broken ? BROKEN : STUCK, services.now().toISOString());
      await mailVideoFailed(services, owner(video), video, broken ? "broken" : "stuck");
      if (broken) return;
    }
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

const owner = (video: VideoToProcess) => ({ email: video.owner_email, first_name: video.owner_first_name, locale: video.owner_locale });

/** How long the recording ran by the clock, for progress when the WebM's header has no duration. */
function recordedSeconds(video: VideoToProcess): number | undefined {
  if (!video.started_at || !video.stopped_at) return undefined;
  const seconds = (Date.parse(video.stopped_at) - Date.parse(video.started_at)) / 1000;
  return seconds > 0 ? seconds : undefined;
}

/**
 * ffmpeg's progress into `videos.progress`, a write per PROGRESS_STEP, one at a time and in order. It
 * stops at 95: the M4A, the poster and storing the files come after the MP4.
 */
function progressWriter(services: Pick<Services, "db" | "log" | "now">, videoId: string) {
  let written = 0;
  let chain = Promise.resolve();
  return (percent: number) => {
    const step = Math.min(100 - PROGRESS_STEP, Math.floor(percent / PROGRESS_STEP) * PROGRESS_STEP);
    if (step <= written) return;
    written = step;
    chain = chain
      .then(() => setVideoProgress(services.db, videoId, step, services.now().toISOString()))
      .catch((error) => services.log.warn("videos.progress_not_saved", { videoId, error: String(error) }));
  };
}
