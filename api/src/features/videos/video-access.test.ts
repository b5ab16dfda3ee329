import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VIDEO_MESSAGES } from "@kora/shared/contracts/videos.ts";
import { bookingScenario } from "../../test/booking-scenario.ts";
import { makeUser } from "../../test/factories.ts";
import { createTestApp, errorOf, type TestApp } from "../../test/harness.ts";
import { bookingVideo, makeVideo, onPlus, VIDEO_BYTES } from "./video-kit.ts";
import type { VideoRow } from "./videos.repository.ts";

/**
 * The 404 rules (core §3 Video) over every video route × owner / participant / other signed-in /
 * anonymous. The owner may do everything; the booking's other party watches (and reports) but gets
 * 403 on owner-only changes — they can see the video, so 404 would be a lie; anyone else gets 404,
 * as for a video that doesn't exist. Library routes (`/api/videos/…`) need a session at all, so a
 * signed-out caller gets 401 there before anything about the video is looked up.
 */

let t: TestApp;
let s: Awaited<ReturnType<typeof bookingScenario>>;
let stranger: Awaited<ReturnType<typeof makeUser>>;
let video: VideoRow;

beforeAll(async () => {
  t = await createTestApp();
  s = await bookingScenario(t);
  stranger = await makeUser(t, { firstName: "Mallory" });
  ({ video } = await bookingVideo(t, s));
});
afterAll(() => t.close());

type Who = "owner" | "participant" | "other" | "anonymous";
const cookieOf = (who: Who) =>
  ({ owner: s.advisor.cookie, participant: s.learner.cookie, other: stranger.cookie, anonymous: undefined })[who];

interface Row {
  method: string;
  path: (v: VideoRow) => string;
  body?: unknown;
  expect: Record<Who, number>;
}

const ROWS: Record<string, Row> = {
  "GET /api/videos/:id": {
    method: "GET",
    path: (v) => `/api/videos/${v.id}`,
    expect: { owner: 200, participant: 200, other: 404, anonymous: 401 },
  },
  "PUT /api/videos/:id": {
    method: "PUT",
    path: (v) => `/api/videos/${v.id}`,
    body: { title: "Our session | notes" },
    expect: { owner: 200, participant: 403, other: 404, anonymous: 401 },
  },
  "GET /api/videos/:id/stats": {
    method: "GET",
    path: (v) => `/api/videos/${v.id}/stats`,
    expect: { owner: 200, participant: 403, other: 404, anonymous: 401 },
  },
  "GET /api/videos/:id/booking_participants": {
    method: "GET",
    path: (v) => `/api/videos/${v.id}/booking_participants`,
    expect: { owner: 200, participant: 200, other: 404, anonymous: 401 },
  },
  "GET /api/v/:slug": {
    method: "GET",
    path: (v) => `/api/v/${v.slug}`,
    expect: { owner: 200, participant: 200, other: 404, anonymous: 404 },
  },
  "POST /api/v/:slug/views": {
    method: "POST",
    path: (v) => `/api/v/${v.slug}/views`,
    body: { firstName: "Vic" },
    expect: { owner: 200, participant: 200, other: 404, anonymous: 404 },
  },
  "GET /api/v/:slug/video": {
    method: "GET",
    path: (v) => `/api/v/${v.slug}/video`,
    expect: { owner: 200, participant: 200, other: 404, anonymous: 404 },
  },
  "GET /api/v/:slug/audio": {
    method: "GET",
    path: (v) => `/api/v/${v.slug}/audio`,
    expect: { owner: 200, participant: 200, other: 404, anonymous: 404 },
  },
  "GET /api/v/:slug/poster": {
    method: "GET",
    path: (v) => `/api/v/${v.slug}/poster`,
    expect: { owner: 200, participant: 200, other: 404, anonymous: 404 },
  },
  // A participant may watch but not download a private video: only a view-and-download link (on Plus) lets others download.
  "GET /api/v/:slug/download": {
    method: "GET",
    path: (v) => `/api/v/${v.slug}/download?type=video`,
    expect: { owner: 200, participant: 403, other: 404, anonymous: 404 },
  },
  "POST /api/v/:slug/report": {
    method: "POST",
    path: (v) => `/api/v/${v.slug}/report`,
    body: { reason: "privacy" },
    expect: { owner: 202, participant: 202, other: 404, anonymous: 404 },
  },
  // Last: the owner's request deletes it.
  "DELETE /api/videos/:id": {
    method: "DELETE",
    path: (v) => `/api/videos/${v.id}`,
    expect: { owner: 204, participant: 403, other: 404, anonymous: 401 },
  },
};

const call = (row: Row, who: Who, v = video) => t.call(row.method, row.path(v), { cookie: cookieOf(who), body: row.body });

describe("a private video", () => {
  // Strangers first, then the participant, then the owner (whose DELETE comes last of all).
  const order: Who[] = ["anonymous", "other", "participant", "owner"];
  for (const who of order) {
    it.each(Object.entries(ROWS))(`%s answers the ${who} as the rules say`, async (_key, row) => {
      const response = await call(row, who);
      expect(response.status, `${who}: ${await response.clone().text()}`).toBe(row.expect[who]);
      if (response.status === 404) expect((await errorOf(response)).code).toBe("not_found");
      if (row.expect[who] === 403 && row.method !== "GET") expect((await errorOf(response)).message).toBe(VIDEO_MESSAGES.notOwner);
    });
  }

  it("is gone for everyone once its owner deleted it", async () => {
    for (const who of ["owner", "participant"] as const)
      expect((await t.call("GET", `/api/v/${video.slug}`, { cookie: cookieOf(who) })).status).toBe(404);
  });
});

describe("a video shared by link", () => {
  let shared: VideoRow;
  beforeAll(async () => {
    ({ video: shared } = await bookingVideo(t, s));
    const put = await t.call("PUT", `/api/videos/${shared.id}`, { cookie: s.advisor.cookie, body: { shareMode: "view-only" } });
    expect(put.status).toBe(200);
  });

  it("view-only: anyone plays it with Range, but downloads are refused and the owner's controls stay hidden", async () => {
    for (const who of ["other", "anonymous"] as const) {
      expect((await t.call("GET", `/api/v/${shared.slug}`, { cookie: cookieOf(who) })).status).toBe(200);
      const ranged = await t.call("GET", `/api/v/${shared.slug}/video`, { cookie: cookieOf(who), headers: { range: "bytes=100-199" } });
      expect(ranged.status).toBe(206);
      expect(ranged.headers.get("content-range")).toBe(`bytes 100-199/${VIDEO_BYTES.length}`);
      expect(new Uint8Array(await ranged.arrayBuffer())).toEqual(VIDEO_BYTES.slice(100, 200));
      const download = await t.call("GET", `/api/v/${shared.slug}/download?type=video`, { cookie: cookieOf(who) });
      expect(download.status).toBe(403);
      expect((await errorOf(download)).message).toBe(VIDEO_MESSAGES.downloadRefused);
    }
    expect((await t.call("GET", `/api/videos/${shared.id}`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await t.call("PUT", `/api/videos/${shared.id}`, { cookie: stranger.cookie, body: { title: "Mine now" } })).status).toBe(404);
    expect((await t.call("GET", `/api/videos/${shared.id}/stats`, { cookie: stranger.cookie })).status).toBe(404);
  });

  it("view and download on Basic is refused; on Plus the allowed type downloads with its file name", async () => {
    const basic = await t.call("PUT", `/api/videos/${shared.id}`, { cookie: s.advisor.cookie, body: { shareMode: "view-and-download" } });
    expect(basic.status).toBe(422);
    expect((await errorOf(basic)).fields?.shareMode).toEqual([VIDEO_MESSAGES.downloadPlan]);

    await onPlus(t, s.advisor.cookie);
    const plus = await t.call("PUT", `/api/videos/${shared.id}`, {
      cookie: s.advisor.cookie,
      body: { shareMode: "view-and-download", allowDownload: { video: true, audio: false } },
    });
    expect(plus.status).toBe(200);
    const video = await t.call("GET", `/api/v/${shared.slug}/download?type=video`);
    expect(video.status).toBe(200);
    expect(video.headers.get("content-disposition")).toContain('filename="Session with Lena - 21 Nov 2026.mp4"');
    expect(new Uint8Array(await video.arrayBuffer())).toEqual(VIDEO_BYTES);
    expect((await t.call("GET", `/api/v/${shared.slug}/download?type=audio`)).status).toBe(403);
  });

  it("a video set to view and download whose owner is on Basic (say, after a downgrade) refuses downloads", async () => {
    const person = await makeUser(t, { firstName: "Bea" });
    const basicVideo = await makeVideo(t, person.user, { shareMode: "view-and-download" });
    await t.call("PUT", `/api/videos/${basicVideo.id}`, { cookie: person.cookie, body: { allowDownload: { video: true, audio: true } } });
    expect((await t.call("GET", `/api/v/${basicVideo.slug}`)).status).toBe(200);
    expect((await t.call("GET", `/api/v/${basicVideo.slug}/download?type=video`)).status).toBe(403);
    expect((await t.call("GET", `/api/v/${basicVideo.slug}/download?type=video`, { cookie: person.cookie })).status).toBe(200);
  });
});
