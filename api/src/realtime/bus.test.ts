import { describe, expect, it } from "vitest";
import { recordingSocket } from "../test/harness.ts";
import { loadConfig } from "../config.ts";
import { createLogger } from "../lib/logger.ts";
import { MemoryBus, MemoryNetwork } from "./bus.memory.ts";
import { createHub } from "./create-hub.ts";
import { RealtimeHub } from "./hub.ts";

const refresh = (userId: string) => ({ name: "RefreshUser" as const, data: { userId } });

describe("MemoryBus (the in-process default)", () => {
  it("hands a published event to the handler at once, and nothing after close", async () => {
    const bus = new MemoryBus();
    const got: string[] = [];
    bus.onMessage((channel) => got.push(channel));
    bus.publish("private-user.u1", refresh("u1"));
    expect(got).toEqual(["private-user.u1"]);
    await bus.close();
    bus.publish("private-user.u1", refresh("u1"));
    expect(got).toHaveLength(1);
  });

  it("carries the hub's publish to its sockets synchronously, numbered by the hub", () => {
    const hub = new RealtimeHub(() => 0, new MemoryBus());
    const a = recordingSocket("a", "u1");
    hub.connect(a.client);
    hub.toUser("u1", refresh("u1"));
    expect(a.frames.at(-1)).toEqual({ type: "event", channel: "private-user.u1", event: refresh("u1"), seq: 1 });
  });
});

describe("direct messages (one instance to one other)", () => {
  it("the in-process bus is alone: it may address only itself", async () => {
    const bus = new MemoryBus();
    expect(bus.shared).toBe(false);
    const got: unknown[] = [];
    bus.onDirect((from, body) => got.push([from, body]));
    expect(await bus.sendTo("someone-else", { x: 1 })).toBe(false);
    expect(await bus.sendTo(bus.instanceId, { x: 2 })).toBe(true);
    await Promise.resolve();
    expect(got).toEqual([[bus.instanceId, { x: 2 }]]);
  });

  it("a memory network carries them in order to the one instance named, as JSON, and to nobody once it is gone", async () => {
    const network = new MemoryNetwork();
    const a = network.bus("a");
    const b = network.bus("b");
    const c = network.bus("c");
    const got: Record<string, unknown[]> = { a: [], b: [], c: [] };
    for (const [name, bus] of [
      ["a", a],
      ["b", b],
      ["c", c],
    ] as const)
      bus.onDirect((from, body) => got[name]!.push({ from, body }));
    const when = new Date(0);
    expect(await a.sendTo("b", { n: 1, when })).toBe(true);
    expect(await a.sendTo("b", { n: 2 })).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(got.b).toEqual([
      { from: "a", body: { n: 1, when: when.toISOString() } },
      { from: "a", body: { n: 2 } },
    ]);
    expect(got.a).toEqual([]);
    expect(got.c).toEqual([]);
    await b.close();
    expect(await a.sendTo("b", { n: 3 })).toBe(false);
    expect(await b.sendTo("a", { n: 4 })).toBe(false); // a closed instance sends nothing either
  });
});

describe("createHub", () => {
  const log = createLogger("silent");
  it("builds the in-process bus without REDIS_URL and the Redis bus with it", async () => {
    expect(loadConfig({}).redisUrl).toBeNull();
    const config = loadConfig({ REDIS_URL: "redis://127.0.0.1:1", REDIS_KEY_PREFIX: "test:" });
    expect(config).toMatchObject({ redisUrl: "redis://127.0.0.1:1", redisKeyPrefix: "test:" });
    const local = createHub(loadConfig({}), log, () => 0);
    const a = recordingSocket("a", "u1");
    local.connect(a.client);
    local.toUser("u1", refresh("u1"));
    expect(a.frames.filter((f) => f.type === "event")).toHaveLength(1);
    await local.stop();
    // Nothing listens on port 1: the hub is built, still serves its own sockets, and stops cleanly.
    const remote = createHub(config, log, () => 0);
    const b = recordingSocket("b", "u1");
    remote.connect(b.client);
    remote.toUser("u1", refresh("u1"));
    expect(b.frames.filter((f) => f.type === "event")).toHaveLength(1);
    await remote.stop();
  });

  it("refuses a REDIS_URL that is not redis:// or rediss://", () => {
    expect(() => loadConfig({ REDIS_URL: "http://127.0.0.1:6379" })).toThrow(/REDIS_URL must start with redis:\/\/ or rediss:\/\//);
  });
});
