import { sql } from "kysely";
import type { Db } from "../db/database.ts";

/** A job as enqueue stores it; the payload is already JSON. */
export interface NewJob {
  kind: string;
  payload: string;
  runAtMs: number;
  dedupeKey: string | null;
  createdAtMs: number;
}

/** A job a worker holds the lease on. */
export interface ClaimedJob {
  id: string;
  kind: string;
  payload: string;
  attempts: number;
}

/** How a run ended: done, queued again for a retry, or failed for good. */
export type JobOutcome =
  | { status: "done"; finishedAtMs: number }
  | { status: "queued"; runAtMs: number; error: string }
  | { status: "failed"; finishedAtMs: number; error: string };

/** Stores a job; one with a `dedupeKey` already used is dropped silently. */
export async function insertJob(db: Db, job: NewJob): Promise<void> {
  await db
    .insertInto("jobs")
    .values({
      id: crypto.randomUUID(),
      kind: job.kind,
      payload: job.payload,
      run_at_ms: job.runAtMs,
      dedupe_key: job.dedupeKey,
      created_at_ms: job.createdAtMs,
    })
    .onConflict((oc) => oc.column("dedupe_key").doNothing())
    .execute();
}

/**
 * Claims the next due job, or one whose lease ran out, for `owner` until `leaseUntilMs`. One conditional
 * UPDATE … RETURNING, which SQLite runs under its single write lock: two processes never both get a job.
 * A read first: with nothing due (most polls) no write lock is taken, so instances polling every second
 * on one database file don't hold up each other's requests (bench:fanout).
 */
export async function claimNextJob(db: Db, owner: string, nowMs: number, leaseUntilMs: number): Promise<ClaimedJob | null> {
  const due = await sql<{ id: string | null }>`
    select coalesce(
      (select id from jobs where status = 'queued' and run_at_ms <= ${nowMs} limit 1),
      (select id from jobs where status = 'running' and lease_until_ms < ${nowMs} limit 1)
    ) as id`.execute(db);
  if (!due.rows[0]?.id) return null;
  const result = await sql<ClaimedJob>`
    update jobs set status = 'running', lease_owner = ${owner}, lease_until_ms = ${leaseUntilMs}, attempts = attempts + 1
    where id = coalesce(
      (select id from jobs where status = 'queued' and run_at_ms <= ${nowMs} order by run_at_ms limit 1),
      (select id from jobs where status = 'running' and lease_until_ms < ${nowMs} order by lease_until_ms limit 1)
    )
    returning id, kind, payload, attempts`.execute(db);
  return result.rows[0] ?? null;
}

/**
 * Records how a run ended and lets go of the lease. Only the lease holder may: a worker whose lease
 * ran out must not overwrite the new owner's result.
 */
export async function settleJob(db: Db, id: string, owner: string, outcome: JobOutcome): Promise<void> {
  const patch =
    outcome.status === "done"
      ? { status: outcome.status, finished_at_ms: outcome.finishedAtMs, last_error: null }
      : outcome.status === "queued"
        ? { status: outcome.status, run_at_ms: outcome.runAtMs, last_error: outcome.error }
        : { status: outcome.status, finished_at_ms: outcome.finishedAtMs, last_error: outcome.error };
  await db
    .updateTable("jobs")
    .set({ ...patch, lease_owner: null, lease_until_ms: null })
    .where("id", "=", id)
    .where("lease_owner", "=", owner)
    .execute();
}
