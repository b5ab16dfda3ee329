/**
 * The upload queue against answers a network rarely gives, from a fake tus server in memory with
 * the rules of @tus/server that matter here. The last PATCH declares the recording's length: when
 * the connection drops inside its body, the server already holds the length and refuses a second
 * declaration (400), so the rest must go without it. And a server claiming more bytes than the
 * recording has must not make the cache free chunks it never received.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RecordingCache } from "../recording-cache/recording-cache.ts";
import type { Fetch } from "./tus-client.ts";
import { UploadQueue } from "./upload-queue.ts";
import { testSecretBox } from "../../../test-support/secret-box.ts";

const ENDPOINT = "https://kora.example.com/api/uploads/";
let dir = "";
let cache: RecordingCache;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "kora-final-patch-"));
  cache = new RecordingCache({ dir, secretBox: testSecretBox, now: () => new Date("2026-03-02T09:00:00Z") });
});
afterEach(() => {
  cache.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * One upload held in memory. `cutPatch(n)`: the connection drops in the middle of the n-th PATCH's
 * body (0-based); the server has taken its headers (and so its length) and half of its bytes.
 */
function fakeTusServer() {
  const upload = { offset: 0, length: null as number | null, bytes: [] as number[] };
  const requests: string[] = [];
  let cutAt = -1;
  let patches = 0;
  const fetch: Fetch = async (url, init) => {
    const headers = new Headers(init.headers);
    const method = String(init.method);
    requests.push(headers.has("upload-length") ? `${method} +length` : method);
    if (method === "POST") return new Response(null, { status: 201, headers: { Location: `${url}rec` } });
    if (method === "HEAD") {
      const answer: Record<string, string> = { "Upload-Offset": String(upload.offset) };
      if (upload.length !== null) answer["Upload-Length"] = String(upload.length);
      return new Response(null, { status: 200, headers: answer });
    }
    if (Number(headers.get("upload-offset")) !== upload.offset) return new Response(null, { status: 409 });
    const declared = headers.get("upload-length");
    if (declared !== null) {
      if (upload.length !== null) return new Response(null, { status: 400 });
      upload.length = Number(declared);
    }
    const body = init.body as Uint8Array;
    const cut = patches++ === cutAt;
    upload.bytes.push(...(cut ? body.subarray(0, body.byteLength / 2) : body));
    upload.offset = upload.bytes.length;
    if (cut) throw new TypeError("fetch failed: the connection closed");
    return new Response(null, { status: 204, headers: { "Upload-Offset": String(upload.offset) } });
  };
  return { fetch, upload, requests, cutPatch: (n: number) => (cutAt = n) };
}

describe("the last PATCH", () => {
  it("is not declared twice after a cut in its body: the rest goes without the length and the upload completes", async () => {
    const server = fakeTusServer();
    server.cutPatch(1); // the second PATCH, the one that declares the length
    const id = cache.begin({ videoId: "v-1", title: "Lost answer", endpoint: ENDPOINT, metadata: { videoId: "v-1" } });
    const bytes = Uint8Array.from({ length: 300 }, (_, i) => i % 251);
    cache.append(id, bytes);
    cache.end(id);
    const queue = new UploadQueue({ cache, fetch: server.fetch, patchBytes: 200, backoff: { firstMs: 1, maxMs: 5 } });
    queue.kick(id);
    await queue.settled(id);
    await queue.stop();

    expect(cache.get(id)).toMatchObject({ state: "uploaded", confirmed_offset: 300, error: null });
    // 200 bytes, then the last 100 with the length, cut after 50; HEAD says 250 of 300; the last 50 without it.
    expect(server.requests).toEqual(["POST", "PATCH", "PATCH +length", "HEAD", "PATCH"]);
    expect(server.upload).toMatchObject({ offset: 300, length: 300 });
    expect(Uint8Array.from(server.upload.bytes)).toEqual(bytes);
  });

  it("keeps every chunk when the server claims more bytes than the recording has", async () => {
    const small = new RecordingCache({ dir: join(dir, "small"), secretBox: testSecretBox, capBytes: 100 });
    const id = small.begin({ videoId: "v-2", title: "Odd server", endpoint: ENDPOINT, metadata: { videoId: "v-2" } });
    small.append(id, new Uint8Array(300).fill(4));
    small.setUploadUrl(id, `${ENDPOINT}other`);
    const claims500: Fetch = async () => new Response(null, { status: 200, headers: { "Upload-Offset": "500" } });
    const queue = new UploadQueue({ cache: small, fetch: claims500, backoff: { firstMs: 1, maxMs: 5 } });
    queue.kick(id);
    await queue.settled(id);
    await queue.stop();
    expect(small.get(id)).toMatchObject({ state: "failed", confirmed_offset: 0 });
    expect(small.read(id, 0, 300).byteLength).toBe(300);
    small.close();
  });
});
