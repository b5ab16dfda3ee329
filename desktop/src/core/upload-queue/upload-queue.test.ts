/**
 * The upload queue against the REAL Kora API (the Deno server of api/server-tests, its tus endpoint
 * at /api/uploads with the session cookie): byte-exact uploads, a dropped network, a SIGKILL in the
 * middle of an upload, the cache cap while uploading, and refusals.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CuttingProxy } from "../../../test-support/cutting-proxy.ts";
import { type KoraApi, recordingBytes, sessionFetch, signUpOwner, startKoraApi, storedBytes } from "../../../test-support/kora-api.ts";
import { RecordingCache } from "../recording-cache/recording-cache.ts";
import { headUpload } from "./tus-client.ts";
import { UploadQueue } from "./upload-queue.ts";
import { testSecretBox } from "../../../test-support/secret-box.ts";

const MAX_UPLOAD = 2_000_000;
const JITI = join(import.meta.dirname, "..", "..", "..", "..", "node_modules", "jiti", "lib", "jiti-cli.mjs");
const CHILD = join(import.meta.dirname, "..", "..", "..", "test-support", "queue-child.ts");
let api: KoraApi;
let dir = "";
let users = 0;
const cleanups: (() => unknown)[] = [];

beforeAll(async () => {
  api = await startKoraApi("uploads", MAX_UPLOAD);
}, 60_000);
afterAll(() => api?.stop());
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "kora-upload-"));
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  rmSync(dir, { recursive: true, force: true });
});

async function until(condition: () => boolean, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * An owner, their announced video, and a cache with that recording begun (as kora:recording-begin
 * does), its endpoint optionally on another address of the server (a proxy).
 */
async function recordingSetUp(title: string, options: { capBytes?: number; via?: string } = {}) {
  const owner = await signUpOwner(api, `desk.${++users}.${process.pid}@example.com`);
  const ticket = await owner.announce(title);
  const cache = new RecordingCache({ dir, secretBox: testSecretBox, capBytes: options.capBytes });
  cleanups.push(() => cache.close());
  const endpoint = options.via ? ticket.endpoint.replace(api.server.url, options.via) : ticket.endpoint;
  const id = cache.begin({ ...ticket, endpoint, title });
  return { owner, ticket, cache, id };
}

function startQueue(cache: RecordingCache, fetch: ReturnType<typeof sessionFetch>, patchBytes = 256 * 1024) {
  const queue = new UploadQueue({ cache, fetch, patchBytes, backoff: { firstMs: 40, maxMs: 200 } });
  cleanups.push(() => queue.stop());
  return queue;
}

describe("upload queue on the real Kora API", () => {
  it("uploads a recording made of several chunks while it is recorded, byte-exact, the length declared last", async () => {
    const { owner, ticket, cache, id } = await recordingSetUp("Several chunks");
    const requests: string[] = [];
    const queue = startQueue(
      cache,
      sessionFetch(owner.cookie, async (_url, init) => void requests.push(String(init.method))),
    );
    const bytes = recordingBytes(900_000);
    for (const [from, to] of [
      [0, 150_000],
      [150_000, 400_000],
      [400_000, 401_000],
      [401_000, 900_000],
    ] as const) {
      cache.append(id, bytes.subarray(from, to));
      queue.kick(id);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    await until(() => cache.get(id)!.confirmed_offset === 900_000, "every byte confirmed");
    expect(cache.get(id)!.state).toBe("active"); // the length is unknown until the recording ends
    cache.end(id);
    queue.kick(id);
    await queue.settled(id);

    expect(cache.get(id)).toMatchObject({ state: "uploaded", confirmed_offset: 900_000, error: null });
    expect(requests[0]).toBe("POST");
    expect(requests.filter((method) => method === "PATCH").length).toBeGreaterThanOrEqual(4);
    const status = await headUpload(sessionFetch(owner.cookie), cache.get(id)!.upload_url!);
    expect(status).toEqual({ offset: 900_000, length: 900_000 });
    expect((await storedBytes(api, ticket.videoId)).equals(bytes)).toBe(true);
  }, 30_000);

  it("waits through a network drop in the middle of a PATCH, then resumes from the server's offset", async () => {
    // The server is reached through a proxy whose network can be cut, as if it were across a network.
    const proxy = new CuttingProxy(Number(new URL(api.server.url).port));
    await proxy.listen();
    cleanups.push(() => proxy.close());
    const { owner, ticket, cache, id: proxied } = await recordingSetUp("Dropped network", { via: `http://127.0.0.1:${proxy.port}` });
    const log: string[] = [];
    const waits: string[] = [];
    const queue = new UploadQueue({
      cache,
      fetch: sessionFetch(
        owner.cookie,
        async (_url, init) => void log.push(`${init.method} ${(init.headers as Record<string, string>)["Upload-Offset"] ?? ""}`.trim()),
      ),
      patchBytes: 300_000,
      backoff: { firstMs: 40, maxMs: 150 },
      onChange: (changed) => changed === proxied && waits.push(queue.waitingFor(proxied) ?? "-"),
    });
    cleanups.push(() => queue.stop());
    const bytes = recordingBytes(1_500_000, 2);
    proxy.cutAfter(450_000); // inside the second PATCH's body
    cache.append(proxied, bytes.subarray(0, 700_000));
    queue.kick(proxied);
    await until(() => proxy.down && queue.waitingFor(proxied) === "network", "the queue to notice the drop");
    cache.append(proxied, bytes.subarray(700_000)); // the call goes on while offline
    cache.end(proxied);
    queue.kick(proxied);
    await new Promise((resolve) => setTimeout(resolve, 300)); // several failed tries while down
    expect(queue.waitingFor(proxied)).toBe("network");
    proxy.restore();
    await queue.settled(proxied);

    expect(cache.get(proxied)).toMatchObject({ state: "uploaded", confirmed_offset: 1_500_000 });
    expect(waits).toContain("network");
    const afterDrop = log.slice(log.findIndex((entry, i) => i > 0 && entry === "HEAD"));
    expect(afterDrop[0]).toBe("HEAD");
    expect(afterDrop.find((entry) => entry.startsWith("PATCH"))).toMatch(/^PATCH [1-9]\d*$/);
    expect((await storedBytes(api, ticket.videoId)).equals(bytes)).toBe(true);
  }, 30_000);

  it("survives a SIGKILL mid-upload: a new process on the same folder asks the server and finishes byte-exact", async () => {
    const { owner, ticket, cache, id } = await recordingSetUp("Killed", { capBytes: 400_000 });
    const bytes = recordingBytes(1_200_000, 3);
    for (let at = 0; at < bytes.length; at += 100_000) cache.append(id, bytes.subarray(at, at + 100_000));
    cache.end(id);
    expect(cache.usage()).toEqual({ usedBytes: 1_200_000, capBytes: 400_000, overLimit: true }); // nothing confirmed yet: all kept
    cache.close();

    const run = (delayMs: number) => {
      const child = spawn(process.execPath, [JITI, CHILD, dir, owner.cookie, "120000", String(delayMs)], {
        stdio: ["ignore", "pipe", "pipe"],
      });
      const lines: unknown[] = [];
      let buffered = "";
      let errors = "";
      child.stdout!.on("data", (data) => {
        buffered += data;
        const complete = buffered.split("\n");
        buffered = complete.pop()!;
        lines.push(...complete.filter(Boolean).map((line) => JSON.parse(line)));
      });
      child.stderr!.on("data", (data) => (errors += data));
      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
      cleanups.push(() => child.exitCode === null && child.kill("SIGKILL"));
      return { child, lines, exited, errors: () => errors };
    };
    const first = run(150);
    const confirmations = () =>
      first.lines.filter(
        (line) => typeof line === "object" && line && "confirmed" in line && (line as { confirmed: number }).confirmed > 0,
      );
    await until(() => confirmations().length >= 3, "three confirmed PATCHes", 25_000);
    (first.child as ChildProcess).kill("SIGKILL");
    expect(await first.exited).toBe(null);
    expect(first.lines).not.toContain("settled");

    const second = run(0);
    expect(await second.exited, second.errors()).toBe(0);
    const requests = second.lines.filter(
      (line): line is { request: string; offset: number | null } => typeof line === "object" && line !== null && "request" in line,
    );
    expect(requests[0]).toEqual({ request: "HEAD", offset: null });
    expect(requests[1]!.request).toBe("PATCH");
    expect(requests[1]!.offset).toBeGreaterThanOrEqual(360_000); // where the killed process had got to, per the server
    expect(requests.some((r) => r.request === "POST")).toBe(false);
    expect(second.lines).toContain("settled");

    const reopened = new RecordingCache({ dir, secretBox: testSecretBox, capBytes: 400_000 });
    cleanups.push(() => reopened.close());
    expect(reopened.get(id)).toMatchObject({ state: "uploaded", confirmed_offset: 1_200_000 });
    expect(reopened.usage()).toMatchObject({ overLimit: false });
    expect(reopened.usage().usedBytes).toBeLessThanOrEqual(400_000);
    expect((await storedBytes(api, ticket.videoId)).equals(bytes)).toBe(true);
  }, 40_000);

  it("finds its upload when the answer to the creation was lost (the app stopped before saving it)", async () => {
    const { owner, ticket, cache, id } = await recordingSetUp("Lost answer");
    const plain = sessionFetch(owner.cookie);
    const methods: string[] = [];
    let lost = false;
    const queue = new UploadQueue({
      cache,
      // The first POST reaches the server and creates the upload; its answer never arrives.
      fetch: async (url, init) => {
        methods.push(String(init.method));
        const response = await plain(url, init);
        if (init.method === "POST" && !lost) {
          lost = true;
          throw new TypeError("fetch failed: the connection closed");
        }
        return response;
      },
      patchBytes: 256 * 1024,
      backoff: { firstMs: 40, maxMs: 200 },
    });
    cleanups.push(() => queue.stop());
    const bytes = recordingBytes(600_000, 7);
    cache.append(id, bytes);
    cache.end(id);
    queue.kick(id);
    await queue.settled(id);

    expect(methods.slice(0, 2)).toEqual(["POST", "POST"]); // the second creation is refused (409): the upload exists
    expect(cache.get(id)).toMatchObject({ state: "uploaded", confirmed_offset: 600_000 });
    expect(cache.get(id)!.upload_url).toBe(`${ticket.endpoint.replace(/\/$/, "")}/${id}`);
    expect((await storedBytes(api, ticket.videoId)).equals(bytes)).toBe(true);
  }, 30_000);

  it("stops a recording the server refuses as too big, keeping its unconfirmed chunks, with a plain message", async () => {
    const { owner, cache, id } = await recordingSetUp("Too big");
    const queue = startQueue(cache, sessionFetch(owner.cookie), 512 * 1024);
    const bytes = recordingBytes(MAX_UPLOAD + 300_000, 4);
    cache.append(id, bytes.subarray(0, 1_000_000));
    cache.append(id, bytes.subarray(1_000_000));
    queue.kick(id);
    await queue.settled(id);
    // In the server's words: this test's video is an announced file (a call's recording reads "The recording is too big to keep.").
    expect(cache.get(id)).toMatchObject({ state: "failed", error: "That file is too big to upload." });
    const kept = readdirSync(join(dir, "chunks", id));
    expect(kept.length).toBeGreaterThan(0);
    expect(cache.read(id, cache.get(id)!.confirmed_offset, 10).byteLength).toBe(10);
  }, 30_000);

  it("stops with a plain message when the video was deleted on the server mid-recording (404)", async () => {
    const { owner, ticket, cache, id } = await recordingSetUp("Deleted");
    const queue = startQueue(cache, sessionFetch(owner.cookie));
    cache.append(id, recordingBytes(100_000, 5));
    queue.kick(id);
    await until(() => cache.get(id)!.confirmed_offset === 100_000, "the first bytes confirmed");
    expect((await owner.client.call("DELETE", `/api/videos/${ticket.videoId}`)).status).toBe(204);
    cache.append(id, recordingBytes(50_000, 6));
    queue.kick(id);
    await queue.settled(id);
    expect(cache.get(id)).toMatchObject({ state: "failed", error: "This recording can't be saved any more.", confirmed_offset: 100_000 });
    expect(existsSync(join(dir, "chunks", id))).toBe(true);
  }, 30_000);
});
