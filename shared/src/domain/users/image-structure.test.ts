import { describe, expect, it } from "vitest";
import { checkImageStructure } from "./image-header.ts";
import { GIF_MAX_FRAMES } from "./gif-structure.ts";
import { JPEG_MAX_SCANS } from "./jpeg-structure.ts";
import { pngInflatedBytes } from "./png-structure.ts";

const u16be = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u16le = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const bytes = (...parts: number[][]) => new Uint8Array(parts.flat());

// PNG chunks (the walk does not check CRCs: pngjs does).
const chunk = (type: string, data: number[]) => [...u32be(data.length), ...ascii(type), ...data, 0, 0, 0, 0];
const ihdr = (width: number, height: number, depth = 8, colour = 6, interlace = 0) =>
  chunk("IHDR", [...u32be(width), ...u32be(height), depth, colour, 0, 0, interlace]);
const png = (...chunks: number[][]) => bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], ...chunks);
const idat = chunk("IDAT", [0x78, 0x9c, 3, 0, 0, 0, 0, 1]);
const iend = chunk("IEND", []);

// JPEG segments.
const segment = (marker: number, payload: number[]) => [0xff, marker, ...u16be(payload.length + 2), ...payload];
const dqt = segment(0xdb, [0, ...Array(64).fill(1)]);
const dht = segment(0xc4, [0x00, 1, ...Array(15).fill(0), 0]);
const sof = (marker = 0xc0, components = [[1, 0x11]]) =>
  segment(marker, [8, ...u16be(16), ...u16be(16), components.length, ...components.flatMap(([id, hv]) => [id!, hv!, 0])]);
const sos = segment(0xda, [1, 1, 0x00, 0, 63, 0]);
const scanData = [0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56];
const jpeg = (...parts: number[][]) => bytes([0xff, 0xd8], ...parts, [0xff, 0xd9]);

// GIF blocks.
const frame = [0x2c, 0, 0, 0, 0, ...u16le(10), ...u16le(10), 0, 2, 1, 0x2c, 0];
const gif = (frames: number) => bytes(ascii("GIF89a"), u16le(10), u16le(10), [0, 0, 0], ...Array(frames).fill(frame), [0x3b]);

const ok = (type: string) => expect.objectContaining({ ok: true, header: expect.objectContaining({ type }) });
const no = (failure: string) => ({ ok: false, failure });

describe("checkImageStructure: the whole file as its decoder reads it", () => {
  it.each<[string, Uint8Array, unknown]>([
    ["a PNG", png(ihdr(4, 4), idat, iend), ok("png")],
    [
      "a PNG with an ancillary chunk and a palette",
      png(ihdr(4, 4, 8, 3), chunk("PLTE", [0, 0, 0]), chunk("tEXt", [65]), idat, iend),
      ok("png"),
    ],
    ["a PNG with a second IHDR (pngjs would take its size)", png(ihdr(4, 4), ihdr(4000, 4000), idat, iend), no("malformed")],
    ["a PNG with an unknown critical chunk", png(ihdr(4, 4), chunk("ZZZZ", [1]), idat, iend), no("malformed")],
    ["a PNG of a bit depth its colour type doesn't have", png(ihdr(4, 4, 4, 2), idat, iend), no("malformed")],
    ["a PNG with an unknown interlace method", png(ihdr(4, 4, 8, 6, 2), idat, iend), no("malformed")],
    ["a PNG without image data", png(ihdr(4, 4), iend), no("malformed")],
    ["a PNG without IEND", png(ihdr(4, 4), idat), no("truncated")],
    ["a PNG whose chunk runs past the end", png(ihdr(4, 4), idat, iend).slice(0, 40), no("truncated")],
    ["a JPEG: tables, frame, a scan with stuffed bytes and a restart, EOI", jpeg(dqt, dht, sof(), sos, scanData), ok("jpeg")],
    [
      "a progressive JPEG with a DHT and DNL between scans",
      jpeg(dqt, dht, sof(0xc2), sos, scanData, dht, sos, [1], segment(0xdc, u16be(16))),
      ok("jpeg"),
    ],
    ["a JPEG with a second frame (jpeg-js allocates for each)", jpeg(dqt, sof(), sof(), sos, scanData), no("malformed")],
    ["a lossless JPEG (jpeg-js can't decode it)", jpeg(dqt, sof(0xc3), sos, scanData), no("malformed")],
    [
      "a JPEG of five components",
      jpeg(
        dqt,
        sof(
          0xc0,
          [1, 2, 3, 4, 5].map((id) => [id, 0x11]),
        ),
        sos,
        scanData,
      ),
      no("malformed"),
    ],
    ["a JPEG with a sampling factor of 5", jpeg(dqt, sof(0xc0, [[1, 0x51]]), sos, scanData), no("malformed")],
    [
      "a JPEG whose scan header's length disagrees with its components",
      jpeg(dqt, sof(), segment(0xda, [2, 1, 0, 0, 63, 0])),
      no("malformed"),
    ],
    [`a JPEG of ${JPEG_MAX_SCANS + 1} scans`, jpeg(dqt, sof(0xc2), ...Array(JPEG_MAX_SCANS + 1).fill([...sos, 1])), no("malformed")],
    ["a JPEG without a scan", jpeg(dqt, sof()), no("malformed")],
    ["a JPEG without EOI", jpeg(dqt, sof(), sos, scanData).slice(0, -2), no("truncated")],
    ["a GIF of two frames", gif(2), ok("gif")],
    [`a GIF of ${GIF_MAX_FRAMES + 1} frames`, gif(GIF_MAX_FRAMES + 1), no("malformed")],
  ])("%s", (_, input, expected) => {
    expect(checkImageStructure(input)).toEqual(expected);
  });

  it("sizes a PNG's image data as every (Adam7 pass's) row of packed pixels after a filter byte", () => {
    expect(pngInflatedBytes(200, 200, 8, 6, false)).toBe(200 * (1 + 800));
    // Passes of 25×25, 25×25, 50×25, 50×50, 100×50, 100×100, 200×100 pixels.
    expect(pngInflatedBytes(200, 200, 8, 6, true)).toBe(2525 + 2525 + 5025 + 10050 + 20050 + 40100 + 80100);
    expect(pngInflatedBytes(3, 1, 1, 0, false)).toBe(2);
    expect(pngInflatedBytes(1, 1, 8, 6, true)).toBe(5);
    expect(checkImageStructure(png(ihdr(200, 200, 8, 6, 1), idat, iend))).toMatchObject({ png: { inflatedBytes: 160_375 } });
  });
});
