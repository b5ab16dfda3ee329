import { intToRGBA, Jimp, JimpMime } from "jimp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { meSchema } from "@kora/shared/contracts/users.ts";
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from "@kora/shared/domain/users/avatar-rules.ts";
import { createTestApp, dataOf, errorOf, ORIGIN, type TestApp } from "../../test/harness.ts";
import { recordAvatarChange } from "./avatar.repository.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

type Mime = (typeof JimpMime)[keyof typeof JimpMime];

/** A real picture of `width` × `height` in `mime`, drawn by jimp's encoders: left half red, right half transparent (where the format can). */
async function picture(mime: Mime, width: number, height: number): Promise<Uint8Array> {
  const image = new Jimp({ width, height, color: 0x00000000 });
  image.scan(0, 0, Math.floor(width / 2), height, (_x, _y, index) => {
    image.bitmap.data.writeUInt32BE(0xff0000ff, index);
  });
  return new Uint8Array(await image.getBuffer(mime as "image/png"));
}

/** POST /api/me/avatar with raw bytes, as the My details page sends a file. */
function upload(cookie: string | undefined, body: Uint8Array | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  return t.app.request("/api/me/avatar", {
    method: "POST",
    headers: {
      origin: ORIGIN,
      "content-type": "image/jpeg",
      "x-file-name": "me.jpg",
      ...(cookie ? { cookie: `kora_session=${cookie}` } : {}),
      ...headers,
    },
    body: body as RequestInit["body"],
    // A stream body needs half-duplex in fetch.
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
}

const get = (path: string) => t.app.request(path);
const decode = async (response: Response) => Jimp.fromBuffer(await response.arrayBuffer());
const blobs = () => t.services.blobs.list("avatars/");

describe("POST /api/me/avatar", () => {
  it.each<[string, Mime, number, number]>([
    ["a JPEG", JimpMime.jpeg, 640, 480],
    ["a PNG with transparency", JimpMime.png, 300, 500],
    ["a GIF", JimpMime.gif, 250, 250],
  ])("takes %s and serves centre-cropped JPEG squares of 64, 128 and 256 px", async (_, mime, width, height) => {
    const cookie = await t.signIn("ava@example.com");
    const response = await upload(cookie, await picture(mime, width, height));
    expect(response.status).toBe(200);
    const me = await dataOf(response, meSchema);
    expect(me.avatarUrl).toMatch(new RegExp(`^/api/users/${me.id}/avatar/256\\?v=[0-9a-z]{19}$`));

    for (const size of [64, 128, 256]) {
      const served = await get(me.avatarUrl!.replace("/256?", `/${size}?`));
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/jpeg");
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const image = await decode(served);
      expect([image.width, image.height]).toEqual([size, size]);
      // Centre-cropped: red on the left, and the transparent right half drawn on white (black for the JPEG, which had no alpha).
      const left = intToRGBA(image.getPixelColor(2, size / 2));
      const right = intToRGBA(image.getPixelColor(size - 3, size / 2));
      expect(left.r).toBeGreaterThan(200);
      expect(left.g).toBeLessThan(60);
      if (mime === JimpMime.jpeg) expect(right.r + right.g + right.b).toBeLessThan(60);
      else expect(Math.min(right.r, right.g, right.b)).toBeGreaterThan(200);
    }
    expect(await blobs()).toHaveLength(3);
  });

  it("refuses a file whose bytes are not an image whatever its name and type say: 'Image only', tracked as bad-type", async () => {
    const cookie = await t.signIn("bea@example.com");
    const track = vi.spyOn(t.services.log, "info");
    const response = await upload(cookie, new TextEncoder().encode("<html><script>alert(1)</script></html>"));
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error).toMatchObject({ code: "validation_failed", message: "Image only", fields: { avatar: ["Image only"] } });
    expect(track).toHaveBeenCalledWith("avatar.upload_failed", expect.objectContaining({ failure: "bad-type" }));
    expect(await blobs()).toEqual([]);
  });

  it("refuses a file over 5 MB with 'Image exceeds size limit' (413), declared or streamed, tracked as bad-size", async () => {
    const cookie = await t.signIn("cal@example.com");
    const track = vi.spyOn(t.services.log, "info");
    const big = new Uint8Array(AVATAR_MAX_BYTES + 1);
    big.set(await picture(JimpMime.png, 300, 300));
    const declared = await upload(cookie, big, { "content-length": String(big.byteLength) });
    expect(declared.status).toBe(413);
    expect(await errorOf(declared)).toMatchObject({
      message: "Image exceeds size limit",
      fields: { avatar: ["Image exceeds size limit"] },
    });

    // No length declared: counted as it streams in, and refused once past the limit.
    const chunks = [big.subarray(0, 3_000_000), big.subarray(3_000_000)];
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    const streamed = await upload(cookie, stream);
    expect(streamed.status).toBe(413);
    expect((await errorOf(streamed)).message).toBe("Image exceeds size limit");
    expect(track).toHaveBeenCalledWith("avatar.upload_failed", expect.objectContaining({ failure: "bad-size" }));
  });

  it("takes a file of exactly 5 MB", async () => {
    const cookie = await t.signIn("cas@example.com");
    const jpeg = await picture(JimpMime.jpeg, 300, 300);
    // Grown to the limit with JPEG comment segments (0xFFFE, at most 65535 bytes each) after SOI, as a camera's metadata would.
    const exact = new Uint8Array(AVATAR_MAX_BYTES);
    exact.set(jpeg.subarray(0, 2));
    let at = 2;
    const room = AVATAR_MAX_BYTES - jpeg.byteLength;
    const count = Math.ceil(room / 65_537);
    for (let i = 0; i < count; i++) {
      // Each segment takes its length + 2 marker bytes; spread the room evenly over them.
      const length = Math.floor(room / count) + (i < room % count ? 1 : 0) - 2;
      exact.set([0xff, 0xfe, length >> 8, length & 0xff], at);
      at += length + 2;
    }
    exact.set(jpeg.subarray(2), at);
    expect(at + jpeg.byteLength - 2).toBe(AVATAR_MAX_BYTES);
    expect((await upload(cookie, exact)).status).toBe(200);
  });

  it("refuses a picture under 200 × 200 pixels, tracked as bad-resolution", async () => {
    const cookie = await t.signIn("dan@example.com");
    const track = vi.spyOn(t.services.log, "info");
    const response = await upload(cookie, await picture(JimpMime.png, 199, 400));
    expect(response.status).toBe(422);
    expect(await errorOf(response)).toMatchObject({ message: AVATAR_MESSAGES.tooSmall, fields: { avatar: [AVATAR_MESSAGES.tooSmall] } });
    expect(track).toHaveBeenCalledWith("avatar.upload_failed", expect.objectContaining({ failure: "bad-resolution" }));
  });

  it("refuses huge declared dimensions from the header alone, before any decoding", async () => {
    const cookie = await t.signIn("eve@example.com");
    // A genuine 300 × 300 PNG whose IHDR now claims 60000 × 60000 (CRC untouched: nothing reads that far).
    const bomb = await picture(JimpMime.png, 300, 300);
    new DataView(bomb.buffer, bomb.byteOffset).setUint32(16, 60_000);
    new DataView(bomb.buffer, bomb.byteOffset).setUint32(20, 60_000);
    const decoding = vi.spyOn(Jimp, "fromBuffer");
    const response = await upload(cookie, bomb);
    expect(response.status).toBe(422);
    expect((await errorOf(response)).message).toBe(AVATAR_MESSAGES.tooLarge);
    expect(decoding).not.toHaveBeenCalled();
  });

  it("refuses a GIF whose first frame lies about its size, and a JPEG cut short, as unreadable", async () => {
    const cookie = await t.signIn("fay@example.com");
    const gif = await picture(JimpMime.gif, 250, 250);
    // The first image descriptor (0x2C) is the frame a decoder allocates for: claim 65535 × 65535.
    const at = gif.indexOf(0x2c, 13);
    new DataView(gif.buffer, gif.byteOffset).setUint16(at + 5, 65535, true);
    new DataView(gif.buffer, gif.byteOffset).setUint16(at + 7, 65535, true);
    const lying = await upload(cookie, gif, { "content-type": "image/gif" });
    expect(lying.status).toBe(422);
    expect((await errorOf(lying)).message).toBe(AVATAR_MESSAGES.unreadable);

    const jpeg = await picture(JimpMime.jpeg, 640, 480);
    const cut = await upload(cookie, jpeg.slice(0, 700));
    expect(cut.status).toBe(422);
    expect((await errorOf(cut)).message).toBe(AVATAR_MESSAGES.unreadable);
  });

  it("replaces the picture: the old files go, and the old URL redirects to the new one", async () => {
    const cookie = await t.signIn("gus@example.com");
    const first = await dataOf(await upload(cookie, await picture(JimpMime.png, 400, 400)), meSchema);
    const second = await dataOf(await upload(cookie, await picture(JimpMime.jpeg, 400, 400)), meSchema);
    expect(second.avatarUrl).not.toBe(first.avatarUrl);
    expect(await blobs()).toHaveLength(3);
    expect((await blobs()).every((key) => second.avatarUrl!.includes(key.split("/")[2]!.split("-")[0]!))).toBe(true);

    const old = await get(first.avatarUrl!.replace("/256?", "/64?"));
    expect(old.status).toBe(302);
    expect(old.headers.get("location")).toBe(second.avatarUrl!.replace("/256?", "/64?"));
    expect(old.headers.get("cache-control")).toBe("no-cache");
    expect((await get(`/api/users/${second.id}/avatar/256`)).status).toBe(302);
    expect((await get(`/api/users/${second.id}/avatar/100?v=x`)).status).toBe(404);
  });

  it("keeps the newest of concurrent uploads and leaves no orphaned files", async () => {
    const cookie = await t.signIn("hal@example.com");
    const files = await Promise.all([picture(JimpMime.png, 300, 300), picture(JimpMime.jpeg, 320, 320), picture(JimpMime.gif, 240, 240)]);
    const responses = await Promise.all(files.map((file) => upload(cookie, file)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    const me = await dataOf(await t.call("GET", "/api/me", { cookie }), meSchema);
    const version = new URL(me.avatarUrl!, ORIGIN).searchParams.get("v")!;
    expect((await blobs()).sort()).toEqual([64, 128, 256].map((size) => `avatars/${me.id}/${version}-${size}.jpg`).sort());
    expect((await get(me.avatarUrl!)).status).toBe(200);
  });

  it("never lets an older change replace a newer one (the database decides)", async () => {
    const cookie = await t.signIn("ivy@example.com");
    const me = await dataOf(await t.call("GET", "/api/me", { cookie }), meSchema);
    const at = t.clock.now.toISOString();
    expect(await recordAvatarChange(t.services.db, me.id, `avatars/${me.id}/000000000b`, "/b", at)).toBeDefined();
    expect(await recordAvatarChange(t.services.db, me.id, `avatars/${me.id}/000000000a`, "/a", at)).toBeUndefined();
    expect(await recordAvatarChange(t.services.db, me.id, `avatars/${me.id}/000000000c`, null, at)).toBeDefined();
    expect(await recordAvatarChange(t.services.db, me.id, `avatars/${me.id}/000000000b`, "/b", at)).toBeUndefined();
  });

  it("needs a session (401) and a same-site origin (403)", async () => {
    const png = await picture(JimpMime.png, 300, 300);
    expect((await upload(undefined, png)).status).toBe(401);
    const cookie = await t.signIn("jo@example.com");
    expect((await upload(cookie, png, { origin: "https://evil.example" })).status).toBe(403);
    expect(await blobs()).toEqual([]);
  });
});

describe("DELETE /api/me/avatar", () => {
  it("removes the caller's picture and files, and only theirs", async () => {
    const mine = await t.signIn("kim@example.com");
    const theirs = await t.signIn("lou@example.com");
    const me = await dataOf(await upload(mine, await picture(JimpMime.png, 300, 300)), meSchema);
    const them = await dataOf(await upload(theirs, await picture(JimpMime.png, 300, 300)), meSchema);

    // Another user's DELETE can only ever name their own picture: mine stays.
    const removed = await t.call("DELETE", "/api/me/avatar", { cookie: theirs });
    expect(removed.status).toBe(200);
    expect((await dataOf(removed, meSchema)).avatarUrl).toBeNull();
    expect((await get(them.avatarUrl!)).status).toBe(404);
    expect((await get(me.avatarUrl!)).status).toBe(200);
    expect((await blobs()).every((key) => key.startsWith(`avatars/${me.id}/`))).toBe(true);

    expect((await dataOf(await t.call("DELETE", "/api/me/avatar", { cookie: mine }), meSchema)).avatarUrl).toBeNull();
    expect(await blobs()).toEqual([]);
    expect((await get(me.avatarUrl!)).status).toBe(404);
    expect((await t.call("DELETE", "/api/me/avatar")).status).toBe(401);
  });
});
