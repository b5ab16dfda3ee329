import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Jimp, intToRGBA } from "jimp";
import { BRANDING_MESSAGES } from "@kora/shared/contracts/branding.ts";
import { GROUP_API_MESSAGES } from "@kora/shared/contracts/groups.ts";
import { PRO_SLUG } from "@kora/shared/domain/plans/plans.ts";
import { AVATAR_MESSAGES } from "@kora/shared/domain/users/avatar-rules.ts";
import { makeAdvisor } from "../../test/factories.ts";
import { groupWorld } from "../../test/group-fixtures.ts";
import { createTestApp, errorOf, ORIGIN, type TestApp } from "../../test/harness.ts";
import {
  gifHidingFrame,
  interlacedPng,
  interlacedPngBomb,
  jpegHidingFrameInDqt,
  picture,
  pngWithSecondHeader,
} from "../../test/image-attacks.ts";

/**
 * The three routes that decode an uploaded picture (an avatar, a Pro brand logo, a group logo), each
 * sent the attack run's files: every one is refused as unreadable, and nothing is stored — where the
 * old code decoded them at a size no check had seen (or, for the bomb, inflated gigabytes).
 */

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

interface Route {
  name: string;
  /** Signs someone in who may upload, and returns how to upload as them. */
  uploader(): Promise<(bytes: Uint8Array) => Response | Promise<Response>>;
  unreadable: string;
  field: string;
  /** Where the route stores its files. */
  prefix: string;
}

const post = (path: string, cookie: string, bytes: Uint8Array) =>
  t.app.request(path, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/octet-stream", cookie: `kora_session=${cookie}` },
    body: bytes as RequestInit["body"],
  });

const ROUTES: Route[] = [
  {
    name: "an avatar",
    uploader: async () => {
      const cookie = await t.signIn(`ava-${crypto.randomUUID().slice(0, 6)}@example.com`);
      return (bytes) => post("/api/me/avatar", cookie, bytes);
    },
    unreadable: AVATAR_MESSAGES.unreadable,
    field: "avatar",
    prefix: "avatars/",
  },
  {
    name: "a Pro brand logo",
    uploader: async () => {
      const pro = await makeAdvisor(t, "Pia");
      const values = {
        id: crypto.randomUUID(),
        user_id: pro.user.id,
        slug: PRO_SLUG,
        started_at: t.clock.now.toISOString(),
        ends_at: null,
      };
      await t.services.db.insertInto("plan_subscriptions").values(values).execute();
      return (bytes) => post("/api/me/branding/logo", pro.cookie, bytes);
    },
    unreadable: BRANDING_MESSAGES.uploadFailed,
    field: "logo",
    prefix: "branding/",
  },
  {
    name: "a group logo",
    uploader: async () => {
      const w = await groupWorld(t);
      return (bytes) => post(`/api/groups/${w.groupA.id}/logo/primary`, w.adminA.cookie, bytes);
    },
    unreadable: GROUP_API_MESSAGES.logoUnreadable,
    field: "logo",
    prefix: "groups/",
  },
];

describe.each(ROUTES)("uploading $name", (route) => {
  const refused = async (bytes: Uint8Array) => {
    const upload = await route.uploader();
    const response = await upload(bytes);
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields).toEqual({ [route.field]: [route.unreadable] });
    expect(await t.services.blobs.list(route.prefix)).toEqual([]);
  };

  it("refuses an interlaced PNG of 200 × 200 whose data inflates to 1 GiB, without inflating it (peak memory)", async () => {
    // pngjs inflated all of it before finding too much (the old code refused it too, after gigabytes and seconds):
    // what shows the fix is that this process's peak memory does not grow by the bomb's size.
    const peakBefore = process.resourceUsage().maxRSS * 1024;
    await refused(interlacedPngBomb(200, 1024));
    expect(process.resourceUsage().maxRSS * 1024 - peakBefore).toBeLessThan(256 * 2 ** 20);
  });

  it("refuses a JPEG whose DQT hides its real frame (wider than any limit) behind a fake 200 × 200 one", async () => {
    await refused(jpegHidingFrameInDqt(await picture("image/jpeg", 6400, 208)));
  });

  it("refuses a GIF whose first frame, as its decoder reads it, is 3000 × 3000 on a screen of 300 × 300", async () => {
    await refused(gifHidingFrame(300, 3000));
  });

  it("refuses a PNG whose second IHDR makes it 1000 × 1000 after a header of 200 × 200", async () => {
    await refused(pngWithSecondHeader(200, 1000));
  });

  it("still takes an honest interlaced PNG", async () => {
    const upload = await route.uploader();
    const response = await upload(interlacedPng(300, 240, [20, 200, 90, 255]));
    expect(response.status).toBe(200);
    const [key] = await t.services.blobs.list(route.prefix);
    const blob = await t.services.blobs.get(key!);
    const stored = await Jimp.fromBuffer(await new Response(blob!.body).arrayBuffer());
    const colour = intToRGBA(stored.getPixelColor(10, 10));
    expect([colour.r, colour.g, colour.b].map((c) => Math.round(c / 10))).toEqual([2, 20, 9]);
  });
});
