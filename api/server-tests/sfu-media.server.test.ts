import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DENO } from "./kora-server.ts";

/**
 * Live video through Kora's Janus (PROTOCOL §4), all real: Janus with Kora's configuration, the
 * API's control client making the room, the API's tokens, and werift peers sending and receiving VP8
 * — inside a private network namespace with a veth address, since Janus gathers no loopback
 * candidates (scripts/janus/media-check.ts does the work in there and reports).
 */
const ROOT = join(import.meta.dirname, "..", "..");

describe("SFU media through Janus", () => {
  it("three publishers' live video reaches two subscribers through one Janus room", () => {
    const run = spawnSync("bash", ["scripts/netns.sh", DENO, "run", "-A", "scripts/janus/media-check.ts"], {
      cwd: ROOT,
      env: { ...process.env, KORA_NETNS_SFU_ADDRESS: "127.0.0.2", SFU_PUBLISHERS: "3", SFU_SUBSCRIBERS: "2", SFU_SECONDS: "4" },
      encoding: "utf8",
      timeout: 90_000,
    });
    expect(run.status, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout.trim().split("\n").at(-1)!) as {
      participants: string[];
      packets: number[][];
      connected: boolean[];
    };
    expect(report.participants.sort()).toEqual(["Publisher 1", "Publisher 2", "Publisher 3"]);
    expect(report.connected).toEqual([true, true]);
    // 15 frames a second for 4 s: each subscriber gets every publisher's stream, flowing.
    expect(report.packets).toHaveLength(2);
    for (const streams of report.packets) {
      expect(streams).toHaveLength(3);
      for (const packets of streams) expect(packets).toBeGreaterThan(30);
    }
  }, 120_000);
});
