import type { z } from "zod";
import type { Db } from "../db/database.ts";
import type { Logger } from "../lib/logger.ts";
import type { JobCatalogue } from "./catalogue.ts";
import { JobPayloadError, type JobType } from "./job.ts";
import { type ClaimedJob, claimNextJob, insertJob, type JobOutcome, settleJob } from "./jobs.repository.ts";

export interface EnqueueOptions {
  /** When the job is due; now by default. */
  runAtMs?: number;
  /** At most one job per key, ever: re-scheduling the same thing is a no-op. */
  dedupeKey?: string;
  /** The transaction of the change that needs the job, so both are kept or neither (an outbox); the queue's database otherwise. */
  db?: Db;
}

export interface JobQueueDeps {
  db: Db;
  now: () => Date;
  log: Logger;
}

const LEASE_MS = 60_000;
const MAX_ATTEMPTS = 5;

/** Seconds to wait before the next attempt: 10, 20, 40, 80 (5 s × 2^attempts). */
const retryDelayMs = (attempts: number) => 2 ** attempts * 5_000;

/**
 * The job queue (ARCHITECTURE: DB-backed, in-process worker; N instances claim with a lease).
 * Jobs live in the `jobs` table, so they survive a restart. A job is claimed by one conditional
 * UPDATE … RETURNING (jobs.repository.ts): two processes polling the same database never both get it.
 * A crashed worker's lease runs out and the job is claimed again; handlers are written to be
 * idempotent (they re-check state) for that case. What each kind runs comes from the catalogue
 * registered once in createApp.
 */
export class JobQueue {
  readonly #owner = crypto.randomUUID();
  #catalogue: JobCatalogue | null = null;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #running: Promise<number> | null = null;

  constructor(private readonly deps: JobQueueDeps) {}

  /** Sets the jobs this process runs: once, in createApp, before the first run. */
  register(catalogue: JobCatalogue): void {
    if (this.#catalogue) throw new Error("The job catalogue is registered once, in createApp");
    this.#catalogue = catalogue;
  }

  /** Adds a job whose payload fits `job`'s schema; pass `db: trx` to make it part of the change that needs it. */
  async enqueue<Schema extends z.ZodType>(job: JobType<Schema>, payload: z.input<Schema>, options: EnqueueOptions = {}): Promise<void> {
    const nowMs = this.deps.now().getTime();
    await insertJob(options.db ?? this.deps.db, {
      kind: job.kind,
      payload: JSON.stringify(payload),
      runAtMs: options.runAtMs ?? nowMs,
      dedupeKey: options.dedupeKey ?? null,
      createdAtMs: nowMs,
    });
  }

  /** Runs every job due now, one at a time; returns how many ran. Safe to call from several processes at once. */
  runDue(limit = 100): Promise<number> {
    // One drain at a time per process: the timer and a test calling runDue() share it.
    this.#running ??= this.#drain(limit).finally(() => (this.#running = null));
    return this.#running;
  }

  /** Polls every `intervalMs` until stop(). */
  start(intervalMs = 1000): void {
    const tick = async () => {
      try {
        await this.runDue();
      } catch (error) {
        this.deps.log.error("jobs.poll_failed", { error: String(error) });
      }
      if (this.#timer !== null) this.#timer = setTimeout(tick, intervalMs);
    };
    this.#timer = setTimeout(tick, intervalMs);
  }

  async stop(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#running;
  }

  async #drain(limit: number): Promise<number> {
    const catalogue = this.#catalogue;
    if (!catalogue) throw new Error("No job catalogue registered: createApp registers it before jobs run");
    let ran = 0;
    while (ran < limit) {
      const nowMs = this.deps.now().getTime();
      const job = await claimNextJob(this.deps.db, this.#owner, nowMs, nowMs + LEASE_MS);
      if (!job) break;
      ran += 1;
      await settleJob(this.deps.db, job.id, this.#owner, await this.#run(catalogue, job));
    }
    return ran;
  }

  async #run(catalogue: JobCatalogue, job: ClaimedJob): Promise<JobOutcome> {
    try {
      const runnable = catalogue.get(job.kind);
      if (!runnable) throw new Error(`No handler for job kind ${job.kind}`);
      await runnable.run(parsePayload(job), { id: job.id, kind: job.kind, attempts: job.attempts });
      return { status: "done", finishedAtMs: this.deps.now().getTime() };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.deps.log.error("jobs.failed", { jobId: job.id, kind: job.kind, attempts: job.attempts, error: message });
      const nowMs = this.deps.now().getTime();
      return job.attempts < MAX_ATTEMPTS && !(error instanceof JobPayloadError)
        ? { status: "queued", runAtMs: nowMs + retryDelayMs(job.attempts), error: message }
        : { status: "failed", finishedAtMs: nowMs, error: message };
    }
  }
}

function parsePayload(job: ClaimedJob): unknown {
  try {
    return JSON.parse(job.payload);
  } catch {
    throw new JobPayloadError(`Job ${job.kind} has a payload that is not JSON`);
  }
}
