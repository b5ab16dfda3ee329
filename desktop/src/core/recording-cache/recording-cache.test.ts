import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CacheError, RecordingCache } from "./recording-cache.ts";
import { testSecretBox } from "../../../test-support/secret-box.ts";

const T0 = Date.parse("2026-03-02T09:00:00Z");
let dir = "";
let tick = 0;
const clock = () => new Date(T0 + tick++ * 1000);
const bytesOf = (length: number, seed: number) => Uint8Array.from({ length }, (_, i) => (i * 7 + seed) % 256);
const open = (capBytes?: number) => new RecordingCache({ dir, secretBox: testSecretBox, capBytes, now: clock });
const newRecording = (cache: RecordingCache, title: string) =>
  cache.begin({
    videoId: `video-${title}`,
    title,
    endpoint: "http://localhost:8787/api/uploads/",
    metadata: { videoId: `video-${title}` },
  });
const chunkFiles = (id: string) => (existsSync(join(dir, "chunks", id)) ? readdirSync(join(dir, "chunks", id)).sort() : []);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "kora-cache-"));
  tick = 0;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("recording cache", () => {
  it("keeps chunks on disk in order and reads any range back byte-exact, also after reopening", () => {
    const cache = open();
    const id = newRecording(cache, "call");
    const parts = [bytesOf(1000, 1), bytesOf(10, 2), bytesOf(2500, 3)];
    expect(parts.map((part) => cache.append(id, part))).toEqual([1000, 1010, 3510]);
    cache.end(id);
    cache.close();

    const again = open();
    const whole = Buffer.concat(parts);
    expect(again.read(id, 0, 10_000).equals(whole)).toBe(true);
    expect(again.read(id, 995, 20).equals(whole.subarray(995, 1015))).toBe(true);
    expect(again.read(id, 3510, 100).byteLength).toBe(0);
    expect(again.get(id)).toMatchObject({ total_bytes: 3510, ended: 1, state: "active", title: "call" });
    expect(() => again.append(id, bytesOf(5, 0))).toThrow(CacheError);
    again.close();
  });

  it("keeps the chunks sealed on disk: none of the recording's bytes readable, a changed file refused", () => {
    const cache = open();
    const id = newRecording(cache, "private");
    const words = Buffer.from("what the advisor and the learner said to each other ".repeat(40));
    cache.append(id, words);
    const file = join(dir, "chunks", id, "00000000.part");
    const onDisk = readFileSync(file);
    expect(onDisk.includes(Buffer.from("advisor and the learner"))).toBe(false);
    expect(cache.read(id, 0, words.length).equals(words)).toBe(true);
    onDisk[onDisk.length - 1] = (onDisk[onDisk.length - 1] ?? 0) ^ 1;
    writeFileSync(file, onDisk);
    expect(() => cache.read(id, 0, 10)).toThrow("changed on disk");
    cache.close();
  });

  it("removes a chunk file that never got its index row (a crash between the write and the commit)", () => {
    const cache = open();
    const id = newRecording(cache, "crash");
    cache.append(id, bytesOf(100, 0));
    cache.close();
    writeFileSync(join(dir, "chunks", id, "00000001.part"), bytesOf(50, 9));
    const again = open();
    expect(chunkFiles(id)).toEqual(["00000000.part"]);
    expect(again.append(id, bytesOf(50, 1))).toBe(150);
    again.close();
  });

  it("over the cap, evicts the oldest uploaded recordings first, then confirmed chunks, never unconfirmed ones", () => {
    const cache = open(10_000);
    const oldest = newRecording(cache, "oldest");
    const newer = newRecording(cache, "newer");
    const live = newRecording(cache, "live");
    for (const id of [oldest, newer]) {
      cache.append(id, bytesOf(2000, 1));
      cache.append(id, bytesOf(2000, 2));
      cache.end(id);
      cache.markUploaded(id);
    }
    cache.append(live, bytesOf(1000, 3));
    expect(cache.usage()).toEqual({ usedBytes: 9000, capBytes: 10_000, overLimit: false });

    cache.append(live, bytesOf(2000, 4)); // 11 000: the oldest uploaded recording's first chunk goes
    expect(chunkFiles(oldest)).toEqual(["00000001.part"]);
    expect(chunkFiles(newer)).toHaveLength(2);
    cache.append(live, bytesOf(4000, 5)); // 13 000 → the rest of `oldest`, then the first chunk of `newer`
    expect(chunkFiles(oldest)).toEqual([]);
    expect(chunkFiles(newer)).toEqual(["00000001.part"]);
    expect(cache.usage()).toMatchObject({ usedBytes: 9000, overLimit: false });

    cache.append(live, bytesOf(4000, 6)); // `newer` goes; 11 000 of the live call, none confirmed: all kept
    expect(chunkFiles(newer)).toEqual([]);
    expect(chunkFiles(live)).toHaveLength(4);
    expect(cache.usage()).toEqual({ usedBytes: 11_000, capBytes: 10_000, overLimit: true });

    cache.confirm(live, 2500); // only the first chunk (0–1000) ends before the server's offset
    expect(chunkFiles(live)).toEqual(["00000001.part", "00000002.part", "00000003.part"]);
    expect(cache.usage()).toEqual({ usedBytes: 10_000, capBytes: 10_000, overLimit: false });
    expect(cache.read(live, 2500, 500).byteLength).toBe(500);
    expect(() => cache.read(live, 0, 10)).toThrow(/no longer on this computer/);
    cache.close();
  });

  it("keeps a refused recording's unconfirmed chunks, with its reason", () => {
    const cache = open(100);
    const id = newRecording(cache, "refused");
    cache.append(id, bytesOf(300, 1));
    cache.markFailed(id, "The recording is too big to keep.");
    expect(cache.get(id)).toMatchObject({ state: "failed", error: "The recording is too big to keep." });
    expect(chunkFiles(id)).toHaveLength(1);
    expect(cache.usage().overLimit).toBe(true);
    expect(() => cache.append(id, bytesOf(1, 1))).toThrow(/stopped/);
    cache.close();
  });
});
