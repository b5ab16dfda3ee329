import { meetingTokenSchema } from "@kora/shared/contracts/meetings.ts";
import { clientFrameSchema } from "@kora/shared/contracts/realtime.ts";
import { recordResultSchema, uploadStorageMessage, uploadStorageSchema, VIDEO_MESSAGES } from "@kora/shared/contracts/videos.ts";
import { PLANS, PLUS_SLUG } from "@kora/shared/domain/plans/plans.ts";
import { RECORDING_BYTES_PER_SECOND, RECORDING_HEAD_BYTES, UNFINISHED_VIDEOS_MAX } from "@kora/shared/domain/videos/storage.ts";
import { z } from "zod";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeUser } from "../../test/factories.ts";
import { createTestApp, dataOf, errorOf, narrow, recordingSocket, type TestApp } from "../../test/harness.ts";
import { makeVideo, tusMetadata, tusRequest } from "../../test/video-fixtures.ts";

/**
 * On the real app: the plan's storage for uploaded videos (announce, creation, every
 * PATCH, and two requests at once), the limit on videos waiting for their bytes, and a recording's clock
 * — recordings of calls count toward no storage (public-site §1: free and unlimited).
 */

const GIB = 1024 ** 3;
const BASIC = PLANS.basic.uploadStorageBytes;
const WEBM_HEAD = Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3]);
const bytesOf = (length: number) => {
  const body = new Uint8Array(length).map((_, i) => (i * 13) % 251);
  body.set(WEBM_HEAD);
  return body;
};

let t: TestApp;
let owner: Awaited<ReturnType<typeof makeUser>>;
beforeEach(async () => {
  t = await createTestApp();
  owner = await makeUser(t, { firstName: "Quinn" });
});
afterEach(() => t.close());

const announce = (size: number, cookie = owner.cookie) =>
  t.call("POST", "/api/videos/upload-url", { cookie, body: { title: "A talk", fileName: "talk.mp4", size, type: "video/mp4" } });
const announcedId = async (size: number) =>
  (await dataOf(await announce(size), narrow(z.object({ video: narrow(z.object({ id: z.string() })) })))).video.id;

/** An uploaded file of the owner's already stored: `bytes` in all, in the given state. */
async function storedFile(bytes: number, status: "ready" | "processing" | "failed" = "ready", ownerId = owner.user.id) {
  const video = await makeVideo(t.services, { ownerId, source: "upload", status });
  const files = status === "ready" ? { video_bytes: 1000, audio_source_bytes: 100, poster_bytes: 10 } : {};
  await t.services.db
    .updateTable("videos")
    .set({ source_bytes: bytes - (status === "ready" ? 1110 : 0), ...files })
    .where("id", "=", video.id)
    .execute();
  return video;
}

const create = (videoId: string, length: { size?: number; deferred?: true }, cookie = owner.cookie) =>
  tusRequest(t.app, "POST", "/api/uploads", {
    cookie,
    headers: {
      ...(length.deferred ? { "upload-defer-length": "1" } : { "upload-length": String(length.size) }),
      "upload-metadata": tusMetadata({ videoId, filetype: "video/mp4" }),
    },
  });
const patch = (location: string, offset: number, body: Uint8Array) =>
  tusRequest(t.app, "PATCH", location, { cookie: owner.cookie, headers: { "upload-offset": String(offset) }, body });
const uploadOf = (videoId: string) =>
  t.services.db.selectFrom("video_uploads").selectAll().where("video_id", "=", videoId).executeTakeFirst();

describe("announcing uploaded files (upload-url)", () => {
  it("refuses a new Basic account's second 4 GiB file: the announced size is held, 40 announcements get 1 through", async () => {
    const answers = [];
    for (let n = 0; n < 40; n++) answers.push((await announce(4 * GIB)).status);
    expect(answers.filter((status) => status === 201)).toHaveLength(1);
    const refused = await announce(4 * GIB);
    expect(refused.status).toBe(422);
    const error = await errorOf(refused);
    expect(error.fields?.size).toEqual([uploadStorageMessage(BASIC, GIB)]);
    expect(error.message).toBe(
      "Your plan keeps 5 GB of uploaded videos and 1 GB of it is free. Delete some or upgrade to upload this one.",
    );
    expect(await t.services.db.selectFrom("videos").select("id").where("owner_id", "=", owner.user.id).execute()).toHaveLength(1);
  });

  it("counts ready, processing and failed files as stored and unfinished ones as announced; recordings not at all", async () => {
    await storedFile(GIB, "ready");
    await storedFile(GIB, "processing");
    await storedFile(GIB, "failed");
    await announcedId(GIB);
    // A recording of a call, however big, takes nothing from the uploads' storage.
    const recording = await makeVideo(t.services, { ownerId: owner.user.id, status: "ready" });
    await t.services.db
      .updateTable("videos")
      .set({ source_bytes: 40 * GIB, video_bytes: 30 * GIB })
      .where("id", "=", recording.id)
      .execute();
    // Someone else's files are theirs.
    const other = await makeUser(t, { firstName: "Olly" });
    await storedFile(4 * GIB, "ready", other.user.id);

    expect((await announce(GIB + 1)).status).toBe(422);
    expect((await announce(GIB)).status).toBe(201);
    const full = await errorOf(await announce(1));
    expect(full.message).toBe("Your uploaded videos use all of your plan's 5 GB. Delete some or upgrade to upload more.");
  });

  it("gives Plus its 50 GB", async () => {
    await t.services.db
      .insertInto("plan_subscriptions")
      .values({ id: `sub-${owner.user.id}`, user_id: owner.user.id, slug: PLUS_SLUG, started_at: t.clock.now.toISOString(), ends_at: null })
      .execute();
    await storedFile(46 * GIB);
    expect((await announce(4 * GIB)).status).toBe(201);
    expect((await errorOf(await announce(1))).message).toBe(uploadStorageMessage(50 * GIB, 0));
  });

  it(`lets ${UNFINISHED_VIDEOS_MAX} videos wait for their bytes at once, not more (409); a deleted one frees its place`, async () => {
    const ids = [];
    for (let n = 0; n < UNFINISHED_VIDEOS_MAX; n++) ids.push(await announcedId(1000));
    const sixth = await announce(1000);
    expect(sixth.status).toBe(409);
    expect((await errorOf(sixth)).message).toBe(VIDEO_MESSAGES.unfinishedVideos);
    expect((await t.call("DELETE", `/api/videos/${ids[0]}`, { cookie: owner.cookie })).status).toBe(204);
    expect((await announce(1000)).status).toBe(201);
  });

  it("lets only one of two announcements through when both fit alone but not together", async () => {
    await storedFile(2 * GIB);
    const answers = await Promise.all([announce(2 * GIB), announce(2 * GIB)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
  });
});

describe("the storage the upload dialog shows (GET /api/videos/storage)", () => {
  it("is the caller's own: stored and announced files, against their plan's storage", async () => {
    const storage = async (cookie: string) => dataOf(await t.call("GET", "/api/videos/storage", { cookie }), uploadStorageSchema);
    expect(await storage(owner.cookie)).toEqual({ usedBytes: 0, limitBytes: BASIC });
    await storedFile(GIB);
    await announcedId(1000);
    const recording = await makeVideo(t.services, { ownerId: owner.user.id, status: "ready" });
    await t.services.db
      .updateTable("videos")
      .set({ source_bytes: 3 * GIB })
      .where("id", "=", recording.id)
      .execute(); // never counted
    expect(await storage(owner.cookie)).toEqual({ usedBytes: GIB + 1000, limitBytes: BASIC });
    const other = await makeUser(t, { firstName: "Olly" });
    expect(await storage(other.cookie)).toEqual({ usedBytes: 0, limitBytes: BASIC });
  });
});

describe("creating the upload (Upload-Length)", () => {
  it("refuses a length past the plan's storage with 413 in words, and creates nothing", async () => {
    const videoId = await announcedId(1000);
    await storedFile(BASIC - 2 * GIB);
    const created = await create(videoId, { size: 3 * GIB });
    expect(created.status).toBe(413);
    expect((await errorOf(created)).message).toBe(uploadStorageMessage(BASIC, 2 * GIB));
    expect(await uploadOf(videoId)).toBeUndefined();
    expect((await create(videoId, { size: 2 * GIB })).status).toBe(201);
  });

  it("honours what the announcement reserved", async () => {
    const videoId = await announcedId(3 * GIB);
    await storedFile(2 * GIB); // the rest of the plan's 5 GB, stored since
    expect((await create(videoId, { size: 3 * GIB })).status).toBe(201);
  });

  it("lets only one of two creations through when both fit alone but not together", async () => {
    const first = await announcedId(1000);
    const second = await announcedId(1000);
    await storedFile(BASIC - 3 * GIB);
    const answers = await Promise.all([create(first, { size: 2 * GIB }), create(second, { size: 2 * GIB })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 413]);
  });
});

describe("each PATCH of a file whose length isn't declared", () => {
  it("takes bytes up to the plan's storage and refuses the chunk past it (413), keeping what was counted", async () => {
    const videoId = await announcedId(1000);
    await storedFile(BASIC - 300_000);
    const location = (await create(videoId, { deferred: true })).headers.get("location")!;
    const body = bytesOf(500_000);
    expect((await patch(location, 0, body.subarray(0, 250_000))).status).toBe(204);
    const over = await patch(location, 250_000, body.subarray(250_000));
    expect(over.status).toBe(413);
    expect((await errorOf(over)).message).toBe(uploadStorageMessage(BASIC, 300_000));
    expect(await uploadOf(videoId)).toMatchObject({ offset: 250_000, parts: 1 });
    expect(await t.services.blobs.list(`videos/${videoId}/`)).toHaveLength(1);
    // Declaring a length past it is refused the same way.
    const declared = await tusRequest(t.app, "PATCH", location, {
      cookie: owner.cookie,
      headers: { "upload-offset": "250000", "upload-length": "400000" },
      body: body.subarray(250_000, 260_000),
    });
    expect(declared.status).toBe(413);
    expect(await uploadOf(videoId)).toMatchObject({ offset: 250_000, size: null });
  });

  it("refuses the one of two PATCHes at once that would pass the storage, and counts only the other", async () => {
    const one = await announcedId(1);
    const two = await announcedId(1);
    await storedFile(BASIC - 300_000);
    const first = (await create(one, { deferred: true })).headers.get("location")!;
    const second = (await create(two, { deferred: true })).headers.get("location")!;
    const answers = await Promise.all([patch(first, 0, bytesOf(200_000)), patch(second, 0, bytesOf(200_000))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 413]);
    const offsets = [(await uploadOf(one))!.offset, (await uploadOf(two))!.offset].sort();
    expect(offsets).toEqual([0, 200_000]);
    const parts = [...(await t.services.blobs.list(`videos/${one}/`)), ...(await t.services.blobs.list(`videos/${two}/`))];
    expect(parts).toHaveLength(1);
  });
});

/** The owner in their own personal room, as its host (what the record route asks for). */
async function inOwnRoom() {
  const { client } = recordingSocket("quota-host", owner.user.id);
  t.services.meetings.connect(client.id);
  const tokenAnswer = await t.call("POST", `/api/meetings/rooms/${owner.user.slug}/token`, { cookie: owner.cookie, body: {} });
  const { token } = await dataOf(tokenAnswer, meetingTokenSchema);
  await t.services.meetings.receive(client, clientFrameSchema.parse({ type: "meeting.join", token, audio: true, video: true }) as never);
  return (action: string) => t.call("POST", `/api/meetings/rooms/${owner.user.slug}/record`, { cookie: owner.cookie, body: { action } });
}

describe("a recording of a call", () => {
  it("isn't held by the uploads' storage, but can't take bytes faster than it records (413), keeping what it has", async () => {
    await storedFile(BASIC); // every byte of the plan's storage for uploads is used
    const record = await inOwnRoom();
    const started = await record("start");
    expect(started.status).toBe(201);
    const { video } = await dataOf(started, recordResultSchema);
    const location = (await create(video.id, { deferred: true })).headers.get("location")!;
    expect((await patch(location, 0, bytesOf(RECORDING_HEAD_BYTES))).status).toBe(204);
    const tooSoon = await patch(location, RECORDING_HEAD_BYTES, bytesOf(2 * RECORDING_BYTES_PER_SECOND));
    expect(tooSoon.status).toBe(413);
    expect((await errorOf(tooSoon)).message).toBe(VIDEO_MESSAGES.recordingTooFast);
    expect(await uploadOf(video.id)).toMatchObject({ offset: RECORDING_HEAD_BYTES });
    // Two seconds on, those two seconds' bytes are welcome.
    t.clock.advance(2_000);
    expect((await patch(location, RECORDING_HEAD_BYTES, bytesOf(2 * RECORDING_BYTES_PER_SECOND))).status).toBe(204);
  });

  it(`can't start while ${UNFINISHED_VIDEOS_MAX} of the host's videos wait for their bytes (409)`, async () => {
    for (let n = 0; n < UNFINISHED_VIDEOS_MAX; n++) await announcedId(1000);
    const record = await inOwnRoom();
    const refused = await record("start");
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(VIDEO_MESSAGES.unfinishedVideos);
  });
});
