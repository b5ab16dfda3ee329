import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFolderStore } from "../../adapters/blobs/folder-store.ts";
import { createApp, type KoraApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { openDatabase } from "../../db/database.ts";
import { createVideoFixtureUser, createRecordingUpload, makeVideo, makeWebm, patchChunks, tusRequest } from "../../test/video-fixtures.ts";

/**
 * Issue 15: "the upload killed mid-way (server restarted) resumes and the assembled file is
 * byte-identical". Two app instances one after the other on the same database file and blob folder,
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
