import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUser } from "../../test/factories.ts";
import { createTestApp, errorOf, type TestApp } from "../../test/harness.ts";
import { createRecordingUpload, makeVideo, makeWebm, patchChunks, tusMetadata, tusRequest } from "../../test/video-fixtures.ts";

/**
 * The tus endpoint end to end on the real app: a live recording's upload (length deferred) in chunks,
 * HEAD for resuming, a PATCH at the wrong offset, the length declared on the last PATCH; then the
 * processing job with real ffmpeg. The same flow on the folder store and on S3 (s3rver on loopback).
 */

const BUCKET = "kora-uploads-test";
const bytesOf = async (body: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(body).arrayBuffer());

let dir: string;
let webm: Uint8Array;
let s3: { server: S3rver; port: number; directory: string };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "kora-uploads-"));
  webm = await makeWebm(join(dir, "three-seconds.webm"), { seconds: 3 });
  const directory = await mkdtemp(join(tmpdir(), "kora-uploads-s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = (await server.run()) as { port: number };
  s3 = { server, port, directory };
}, 60_000);

afterAll(async () => {
  await s3?.server.close();
  await rm(s3?.directory ?? "", { recursive: true, force: true });
  await rm(dir, { recursive: true, force: true });
});

const envFor = (store: "folder" | "s3"): Record<string, string> => ({
  MEDIA_WORK_DIR: join(dir, `work-${store}`),
  ...(store === "s3" && {
    BLOB_STORE: "s3",
    S3_ENDPOINT: `http://127.0.0.1:${s3.port}`,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  }),
});

describe.each(["folder", "s3"] as const)("a recording's tus upload into the %s store", (store) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    t = await createTestApp(envFor(store));
    owner = await makeUser(t, { firstName: "Rita" });
  });
  afterAll(() => t.close());

  it("takes the bytes in chunks with the length declared last, resumes by HEAD, refuses a wrong offset, and processes a byte-identical source", async () => {
    const video = await makeVideo(t.services, { ownerId: owner.user.id });
    const location = await createRecordingUpload(t.app, owner.cookie, video.id);
    expect(location).toMatch(/^\/api\/uploads\/[0-9a-f]{32}$/);

    const head = await tusRequest(t.app, "HEAD", location, { cookie: owner.cookie });
    expect(head.status).toBe(200);
    expect(head.headers.get("upload-offset")).toBe("0");
    expect(head.headers.get("upload-defer-length")).toBe("1");

    // Two of three chunks, as a live recording sends them; HEAD then says where to go on.
    const third = Math.ceil(webm.byteLength / 3);
    expect(await patchChunks(t.app, owner.cookie, location, webm.subarray(0, 2 * third), { chunks: 2, finish: false })).toBe(2 * third);
    const resumed = await tusRequest(t.app, "HEAD", location, { cookie: owner.cookie });
    expect(resumed.headers.get("upload-offset")).toBe(String(2 * third));

    // A PATCH repeated from an old offset (an answer the client never got) is refused and counts nothing.
    const stale = await tusRequest(t.app, "PATCH", location, {
      cookie: owner.cookie,
      headers: { "upload-offset": String(third) },
      body: webm.subarray(third, 2 * third),
    });
    expect(stale.status).toBe(409);
    const library = await t.services.db
      .selectFrom("videos")
      .select(["status", "source_bytes", "source_type"])
      .where("id", "=", video.id)
      .executeTakeFirstOrThrow();
    expect(library).toEqual({ status: "recording", source_bytes: 2 * third, source_type: "video/webm" });

    // The last chunk declares the length: the upload is complete and the video goes to processing.
    const last = await tusRequest(t.app, "PATCH", location, {
      cookie: owner.cookie,
      headers: { "upload-offset": String(2 * third), "upload-length": String(webm.byteLength) },
      body: webm.subarray(2 * third),
    });
    expect(last.status).toBe(204);
    expect(last.headers.get("upload-offset")).toBe(String(webm.byteLength));
    const finished = await tusRequest(t.app, "HEAD", location, { cookie: owner.cookie });
    expect(finished.headers.get("upload-length")).toBe(String(webm.byteLength));
    // Nothing is measured before ffmpeg runs: no percent yet (the owner view says "Preparing" without one).
    expect(
      await t.services.db.selectFrom("videos").select(["status", "progress"]).where("id", "=", video.id).executeTakeFirstOrThrow(),
    ).toEqual({ status: "processing", progress: null });

    await t.services.jobs.runDue();

    const source = await t.services.blobs.get(`videos/${video.id}/source.webm`);
    expect(source).not.toBeNull();
    expect(Buffer.compare(await bytesOf(source!.body), webm)).toBe(0);
    expect(await t.services.blobs.list(`videos/${video.id}/`)).toEqual(
      [
        `videos/${video.id}/audio.m4a`,
        `videos/${video.id}/poster.jpg`,
        `videos/${video.id}/source.webm`,
        `videos/${video.id}/video.mp4`,
      ].sort(),
    );
    const ready = await t.services.db.selectFrom("videos").selectAll().where("id", "=", video.id).executeTakeFirstOrThrow();
    expect(ready).toMatchObject({
      status: "ready",
      progress: null,
      error: null,
      source_bytes: webm.byteLength,
      ready_at: t.clock.now.toISOString(),
    });
    expect(ready.duration_seconds).toBeGreaterThan(2.7);
    expect(ready.duration_seconds).toBeLessThan(3.3);
    expect(ready.video_bytes).toBe((await t.services.blobs.head(`videos/${video.id}/video.mp4`))!.size);
    expect(ready.audio_source_bytes).toBe((await t.services.blobs.head(`videos/${video.id}/audio.m4a`))!.size);
    expect(ready.poster_bytes).toBe((await t.services.blobs.head(`videos/${video.id}/poster.jpg`))!.size);
    expect(await t.services.blobs.head(`videos/${video.id}/video.mp4`)).toMatchObject({ contentType: "video/mp4" });
    expect(await t.services.blobs.head(`videos/${video.id}/audio.m4a`)).toMatchObject({ contentType: "audio/mp4" });

    const mail = await t.services.db
      .selectFrom("dev_mailbox")
      .selectAll()
      .where("to_address", "=", owner.user.email!)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe("Your recording is ready");
    expect(mail.text).toContain(`${t.services.config.publicUrl}/my-kora/videos/${video.id}`);
  }, 60_000);

  it("takes a recording whose first bytes come one PATCH at a time (Chromium's recorder hands over its first byte alone)", async () => {
    const video = await makeVideo(t.services, { ownerId: owner.user.id });
    const location = await createRecordingUpload(t.app, owner.cookie, video.id);
    const typeOf = async () =>
      (await t.services.db.selectFrom("videos").select("source_type").where("id", "=", video.id).executeTakeFirstOrThrow()).source_type;
    // One byte, then two: still only the start of EBML's magic, so the container isn't known yet.
    expect(await patchChunks(t.app, owner.cookie, location, webm.subarray(0, 1), { chunks: 1, finish: false })).toBe(1);
    expect(await patchChunks(t.app, owner.cookie, location, webm.subarray(0, 3), { offset: 1, chunks: 1, finish: false })).toBe(3);
    expect(await typeOf()).toBeNull();
    expect(await patchChunks(t.app, owner.cookie, location, webm, { offset: 3, chunks: 2 })).toBe(webm.byteLength);
    expect(await typeOf()).toBe("video/webm");
    await t.services.jobs.runDue();
    const source = await t.services.blobs.get(`videos/${video.id}/source.webm`);
    expect(Buffer.compare(await bytesOf(source!.body), webm)).toBe(0);
    expect((await t.services.db.selectFrom("videos").select("status").where("id", "=", video.id).executeTakeFirstOrThrow()).status).toBe(
      "ready",
    );
  }, 60_000);
});

describe("what the tus endpoint refuses", () => {
  const MAX = 200_000;
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof makeUser>>;
  let other: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    t = await createTestApp({ ...envFor("folder"), UPLOAD_MAX_BYTES: String(MAX) });
    owner = await makeUser(t, { firstName: "Olga" });
    other = await makeUser(t, { firstName: "Mallory" });
  });
  afterAll(() => t.close());

  const rowsOf = (videoId: string) => t.services.db.selectFrom("video_uploads").selectAll().where("video_id", "=", videoId).execute();

  it("asks for a session (401)", async () => {
    const video = await makeVideo(t.services, { ownerId: owner.user.id });
    const created = await tusRequest(t.app, "POST", "/api/uploads", {
      headers: { "upload-defer-length": "1", "upload-metadata": tusMetadata({ videoId: video.id }) },
    });
    expect(created.status).toBe(401);
    const location = await createRecordingUpload(t.app, owner.cookie, video.id);
    for (const method of ["HEAD", "PATCH", "DELETE"] as const) expect((await tusRequest(t.app, method, location)).status, method).toBe(401);
  });

  it("hides one person's video and upload from everyone else (404), whatever they try", async () => {
    const video = await makeVideo(t.services, { ownerId: owner.user.id });
    const post = (cookie: string) =>
      tusRequest(t.app, "POST", "/api/uploads", {
        cookie,
        headers: { "upload-defer-length": "1", "upload-metadata": tusMetadata({ videoId: video.id }) },
      });
    expect((await post(other.cookie)).status).toBe(404);
    const location = await createRecordingUpload(t.app, owner.cookie, video.id);
    await patchChunks(t.app, owner.cookie, location, webm.subarray(0, 1000), { chunks: 1, finish: false });
    expect((await tusRequest(t.app, "HEAD", location, { cookie: other.cookie })).status).toBe(404);
    const hijack = await tusRequest(t.app, "PATCH", location, {
      cookie: other.cookie,
      headers: { "upload-offset": "1000" },
      body: new Uint8Array(500),
    });
    expect(hijack.status).toBe(404);
    expect((await errorOf(hijack)).code).toBe("not_found");
    expect((await tusRequest(t.app, "DELETE", location, { cookie: other.cookie })).status).toBe(404);
    expect((await rowsOf(video.id))[0]).toMatchObject({ offset: 1000, parts: 1 });
  });

  it("refuses bytes that aren't a video container and keeps none of them", async () => {
    const video = await makeVideo(t.services, { ownerId: owner.user.id });
    const location = await createRecordingUpload(t.app, owner.cookie, video.id);
    const text = new TextEncoder().encode("#!/bin/sh\necho these are not the bytes of a video\n".repeat(20));
    const refused = await tusRequest(t.app, "PATCH", location, { cookie: owner.cookie, headers: { "upload-offset": "0" }, body: text });
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).message).toBe("Please choose a video file (WebM, MP4 or MOV).");
    expect(await rowsOf(video.id)).toEqual([]);
    expect(await t.services.blobs.list(`videos/${video.id}/`)).toEqual([]);
    expect((await tusRequest(t.app, "HEAD", location, { cookie: owner.cookie })).status).toBe(404);
  });

  it("refuses a head sent a byte at a time as soon as it stops being a video container's, keeping none of it", async () => {
    const video = await makeVideo(t.services, { ownerId: owner.user.id });
    const location = await createRecordingUpload(t.app, owner.cookie, video.id);
    // 0x1A begins EBML's magic and is taken; "MZ" after it (a Windows program's start) is not a container.
    expect(await patchChunks(t.app, owner.cookie, location, Uint8Array.of(0x1a), { chunks: 1, finish: false })).toBe(1);
    const refused = await tusRequest(t.app, "PATCH", location, {
      cookie: owner.cookie,
      headers: { "upload-offset": "1" },
      body: new TextEncoder().encode("MZ this is not a video"),
    });
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).message).toBe("Please choose a video file (WebM, MP4 or MOV).");
    expect(await rowsOf(video.id)).toEqual([]);
    expect(await t.services.blobs.list(`videos/${video.id}/`)).toEqual([]);
  });

  it("refuses a declared type that isn't a video before anything is created", async () => {
    const video = await makeVideo(t.services, { ownerId: owner.user.id, source: "upload" });
    const created = await tusRequest(t.app, "POST", "/api/uploads", {
      cookie: owner.cookie,
      headers: { "upload-length": "5000", "upload-metadata": tusMetadata({ videoId: video.id, filetype: "application/x-msdownload" }) },
    });
    expect(created.status).toBe(422);
    expect(await rowsOf(video.id)).toEqual([]);
  });

  it("refuses a declared length over UPLOAD_MAX_BYTES with 413 and creates nothing", async () => {
    const video = await makeVideo(t.services, { ownerId: owner.user.id, source: "upload" });
    const created = await tusRequest(t.app, "POST", "/api/uploads", {
      cookie: owner.cookie,
      headers: { "upload-length": String(MAX + 1), "upload-metadata": tusMetadata({ videoId: video.id, filetype: "video/mp4" }) },
    });
    expect(created.status).toBe(413);
    expect((await errorOf(created)).message).toBe("That file is too big to upload.");
    expect(await rowsOf(video.id)).toEqual([]);
  });

  it("stops a recording whose bytes run past UPLOAD_MAX_BYTES (413), keeping nothing and telling the owner why", async () => {
    const video = await makeVideo(t.services, { ownerId: owner.user.id });
    const location = await createRecordingUpload(t.app, owner.cookie, video.id);
    const big = new Uint8Array(MAX + 10);
    big.set(webm.subarray(0, 4096));
    await patchChunks(t.app, owner.cookie, location, big.subarray(0, 150_000), { chunks: 1, finish: false });
    const over = await tusRequest(t.app, "PATCH", location, {
      cookie: owner.cookie,
      headers: { "upload-offset": "150000" },
      body: big.subarray(150_000),
    });
    expect(over.status).toBe(413);
    expect((await errorOf(over)).message).toBe("The recording is too big to keep.");
    expect(await rowsOf(video.id)).toEqual([]);
    expect(await t.services.blobs.list(`videos/${video.id}/`)).toEqual([]);
    const failed = await t.services.db
      .selectFrom("videos")
      .select(["status", "error"])
      .where("id", "=", video.id)
      .executeTakeFirstOrThrow();
    expect(failed).toEqual({ status: "failed", error: "The recording is too big to keep." });
  });

  it("takes bytes only for a video still waiting for them, and one upload per video (409)", async () => {
    const done = await makeVideo(t.services, { ownerId: owner.user.id, status: "ready" });
    const late = await tusRequest(t.app, "POST", "/api/uploads", {
      cookie: owner.cookie,
      headers: { "upload-defer-length": "1", "upload-metadata": tusMetadata({ videoId: done.id }) },
    });
    expect(late.status).toBe(409);
    const video = await makeVideo(t.services, { ownerId: owner.user.id });
    await createRecordingUpload(t.app, owner.cookie, video.id);
    const again = await tusRequest(t.app, "POST", "/api/uploads", {
      cookie: owner.cookie,
      headers: { "upload-defer-length": "1", "upload-metadata": tusMetadata({ videoId: video.id }) },
    });
    expect(again.status).toBe(409);
    expect(await rowsOf(video.id)).toHaveLength(1);
  });

  it("lets the owner abandon an unfinished upload (DELETE): its parts go, the video waits for bytes again", async () => {
    const video = await makeVideo(t.services, { ownerId: owner.user.id });
    const location = await createRecordingUpload(t.app, owner.cookie, video.id);
    await patchChunks(t.app, owner.cookie, location, webm.subarray(0, 2000), { chunks: 2, finish: false });
    expect(await t.services.blobs.list(`videos/${video.id}/`)).toHaveLength(2);
    expect((await tusRequest(t.app, "DELETE", location, { cookie: owner.cookie })).status).toBe(204);
    expect(await t.services.blobs.list(`videos/${video.id}/`)).toEqual([]);
    expect(await rowsOf(video.id)).toEqual([]);
    expect((await tusRequest(t.app, "HEAD", location, { cookie: owner.cookie })).status).toBe(404);
  });

  it("answers 404 for the upload of a deleted video", async () => {
    const video = await makeVideo(t.services, { ownerId: owner.user.id });
    const location = await createRecordingUpload(t.app, owner.cookie, video.id);
    // Only the video's row, as the library's delete may leave its upload behind.
    await t.services.db.deleteFrom("videos").where("id", "=", video.id).execute();
    expect((await tusRequest(t.app, "HEAD", location, { cookie: owner.cookie })).status).toBe(404);
  });
});
