import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import type { DatabaseHandle } from "../db/database.ts";
import { openTestDatabase } from "../test/test-database.ts";
import { createLogger } from "../lib/logger.ts";
import { jobCatalogue } from "./catalogue.ts";
import { defineJob, type JobRun } from "./job.ts";
import { JobQueue } from "./queue.ts";

let database: DatabaseHandle;
let nowMs: number;
let queue: JobQueue;
beforeEach(async () => {
  database = await openTestDatabase();
  nowMs = Date.parse("2026-11-21T09:00:00Z");
  queue = new JobQueue({ db: database.db, now: () => new Date(nowMs), log: createLogger("silent") });
});
afterEach(() => database.close());

const jobRow = (kind: string) => database.db.selectFrom("jobs").selectAll().where("kind", "=", kind).executeTakeFirstOrThrow();

/** A job that records what reached its handler. */
function greeting() {
  const seen: { payload: { name: string; times: number }; run: JobRun }[] = [];
  const job = defineJob(
    "test.greet",
    z.object({ name: z.string().min(1), times: z.number().int().default(1) }),
    async (payload, _deps, run) => {
      seen.push({ payload, run });
    },
  );
  return { job, seen };
}

describe("defineJob and enqueue", () => {
  it("runs a job with its payload parsed by the schema, once", async () => {
    const { job, seen } = greeting();
    queue.register(jobCatalogue(job.withDeps()));
    await queue.enqueue(job, { name: "Ada" });
    expect(await queue.runDue()).toBe(1);
    expect(seen).toEqual([{ payload: { name: "Ada", times: 1 }, run: { id: expect.any(String), kind: "test.greet", attempts: 1 } }]);
    expect(await jobRow("test.greet")).toMatchObject({ status: "done", attempts: 1, last_error: null });
    expect(await queue.runDue()).toBe(0);
  });

  it("accepts only the payload type of the job it is given (checked by tsc)", async () => {
    const { job } = greeting();
    // @ts-expect-error: `name` must be a string
    await queue.enqueue(job, { name: 42 });
    // @ts-expect-error: `name` is required
    await queue.enqueue(job, { times: 2 });
    // @ts-expect-error: no such field in this job's payload
    await queue.enqueue(job, { name: "Ada", bookingId: "b1" });
    expect(await database.db.selectFrom("jobs").select("kind").execute()).toHaveLength(3);
  });

  it("waits for runAtMs, and keeps one job per dedupe key", async () => {
    const { job, seen } = greeting();
    queue.register(jobCatalogue(job.withDeps()));
    await queue.enqueue(job, { name: "Ada" }, { runAtMs: nowMs + 60_000, dedupeKey: "greet:ada" });
    await queue.enqueue(job, { name: "Ada again" }, { runAtMs: nowMs + 60_000, dedupeKey: "greet:ada" });
    expect(await queue.runDue()).toBe(0);
    nowMs += 60_000;
    expect(await queue.runDue()).toBe(1);
    expect(seen.map((s) => s.payload.name)).toEqual(["Ada"]);
  });

  it("enqueues inside a transaction: a rolled-back change leaves no job", async () => {
    const { job } = greeting();
    await expect(
      database.db.transaction().execute(async (trx) => {
        await queue.enqueue(job, { name: "Ada" }, { db: trx });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await database.db.selectFrom("jobs").select("id").execute()).toHaveLength(0);
  });
});

describe("a bad payload", () => {
  it("fails the job at once with the schema's message, and never reaches the handler", async () => {
    const { job, seen } = greeting();
    queue.register(jobCatalogue(job.withDeps()));
    // As an older version of the code, or a hand-written row, might have stored it.
    await queue.enqueue(job, { name: "" });
    expect(await queue.runDue()).toBe(1);
    nowMs += 60 * 60_000;
    expect(await queue.runDue()).toBe(0);
    expect(seen).toHaveLength(0);
    const row = await jobRow("test.greet");
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row.last_error).toMatch(/^Job test\.greet has a bad payload: .*name/s);
  });

  it("fails a payload that is not JSON the same way", async () => {
    const { job, seen } = greeting();
    queue.register(jobCatalogue(job.withDeps()));
    await database.db
      .insertInto("jobs")
      .values({ id: "j1", kind: "test.greet", payload: "{not json", run_at_ms: nowMs, dedupe_key: null, created_at_ms: nowMs })
      .execute();
    expect(await queue.runDue()).toBe(1);
    expect(seen).toHaveLength(0);
    expect(await jobRow("test.greet")).toMatchObject({
      status: "failed",
      attempts: 1,
      last_error: "Job test.greet has a payload that is not JSON",
    });
  });
});

describe("retries", () => {
  it("retries a failing job with backoff and gives up after five attempts", async () => {
    let calls = 0;
    const flaky = defineJob("test.flaky", z.object({}), async () => {
      calls += 1;
      throw new Error("boom");
    });
    queue.register(jobCatalogue(flaky.withDeps()));
    await queue.enqueue(flaky, {});
    for (let i = 0; i < 8; i += 1) {
      await queue.runDue();
      nowMs += 10 * 60_000;
    }
    expect(calls).toBe(5);
    const job = await jobRow("test.flaky");
    expect(job).toMatchObject({ status: "failed", attempts: 5, last_error: "boom" });
  });

  it("retries a kind this process has no handler for, as before", async () => {
    const { job } = greeting();
    queue.register(jobCatalogue());
    await queue.enqueue(job, { name: "Ada" });
    await queue.runDue();
    expect(await jobRow("test.greet")).toMatchObject({ status: "queued", attempts: 1, last_error: "No handler for job kind test.greet" });
  });
});

describe("the catalogue", () => {
  it("refuses two jobs of one kind, and a second registration", () => {
    const { job } = greeting();
    expect(() => jobCatalogue(job.withDeps(), job.withDeps())).toThrow("Two jobs of kind test.greet");
    queue.register(jobCatalogue(job.withDeps()));
    expect(() => queue.register(jobCatalogue())).toThrow(/once/);
  });

  it("is needed before anything runs", async () => {
    await expect(queue.runDue()).rejects.toThrow(/No job catalogue/);
  });
});
