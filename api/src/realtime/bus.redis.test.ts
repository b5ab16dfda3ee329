import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerFrame } from "@kora/shared/contracts/realtime.ts";
import { startRedis, type RunningRedis } from "../../../scripts/redis/redis.ts";
import { createLogger } from "../lib/logger.ts";
import { recordingSocket } from "../test/harness.ts";
import { RedisBus } from "./bus.redis.ts";
import { RealtimeHub } from "./hub.ts";

/** A real redis-server, started for this file (scripts/redis): no global service. */
let redis: RunningRedis;
beforeAll(async () => (redis = await startRedis()));
afterAll(() => redis?.stop());

const refresh = (userId: string) => ({ name: "RefreshUser" as const, data: { userId } });
const events = (frames: ServerFrame[]) => frames.filter((f) => f.type === "event");
const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

function logLines() {
  const lines: string[] = [];
  return { lines, log: createLogger("warn", (line) => lines.push(line)) };
}

/** One API instance: its own hub on a Redis bus. */
async function instance(name: string, prefix = "test:") {
  const { lines, log } = logLines();
  const bus = new RedisBus({ url: redis.url, prefix, log, instanceId: name });
  const hub = new RealtimeHub(() => 0, bus);
  await bus.ready();
  return { bus, hub, lines };
}

describe("RedisBus (against a real redis-server)", () => {
  it("carries an event published on instance A to a socket on instance B, once, and to A's own socket at once", async () => {
    const a = await instance("a");
    const b = await instance("b");
    const onA = recordingSocket("sa", "u1");
    const onB = recordingSocket("sb", "u1");
    const other = recordingSocket("so", "u2");
    a.hub.connect(onA.client);
    b.hub.connect(onB.client);
    b.hub.connect(other.client);
    a.hub.toUser("u1", refresh("u1"));
    expect(events(onA.frames)).toHaveLength(1); // delivered locally without a round trip
    await until(() => events(onB.frames).length === 1);
    expect(events(onB.frames)[0]).toEqual({ type: "event", channel: "private-user.u1", event: refresh("u1"), seq: 1 });
    // Public channels cross too; the other user's private channel stays quiet.
    b.hub.receive("so", { type: "subscribe", channel: "card.c1" });
    a.hub.publish("card.c1", refresh("u2"));
    await until(() => events(other.frames).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(events(onA.frames)).toHaveLength(1); // A's echo from Redis is skipped
    expect(events(onB.frames)).toHaveLength(1);
    await Promise.all([a.hub.stop(), b.hub.stop()]);
  });

  it("B replays from its own log to a socket resuming with A's cursor (another epoch: all that is kept)", async () => {
    const a = await instance("a2");
    const b = await instance("b2");
    const cursorFromA = a.hub.cursor();
    const watcher = recordingSocket("w", "u9");
    b.hub.connect(watcher.client);
    a.hub.toUser("u3", refresh("u3"));
    a.hub.toUser("u9", refresh("u9")); // ordered after u3's on the one Redis channel
    await until(() => events(watcher.frames).length === 1);
    const moved = recordingSocket("m", "u3");
    b.hub.connect(moved.client);
    b.hub.receive("m", { type: "resume", cursor: cursorFromA });
    expect(events(moved.frames)).toEqual([{ type: "event", channel: "private-user.u3", event: refresh("u3"), seq: 1 }]);
    await Promise.all([a.hub.stop(), b.hub.stop()]);
  });

  it("drops a malformed envelope with a warning, and hears nothing of another prefix", async () => {
    const b = await instance("b3");
    const elsewhere = await instance("x3", "other:");
    const socket = recordingSocket("s", "u1");
    b.hub.connect(socket.client);
    const raw = new Redis(redis.url);
    await raw.publish("test:realtime", JSON.stringify({ origin: "evil", channel: "private-user.u1", event: { name: "Nope" } }));
    await raw.publish("test:realtime", "not json");
    elsewhere.hub.toUser("u1", refresh("u1"));
    await until(() => b.lines.some((line) => line.includes("malformed envelope")));
    await until(() => b.lines.some((line) => line.includes("not JSON")));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(events(socket.frames)).toEqual([]);
    raw.disconnect();
    await Promise.all([b.hub.stop(), elsewhere.hub.stop()]);
  });

  it("carries a direct message to the one instance named, says whether anyone got it, and drops a malformed one", async () => {
    const a = await instance("a5");
    const b = await instance("b5");
    const c = await instance("c5");
    const got: Record<string, unknown[]> = { a: [], b: [], c: [] };
    a.bus.onDirect((from, body) => got.a!.push({ from, body }));
    b.bus.onDirect((from, body) => got.b!.push({ from, body }));
    c.bus.onDirect((from, body) => got.c!.push({ from, body }));
    expect(await a.bus.sendTo("b5", { n: 1 })).toBe(true);
    expect(await a.bus.sendTo("b5", { n: 2 })).toBe(true);
    await until(() => got.b!.length === 2);
    expect(got.b).toEqual([
      { from: "a5", body: { n: 1 } },
      { from: "a5", body: { n: 2 } },
    ]);
    // Nobody listens as "gone": Redis says so, and nothing else hears it.
    expect(await a.bus.sendTo("gone", { n: 3 })).toBe(false);
    const raw = new Redis(redis.url);
    await raw.publish("test:instance.c5", JSON.stringify({ nope: true }));
    await raw.publish("test:instance.c5", "not json");
    await until(() => c.lines.some((line) => line.includes("malformed direct envelope")));
    await until(() => c.lines.some((line) => line.includes("direct message that is not JSON")));
    raw.disconnect();
    await b.hub.stop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await a.bus.sendTo("b5", { n: 4 })).toBe(false); // b stopped
    expect(got.a).toEqual([]);
    expect(got.c).toEqual([]);
    await Promise.all([a.hub.stop(), c.hub.stop()]);
  });

  it("survives Redis going away: logs, keeps serving its own sockets, and delivers across again once Redis is back", async () => {
    const a = await instance("a4");
    const b = await instance("b4");
    const onA = recordingSocket("sa", "u1");
    const onB = recordingSocket("sb", "u1");
    a.hub.connect(onA.client);
    b.hub.connect(onB.client);
    a.hub.toUser("u1", refresh("before"));
    await until(() => events(onB.frames).length === 1);

    const port = redis.port;
    await redis.stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // During the outage: no throw, A's own socket still hears A's events, and the outage is logged.
    expect(() => a.hub.toUser("u1", refresh("during"))).not.toThrow();
    expect(events(onA.frames).map((f) => f.type === "event" && f.event)).toContainEqual(refresh("during"));
    await until(() => a.lines.some((line) => line.includes("Redis")));

    redis = await startRedis({ port });
    // Both connections reconnect and B's subscription is renewed by itself: probe until one crosses.
    const crossed = () =>
      events(onB.frames).some((f) => f.type === "event" && f.event.name === "RefreshUser" && f.event.data.userId === "probe");
    const end = Date.now() + 15_000;
    while (!crossed()) {
      if (Date.now() > end) throw new Error("delivery did not resume after Redis came back");
      a.hub.toUser("u1", refresh("probe"));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    a.hub.toUser("u1", refresh("after"));
    await until(() =>
      events(onB.frames).some((f) => f.type === "event" && f.event.name === "RefreshUser" && f.event.data.userId === "after"),
    );
    await Promise.all([a.hub.stop(), b.hub.stop()]);
  }, 30_000);
});
