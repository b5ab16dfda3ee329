import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookingScenario } from "../../test/booking-scenario.ts";
import { makeUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { createRecordingUpload, makeVideo, makeWebm, patchChunks, tusMetadata, tusRequest } from "../../test/video-fixtures.ts";
import { deleteVideoBlobsJob, scheduleVideoUpkeep } from "./video-jobs.ts";

/**
 * The jobs around uploads: finalising a recording whose browser went away, removing what never got
 * its bytes, deleting a video's blobs, and a source ffmpeg can't read. The clock moves; ffmpeg is real.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let dir: string;
let webm: Uint8Array;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "kora-video-jobs-"));
  webm = await makeWebm(join(dir, "input.webm"), { seconds: 3 });
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

let t: TestApp;
let owner: Awaited<ReturnType<typeof makeUser>>;
beforeEach(async () => {
  t = await createTestApp({ MEDIA_WORK_DIR: join(dir, "work") });
  owner = await makeUser(t, { firstName: "Jo" });
});
afterEach(() => t.close());

const videoRow = (id: string) => t.services.db.selectFrom("videos").selectAll().where("id", "=", id).executeTakeFirst();
const mailsTo = (email: string) =>
  t.services.db.selectFrom("dev_mailbox").select(["subject", "text"]).where("to_address", "=", email).orderBy("created_at").execute();
/** The upkeep a server runs every few minutes, run now (it re-schedules itself; the queued one is due later). */
async function upkeepNow() {
  await scheduleVideoUpkeep(t.services);
  t.clock.advance(5 * MINUTE);
  await t.services.jobs.runDue();
}

/** A recording's upload as the desktop app creates it: its bytes cached on disk (`cache: local`). */
async function desktopRecording() {
  const video = await makeVideo(t.services, { ownerId: owner.user.id });
  const created = await tusRequest(t.app, "POST", "/api/uploads", {
    cookie: owner.cookie,
    headers: { "upload-defer-length": "1", "upload-metadata": tusMetadata({ videoId: video.id, filetype: "video/webm", cache: "local" }) },
  });
  return { video, location: created.headers.get("location")! };
}

describe("a recording whose browser went away", () => {
  it("is finalised with the bytes received once its upload has been quiet for 2 minutes, and processed", async () => {
    const video = await makeVideo(t.services, { ownerId: owner.user.id });
    const location = await createRecordingUpload(t.app, owner.cookie, video.id);
    // All but the last chunk arrived; the tab closed before it (and before the length was declared).
    const received = webm.subarray(0, webm.byteLength - 2000);
    await patchChunks(t.app, owner.cookie, location, received, { chunks: 3, finish: false });

    t.clock.advance(MINUTE);
    await t.services.jobs.runDue();
    expect((await videoRow(video.id))?.status).toBe("recording"); // a minute's quiet is not enough

    await upkeepNow();
    const ready = await videoRow(video.id);
    expect(ready).toMatchObject({ status: "ready", source_bytes: received.byteLength });
    expect(ready!.duration_seconds).toBeGreaterThan(2);
    const source = await t.services.blobs.get(`videos/${video.id}/source.webm`);
    expect(Buffer.compare(new Uint8Array(await new Response(source!.body).arrayBuffer()), received)).toBe(0);
    // The upload now says it is complete at the bytes received; the browser coming back can't add to
    // it, nor undo the recording.
    const head = await tusRequest(t.app, "HEAD", location, { cookie: owner.cookie });
    expect(head.headers.get("upload-length")).toBe(String(received.byteLength));
    const late = await tusRequest(t.app, "PATCH", location, {
      cookie: owner.cookie,
      headers: { "upload-offset": String(received.byteLength) },
      body: webm.subarray(received.byteLength),
    });
    expect(late.status).toBeGreaterThanOrEqual(400);
    expect(await videoRow(video.id)).toMatchObject({ status: "ready" });
    expect(await t.services.blobs.head(`videos/${video.id}/video.mp4`)).not.toBeNull();
    expect((await mailsTo(owner.user.email!)).map((m) => m.subject)).toEqual(["Your recording is ready"]);
  }, 60_000);

  it("waits a weekend for the desktop app, which keeps the rest on disk (cache: local) and sends it later", async () => {
    const { video, location } = await desktopRecording();
    const received = webm.subarray(0, webm.byteLength - 2000);
    await patchChunks(t.app, owner.cookie, location, received, { chunks: 2, finish: false });
    // The laptop closed from Friday evening to Monday morning: the browser's 2 minutes (and a paused one's day) pass.
    t.clock.advance(62 * HOUR);
    await upkeepNow();
    expect((await videoRow(video.id))?.status).toBe("recording");
    // Back online: the rest arrives, and the whole recording is kept.
    expect(await patchChunks(t.app, owner.cookie, location, webm, { offset: received.byteLength, chunks: 1 })).toBe(webm.byteLength);
    await t.services.jobs.runDue();
    expect(await videoRow(video.id)).toMatchObject({ status: "ready", source_bytes: webm.byteLength });
  }, 60_000);

  it("finalises a desktop recording quiet for 3 days with what it has", async () => {
    const { video, location } = await desktopRecording();
    await patchChunks(t.app, owner.cookie, location, webm.subarray(0, webm.byteLength - 2000), { chunks: 1, finish: false });
    t.clock.advance(71 * HOUR);
    await upkeepNow();
    expect((await videoRow(video.id))?.status).toBe("recording");
    t.clock.advance(HOUR);
    await upkeepNow();
    expect((await videoRow(video.id))?.status).not.toBe("recording");
  }, 60_000);

  it("gives a desktop recording a week at most, even while it keeps sending now and then", async () => {
    const { video, location } = await desktopRecording();
    const third = Math.floor(webm.byteLength / 3);
    await patchChunks(t.app, owner.cookie, location, webm.subarray(0, third), { chunks: 1, finish: false });
    t.clock.advance(60 * HOUR);
    await patchChunks(t.app, owner.cookie, location, webm.subarray(0, 2 * third), { offset: third, chunks: 1, finish: false });
    t.clock.advance(60 * HOUR);
    await upkeepNow();
    expect((await videoRow(video.id))?.status).toBe("recording"); // five days on, but it sent something two and a half days ago
    t.clock.advance(50 * HOUR);
    await upkeepNow();
    expect((await videoRow(video.id))?.status).not.toBe("recording"); // past a week: finalised, quiet for only two days
  }, 60_000);

  it("gives a desktop upload that never got a byte no more than a day, like any other", async () => {
    const { video } = await desktopRecording();
    t.clock.advance(23 * HOUR);
    await upkeepNow();
    expect(await videoRow(video.id)).toBeDefined();
    t.clock.advance(HOUR);
    await upkeepNow();
    expect(await videoRow(video.id)).toBeUndefined();
  });

  it("waits while the recording is paused (nothing to send), up to a day", async () => {
    const video = await makeVideo(t.services, { ownerId: owner.user.id });
    const location = await createRecordingUpload(t.app, owner.cookie, video.id);
    await patchChunks(t.app, owner.cookie, location, webm.subarray(0, 5000), { chunks: 1, finish: false });
    await t.services.db.updateTable("videos").set({ paused: 1 }).where("id", "=", video.id).execute();
    t.clock.advance(30 * MINUTE);
    await upkeepNow();
    expect((await videoRow(video.id))?.status).toBe("recording");
  });
});

describe("uploads that will never finish", () => {
  it("removes a recording that got no byte at all after 24 hours, with its blobs", async () => {
    const empty = await makeVideo(t.services, { ownerId: owner.user.id });
    await createRecordingUpload(t.app, owner.cookie, empty.id);
    const fresh = await makeVideo(t.services, { ownerId: owner.user.id, at: new Date(t.clock.now.getTime() + 20 * HOUR) });
    await t.services.blobs.put(`videos/${empty.id}/stray.bin`, new Uint8Array(3), { contentType: "application/octet-stream" });
    t.clock.advance(23 * HOUR);
    await upkeepNow();
    expect(await videoRow(empty.id)).toBeDefined();
    t.clock.advance(HOUR);
    await upkeepNow();
    expect(await videoRow(empty.id)).toBeUndefined();
    expect(await t.services.db.selectFrom("video_uploads").selectAll().where("video_id", "=", empty.id).execute()).toEqual([]);
    expect(await t.services.blobs.list(`videos/${empty.id}/`)).toEqual([]);
    expect(await videoRow(fresh.id)).toBeDefined(); // made later: its day isn't up
  });

  it("removes a file upload quiet for 24 hours with its parts (a file isn't used part-way)", async () => {
    const video = await makeVideo(t.services, { ownerId: owner.user.id, source: "upload" });
    const created = await tusRequest(t.app, "POST", "/api/uploads", {
      cookie: owner.cookie,
      headers: { "upload-length": String(webm.byteLength), "upload-metadata": tusMetadata({ videoId: video.id, filetype: "video/webm" }) },
    });
    const location = created.headers.get("location")!;
    await tusRequest(t.app, "PATCH", location, { cookie: owner.cookie, headers: { "upload-offset": "0" }, body: webm.subarray(0, 4000) });
    expect(await t.services.blobs.list(`videos/${video.id}/`)).toHaveLength(1);
    t.clock.advance(3 * HOUR);
    await upkeepNow();
    expect((await videoRow(video.id))?.status).toBe("recording"); // never finalised part-way
    t.clock.advance(21 * HOUR);
    await upkeepNow();
    expect(await videoRow(video.id)).toBeUndefined();
    expect(await t.services.blobs.list(`videos/${video.id}/`)).toEqual([]);
  });
});

describe("videos.delete-blobs", () => {
  it("deletes every blob under the video's folder and nobody else's", async () => {
    const video = await makeVideo(t.services, { ownerId: owner.user.id, status: "ready" });
    const neighbour = await makeVideo(t.services, { ownerId: owner.user.id, status: "ready" });
    for (const key of ["source.webm", "video.mp4", "audio.m4a", "poster.jpg", "source/000000"])
      await t.services.blobs.put(`videos/${video.id}/${key}`, new Uint8Array(8), { contentType: "application/octet-stream" });
    await t.services.blobs.put(`videos/${neighbour.id}/video.mp4`, new Uint8Array(8), { contentType: "video/mp4" });
    await t.services.jobs.enqueue(deleteVideoBlobsJob, { videoId: video.id });
    await t.services.jobs.runDue();
    expect(await t.services.blobs.list(`videos/${video.id}/`)).toEqual([]);
    expect(await t.services.blobs.list(`videos/${neighbour.id}/`)).toEqual([`videos/${neighbour.id}/video.mp4`]);
  });
});

describe("a booking's recording", () => {
  it("becomes the booking's recording when ready, unless it already has one", async () => {
    const s = await bookingScenario(t);
    const booking = await s.confirmed();
    const booked = () =>
      t.services.db.selectFrom("bookings").select(["primary_video_id", "recorded"]).where("id", "=", booking.id).executeTakeFirstOrThrow();
    const record = async () => {
      const video = await makeVideo(t.services, { ownerId: s.advisor.user.id, bookingId: booking.id });
      await patchChunks(t.app, s.advisor.cookie, await createRecordingUpload(t.app, s.advisor.cookie, video.id), webm);
      await t.services.jobs.runDue();
      return video;
    };
    const first = await record();
    expect(await booked()).toMatchObject({ primary_video_id: first.id, recorded: 1 });
    await record();
    expect(await booked()).toMatchObject({ primary_video_id: first.id, recorded: 1 });
  }, 60_000);
});

describe("processing progress", () => {
  it("shows how far ffmpeg is, in steps of 5%, while it works, and clears it when ready", async () => {
    const long = await makeWebm(join(dir, "long.webm"), { seconds: 12, size: "640x360", noise: true });
    const video = await makeVideo(t.services, { ownerId: owner.user.id });
    const location = await createRecordingUpload(t.app, owner.cookie, video.id);
    await patchChunks(t.app, owner.cookie, location, long, { chunks: 2 });
    const seen = new Set<number | null>();
    let running = true;
    const watching = (async () => {
      while (running) {
        seen.add((await videoRow(video.id))!.progress);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    await t.services.jobs.runDue();
    running = false;
    await watching;
    const steps = [...seen].filter((p): p is number => p !== null && p > 0);
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.every((p) => p % 5 === 0 && p < 100)).toBe(true);
    expect(await videoRow(video.id)).toMatchObject({ status: "ready", progress: null });
  }, 60_000);
});

describe("a source ffmpeg can't read", () => {
  it("fails the video at once, in words, mails the owner, and cleans its work folder", async () => {
    const video = await makeVideo(t.services, { ownerId: owner.user.id, title: "Broken call" });
    const location = await createRecordingUpload(t.app, owner.cookie, video.id);
    // A WebM's magic, then noise: it passes the door, not ffmpeg.
    const broken = new Uint8Array(50_000).map((_, i) => (i * 7919) % 251);
    broken.set([0x1a, 0x45, 0xdf, 0xa3]);
    await patchChunks(t.app, owner.cookie, location, broken, { chunks: 2 });
    const ran = await t.services.jobs.runDue();
    expect(ran).toBeGreaterThan(0);
    const failed = await videoRow(video.id);
    expect(failed).toMatchObject({ status: "failed", progress: null });
    expect(failed!.error).toMatch(/damaged or isn't a video we can read/);
    const mails = await mailsTo(owner.user.email!);
    expect(mails.map((m) => m.subject)).toEqual(["We couldn't prepare your recording"]);
    expect(mails[0]!.text).toContain("Broken call");
    expect(mails[0]!.text).toContain(
      "We couldn't prepare “Broken call”: the file is damaged or isn't a video we can read. Please try recording or uploading it again.",
    );
    const job = await t.services.db
      .selectFrom("jobs")
      .select(["status", "attempts"])
      .where("kind", "=", "videos.process")
      .executeTakeFirstOrThrow();
    expect(job).toEqual({ status: "done", attempts: 1 }); // not retried: the same bytes would fail the same way
    expect(await readdir(join(dir, "work"))).toEqual([]);
  }, 60_000);
  it("tells the owner in their language why", async () => {
    await t.services.db.updateTable("users").set({ locale: "es" }).where("id", "=", owner.user.id).execute();
    const video = await makeVideo(t.services, { ownerId: owner.user.id, title: "Llamada rota" });
    const location = await createRecordingUpload(t.app, owner.cookie, video.id);
    const broken = new Uint8Array(50_000).map((_, i) => (i * 7919) % 251);
    broken.set([0x1a, 0x45, 0xdf, 0xa3]);
    await patchChunks(t.app, owner.cookie, location, broken, { chunks: 2 });
    await t.services.jobs.runDue();
    const [mail] = await mailsTo(owner.user.email!);
    expect(mail!.subject).toBe("No hemos podido preparar tu grabación");
    expect(mail!.text).toMatch(
      /^Hola, Jo:\n\nNo hemos podido preparar «Llamada rota»: el archivo está dañado o no es un video que podamos leer\./,
    );
    expect(mail!.text).toContain(`Ver el video: http://localhost:8787/my-kora/videos/${video.id}`);
  }, 60_000);
});
