import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  publicVideoSchema,
  publicVideoTileSchema,
  uploadTicketSchema,
  VIDEO_MESSAGES,
  videoPersonSchema,
  videoSchema,
  videoStatsSchema,
} from "@kora/shared/contracts/videos.ts";
import { bookingScenario, HOUR } from "../../test/booking-scenario.ts";
import { makeUser } from "../../test/factories.ts";
import { createTestApp, dataOf, errorOf, pageOf, type TestApp } from "../../test/harness.ts";
import { bookingVideo, makeVideo } from "./video-kit.ts";
import { findVideo } from "./videos.repository.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const viewerCookie = (response: Response) => /kora_viewer=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1];

describe("the library", () => {
  it("lists the caller's videos and their bookings' recordings, newest first, 8 a page, searchable by title or participant", async () => {
    const s = await bookingScenario(t);
    const { video: recording } = await bookingVideo(t, s, { createdAt: "2026-11-20T09:00:00.000Z" });
    for (let i = 0; i < 8; i++)
      await makeVideo(t, s.advisor.user, { title: `Upload number ${i}`, createdAt: `2026-11-21T0${i}:00:00.000Z` });
    await makeVideo(t, (await makeUser(t, { firstName: "Other" })).user, { title: "Not theirs" });

    const first = await pageOf(await t.call("GET", "/api/videos", { cookie: s.advisor.cookie }), videoSchema);
    expect(first.data.map((v) => v.title)).toEqual([7, 6, 5, 4, 3, 2, 1, 0].map((i) => `Upload number ${i}`));
    expect(first.meta).toMatchObject({ total: 9, page: 1, limit: 8, pages: 2 });
    const second = await pageOf(await t.call("GET", "/api/videos?page=2", { cookie: s.advisor.cookie }), videoSchema);
    expect(second.data.map((v) => v.id)).toEqual([recording.id]);
    expect(second.data[0]).toMatchObject({
      relation: "owner",
      createdBy: { name: "Avery Tester" },
      booking: { title: "Career coaching for engineers" },
      media: { videoUrl: `/api/v/${recording.slug}/video`, audioUrl: `/api/v/${recording.slug}/audio` },
      shareUrl: `${t.services.config.publicUrl}/v/${recording.slug}`,
    });

    // The learner sees the session's recording as a participant; searching by a participant's name finds it.
    const learner = await pageOf(await t.call("GET", "/api/videos", { cookie: s.learner.cookie }), videoSchema);
    expect(learner.data.map((v) => [v.id, v.relation])).toEqual([[recording.id, "participant"]]);
    const byName = await pageOf(await t.call("GET", "/api/videos?query=lena%20TEST", { cookie: s.advisor.cookie }), videoSchema);
    expect(byName.data.map((v) => v.id)).toEqual([recording.id]);
    const byTitle = await pageOf(await t.call("GET", "/api/videos?query=NUMBER%203", { cookie: s.advisor.cookie }), videoSchema);
    expect(byTitle.data.map((v) => v.title)).toEqual(["Upload number 3"]);
    expect((await t.call("GET", "/api/videos?page=0", { cookie: s.advisor.cookie })).status).toBe(422);

    const people = await dataOf(
      await t.call("GET", `/api/videos/${recording.id}/booking_participants`, { cookie: s.learner.cookie }),
      z.array(videoPersonSchema),
    );
    expect(people.map((p) => p.name)).toEqual(["Avery Tester", "Lena Tester"]);
    const upload = first.data[0]!;
    expect(
      await dataOf(
        await t.call("GET", `/api/videos/${upload.id}/booking_participants`, { cookie: s.advisor.cookie }),
        z.array(videoPersonSchema),
      ),
    ).toEqual([]);
  });

  it("lets the owner rename, share and list; refuses bad titles and listing a private video with field messages", async () => {
    const owner = await makeUser(t, { firstName: "Olga" });
    const video = await makeVideo(t, owner.user);
    const put = (body: unknown) => t.call("PUT", `/api/videos/${video.id}`, { cookie: owner.cookie, body });

    const bad = await put({ title: "Nope <script>" });
    expect(bad.status).toBe(422);
    expect((await errorOf(bad)).fields?.title).toEqual([VIDEO_MESSAGES.title]);
    expect((await errorOf(await put({ title: "   " }))).fields?.title).toContain(VIDEO_MESSAGES.titleRequired);
    expect((await errorOf(await put({ listed: true }))).fields?.listed).toBeDefined();
    expect((await put({ shareMode: "password" })).status).toBe(422);

    const shared = await dataOf(await put({ title: "Q&A | part 1", shareMode: "view-only", listed: true }), videoSchema);
    expect(shared).toMatchObject({ title: "Q&A | part 1", shareMode: "view-only", listed: true });
    const tiles = await pageOf(await t.call("GET", "/api/videos/public"), publicVideoTileSchema);
    expect(tiles.data).toEqual([
      expect.objectContaining({ slug: video.slug, ownerName: "Olga Tester", posterUrl: `/api/v/${video.slug}/poster` }),
    ]);
    // Going private unlists it.
    expect(await dataOf(await put({ shareMode: "private" }), videoSchema)).toMatchObject({ listed: false });
    expect((await pageOf(await t.call("GET", "/api/videos/public"), publicVideoTileSchema)).data).toEqual([]);
  });

  it("deleting a video deletes its blobs and the booking's pointer to it", async () => {
    const s = await bookingScenario(t);
    const { video, booking } = await bookingVideo(t, s);
    expect((await s.get(s.learner.cookie, booking.id)).primaryVideo).toMatchObject({
      id: video.id,
      posterUrl: `/api/v/${video.slug}/poster`,
    });
    expect((await t.call("DELETE", `/api/videos/${video.id}`, { cookie: s.advisor.cookie })).status).toBe(204);
    await t.services.jobs.runDue();
    expect(await t.services.blobs.list(`videos/${video.id}/`)).toEqual([]);
    expect(await findVideo(t.services.db, video.id)).toBeUndefined();
    expect((await s.get(s.learner.cookie, booking.id)).primaryVideo).toBeNull();
  });

  it("announces an upload: checked by size and type, and answers the tus ticket", async () => {
    const user = await makeUser(t, { firstName: "Uma" });
    const announce = (body: Record<string, unknown>) =>
      t.call("POST", "/api/videos/upload-url", {
        cookie: user.cookie,
        body: { title: "My talk", fileName: "talk.mp4", size: 1000, type: "video/mp4", ...body },
      });
    const tooBig = await announce({ size: t.services.config.uploadMaxBytes + 1 });
    expect((await errorOf(tooBig)).fields?.size).toEqual([VIDEO_MESSAGES.uploadSize]);
    const wrongType = await announce({ type: "application/pdf" });
    expect((await errorOf(wrongType)).fields?.type).toEqual([VIDEO_MESSAGES.uploadType]);
    expect((await announce({ title: "" })).status).toBe(422);

    const ok = await announce({});
    expect(ok.status).toBe(201);
    const { video, upload } = await dataOf(
      ok,
      z.object({ video: z.object({ id: z.string(), slug: z.string(), title: z.string() }), upload: uploadTicketSchema }),
    );
    expect(upload).toMatchObject({ endpoint: "/api/uploads/", metadata: { videoId: video.id, filetype: "video/mp4" } });
    expect(await findVideo(t.services.db, video.id)).toMatchObject({ source: "upload", status: "recording", owner_id: user.user.id });
  });
});

describe("watching a shared video", () => {
  it("names the day it was made in its owner's zone, as its title does, whoever watches", async () => {
    // 20:30 on 1 Dec in UTC is already 2 Dec in Auckland, where the owner recorded it.
    const owner = await makeUser(t, { firstName: "Aroha" });
    await t.services.db.updateTable("users").set({ timezone: "Pacific/Auckland" }).where("id", "=", owner.user.id).execute();
    const video = await makeVideo(t, owner.user, { shareMode: "view-only", createdAt: "2026-12-01T20:30:00.000Z" });
    const page = await dataOf(await t.call("GET", `/api/v/${video.slug}`), publicVideoSchema);
    expect(page.madeOn).toBe("2 Dec 2026");
  });

  it("a signed-out viewer gives a first name once (signed cookie), views are counted per viewer, the owner's own aren't", async () => {
    const owner = await makeUser(t, { firstName: "Olga" });
    const video = await makeVideo(t, owner.user, { shareMode: "view-only" });
    const page = await dataOf(await t.call("GET", `/api/v/${video.slug}`), publicVideoSchema);
    expect(page).toMatchObject({ relation: "other", needsName: true, viewerName: null, ownerName: "Olga Tester" });
    expect(page.canDownload).toEqual({ video: false, audio: false });

    const nameless = await t.call("POST", `/api/v/${video.slug}/views`, { body: {} });
    expect((await errorOf(nameless)).fields?.firstName).toEqual([VIDEO_MESSAGES.firstName]);
    const named = await t.call("POST", `/api/v/${video.slug}/views`, { body: { firstName: "Vic" } });
    expect(named.status).toBe(200);
    expect(named.headers.get("set-cookie")).toMatch(/kora_viewer=.*HttpOnly.*SameSite=Lax/i);
    const cookie = `kora_viewer=${viewerCookie(named)}`;
    const again = await dataOf(await t.call("GET", `/api/v/${video.slug}`, { headers: { cookie } }), publicVideoSchema);
    expect(again).toMatchObject({ needsName: false, viewerName: "Vic" });
    t.clock.advance(HOUR);
    expect((await t.call("POST", `/api/v/${video.slug}/views`, { body: {}, headers: { cookie } })).status).toBe(200);

    // A forged cookie (someone else's name on it) is ignored.
    const [key] = viewerCookie(named)!.split(".");
    const forged = `kora_viewer=${key}.${btoa("Eve")}.${"0".repeat(64)}`;
    expect((await dataOf(await t.call("GET", `/api/v/${video.slug}`, { headers: { cookie: forged } }), publicVideoSchema)).needsName).toBe(
      true,
    );

    const reader = await makeUser(t, { firstName: "Rita" });
    expect((await t.call("POST", `/api/v/${video.slug}/views`, { cookie: reader.cookie, body: {} })).status).toBe(200);
    expect((await t.call("POST", `/api/v/${video.slug}/views`, { cookie: owner.cookie, body: {} })).status).toBe(200);

    const stats = await dataOf(await t.call("GET", `/api/videos/${video.id}/stats`, { cookie: owner.cookie }), videoStatsSchema);
    expect(stats.totalViews).toBe(3);
    expect(stats.viewers).toEqual([
      { name: "Rita", views: 1, lastViewedAt: t.clock.now.toISOString(), signedIn: true },
      { name: "Vic", views: 2, lastViewedAt: t.clock.now.toISOString(), signedIn: false },
    ]);
  });

  it("media answers HEAD and Range; a video still processing is 404 to link holders and 409 to its owner", async () => {
    const owner = await makeUser(t, { firstName: "Olga" });
    const ready = await makeVideo(t, owner.user, { shareMode: "view-only" });
    const head = await t.call("HEAD", `/api/v/${ready.slug}/poster`);
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("image/jpeg");
    expect((await t.call("GET", `/api/v/${ready.slug}/video`, { headers: { range: "bytes=999999-" } })).status).toBe(416);

    const processing = await makeVideo(t, owner.user, { shareMode: "view-only", status: "processing" });
    expect((await t.call("GET", `/api/v/${processing.slug}/video`)).status).toBe(404);
    const own = await t.call("GET", `/api/v/${processing.slug}/video`, { cookie: owner.cookie });
    expect(own.status).toBe(409);
    expect((await errorOf(own)).message).toBe(VIDEO_MESSAGES.notReady);
    expect((await t.call("GET", `/api/v/${ready.slug}/download?type=everything`, { cookie: owner.cookie })).status).toBe(422);
  });

  it("a report reaches the staff address, and a flood of them is limited", async () => {
    const owner = await makeUser(t, { firstName: "Olga" });
    const video = await makeVideo(t, owner.user, { shareMode: "view-only", title: "Shared talk" });
    const report = () => t.call("POST", `/api/v/${video.slug}/report`, { body: { reason: "copyright", details: "Mine" } });
    expect((await t.call("POST", `/api/v/${video.slug}/report`, { body: { reason: "boring" } })).status).toBe(422);
    expect((await report()).status).toBe(202);
    await t.services.jobs.runDue();
    const mail = await t.services.db
      .selectFrom("dev_mailbox")
      .select(["to_address", "subject"])
      .where("to_address", "=", t.services.config.staffEmail)
      .executeTakeFirst();
    expect(mail?.subject).toBe("Video reported (copyright): Shared talk");
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await report()).status);
    expect(answers).toContain(429);
  });
});
