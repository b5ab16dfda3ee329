import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRedis, type RunningRedis } from "../../scripts/redis/redis.ts";
import { openDatabase } from "../src/db/database.ts";
import { seedMarketplace } from "../src/seed/seed-marketplace.ts";
import { Client, removeDataDir, type RunningServer, startServer } from "./kora-server.ts";

/**
 * Kora as two instances (PROTOCOL §7): one redis-server started here (no global service), two
 * real Deno servers on one database file with REDIS_URL set. Jobs running once across two
 * instances is proven by jobs.server.test.ts (two servers polling one database).
 */
const ROOT = join(import.meta.dirname, "..", "..");
const DATA_DIR = `data/multi-instance-${process.pid}`;
let redis: RunningRedis;
let a: RunningServer;
let b: RunningServer;

beforeAll(async () => {
  redis = await startRedis();
  const env = { REDIS_URL: redis.url, REDIS_KEY_PREFIX: `kora-test-${process.pid}:` };
  a = await startServer(env, DATA_DIR); // creates and migrates the database
  b = await startServer(env, DATA_DIR);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await redis?.stop();
  removeDataDir(DATA_DIR);
});

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
type Frame = { type: string; channel?: string; event?: { name: string; data: Record<string, unknown> } };
const events = (frames: unknown[]) => (frames as Frame[]).filter((f) => f.type === "event");

/** The same signed-in person seen through instance B (the session lives in the shared database). */
function through(server: RunningServer, client: Client): Client {
  const other = new Client(server.url);
  other.cookie = client.cookie;
  return other;
}

describe("two Kora instances on Redis", () => {
  it("a RefreshUser caused on A reaches the user's sockets on A and on B, once each, and nobody else's", async () => {
    const alice = new Client(a.url);
    const me = await alice.signUp("alice.multi@example.com", "Alice", "Twohosts");
    const bob = new Client(b.url);
    await bob.signUp("bob.multi@example.com", "Bob", "Elsewhere");
    const onA = await alice.socket();
    const onB = await through(b, alice).socket();
    const bobOnB = await bob.socket();

    expect((await alice.call("PUT", "/api/me", { firstName: "Alicia" })).status).toBe(200);
    await until(() => events(onA.frames).length > 0 && events(onB.frames).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const socket of [onA, onB])
      expect(events(socket.frames)).toEqual([
        {
          type: "event",
          channel: `private-user.${me.id}`,
          event: { name: "RefreshUser", data: { userId: me.id } },
          seq: expect.any(Number),
        },
      ]);
    expect(events(bobOnB.frames)).toEqual([]);
    for (const s of [onA, onB, bobOnB]) s.ws.close();
  });

  it("a booking requested through A's HTTP API reaches the advisor's socket on B", async () => {
    const advisor = new Client(b.url);
    const advisorMe = await advisor.signUp("avery.multi@example.com", "Avery", "Advisor");
    const learner = new Client(a.url);
    await learner.signUp("lena.multi@example.com", "Lena", "Learner");
    // The advisor's card and hours, written to the shared database (free, bookable any time).
    const { db, close } = await openDatabase(`file:${join(ROOT, DATA_DIR, "kora.db")}`);
    let cardId: string;
    try {
      await db
        .updateTable("users")
        .set({
          type: "Advisor",
          working_hours: JSON.stringify([1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, startMinute: 0, endMinute: 1440 }))),
          min_notice_hours: 0,
        })
        .where("id", "=", advisorMe.id)
        .execute();
      const [card] = await seedMarketplace(db, {
        count: 1,
        now: new Date(),
        owners: [{ id: advisorMe.id, country: "AU", timezone: "Australia/Sydney", currency: "AUD" }],
      });
      cardId = card!.card.id;
      await db
        .updateTable("cards")
        .set({ rate: 0, durations: JSON.stringify([30, 60]) })
        .where("id", "=", cardId)
        .execute();
    } finally {
      await close();
    }
    const advisorOnB = await advisor.socket();

    const at = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 72 * 3_600_000).toISOString();
    const response = await learner.call("POST", "/api/bookings", {
      cardId,
      duration: 60,
      preferredTimes: [at],
      discussionTopic: "Moving between two API instances",
      expiry: null,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const bookingId = ((await response.json()) as { data: { id: string } }).data.id;
    await until(() => events(advisorOnB.frames).some((f) => f.event?.name === "PendingApproval"));
    const pending = events(advisorOnB.frames).find((f) => f.event?.name === "PendingApproval")!;
    expect(pending.channel).toBe(`private-user.${advisorMe.id}`);
    expect(pending.event!.data).toMatchObject({ bookingId, status: "pending-approval" });
    advisorOnB.ws.close();
  });
});
