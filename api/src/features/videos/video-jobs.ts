import { z } from "zod";
import { defineJob } from "../../jobs/job.ts";
import type { Services } from "../../services.ts";
import { processVideoJob } from "./processing.ts";
import { deleteVideoBlobs } from "./tus-lifecycle.ts";
import { scheduleVideoUpkeep, videoUpkeepJob } from "./tus-upkeep.ts";
import { deleteUploadOfVideo } from "./uploads.repository.ts";

export { processVideoJob, scheduleVideoUpkeep, videoUpkeepJob };

/**
 * `videos.delete-blobs` {videoId}: every blob under `videos/{videoId}/` (parts, source, MP4, M4A,
 * poster), and the video's upload row if one is left. The library's delete removes the video's row
 * and queues this, so a store that is down only delays it (the queue retries); running it twice
 * deletes nothing more.
 */
export const deleteVideoBlobsJob = defineJob(
  "videos.delete-blobs",
  z.object({ videoId: z.string().min(1) }),
  async ({ videoId }, services: Pick<Services, "blobs" | "db">) => {
    await deleteUploadOfVideo(services.db, videoId);
    await deleteVideoBlobs(services, videoId);
  },
);

/** The video library's jobs (core §3 Video): processing, upkeep of quiet uploads, deleting a video's blobs. */
export const VIDEO_JOBS = [processVideoJob, videoUpkeepJob, deleteVideoBlobsJob] as const;
