import { Jimp, JimpMime } from "jimp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  GROUP_API_MESSAGES,
  GROUP_LOGO_MAX_BYTES,
  groupVideoSchema,
  groupViewSchema,
  videoGroupShareSchema,
} from "@kora/shared/contracts/groups.ts";
import { publicVideoSchema } from "@kora/shared/contracts/videos.ts";
import { makeStaff, makeUser } from "../../test/factories.ts";
import { addMember, type GroupWorld, groupWorld } from "../../test/group-fixtures.ts";
import { createTestApp, dataOf, errorOf, ORIGIN, pageOf, type TestApp } from "../../test/harness.ts";

let t: TestApp;
let w: GroupWorld;
beforeEach(async () => {
  t = await createTestApp();
  w = await groupWorld(t);
});
afterEach(() => t.close());

const png = async (width: number, height: number) =>
  new Uint8Array(await new Jimp({ width, height, color: 0x3366ccff }).getBuffer(JimpMime.png));

const upload = (cookie: string | undefined, bytes: Uint8Array, kind = "primary", groupId = w.groupA.id) =>
  t.app.request(`/api/groups/${groupId}/logo/${kind}`, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/octet-stream", ...(cookie ? { cookie: `kora_session=${cookie}` } : {}) },
    body: bytes,
  });

describe("group logos", () => {
  it("stores an upload as a PNG that fits 512 px, served at a versioned, cacheable URL", async () => {
    const response = await upload(w.adminA.cookie, await png(1000, 400));
    expect(response.status).toBe(200);
    const group = await dataOf(response, groupViewSchema);
    expect(group.logoUrl).toMatch(new RegExp(`^/api/groups/${w.groupA.id}/logo/primary\\?v=\\w+$`));
    const file = await t.app.request(group.logoUrl!);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(file.headers.get("cache-control")).toContain("immutable");
    const image = await Jimp.fromBuffer(await file.arrayBuffer());
    expect([image.width, image.height]).toEqual([512, 205]);

    // A second logo replaces the first: the old version redirects to the new one and its file is gone.
    const secondary = await dataOf(await upload(w.adminA.cookie, await png(100, 100), "secondary"), groupViewSchema);
    expect(secondary.secondaryLogoUrl).toContain("/logo/secondary?v=");
    const next = await dataOf(await upload(w.adminA.cookie, await png(300, 300)), groupViewSchema);
    const old = await t.app.request(group.logoUrl!);
    expect(old.status).toBe(302);
    expect(old.headers.get("location")).toBe(next.logoUrl);
    expect(await t.services.blobs.list(`groups/${w.groupA.id}/logo-primary-`)).toHaveLength(1);
    expect((await dataOf(await t.call("GET", `/api/groups/${w.groupA.slug}`), groupViewSchema)).logoUrl).toBe(next.logoUrl);

    const removed = await t.call("DELETE", `/api/groups/${w.groupA.id}/logo/primary`, { cookie: (await makeStaff(t)).cookie });
    expect((await dataOf(removed, groupViewSchema)).logoUrl).toBeNull();
    expect((await t.app.request(next.logoUrl!)).status).toBe(404);
    expect(await t.services.blobs.list(`groups/${w.groupA.id}/logo-primary-`)).toEqual([]);
  });

  it("refuses what isn't an image, an image too big, and anyone but its admins and staff", async () => {
    const notImage = await upload(w.adminA.cookie, new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"));
    expect(notImage.status).toBe(422);
    expect((await errorOf(notImage)).fields).toEqual({ logo: [GROUP_API_MESSAGES.logoType] });
    const tooBig = await upload(w.adminA.cookie, new Uint8Array(GROUP_LOGO_MAX_BYTES + 1));
    expect(tooBig.status).toBe(413);
    expect((await errorOf(tooBig)).fields).toEqual({ logo: [GROUP_API_MESSAGES.logoTooBig] });
    const small = await png(10, 10);
    for (const who of [w.memberA, w.adminB, w.outsider]) expect((await upload(who.cookie, small)).status).toBe(403);
    expect((await upload(undefined, small)).status).toBe(401);
    expect((await upload(w.adminA.cookie, small, "tertiary")).status).toBe(404);
    expect((await upload(w.adminA.cookie, small, "primary", "no-such-group")).status).toBe(404);
    expect((await upload((await makeStaff(t)).cookie, small)).status).toBe(200);
    const crossSite = await t.app.request(`/api/groups/${w.groupA.id}/logo/primary`, {
      method: "POST",
      headers: { origin: "https://evil.example", cookie: `kora_session=${w.adminA.cookie}` },
      body: small,
    });
    expect(crossSite.status).toBe(403);
  });
});

/** A ready recording of `owner`'s, with its video file in the blob store. */
async function readyVideo(owner: { id: string }, title: string, createdAt = t.clock.now.toISOString()) {
  const id = crypto.randomUUID();
  const slug = `v${id.replaceAll("-", "").slice(0, 20)}`;
  await t.services.db
    .insertInto("videos")
    .values({
      id,
      slug,
      owner_id: owner.id,
      booking_id: null,
      room_id: null,
      source: "upload",
      title,
      status: "ready",
      duration_seconds: 12,
      source_bytes: 100,
      source_type: "video/webm",
      video_bytes: 64,
      audio_source_bytes: null,
      poster_bytes: 8,
      progress: null,
      error: null,
      video_expires_at: null,
      started_at: createdAt,
      stopped_at: createdAt,
      ready_at: createdAt,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
  await t.services.blobs.put(`videos/${id}/video.mp4`, new Uint8Array(64), { contentType: "video/mp4" });
  return { id, slug };
}

describe("recordings shared with a group", () => {
  const share = (cookie: string, videoId: string, groupId = w.groupA.id) =>
    t.call("POST", `/api/videos/${videoId}/groups`, { cookie, body: { groupId } });
  const list = (cookie: string, page = 1) => t.call("GET", `/api/groups/${w.groupA.slug}/videos?page=${page}`, { cookie });

  it("lets a member share their recording; the group's verified members and admins list and play it, nobody else", async () => {
    const video = await readyVideo(w.memberA.user, "Pitch practice | November");
    const shared = await dataOf(await share(w.memberA.cookie, video.id), z.array(videoGroupShareSchema));
    expect(shared).toEqual([{ groupId: w.groupA.id, slug: w.groupA.slug, name: "Alpha Guild", sharedAt: t.clock.now.toISOString() }]);
    // Sharing again changes nothing.
    expect(await dataOf(await share(w.memberA.cookie, video.id), z.array(videoGroupShareSchema))).toEqual(shared);

    const asAdmin = await pageOf(await list(w.adminA.cookie), groupVideoSchema);
    expect(asAdmin.data).toEqual([
      {
        id: video.id,
        slug: video.slug,
        title: "Pitch practice | November",
        ownerName: "Mina Tester",
        createdAt: t.clock.now.toISOString(),
        durationSeconds: 12,
        posterUrl: `/api/v/${video.slug}/poster`,
        sharedAt: t.clock.now.toISOString(),
        sharedBy: "Mina Tester",
        media: {
          videoUrl: `/api/v/${video.slug}/video`,
          audioUrl: null,
          posterUrl: `/api/v/${video.slug}/poster`,
          videoBytes: 64,
          audioBytes: null,
        },
      },
    ]);
    const one = await dataOf(
      await t.call("GET", `/api/groups/${w.groupA.slug}/videos/${video.id}`, { cookie: w.adminA.cookie }),
      groupVideoSchema,
    );
    expect(one.id).toBe(video.id);

    // The private video plays for the group's admin (through /api/v), still not for anyone else.
    const played = await dataOf(await t.call("GET", `/api/v/${video.slug}`, { cookie: w.adminA.cookie }), publicVideoSchema);
    expect(played).toMatchObject({ relation: "other", canDownload: { video: false, audio: false } });
    expect((await t.call("GET", `/api/v/${video.slug}/video`, { cookie: w.adminA.cookie })).status).toBe(200);
    for (const cookie of [w.adminB.cookie, w.outsider.cookie, undefined])
      expect((await t.call("GET", `/api/v/${video.slug}`, { cookie })).status).toBe(404);

    // People waiting for approval, unverified members and outsiders don't see the group's recordings.
    const waiting = await makeUser(t, { firstName: "Wait" });
    await addMember(t.services.db, t.clock.now, w.groupA.id, waiting.user.id, "awaiting-verification-community-visible");
    for (const who of [waiting, w.adminB, w.outsider]) {
      const refused = await list(who.cookie);
      expect(refused.status).toBe(403);
      expect((await errorOf(refused)).message).toBe(GROUP_API_MESSAGES.membersOnly);
      expect((await t.call("GET", `/api/v/${video.slug}`, { cookie: who.cookie })).status).toBe(404);
    }

    // Unshared: gone from the group and unplayable again.
    const after = await t.call("DELETE", `/api/videos/${video.id}/groups/${w.groupA.id}`, { cookie: w.memberA.cookie });
    expect(await dataOf(after, z.array(videoGroupShareSchema))).toEqual([]);
    expect((await pageOf(await list(w.adminA.cookie), groupVideoSchema)).data).toEqual([]);
    expect((await t.call("GET", `/api/v/${video.slug}`, { cookie: w.adminA.cookie })).status).toBe(404);
    expect((await t.call("GET", `/api/groups/${w.groupA.slug}/videos/${video.id}`, { cookie: w.adminA.cookie })).status).toBe(404);
  });

  it("pages 8 at a time, newest shared first", async () => {
    for (let i = 0; i < 9; i++) {
      const video = await readyVideo(w.adminA.user, `Session ${i}`);
      await share(w.adminA.cookie, video.id);
      t.clock.advance(60_000);
    }
    const first = await pageOf(await list(w.memberA.cookie), groupVideoSchema);
    expect(first.data.map((v) => v.title)).toEqual([8, 7, 6, 5, 4, 3, 2, 1].map((i) => `Session ${i}`));
    expect(first.meta).toEqual({ total: 9, page: 1, limit: 8, pages: 2 });
    expect((await pageOf(await list(w.memberA.cookie, 2), groupVideoSchema)).data.map((v) => v.title)).toEqual(["Session 0"]);
    expect((await list(w.memberA.cookie, 0)).status).toBe(422);
  });

  it("shares only the caller's own recordings, only with groups they are verified in", async () => {
    const video = await readyVideo(w.memberA.user, "Mine");
    expect((await share(w.adminA.cookie, video.id)).status).toBe(404);
    expect((await t.call("GET", `/api/videos/${video.id}/groups`, { cookie: w.adminA.cookie })).status).toBe(404);
    expect((await t.call("DELETE", `/api/videos/${video.id}/groups/${w.groupA.id}`, { cookie: w.adminA.cookie })).status).toBe(404);
    const refused = await share(w.memberA.cookie, video.id, w.groupB.id);
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe(GROUP_API_MESSAGES.shareMembersOnly);
    expect((await share(w.memberA.cookie, video.id, "no-such-group")).status).toBe(404);
    expect((await share(w.memberA.cookie, video.id, "")).status).toBe(422);
  });

  it("takes a member's recordings out of the group when they leave", async () => {
    const video = await readyVideo(w.memberA.user, "Leaving soon");
    await share(w.memberA.cookie, video.id);
    expect((await t.call("DELETE", `/api/groups/${w.groupA.id}/remove/${w.memberA.user.id}`, { cookie: w.memberA.cookie })).status).toBe(
      204,
    );
    expect((await pageOf(await list(w.adminA.cookie), groupVideoSchema)).data).toEqual([]);
  });
});
