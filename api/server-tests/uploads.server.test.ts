import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/database.ts";
import { makeVideo, tusMetadata } from "../src/test/video-fixtures.ts";
import { Client, removeDataDir, type RunningServer, startServer } from "./kora-server.ts";

/**
 * `@tus/server` under Deno (core §3 Video): its web-standard handler (`handleWeb`) behind Hono on the real
 * server process, with real HTTP chunked bodies — creation with a deferred length, PATCHes, HEAD, the
 * length declared last — and the parts landing in the folder blob store.
 */

const ROOT = join(import.meta.dirname, "..", "..");
let server: RunningServer;
let dataDir: string;
beforeAll(async () => {
  dataDir = `data/uploads-server-${process.pid}`;
  server = await startServer({ BLOB_DIR: `${dataDir}/blobs`, MEDIA_WORK_DIR: `${dataDir}/work` }, dataDir);
});
afterAll(async () => {
  await server.stop();
  removeDataDir(dataDir);
});

describe("tus uploads on the real Deno server", () => {
  it("creates a deferred-length upload, takes PATCHes, answers HEAD, and completes when the length is declared", async () => {
    const client = new Client(server.url);
    const me = await client.signUp("tus.owner@example.com", "Tess", "Upload");
    const database = await openDatabase(`file:${join(ROOT, dataDir, "kora.db")}`);
    const video = await makeVideo({ db: database.db, now: () => new Date() }, { ownerId: me.id });
    await database.close();

    const tus = { "tus-resumable": "1.0.0" };
    const bytes = new Uint8Array(300_000).map((_, i) => (i * 31) % 251);
    bytes.set([0x1a, 0x45, 0xdf, 0xa3]); // a WebM's first bytes
    const created = await client.call("POST", "/api/uploads/", undefined, {
      ...tus,
      "upload-defer-length": "1",
      "upload-metadata": tusMetadata({ videoId: video.id, filetype: "video/webm" }),
    });
    expect(created.status).toBe(201);
    const location = created.headers.get("location")!;
    expect(location).toMatch(/^\/api\/uploads\/[0-9a-f]{32}$/);

    const patch = (offset: number, end: number, extra: Record<string, string> = {}) =>
      fetch(server.url + location, {
        method: "PATCH",
        headers: {
          ...tus,
          origin: server.url,
          cookie: client.cookie,
          "upload-offset": String(offset),
          "content-type": "application/offset+octet-stream",
          ...extra,
        },
        body: bytes.subarray(offset, end),
      });
    expect((await patch(0, 100_000)).status).toBe(204);
    expect((await patch(100_000, 200_000)).status).toBe(204);
    const head = await fetch(server.url + location, { method: "HEAD", headers: { ...tus, cookie: client.cookie } });
    expect(head.status).toBe(200);
    expect(head.headers.get("upload-offset")).toBe("200000");
    expect(head.headers.get("upload-defer-length")).toBe("1");
    expect((await patch(100_000, 200_000)).status).toBe(409);

    const last = await patch(200_000, 300_000, { "upload-length": "300000" });
    expect(last.status).toBe(204);
    expect(last.headers.get("upload-offset")).toBe("300000");
    const parts = await readdir(join(ROOT, dataDir, "blobs", "videos", video.id, "source")).catch(() => [] as string[]);
    const assembled = await readdir(join(ROOT, dataDir, "blobs", "videos", video.id)).catch(() => [] as string[]);
    // The parts, or — if the server's job already picked the upload up — the joined source.
    expect(parts.filter((name) => /^\d{6}$/.test(name)).length === 3 || assembled.includes("source.webm")).toBe(true);

    const other = new Client(server.url);
    await other.signUp("tus.other@example.com", "Otto", "Other");
    expect((await fetch(server.url + location, { method: "HEAD", headers: { ...tus, cookie: other.cookie } })).status).toBe(404);
  });
});

describe("an upload's address on the real Deno server", () => {
  it("never lets another person reach an upload through a query string on their own upload's address", async () => {
    const tus = { "tus-resumable": "1.0.0" };
    const alice = new Client(server.url);
    const a = await alice.signUp("tus.alice@example.com", "Alice", "Upload");
    const bob = new Client(server.url);
    const b = await bob.signUp("tus.bob@example.com", "Bob", "Upload");
    const database = await openDatabase(`file:${join(ROOT, dataDir, "kora.db")}`);
    const aVideo = await makeVideo({ db: database.db, now: () => new Date() }, { ownerId: a.id });
    const bVideo = await makeVideo({ db: database.db, now: () => new Date() }, { ownerId: b.id });
    await database.close();
    const create = (client: Client, videoId: string) =>
      client.call("POST", "/api/uploads/", undefined, {
        ...tus,
        "upload-defer-length": "1",
        "upload-metadata": tusMetadata({ videoId, filetype: "video/webm" }),
      });
    const aLocation = (await create(alice, aVideo.id)).headers.get("location")!;
    const bLocation = (await create(bob, bVideo.id)).headers.get("location")!;
    const aId = aLocation.split("/").pop()!;
    const send = (client: Client, method: string, path: string, body?: Uint8Array) =>
      fetch(server.url + path, {
        method,
        headers: {
          ...tus,
          origin: server.url,
          cookie: client.cookie,
          ...(body && { "upload-offset": "0", "content-type": "application/offset+octet-stream" }),
        },
        body,
      });
    const webm = Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4, 5, 6]);
    for (const query of [`?x=/${aId}`, `?/${aId}`, `?a=b&c=/${aId}`]) {
      expect((await send(bob, "HEAD", bLocation + query)).status, query).toBe(400);
      expect((await send(bob, "PATCH", bLocation + query, webm)).status, query).toBe(400);
      expect((await send(bob, "DELETE", bLocation + query)).status, query).toBe(400);
    }
    const head = await send(alice, "HEAD", aLocation);
    expect(head.status).toBe(200);
    expect(head.headers.get("upload-offset")).toBe("0");
    expect(head.headers.get("access-control-allow-origin")).toBe(server.url);
  });
});
