import { z } from "zod";
import { defineJob } from "../../jobs/job.ts";
import type { Services } from "../../services.ts";
import { forgetSessionRecording } from "../bookings/bookings.service.ts";
import { deleteVideoBlobs, finaliseAbandoned } from "./tus-lifecycle.ts";
import { abandonedRecordings, deleteUnfinishedVideo, staleUnfinishedVideos } from "./uploads.repository.ts";

/**
 * Upkeep of uploads that will never finish by themselves (core §3 Video), every UPKEEP_EVERY_MS:
 * - a recording whose browser went quiet — no PATCH for 2 minutes while not paused (or after stop): the
 *   tab closed or crashed — is finalised with the bytes received and processed, so it loses only the
 *   seconds that never arrived. A paused one may be quiet for long; it waits a day.
 * - a recording that never got a byte, 24 hours on, is deleted with whatever blobs it has;
 * - a file upload quiet for 24 hours is deleted with its parts (a file can't be used part-way).
 * This is tus's "expiration", kept by the app's clock rather than tus's. An upload whose metadata says
 * `cache: local` (the desktop app, which keeps every chunk on disk until the server has it) gets more
 * time only while it keeps making progress (any client can say `cache: local`): once
 * it has bytes, it may be quiet for LOCAL_CACHE_QUIET_MS — a laptop closed from Friday evening to
 * Monday morning still sends the rest — and waits at most LOCAL_CACHE_WAIT_MS from its creation, busy
 * or not. One with no byte yet gets no more time than any other upload.
 */
export const UPKEEP_EVERY_MS = 5 * 60_000;
export const ABANDONED_AFTER_MS = 2 * 60_000;
export const STALE_AFTER_MS = 24 * 3_600_000;
export const LOCAL_CACHE_QUIET_MS = 3 * 24 * 3_600_000;
export const LOCAL_CACHE_WAIT_MS = 7 * 24 * 3_600_000;

export async function runVideoUpkeep(
  services: Pick<Services, "blobs" | "db" | "jobs" | "now">,
): Promise<{ finalised: number; removed: number }> {
  const nowMs = services.now().getTime();
  const iso = (ms: number) => new Date(ms).toISOString();
  let finalised = 0;
  const local = { quietSince: iso(nowMs - LOCAL_CACHE_QUIET_MS), createdBefore: iso(nowMs - LOCAL_CACHE_WAIT_MS) };
  const quietSince = { idle: iso(nowMs - ABANDONED_AFTER_MS), paused: iso(nowMs - STALE_AFTER_MS), local };
  for (const upload of await abandonedRecordings(services.db, quietSince)) if (await finaliseAbandoned(services, upload.id)) finalised++;
  let removed = 0;
  for (const video of await staleUnfinishedVideos(services.db, { stale: iso(nowMs - STALE_AFTER_MS), local })) {
    if (!(await deleteUnfinishedVideo(services.db, video.id))) continue;
    await forgetSessionRecording(services.db, video.id);
    await deleteVideoBlobs(services, video.id);
    removed++;
  }
  return { finalised, removed };
}

/** Puts the next upkeep on the queue: one per slot, whichever instance gets there first. Called once at start-up (createApp). */
export async function scheduleVideoUpkeep(services: Pick<Services, "jobs" | "now">): Promise<void> {
  const slot = Math.floor(services.now().getTime() / UPKEEP_EVERY_MS) + 1;
  await services.jobs.enqueue(videoUpkeepJob, { slot }, { runAtMs: slot * UPKEEP_EVERY_MS, dedupeKey: `videos.upkeep:${slot}` });
}

export const videoUpkeepJob = defineJob(
  "videos.upkeep",
  z.object({ slot: z.number() }),
  async (_payload, services: Pick<Services, "blobs" | "db" | "jobs" | "log" | "now">) => {
    const result = await runVideoUpkeep(services);
    if (result.finalised || result.removed) services.log.info("videos upkeep", result);
    await scheduleVideoUpkeep(services);
  },
);
