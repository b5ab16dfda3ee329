import { deflateRawSync, deflateSync, constants as zlib } from "node:zlib";
import { Jimp, type JimpMime } from "jimp";
import { pngInflatedBytes } from "@kora/shared/domain/users/png-structure.ts";

/**
 * Pictures crafted the way the attack run crafted them, made in code so a test file stays small:
 * an interlaced PNG whose image data inflates far past its declared size, a JPEG whose DQT hides its
 * real frame from a length-following size check, a GIF whose first frame only omggif sees. And the
 * honest pictures beside them (an interlaced PNG, a real JPEG), so a fix is seen to keep them working.
 */

const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u16be = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u16le = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typed = new Uint8Array([...ascii(type), ...data]);
  return new Uint8Array([...u32(data.length), ...typed, ...u32(crc32(typed))]);
}

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** A PNG of RGBA 8-bit pixels: IHDR (interlaced or not), one IDAT holding `zlibData`, IEND. */
function pngFile(width: number, height: number, interlaced: boolean, zlibData: Uint8Array, extra: Uint8Array[] = []): Uint8Array {
  const ihdr = new Uint8Array([...u32(width), ...u32(height), 8, 6, 0, 0, interlaced ? 1 : 0]);
  return concat([
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    ...extra,
    chunk("IDAT", zlibData),
    chunk("IEND", new Uint8Array()),
  ]);
}

/**
 * A zlib stream of `megabytes` MiB of zeros, built without deflating them all: one MiB deflated and
 * fully flushed (byte-aligned, needing nothing before it) repeated, a final empty block, the Adler-32.
 */
export function zlibZeros(megabytes: number): Uint8Array {
  const block = deflateRawSync(new Uint8Array(2 ** 20), { level: 9, finishFlush: zlib.Z_FULL_FLUSH });
  const body = new Uint8Array(block.length * megabytes);
  for (let i = 0; i < megabytes; i++) body.set(block, i * block.length);
  // Adler-32 of n zero bytes: a stays 1, b sums it n times.
  const adler = (((megabytes * 2 ** 20) % 65521) * 65536 + 1) >>> 0;
  return concat([new Uint8Array([0x78, 0xda]), body, new Uint8Array([0x03, 0x00]), new Uint8Array(u32(adler))]);
}

/** The attack: an interlaced PNG whose header says `side` × `side` and whose image data inflates to `megabytes` MiB of zeros. */
export const interlacedPngBomb = (side: number, megabytes: number) => pngFile(side, side, true, zlibZeros(megabytes));

/** A second IHDR after the first (pngjs takes the last; a header check reads the first). */
export function pngWithSecondHeader(side: number, realSide: number): Uint8Array {
  const second = chunk("IHDR", new Uint8Array([...u32(realSide), ...u32(realSide), 8, 6, 0, 0, 0]));
  return pngFile(side, side, false, deflateSync(new Uint8Array(realSide * (realSide * 4 + 1))), [second]);
}

/**
 * An honest PNG of any colour type and bit depth, all pixels zero (black, or palette entry 0, which is
 * green): its image data sized by the rule under test, so pngjs decoding it shows the rule is its own.
 */
export function pngOf(width: number, height: number, colourType: number, bitDepth: number, interlaced: boolean): Uint8Array {
  const ihdr = new Uint8Array([...u32(width), ...u32(height), bitDepth, colourType, 0, 0, interlaced ? 1 : 0]);
  const data = deflateSync(new Uint8Array(pngInflatedBytes(width, height, bitDepth, colourType, interlaced)));
  return concat([
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    ...(colourType === 3 ? [chunk("PLTE", new Uint8Array([0, 200, 0, 255, 255, 255]))] : []),
    chunk("IDAT", data),
    chunk("IEND", new Uint8Array()),
  ]);
}

/** An honest interlaced PNG of `width` × `height` in one RGBA colour: Adam7's seven passes, each row filter 0. */
export function interlacedPng(width: number, height: number, rgba: [number, number, number, number]): Uint8Array {
  const rows: number[] = [];
  const passes = [
    [0, 0, 8, 8],
    [4, 0, 8, 8],
    [0, 4, 4, 8],
    [2, 0, 4, 4],
    [0, 2, 2, 4],
    [1, 0, 2, 2],
    [0, 1, 1, 2],
  ];
  for (const [x0, y0, dx, dy] of passes as [number, number, number, number][]) {
    const columns = width > x0 ? Math.ceil((width - x0) / dx) : 0;
    const count = height > y0 ? Math.ceil((height - y0) / dy) : 0;
    if (columns === 0) continue;
    for (let row = 0; row < count; row++) {
      rows.push(0);
      for (let c = 0; c < columns; c++) rows.push(...rgba);
    }
  }
  return pngFile(width, height, true, deflateSync(new Uint8Array(rows)));
}

/** A real picture of `width` × `height` in `mime`, drawn by jimp's encoders (red). */
export async function picture(mime: "image/jpeg" | "image/png" | "image/gif", width: number, height: number): Promise<Uint8Array> {
  const image = new Jimp({ width, height, color: 0xff0000ff });
  return new Uint8Array(await image.getBuffer(mime as typeof JimpMime.png));
}

/** The segments of a JPEG after SOI, as [marker, whole segment bytes] (stops at the first scan: the rest is kept whole). */
function segments(jpeg: Uint8Array): { parts: [number, Uint8Array][]; rest: Uint8Array } {
  const parts: [number, Uint8Array][] = [];
  let at = 2;
  while (jpeg[at + 1] !== 0xda) {
    const length = (jpeg[at + 2]! << 8) | jpeg[at + 3]!;
    parts.push([jpeg[at + 1]!, jpeg.slice(at, at + 2 + length)]);
    at += 2 + length;
  }
  return { parts, rest: jpeg.slice(at) };
}

const fakeFrame = (width: number, height: number) =>
  [0xff, 0xc0, 0, 17, 8, ...u16be(height), ...u16be(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1] as number[];

/**
 * The attack: a real JPEG whose first DQT declares 7 bytes, so a length-following size check lands 4
 * bytes into its 64 values — on a fake frame header of `fakeSide` × `fakeSide` — while jpeg-js reads the
 * whole table and then the real frame. The other tables keep proper segments, so it decodes.
 */
export function jpegHidingFrameInDqt(real: Uint8Array, fakeSide = 200): Uint8Array {
  const { parts, rest } = segments(real);
  const out: Uint8Array[] = [new Uint8Array([0xff, 0xd8])];
  let hidden = false;
  for (const [marker, segment] of parts) {
    if (marker !== 0xdb || hidden) {
      out.push(segment);
      continue;
    }
    hidden = true;
    // Split a DQT of several tables into one segment each; the first declares 7 bytes and carries the fake frame.
    const body = segment.slice(4);
    for (let at = 0; at < body.length; at += 65) {
      const table = body.slice(at, at + 65);
      if (at === 0) {
        table.set(fakeFrame(fakeSide, fakeSide), 5);
        out.push(new Uint8Array([0xff, 0xdb, 0, 7]), table);
      } else out.push(new Uint8Array([0xff, 0xdb, 0, 67]), table);
    }
  }
  out.push(rest);
  return concat(out);
}

/**
 * The attack: a GIF of `screen` × `screen` whose odd application extension (block size 5) omggif skips
 * by a fixed 17 bytes, onto a first frame of `hiddenSide` × `hiddenSide`; a reader following the
 * sub-block lengths reads that frame's 0x2C as a sub-block of 44 bytes, skips it, and finds an honest frame.
 */
export function gifHidingFrame(screen: number, hiddenSide: number): Uint8Array {
  const frame = (side: number) => [0x2c, 0, 0, 0, 0, ...u16le(side), ...u16le(side), 0];
  // Each frame's image data: LZW minimum code size 2, one sub-block with a clear code and the end code, the terminator.
  const data = [2, 1, 0x2c, 0];
  const hidden = [...frame(hiddenSide), ...data, 0x3b];
  return new Uint8Array([
    ...ascii("GIF89a"),
    ...u16le(screen),
    ...u16le(screen),
    0x80,
    0,
    0,
    ...[0, 0, 0, 255, 255, 255],
    ...[0x21, 0xff, 5, 0, 0, 0, 0, 0, 10, ...Array(10).fill(0)],
    ...hidden,
    // The rest of the 44 bytes after the 0x2C, then the extension's terminator.
    ...Array(44 - (hidden.length - 1)).fill(0),
    0,
    ...frame(screen),
    ...data,
    0x3b,
  ]);
}
