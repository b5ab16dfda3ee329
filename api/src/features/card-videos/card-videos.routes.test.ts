import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { cardVideoMessageOwnerViewSchema, cardVideoMessageSchema } from "@kora/shared/contracts/card-videos.ts";
import { CARD_VIDEO_MAX_SECONDS, CARD_VIDEO_MESSAGES } from "@kora/shared/domain/card-videos/rules.ts";
import { bookingScenario } from "../../test/booking-scenario.ts";
import { makeUser, publishedCard } from "../../test/factories.ts";
import { createTestApp, dataOf, errorOf, narrow, type TestApp } from "../../test/harness.ts";

let t: TestApp;
let s: Awaited<ReturnType<typeof bookingScenario>>;
let stranger: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  t = await createTestApp();
  s = await bookingScenario(t);
  stranger = await makeUser(t, { firstName: "Mallory" });
});
afterAll(() => t.close());

const VIDEO_BYTES = Uint8Array.from({ length: 4096 }, (_, i) => i % 251);
const POSTER_BYTES = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);

/** One of `owner`'s uploads in the library (10 s long), with its files in the blob store once ready. */
async function makeVideo(test: TestApp, owner: { id: string }, options: { status?: "ready" | "processing"; title?: string } = {}) {
  const nowIso = test.clock.now.toISOString();
  const ready = (options.status ?? "ready") === "ready";
  const video = { id: crypto.randomUUID(), slug: crypto.randomUUID().replace(/-/g, "") };
  await test.services.db
    .insertInto("videos")
    .values({
      ...video,
      owner_id: owner.id,
      booking_id: null,
      room_id: null,
      source: "upload",
      title: options.title ?? "A word before we meet",
      status: ready ? "ready" : "processing",
      duration_seconds: ready ? 10 : null,
      source_type: "video/mp4",
      video_bytes: ready ? VIDEO_BYTES.length : null,
      audio_source_bytes: null,
      poster_bytes: ready ? POSTER_BYTES.length : null,
      progress: null,
      error: null,
      video_expires_at: null,
      started_at: nowIso,
      stopped_at: nowIso,
      ready_at: ready ? nowIso : null,
      created_at: nowIso,
      updated_at: nowIso,
    })
    .execute();
  if (ready) {
    await test.services.blobs.put(`videos/${video.id}/video.mp4`, VIDEO_BYTES, { contentType: "video/mp4" });
    await test.services.blobs.put(`videos/${video.id}/poster.jpg`, POSTER_BYTES, { contentType: "image/jpeg" });
  }
  return video;
}

const path = (cardId: string, suffix = "") => `/api/cards/${cardId}/video-message${suffix}`;
const put = (cardId: string, videoId: string | null, cookie = s.advisor.cookie) =>
  t.call("PUT", path(cardId), { cookie, body: { videoId } });
const ownerView = z.union([cardVideoMessageOwnerViewSchema, z.null()]);
const publicView = z.union([cardVideoMessageSchema, z.null()]);
const messageOf = async (cardId: string, cookie?: string) =>
  dataOf(await t.call("GET", path(cardId), { cookie }), cookie ? ownerView : publicView);

let subscription = 0;
async function onPro(userId: string, endsAt: string | null = null) {
  subscription += 1;
  await t.services.db
    .insertInto("plan_subscriptions")
    .values({ id: `pro-${subscription}`, user_id: userId, slug: "kora-pro", started_at: "2026-01-01T00:00:00Z", ends_at: endsAt })
    .execute();
}
const endPro = (userId: string) =>
  t.services.db
    .updateTable("plan_subscriptions")
    .set({ ends_at: new Date(t.clock.now.getTime() - 1000).toISOString() })
    .where("user_id", "=", userId)
    .execute();

async function expectInvalid(response: Awaited<ReturnType<typeof put>>, message: string) {
  expect(response.status).toBe(422);
  expect((await errorOf(response)).fields).toEqual({ videoId: [message] });
}

describe("PUT /api/cards/:id/video-message", () => {
  it("is Pro only, takes only the owner's own ready video of at most 2 minutes, and only on their own card", async () => {
    const video = await makeVideo(t, s.advisor.user, { title: "Hello from Ada" });
    await expectInvalid(await put(s.cardId, video.id), CARD_VIDEO_MESSAGES.proOnly);
    await onPro(s.advisor.user.id);

    const theirs = await makeVideo(t, stranger.user);
    await expectInvalid(await put(s.cardId, theirs.id), CARD_VIDEO_MESSAGES.notYours);
    await expectInvalid(await put(s.cardId, "no-such-video"), CARD_VIDEO_MESSAGES.notYours);
    const processing = await makeVideo(t, s.advisor.user, { status: "processing" });
    await expectInvalid(await put(s.cardId, processing.id), CARD_VIDEO_MESSAGES.notReady);
    const long = await makeVideo(t, s.advisor.user);
    await t.services.db
      .updateTable("videos")
      .set({ duration_seconds: CARD_VIDEO_MAX_SECONDS + 1 })
      .where("id", "=", long.id)
      .execute();
    await expectInvalid(await put(s.cardId, long.id), CARD_VIDEO_MESSAGES.tooLong);
    expect((await t.call("PUT", path(s.cardId), { cookie: s.advisor.cookie, body: { videoId: 7 } })).status).toBe(422);

    // Someone else's card: the 404 of a card that isn't there; signed out: 401.
    expect((await put(s.cardId, video.id, stranger.cookie)).status).toBe(404);
    expect((await put(s.cardId, video.id, s.learner.cookie)).status).toBe(404);
    expect((await t.call("PUT", path(s.cardId), { body: { videoId: video.id } })).status).toBe(401);

    const attached = await dataOf(await put(s.cardId, video.id), ownerView);
    expect(attached).toMatchObject({ videoId: video.id, title: "Hello from Ada", shown: true, durationSeconds: 10 });
    expect(await messageOf(s.cardId)).toEqual({
      posterUrl: `/api/cards/${s.cardId}/video-message/poster?v=${video.id}`,
      streamUrl: `/api/cards/${s.cardId}/video-message/video?v=${video.id}`,
      durationSeconds: 10,
    });
    expect(await dataOf(await put(s.cardId, null), ownerView)).toBeNull();
    expect(await messageOf(s.cardId)).toBeNull();
  });

  it("never attaches a video deleted at the same time", async () => {
    for (let round = 0; round < 4; round++) {
      const video = await makeVideo(t, s.advisor.user);
      const [attach, remove] = await Promise.all([
        put(s.cardId, video.id),
        t.call("DELETE", `/api/videos/${video.id}`, { cookie: s.advisor.cookie }),
      ]);
      expect(remove.status).toBe(204);
      expect([200, 422]).toContain(attach.status);
      const row = await t.services.db.selectFrom("cards").select("video_message_id").where("id", "=", s.cardId).executeTakeFirstOrThrow();
      expect(row.video_message_id ?? null).toBeNull();
      expect(await messageOf(s.cardId)).toBeNull();
    }
  });
});

describe("the card's video message for visitors", () => {
  it("plays the attached video to a signed-out visitor, with Range, and no other video of the owner's", async () => {
    const owner = await makeUser(t, { firstName: "Petra" });
    await onPro(owner.user.id);
    const cardId = await publishedCard(t, owner.cookie, s.staff.cookie, { title: "Pricing strategy for studios", rate: 0 });
    const other = await publishedCard(t, owner.cookie, s.staff.cookie, { title: "Hiring your first designer", rate: 0 });
    const message = await makeVideo(t, owner.user, { title: "Why I advise" });
    const unrelated = await makeVideo(t, owner.user, { title: "Private session notes" });
    expect((await put(cardId, message.id, owner.cookie)).status).toBe(200);

    const whole = await t.call("GET", path(cardId, `/video?v=${message.id}`));
    expect(whole.status).toBe(200);
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(VIDEO_BYTES);
    const part = await t.app.request(path(cardId, "/video"), { headers: { range: "bytes=0-99" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 0-99/${VIDEO_BYTES.length}`);
    const poster = await t.call("GET", path(cardId, "/poster"), { cookie: stranger.cookie });
    expect(new Uint8Array(await poster.arrayBuffer())).toEqual(POSTER_BYTES);

    // Only that video: the owner's other card has none, and their private video stays private.
    expect((await t.call("GET", path(other, "/video"))).status).toBe(404);
    expect(await messageOf(other)).toBeNull();
    expect((await t.call("GET", `/api/v/${unrelated.slug}/video`)).status).toBe(404);
  });

  it("hides the message while the owner is off Pro (the owner still sees it, marked hidden), and drops it with the video", async () => {
    const owner = await makeUser(t, { firstName: "Quentin" });
    await onPro(owner.user.id);
    const cardId = await publishedCard(t, owner.cookie, s.staff.cookie, { title: "Negotiating a first salary", rate: 0 });
    const video = await makeVideo(t, owner.user);
    expect((await put(cardId, video.id, owner.cookie)).status).toBe(200);
    expect(await messageOf(cardId)).not.toBeNull();

    await endPro(owner.user.id);
    expect(await messageOf(cardId)).toBeNull();
    expect(await messageOf(cardId, stranger.cookie)).toBeNull();
    expect((await t.call("GET", path(cardId, "/video"))).status).toBe(404);
    expect((await t.call("GET", path(cardId, "/poster"), { cookie: stranger.cookie })).status).toBe(404);
    expect(await messageOf(cardId, owner.cookie)).toMatchObject({ videoId: video.id, shown: false });
    expect((await t.call("GET", path(cardId, "/poster"), { cookie: owner.cookie })).status).toBe(200);
    // Removing needs no plan; attaching again does.
    await expectInvalid(await put(cardId, video.id, owner.cookie), CARD_VIDEO_MESSAGES.proOnly);

    await onPro(owner.user.id);
    expect(await messageOf(cardId)).not.toBeNull();
    expect((await t.call("DELETE", `/api/videos/${video.id}`, { cookie: owner.cookie })).status).toBe(204);
    expect(await messageOf(cardId)).toBeNull();
    expect(await messageOf(cardId, owner.cookie)).toBeNull();
    expect((await t.call("GET", path(cardId, "/video"))).status).toBe(404);
  });

  it("follows the card's visibility: a draft's message is its owner's alone", async () => {
    const draft = await t.call("POST", "/api/cards", { cookie: s.advisor.cookie, body: { title: "A card in the making" } });
    expect(draft.status).toBe(201);
    const { id } = await dataOf(draft, narrow(z.object({ id: z.string() })));
    expect((await t.call("GET", path(id))).status).toBe(404);
    expect((await t.call("GET", path(id), { cookie: stranger.cookie })).status).toBe(404);
    expect((await t.call("GET", path(id), { cookie: s.advisor.cookie })).status).toBe(200);
  });
});
