import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@kora/shared/messages.ts";
import { openDatabase } from "../src/db/database.ts";
import { createUser } from "../src/features/users/users.service.ts";
import { seedMarketplace } from "../src/seed/seed-marketplace.ts";
import { errorOf } from "../src/test/wire.ts";
import { Client, removeDataDir, type RunningServer, startServer } from "./kora-server.ts";

/**
 * Slot lists off the event loop, on the real server: an advisor whose connected calendar
 * holds 120,000 busy periods makes a 62-day slot list cost hundreds of milliseconds.
 * With the reader pool (the default) /api/health answers at once while such lists are computed, and
 * one learner's burst of them waits behind itself while another learner's list goes first; with
 * DATABASE_READERS=0 (slot lists in the server's own thread) health waits, which shows this test can
 * tell the two apart.
 */
const DAY = 86_400_000;
const BUSY_PERIODS = 120_000;
let dirs = 0;

/** A database with the advisor and their card, seeded before the server opens it. */
async function seededDir(): Promise<{ dir: string; cardId: string; start: number }> {
  const dir = join("data", `slot-lists-${process.pid}-${++dirs}`);
  mkdirSync(dir, { recursive: true });
  const { db, close } = await openDatabase(`file:${dir}/kora.db`);
  const now = new Date();
  const advisor = await createUser(db, now, {
    email: "busy.advisor@example.com",
    firstName: "Busy",
    lastName: "Advisor",
    type: "Advisor",
    timezone: "Australia/Sydney",
    country: "AU",
  });
  const [card] = await seedMarketplace(db, {
    count: 1,
    seed: 3,
    now,
    owners: [{ id: advisor.id, country: "AU", timezone: "Australia/Sydney", currency: "AUD" }],
  });
  const allWeek = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, startMinute: 0, endMinute: 1440 }));
  await db
    .updateTable("users")
    .set({ working_hours: JSON.stringify(allWeek), min_notice_hours: 0 })
    .where("id", "=", advisor.id)
    .execute();
  await db
    .updateTable("cards")
    .set({ durations: JSON.stringify([30]) })
    .where("id", "=", card!.card.id)
    .execute();
  const start = Math.ceil(now.getTime() / DAY) * DAY + DAY;
  const connection = crypto.randomUUID();
  const at = now.getTime();
  await db
    .insertInto("calendar_connections")
    .values({
      id: connection,
      user_id: advisor.id,
      kind: "ics",
      label: "Busy calendar",
      address: "https://calendar.example/busy.ics",
      username: null,
      secret: "unused",
      calendars: "[]",
      status: "ok",
      last_synced_at_ms: at,
      last_error: null,
      failures: 0,
      next_attempt_at_ms: null,
      flagged_at_ms: null,
      created_at_ms: at,
      updated_at_ms: at,
    })
    .execute();
  // Ten-minute busy periods, evenly over the next 70 days: a 62-day slot list reads about a hundred thousand.
  const every = (70 * DAY) / BUSY_PERIODS;
  const rows = Array.from({ length: BUSY_PERIODS }, (_, i) => ({
    id: crypto.randomUUID(),
    user_id: advisor.id,
    connection_id: connection,
    start_ms: Math.round(start + i * every),
    end_ms: Math.round(start + i * every) + 600_000,
  }));
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 500)
      await trx
        .insertInto("calendar_busy_periods")
        .values(rows.slice(i, i + 500))
        .execute();
  });
  await close();
  return { dir, cardId: card!.card.id, start };
}

/** A 62-day slot list starting `shiftMs` after `start` (a distinct window each time, so never a cached one). */
const listPath = (world: { cardId: string; start: number }, shiftMs: number, days = 62) =>
  `/api/cards/${world.cardId}/availability?from=${new Date(world.start + shiftMs).toISOString()}` +
  `&to=${new Date(world.start + shiftMs + days * DAY).toISOString()}&duration=30`;

async function timed(client: Client, path: string): Promise<{ status: number; ms: number; done: number; message?: string }> {
  const started = performance.now();
  const response = await client.call("GET", path);
  const status = response.status;
  let message: string | undefined;
  if (status === 200) await response.arrayBuffer();
  else message = (await errorOf(response)).message;
  return { status, ms: performance.now() - started, done: performance.now(), message };
}

/**
 * Health's answer time while a slot list (started first) is being computed, when health was answered
 * and that list's own time. Compared with each other, never with a fixed list time: a faster machine
 * computes the list sooner, and what matters is whether health waited for it.
 */
async function healthDuringList(server: RunningServer, client: Client, path: string) {
  const list = timed(client, path);
  await new Promise((resolve) => setTimeout(resolve, 60));
  const started = performance.now();
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  const healthDone = performance.now();
  return { healthMs: healthDone - started, healthDone, list: await list };
}

describe("the real Deno server: slot lists on the reader pool", () => {
  let server: RunningServer;
  let world: Awaited<ReturnType<typeof seededDir>>;
  const ann = () => new Client(server.url);
  beforeAll(async () => {
    world = await seededDir();
    server = await startServer({ DATABASE_READ_TIMEOUT_MS: "20000" }, world.dir);
  }, 120_000);
  afterAll(async () => {
    await server.stop();
    removeDataDir(server.dataDir);
  });

  it("answers /api/health at once while a heavy slot list is computed", async () => {
    const learner = ann();
    await learner.signUp("ann.pool@example.com", "Ann");
    const { healthMs, healthDone, list } = await healthDuringList(server, learner, listPath(world, 1));
    expect(list.status).toBe(200);
    expect(healthDone).toBeLessThan(list.done); // health was answered while the list was still being computed…
    expect(list.ms).toBeGreaterThan(3 * healthMs); // …the list really was heavy beside it…
    expect(healthMs).toBeLessThan(100); // …and health did not wait for it
  });

  it("answers a kept list again and again with the bytes it sent first", async () => {
    // The slots cache keeps encoded bodies, which a reader hands over and each answer sends: none may be used up.
    const learner = ann();
    await learner.signUp("kept.pool@example.com", "Kit");
    const path = listPath(world, 71 * DAY, 31); // past the busy periods: a list with slots
    const bodies = [];
    for (let i = 0; i < 3; i++) {
      const response = await learner.call("GET", path);
      expect(response.status).toBe(200);
      bodies.push(await response.text());
    }
    expect(JSON.parse(bodies[0]!).data.length).toBeGreaterThan(0);
    expect(bodies[1]).toBe(bodies[0]);
    expect(bodies[2]).toBe(bodies[0]);
  });

  it("queues one learner's burst behind itself: another learner's list goes before most of it", async () => {
    const learner = ann();
    await learner.signUp("ann.burst@example.com", "Ann");
    const other = new Client(server.url);
    await other.signUp("bob.burst@example.com", "Bob");
    const burst = Array.from({ length: 8 }, (_, i) => timed(learner, listPath(world, 1000 + i)));
    await new Promise((resolve) => setTimeout(resolve, 60));
    const bob = await timed(other, listPath(world, 2000));
    const anns = await Promise.all(burst);
    expect([bob, ...anns].map((r) => r.status)).toEqual(Array(9).fill(200));
    // First in, first out would answer Bob after all eight of Ann's; he waits for at most a reader to free up.
    const annDone = anns.map((r) => r.done).sort((a, b) => a - b);
    expect(bob.done).toBeLessThan(annDone[4]!);
  });

  it("refuses one learner's reads past 64 waiting with 429, and still answers everyone else", async () => {
    const learner = ann();
    await learner.signUp("ann.flood@example.com", "Ann");
    const other = new Client(server.url);
    await other.signUp("bob.flood@example.com", "Bob");
    // Eighty at once (within the 120 a minute): two running, 64 waiting, the rest refused.
    const flood = await Promise.all(Array.from({ length: 80 }, (_, i) => timed(learner, listPath(world, 3000 + i, 5))));
    const refused = flood.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((r) => r.message === MESSAGES.tooMany)).toBe(true);
    expect(flood.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(66);
    expect((await timed(other, listPath(world, 4000, 5))).status).toBe(200);
  });
});

describe("the real Deno server: slot lists in the server's own thread (DATABASE_READERS=0)", () => {
  let server: RunningServer;
  let world: Awaited<ReturnType<typeof seededDir>>;
  beforeAll(async () => {
    world = await seededDir();
    server = await startServer({ DATABASE_READERS: "0" }, world.dir);
  }, 120_000);
  afterAll(async () => {
    await server.stop();
    removeDataDir(server.dataDir);
  });

  it("the same heavy list holds /api/health back until it is done (what the pool prevents)", async () => {
    const learner = new Client(server.url);
    await learner.signUp("ann.thread@example.com", "Ann");
    const { healthDone, list } = await healthDuringList(server, learner, listPath(world, 1));
    expect(list.status).toBe(200);
    // Health was asked 60 ms into the list and answered only once the list was done (within a tenth of its time).
    expect(healthDone).toBeGreaterThan(list.done - 0.1 * list.ms);
    expect(list.ms).toBeGreaterThan(100);
  });
});
