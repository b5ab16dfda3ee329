import { sql } from "kysely";
import type { Db } from "../db/database.ts";
import type { Logger } from "../lib/logger.ts";

export interface JobInput {
  kind: string;
  payload: unknown;
  runAtMs: number;
  /** At most one job per key, ever: re-scheduling the same thing is a no-op. */
  dedupeKey?: string;
}

export type JobHandler = (payload: any, job: { id: string; kind: string; attempts: number }) => Promise<void>;

const LEASE_MS = 60_000;
const MAX_ATTEMPTS = 5;

/**
 * The job queue (ARCHITECTURE: DB-backed, in-process worker; N instances claim with a lease).
 * Jobs live in the `jobs` table, so they survive a restart. A job is claimed by one conditional
 * UPDATE … RETURNING, which SQLite runs under its single write lock: two processes polling the same
 * database never both get it. A crashed worker's lease runs out and the job is claimed again;
 * handlers are written to be idempotent (they re-check state) for that case.
 */
export class JobQueue {
  readonly #handlers = new Map<string, JobHandler>();
  readonly #owner = crypto.randomUUID();
  #timer: ReturnType<typeof setTimeout> | null = null;
  #running: Promise<number> | null = null;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly log: Logger,
  ) {}

  handle(kind: string, handler: JobHandler): void {
    this.#handlers.set(kind, handler);
  }

  /** Adds a job; pass the transaction to make it part of the change that needs it (an outbox). */
  async enqueue(db: Db, job: JobInput): Promise<void> {
    await db
      .insertInto("jobs")
      .values({
        id: crypto.randomUUID(),
        kind: job.kind,
        payload: JSON.stringify(job.payload),
        run_at_ms: job.runAtMs,
        dedupe_key: job.dedupeKey ?? null,
        created_at_ms: this.now().getTime(),
      })
      .onConflict((oc) => oc.column("dedupe_key").doNothing())
      .execute();
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
        this.log.error("jobs.poll_failed", { error: String(error) });
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
    let ran = 0;
    while (ran < limit) {
      const job = await this.#claim();
      if (!job) break;
      ran += 1;
      await this.#run(job);
    }
    return ran;
  }

  async #claim() {
    const nowMs = this.now().getTime();
    const result = await sql<{ id: string; kind: string; payload: string; attempts: number }>`
      update jobs set status = 'running', lease_owner = ${this.#owner}, lease_until_ms = ${nowMs + LEASE_MS}, attempts = attempts + 1
      where id = coalesce(
        (select id from jobs where status = 'queued' and run_at_ms <= ${nowMs} order by run_at_ms limit 1),
        (select id from jobs where status = 'running' and lease_until_ms < ${nowMs} order by lease_until_ms limit 1)
      )
      returning id, kind, payload, attempts`.execute(this.db);
    return result.rows[0] ?? null;
  }

  async #run(job: { id: string; kind: string; payload: string; attempts: number }): Promise<void> {
    const handler = this.#handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      await handler(JSON.parse(job.payload), job);
      await this.#finish(job.id, { status: "done", finished_at_ms: this.now().getTime(), last_error: null });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.log.error("jobs.failed", { jobId: job.id, kind: job.kind, attempts: job.attempts, error: message });
      const retry = job.attempts < MAX_ATTEMPTS;
      await this.#finish(
        job.id,
        retry
          ? { status: "queued", run_at_ms: this.now().getTime() + 2 ** job.attempts * 5_000, last_error: message }
          : { status: "failed", finished_at_ms: this.now().getTime(), last_error: message },
      );
    }
  }

  async #finish(
    id: string,
    patch: { status: "done" | "queued" | "failed"; finished_at_ms?: number; run_at_ms?: number; last_error: string | null },
  ) {
    // Only the lease holder may settle the job; a worker whose lease ran out must not overwrite the new owner's result.
    await this.db
      .updateTable("jobs")
      .set({ ...patch, lease_owner: null, lease_until_ms: null })
      .where("id", "=", id)
      .where("lease_owner", "=", this.#owner)
      .execute();
  }
}
