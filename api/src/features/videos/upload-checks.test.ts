import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { makeVideo, tusMetadata, tusRequest } from "../../test/video-fixtures.ts";
import { containerOf, headVerdict } from "./upload-checks.ts";

const run = promisify(execFile);
const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe("telling a video container by its first bytes", () => {
  it("knows WebM/Matroska, MP4 and QuickTime, and nothing else", () => {
    expect(containerOf(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42]))).toEqual({ type: "video/webm", extension: "webm" });
    expect(containerOf(bytes([0, 0, 0, 0x20], "ftypisom"))).toEqual({ type: "video/mp4", extension: "mp4" });
    expect(containerOf(bytes([0, 0, 0, 0x14], "ftypqt  "))).toEqual({ type: "video/quicktime", extension: "mov" });
    for (const other of [bytes("GIF89a"), bytes([0x89], "PNG\r\n"), bytes("RIFF....AVI "), bytes("MZ"), bytes([0x1a, 0x45]), bytes("ftyp")])
      expect(containerOf(other)).toBeNull();
  });
});

describe("the first bytes when they come a few at a time", () => {
  it("waits while they still begin a container, decides once they tell it, and refuses them as soon as they can't be one", () => {
    for (const start of [
      bytes([0x1a]),
      bytes([0x1a, 0x45, 0xdf]),
      bytes([0, 0, 0]),
      bytes([0, 0, 0, 0x20], "ft"),
      bytes([0, 0, 0, 0x20], "ftypqt"),
    ])
      expect(headVerdict(start)).toBe("undecided");
    expect(headVerdict(bytes([0x1a, 0x45, 0xdf, 0xa3]))).toEqual({ type: "video/webm", extension: "webm" });
    expect(headVerdict(bytes([0, 0, 0, 0x20], "ftypisom"))).toEqual({ type: "video/mp4", extension: "mp4" });
    expect(headVerdict(bytes([0, 0, 0, 0x14], "ftypqt  "))).toEqual({ type: "video/quicktime", extension: "mov" });
    for (const other of [bytes("M"), bytes([0x1a, 0x46]), bytes("GIF8"), bytes([0, 0, 0, 0x20], "fx"), bytes("RIFF....AVI ")])
      expect(headVerdict(other)).toBeNull();
  });
});

describe("a video file uploaded in one go", () => {
  let dir: string;
  let t: TestApp;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "kora-upload-file-"));
    t = await createTestApp({ MEDIA_WORK_DIR: join(dir, "work") });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("takes an MP4 with its length known, keeps it as source.mp4 and processes it", async () => {
    const path = join(dir, "phone.mp4");
    await run("ffmpeg", [
      "-v",
      "error",
      "-y",
      "-f",
      "lavfi",
      "-i",
      "testsrc=size=320x240:rate=25:duration=2",
      "-c:v",
      "libx264",
      "-preset",
      "ultrafast",
      path,
    ]);
    const file = new Uint8Array(await readFile(path));
    const owner = await makeUser(t, { firstName: "Uma" });
    const video = await makeVideo(t.services, { ownerId: owner.user.id, source: "upload", title: "Holiday clip" });
    const created = await tusRequest(t.app, "POST", "/api/uploads", {
      cookie: owner.cookie,
      headers: { "upload-length": String(file.byteLength), "upload-metadata": tusMetadata({ videoId: video.id, filetype: "video/mp4" }) },
    });
    expect(created.status).toBe(201);
    const sent = await tusRequest(t.app, "PATCH", created.headers.get("location")!, {
      cookie: owner.cookie,
      headers: { "upload-offset": "0" },
      body: file,
    });
    expect(sent.status).toBe(204);
    await t.services.jobs.runDue();
    const source = await t.services.blobs.get(`videos/${video.id}/source.mp4`);
    expect(source).toMatchObject({ contentType: "video/mp4", size: file.byteLength });
    const row = await t.services.db
      .selectFrom("videos")
      .select(["status", "source_type", "audio_source_bytes"])
      .where("id", "=", video.id)
      .executeTakeFirstOrThrow();
    // No sound in the file: no M4A.
    expect(row).toEqual({ status: "ready", source_type: "video/mp4", audio_source_bytes: null });
  }, 60_000);
});
