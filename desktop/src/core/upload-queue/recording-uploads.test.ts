import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RecordingCache } from "../recording-cache/recording-cache.ts";
import { recordingBeginSchema } from "../recording-cache/uploads-contract.ts";
import { RecordingUploads, resolveUploadEndpoint } from "./recording-uploads.ts";
import { UploadQueue } from "./upload-queue.ts";
import { testSecretBox } from "../../../test-support/secret-box.ts";

const ORIGIN = "https://kora.example.com";
const ticket = { endpoint: "/api/uploads/", metadata: { videoId: "v-1", filetype: "video/webm" }, maxBytes: 4_000_000 };
let dir = "";
let cache: RecordingCache;
let queue: UploadQueue;
let changes = 0;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "kora-uploads-"));
  let tick = 0;
  cache = new RecordingCache({ dir, secretBox: testSecretBox, now: () => new Date(Date.parse("2026-03-02T09:00:00Z") + tick++ * 1000) });
  // The network is down for the whole test: every request fails as fetch does offline.
  queue = new UploadQueue({ cache, fetch: async () => Promise.reject(new TypeError("fetch failed")), backoff: { firstMs: 5, maxMs: 20 } });
  changes = 0;
});
afterEach(async () => {
  await queue.stop();
  cache.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("recording uploads (the IPC handlers' logic)", () => {
  it("only uploads to the Kora server", () => {
    expect(resolveUploadEndpoint("/api/uploads/", ORIGIN)).toBe("https://kora.example.com/api/uploads/");
    expect(resolveUploadEndpoint("https://kora.example.com/api/uploads", ORIGIN)).toBe("https://kora.example.com/api/uploads");
    expect(() => resolveUploadEndpoint("https://evil.example/api/uploads/", ORIGIN)).toThrow(/only uploaded to the Kora server/);
    expect(() => resolveUploadEndpoint("//evil.example/x", ORIGIN)).toThrow();
  });

  it("lists a recording as recording, then waiting for the network, with the bytes stored", async () => {
    const uploads = new RecordingUploads(cache, queue, ORIGIN, () => changes++);
    const id = uploads.begin(recordingBeginSchema.parse({ ticket, title: "  Call with Ana " }));
    expect(uploads.list().uploads[0]).toEqual({
      id,
      title: "Call with Ana",
      state: "recording",
      waitingFor: null,
      confirmedBytes: 0,
      totalBytes: 0,
      message: null,
      createdAt: "2026-03-02T09:00:00.000Z",
    });
    expect(uploads.chunk(id, new Uint8Array(300).fill(7))).toBe(300);
    expect(uploads.chunk(id, new Uint8Array(200).fill(8))).toBe(500);
    for (let i = 0; i < 100 && uploads.list().uploads[0]!.state !== "waiting"; i++) await new Promise((r) => setTimeout(r, 10));
    expect(uploads.list().uploads[0]).toMatchObject({ state: "waiting", waitingFor: "network", totalBytes: 500, confirmedBytes: 0 });
    expect(uploads.list()).toMatchObject({ usedBytes: 500, overLimit: false });
    uploads.end(id);
    expect(() => uploads.chunk(id, new Uint8Array(1))).toThrow(/already ended/);
    expect(changes).toBe(4);
  });

  it("refuses a ticket for another server before anything is stored", () => {
    const uploads = new RecordingUploads(cache, queue, ORIGIN);
    expect(() => uploads.begin({ ticket: { ...ticket, endpoint: "http://localhost:9/api/uploads/" }, title: "x" })).toThrow();
    expect(uploads.list().uploads).toEqual([]);
  });

  it("validates the IPC input: a ticket naming its video, bounded chunks", () => {
    expect(() => recordingBeginSchema.parse({ ticket: { ...ticket, metadata: {} }, title: "x" })).toThrow(/names no video/);
    expect(() => recordingBeginSchema.parse({ ticket, title: "x", extra: 1 })).toThrow();
    expect(() => recordingBeginSchema.parse({ ticket, title: "   " })).toThrow();
  });

  it("at launch, ends recordings the last run left open and says so when the server finalised one with fewer bytes", async () => {
    const uploads = new RecordingUploads(cache, queue, ORIGIN);
    const id = uploads.begin({ ticket, title: "Left open" });
    uploads.chunk(id, new Uint8Array(300).fill(1));
    cache.setUploadUrl(id, "https://kora.example.com/api/uploads/abc");
    cache.confirm(id, 100);
    await queue.stop();

    // The next launch: the server's upkeep finalised the quiet recording with the 100 bytes it had.
    const heads: string[] = [];
    const serverSays = async (url: string, init: RequestInit) => {
      heads.push(`${init.method} ${url}`);
      return new Response(null, { status: 200, headers: { "Upload-Offset": "100", "Upload-Length": "100" } });
    };
    const next = new UploadQueue({ cache, fetch: serverSays, backoff: { firstMs: 5, maxMs: 20 } });
    new RecordingUploads(cache, next, ORIGIN).resumeAtLaunch();
    await next.settled(id);
    expect(heads).toEqual(["HEAD https://kora.example.com/api/uploads/abc"]);
    expect(cache.get(id)).toMatchObject({ ended: 1, state: "failed" });
    expect(uploads.list().uploads[0]).toMatchObject({
      state: "failed",
      message: "Kora kept only the first 0.0 MB of this recording; the rest stayed on this computer.",
    });
    expect(cache.read(id, 100, 200).byteLength).toBe(200);
  });
});
