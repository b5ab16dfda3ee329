import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFolderStore } from "../../adapters/blobs/folder-store.ts";
import { createApp, type KoraApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { openDatabase } from "../../db/database.ts";
import {
  createVideoFixtureUser,
  createRecordingUpload,
  makeVideo,
  makeWebm,
  patchChunks,
  tusMetadata,
  tusRequest,
} from "../../test/video-fixtures.ts";

/**
 * An upload killed mid-way (the server restarted) resumes, and the assembled file is
 * byte-identical. Two app instances one after the other on the same database file and blob folder,
 * as a restarted server is: nothing about the upload lives in the first one's memory.
 */

let dir: string;
beforeAll(async () => (dir = await mkdtemp(join(tmpdir(), "kora-tus-resume-"))));
afterAll(() => rm(dir, { recursive: true, force: true }));

async function boot(): Promise<KoraApp & { close(): Promise<void> }> {
  const config = loadConfig({ LOG_LEVEL: "silent", PASSWORD_HASH_ITERATIONS: "1000", MEDIA_WORK_DIR: join(dir, "work") });
  const database = await openDatabase(`file:${join(dir, "kora.db")}`);
  const app = await createApp({
    config,
    db: database.db,
    blobs: createFolderStore(join(dir, "blobs")),
    now: () => new Date("2026-11-21T09:00:00Z"),
  });
  return { ...app, close: () => database.close() };
}

describe("a recording's upload across a server restart", () => {
  it("continues from HEAD's offset on the new server and assembles a byte-identical source", async () => {
    const webm = await makeWebm(join(dir, "input.webm"), { seconds: 3 });
    const first = await boot();
    const owner = await createVideoFixtureUser(first.services, "Resa");
    const video = await makeVideo(first.services, { ownerId: owner.id });
    const location = await createRecordingUpload(first.app, owner.cookie, video.id);
    const half = Math.floor(webm.byteLength / 2);
    await patchChunks(first.app, owner.cookie, location, webm.subarray(0, half), { chunks: 2, finish: false });
    // The server goes away mid-upload, with part of a chunk in flight that never arrived.
    await first.close();

    const second = await boot();
    try {
      const head = await tusRequest(second.app, "HEAD", location, { cookie: owner.cookie });
      expect(head.status).toBe(200);
      const offset = Number(head.headers.get("upload-offset"));
      expect(offset).toBe(half);
      expect(await patchChunks(second.app, owner.cookie, location, webm, { offset, chunks: 2 })).toBe(webm.byteLength);
      await second.services.jobs.runDue();

      const source = await second.services.blobs.get(`videos/${video.id}/source.webm`);
      expect(Buffer.compare(new Uint8Array(await new Response(source!.body).arrayBuffer()), webm)).toBe(0);
      const row = await second.services.db
        .selectFrom("videos")
        .select(["status", "source_bytes"])
        .where("id", "=", video.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: "ready", source_bytes: webm.byteLength });
    } finally {
      await second.close();
    }
  }, 60_000);
});

describe("an upload the client named (the desktop app saves the name before it creates the upload)", () => {
  it("lives at /api/uploads/{uploadId}; a repeated creation after a crash gets 409 and the named address resumes", async () => {
    const app = await boot();
    try {
      const owner = await createVideoFixtureUser(app.services, "Nia");
      const video = await makeVideo(app.services, { ownerId: owner.id });
      const uploadId = crypto.randomUUID();
      const create = () =>
        tusRequest(app.app, "POST", "/api/uploads", {
          cookie: owner.cookie,
          headers: { "upload-defer-length": "1", "upload-metadata": tusMetadata({ videoId: video.id, filetype: "video/webm", uploadId }) },
        });
      const first = await create();
      expect(first.status).toBe(201);
      expect(first.headers.get("location")).toBe(`/api/uploads/${uploadId}`);
      await patchChunks(app.app, owner.cookie, `/api/uploads/${uploadId}`, new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3]), {
        chunks: 1,
        finish: false,
      });
      // The app died before saving the answer: it creates again, is refused, and asks the named address.
      expect((await create()).status).toBe(409);
      const head = await tusRequest(app.app, "HEAD", `/api/uploads/${uploadId}`, { cookie: owner.cookie });
      expect(head.headers.get("upload-offset")).toBe("7");
      // Someone else can't read it by its name.
      const other = await createVideoFixtureUser(app.services, "Oz");
      expect((await tusRequest(app.app, "HEAD", `/api/uploads/${uploadId}`, { cookie: other.cookie })).status).toBe(404);
    } finally {
      await app.close();
    }
  });

  it("ignores a name that is not a UUID (the server names the upload)", async () => {
    const app = await boot();
    try {
      const owner = await createVideoFixtureUser(app.services, "Pia");
      const video = await makeVideo(app.services, { ownerId: owner.id });
      const created = await tusRequest(app.app, "POST", "/api/uploads", {
        cookie: owner.cookie,
        headers: { "upload-defer-length": "1", "upload-metadata": tusMetadata({ videoId: video.id, uploadId: "../videos/x" }) },
      });
      expect(created.status).toBe(201);
      expect(created.headers.get("location")).toMatch(/^\/api\/uploads\/[0-9a-f]{32}$/);
    } finally {
      await app.close();
    }
  });
});
