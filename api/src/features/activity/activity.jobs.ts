import { activityRetentionCutoff } from "@kora/shared/domain/activity/activity-rules.ts";
import { z } from "zod";
import { defineJob } from "../../jobs/job.ts";
import type { Services } from "../../services.ts";
import { deleteActivityBefore } from "./activity.repository.ts";

/** Pruning runs this often; each run deletes in batches, at most PRUNE_MAX_BATCHES of them (the next run goes on). */
export const PRUNE_EVERY_MS = 3_600_000;
export const PRUNE_BATCH = 500;
export const PRUNE_MAX_BATCHES = 40;

/** Deletes activity past its retention (ACTIVITY_RETENTION_DAYS), a batch at a time so no write holds the lock long. */
export async function pruneActivity(services: Pick<Services, "db" | "now">): Promise<number> {
  const cutoff = activityRetentionCutoff(services.now());
  let deleted = 0;
  for (let batch = 0; batch < PRUNE_MAX_BATCHES; batch++) {
    const n = await deleteActivityBefore(services.db, cutoff, PRUNE_BATCH);
    deleted += n;
    if (n < PRUNE_BATCH) break;
  }
  return deleted;
}

/** Puts the next pruning on the queue: one per slot, whichever instance gets there first. Called once at start-up (createApp). */
export async function scheduleActivityPruning(services: Pick<Services, "jobs" | "now">): Promise<void> {
  const slot = Math.floor(services.now().getTime() / PRUNE_EVERY_MS) + 1;
  await services.jobs.enqueue(activityPruneJob, { slot }, { runAtMs: slot * PRUNE_EVERY_MS, dedupeKey: `activity.prune:${slot}` });
}

export const activityPruneJob = defineJob(
  "activity.prune",
  z.object({ slot: z.number() }),
  async (_payload, services: Pick<Services, "db" | "jobs" | "log" | "now">) => {
    const deleted = await pruneActivity(services);
    if (deleted) services.log.info("activity pruned", { deleted });
    await scheduleActivityPruning(services);
  },
);

export const ACTIVITY_JOBS = [activityPruneJob] as const;
