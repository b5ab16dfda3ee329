import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { sniffImage } from "@kora/shared/domain/users/image-header.ts";
import { picture, pngOf, zlibZeros } from "../../test/image-attacks.ts";
import { decodeImage, inflatesToExactly, jpegMemoryLimitMb, UnreadableImage } from "./decode-image.ts";

const headerOf = (bytes: Uint8Array) => {
  const sniffed = sniffImage(bytes);
  if (!sniffed.ok) throw new Error(`not an image: ${sniffed.failure}`);
  return sniffed.header;
};

describe("inflatesToExactly", () => {
  // Random bytes: they barely compress, so a cut stream is really cut.
  const data = crypto.getRandomValues(new Uint8Array(60_000));
  const deflated = deflateSync(data);
  const halves = [deflated.subarray(0, 500), deflated.subarray(500)];

  it.each<[string, Uint8Array[], number, boolean]>([
    ["the exact size, in one chunk", [deflated], 60_000, true],
    ["the exact size, split across IDAT chunks", halves, 60_000, true],
    ["one byte more than declared", [deflated], 59_999, false],
    ["one byte less than declared", [deflated], 60_001, false],
    ["a stream cut short", [deflated.subarray(0, 20_000)], 60_000, false],
    ["not zlib at all", [new TextEncoder().encode("hello, world")], 12, false],
    ["4 GiB of zeros (a bomb), refused after the first bytes past the size", [zlibZeros(4096)], 160_375, false],
  ])("%s", async (_, chunks, exact, expected) => {
    expect(await inflatesToExactly(chunks, exact)).toBe(expected);
  });
});

describe("decodeImage", () => {
  it("refuses bytes that are not what the caller checked (the decoder must never see another size)", async () => {
    const jpeg = await picture("image/jpeg", 640, 480);
    await expect(decodeImage(jpeg, { type: "jpeg", width: 200, height: 200 })).rejects.toBeInstanceOf(UnreadableImage);
    const decoded = await decodeImage(jpeg, headerOf(jpeg));
    expect([decoded.width, decoded.height]).toEqual([640, 480]);
  });

  // The exact size rule must be pngjs's own: otherwise honest PNGs would be refused.
  const kinds: [number, number[]][] = [
    [0, [1, 2, 4, 8, 16]],
    [2, [8, 16]],
    [3, [1, 2, 4, 8]],
    [4, [8, 16]],
    [6, [8, 16]],
  ];
  it.each(
    kinds.flatMap(([type, depths]) => depths.flatMap((depth) => [false, true].map((interlaced) => [type, depth, interlaced] as const))),
  )("decodes an honest PNG of colour type %i, depth %i, interlaced %s, at its size", async (type, depth, interlaced) => {
    const png = pngOf(37, 23, type, depth, interlaced);
    const decoded = await decodeImage(png, headerOf(png));
    expect([decoded.width, decoded.height]).toEqual([37, 23]);
  });

  it("hands jpeg-js a memory limit that grows with the checked size, up to its own default", () => {
    expect(jpegMemoryLimitMb(200, 200)).toBeLessThanOrEqual(6);
    expect(jpegMemoryLimitMb(1000, 1000)).toBeGreaterThan(28);
    expect(jpegMemoryLimitMb(6000, 6000)).toBe(512);
  });
});
