import { describe, expect, it } from "vitest";
import { recordingSocket } from "../test/harness.ts";
import { loadConfig } from "../config.ts";
import { createLogger } from "../lib/logger.ts";
import { MemoryBus } from "./bus.memory.ts";
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
