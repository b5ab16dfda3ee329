import { describe, expect, it } from "vitest";
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES, avatarSizeFor, avatarUrlAt, checkAvatarFile } from "./avatar-rules.ts";
import { sniffImage, type SniffResult } from "./image-header.ts";

const u16be = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u16le = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const bytes = (...parts: number[][]) => new Uint8Array(parts.flat());

const PNG_SIG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (width: number, height: number, ihdrLength = 13) =>
  bytes(PNG_SIG, u32be(ihdrLength), ascii("IHDR"), u32be(width), u32be(height), [8, 6, 0, 0, 0], u32be(0));

/** A GIF89a: screen, optional 2-colour table, a graphic-control extension, then the first frame's descriptor. */
const gif = (screen: [number, number], frame: [number, number, number, number], { table = true, extension = true } = {}) =>
  bytes(
    ascii("GIF89a"),
    u16le(screen[0]),
    u16le(screen[1]),
    [table ? 0x80 : 0x00, 0, 0],
    table ? [0, 0, 0, 255, 255, 255] : [],
    extension ? [0x21, 0xf9, 0x04, 0, 0, 0, 0, 0x00] : [],
    [0x2c],
    u16le(frame[0]),
    u16le(frame[1]),
    u16le(frame[2]),
    u16le(frame[3]),
    [0],
  );

const segment = (marker: number, payload: number[]) => [0xff, marker, ...u16be(payload.length + 2), ...payload];
/** A frame header of three components (Y sampled 2 × 2, Cb and Cr 1 × 1). */
const sof = (marker: number, width: number, height: number) =>
  segment(marker, [8, ...u16be(height), ...u16be(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
/** An APP1 (EXIF) segment holding a whole thumbnail JPEG of 160 × 120: a naive scanner would read its SOF. */
const exifWithThumbnail = segment(0xe1, [...ascii("Exif"), 0, 0, 0xff, 0xd8, ...sof(0xc0, 160, 120), 0xff, 0xd9]);
const jpeg = (...segments: number[][]) => bytes([0xff, 0xd8], ...segments);
const app0 = segment(0xe0, [...ascii("JFIF"), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);

/** A DQT table: precision/id byte, then 64 one-byte values. */
const dqtTable = (id: number) => [id, ...Array(64).fill(1)];
/** A DHT table with `count` one-bit codes. */
const dhtTable = (count: number) => [0x00, count, ...Array(15).fill(0), ...Array.from({ length: count }, (_, i) => i)];
/**
 * A DQT declaring 7 bytes (so a length reader lands 4 bytes into its table, where a fake 200 × 200 frame
 * header sits), then the real 7200 × 7200 frame after the whole 64-byte table, where the decoder finds it.
 */
const fakeSof = sof(0xc0, 200, 200);
const jpegHidingFrameInDqt = jpeg(
  [0xff, 0xdb, 0, 7, 0x00, 1, 1, 1, 1, ...fakeSof, ...Array(64 - 4 - fakeSof.length).fill(1)],
  sof(0xc0, 7200, 7200),
);
/** A GIF89a of 300 × 200 without a colour table, then `blocks`, then a 300 × 200 frame. */
const gifWith = (...blocks: number[][]) =>
  bytes(ascii("GIF89a"), u16le(300), u16le(200), [0, 0, 0], ...blocks, [0x2c, 0, 0, 0, 0], u16le(300), u16le(200), [0, 2, 0, 0x3b]);
const gifWithExtension = (label: number, body: number[]) => gifWith([0x21, label, ...body]);
const gifWithLoop = gifWith([0x21, 0xff, 0x0b, ...ascii("NETSCAPE2.0"), 3, 1, 0, 0, 0]);
/**
 * An application extension whose block size is 5: omggif jumps 17 bytes on and reads a frame of
 * 65535 × 65535 there; a reader following the sub-block lengths skips that and finds a 300 × 200 frame.
 */
const gifHidingFrameInAppExtension = gifWith([
  0x21,
  0xff,
  5,
  0,
  0,
  0,
  0,
  0,
  10,
  ...Array(10).fill(0),
  0x2c,
  0,
  0,
  0,
  0,
  ...u16le(65535),
  ...u16le(65535),
  0,
  2,
  0,
  0x3b,
  ...Array(44 - 12).fill(0),
  0,
]);

const ok = (type: "jpeg" | "png" | "gif", width: number, height: number): SniffResult => ({ ok: true, header: { type, width, height } });
const no = (failure: "not-image" | "truncated" | "malformed"): SniffResult => ({ ok: false, failure });

describe("sniffImage", () => {
  it.each<[string, Uint8Array, SniffResult]>([
    ["PNG", png(640, 480), ok("png", 640, 480)],
    ["PNG declaring 100000 × 100000 (read, never decoded)", png(100_000, 100_000), ok("png", 100_000, 100_000)],
    ["PNG with zero width", png(0, 480), no("malformed")],
    ["PNG whose first chunk is not IHDR", bytes(PNG_SIG, u32be(13), ascii("IDAT"), u32be(1), u32be(1), [0, 0, 0, 0, 0]), no("malformed")],
    ["PNG with a lying IHDR length", png(640, 480, 1000), no("malformed")],
    ["PNG cut inside IHDR", png(640, 480).slice(0, 20), no("truncated")],
    ["PNG signature only", bytes(PNG_SIG), no("truncated")],
    ["GIF", gif([300, 200], [0, 0, 300, 200]), ok("gif", 300, 200)],
    [
      "GIF87a without a colour table or extension",
      bytes(ascii("GIF87a"), [...gif([250, 250], [10, 10, 100, 100], { table: false, extension: false }).slice(6)]),
      ok("gif", 250, 250),
    ],
    [
      "GIF whose first frame lies outside the screen (a decoder would allocate for 65535²)",
      gif([300, 200], [0, 0, 65535, 65535]),
      no("malformed"),
    ],
    ["GIF whose frame is offset past the screen", gif([300, 200], [250, 0, 100, 200]), no("malformed")],
    ["GIF with a zero-sized screen", gif([0, 0], [0, 0, 0, 0]), no("malformed")],
    ["GIF cut before its first frame", gif([300, 200], [0, 0, 300, 200]).slice(0, 25), no("truncated")],
    ["GIF cut inside the frame descriptor", gif([300, 200], [0, 0, 300, 200]).slice(0, 35), no("truncated")],
    ["GIF that ends (trailer) with no frame", bytes(ascii("GIF89a"), u16le(300), u16le(200), [0, 0, 0], [0x3b]), no("malformed")],
    ["JPEG (baseline) after JFIF", jpeg(app0, sof(0xc0, 1024, 768)), ok("jpeg", 1024, 768)],
    ["JPEG (progressive)", jpeg(app0, sof(0xc2, 800, 600)), ok("jpeg", 800, 600)],
    [
      "JPEG with an EXIF thumbnail before its frame: the frame's size, not the thumbnail's",
      jpeg(exifWithThumbnail, sof(0xc0, 4032, 3024)),
      ok("jpeg", 4032, 3024),
    ],
    ["JPEG with fill bytes before a marker", jpeg([0xff, 0xff], app0, sof(0xc0, 320, 240)), ok("jpeg", 320, 240)],
    ["JPEG tables (DHT) are not a frame", jpeg(segment(0xc4, dhtTable(3)), sof(0xc1, 500, 400)), ok("jpeg", 500, 400)],
    ["JPEG declaring 65535 × 65535", jpeg(sof(0xc0, 65535, 65535)), ok("jpeg", 65535, 65535)],
    ["JPEG with a zero height (DNL)", jpeg(sof(0xc0, 640, 0)), no("malformed")],
    ["JPEG whose scan starts before any frame header", jpeg(app0, segment(0xda, [1, 1, 0, 0, 63, 0])), no("malformed")],
    ["JPEG whose segment length runs past the end", jpeg([0xff, 0xe1, 0xff, 0xf0, 1, 2, 3]), no("truncated")],
    ["JPEG cut inside its frame header", jpeg(app0, sof(0xc0, 640, 480)).slice(0, 26), no("truncated")],
    ["JPEG with junk where a marker belongs", jpeg(app0, [0x00, 0x11, 0x22]), no("malformed")],
    ["JPEG's SOI followed by no marker", jpeg([0x00, 0x11, 0x22]), no("not-image")],
    ["JPEG magic only", bytes([0xff, 0xd8, 0xff]), no("truncated")],
    ["a PDF", bytes(ascii("%PDF-1.7\n")), no("not-image")],
    ["a WebP", bytes(ascii("RIFF"), u32be(100), ascii("WEBPVP8 ")), no("not-image")],
    ["HTML calling itself a .jpg", bytes(ascii("<!doctype html><title>x</title>")), no("not-image")],
    ["nothing", bytes([]), no("not-image")],
    ["the first bytes of a PNG", bytes([0x89, 0x50]), no("truncated")],
    // The decoder (jpeg-js) reads DQT, DHT, SOF and SOS by their content, not their declared length:
    // a length that disagrees with the content would make the size check read another frame than it.
    ["JPEG whose DQT declares fewer bytes than its table, hiding the real frame", jpegHidingFrameInDqt, no("malformed")],
    [
      "JPEG whose DQT declares more bytes than its table",
      jpeg(segment(0xdb, [...dqtTable(0), 9, 9]), sof(0xc0, 640, 480)),
      no("malformed"),
    ],
    ["JPEG whose DQT names an unknown precision", jpeg(segment(0xdb, [0x20, ...Array(64).fill(1)]), sof(0xc0, 640, 480)), no("malformed")],
    [
      "JPEG with two quantisation tables in one DQT",
      jpeg(segment(0xdb, [...dqtTable(0), ...dqtTable(1)]), sof(0xc0, 640, 480)),
      ok("jpeg", 640, 480),
    ],
    [
      "JPEG with a 16-bit quantisation table",
      jpeg(segment(0xdb, [0x10, ...Array(128).fill(1)]), sof(0xc0, 640, 480)),
      ok("jpeg", 640, 480),
    ],
    [
      "JPEG whose DHT declares fewer bytes than its table",
      jpeg([0xff, 0xc4, 0, 2 + 17], dhtTable(3).slice(0, 17), dhtTable(3).slice(17), sof(0xc0, 640, 480)),
      no("malformed"),
    ],
    ["JPEG whose DRI is not 4 bytes long", jpeg(segment(0xdd, [0, 8, 0]), sof(0xc0, 640, 480)), no("malformed")],
    [
      "JPEG whose frame header's length disagrees with its components",
      jpeg(segment(0xc0, [8, ...u16be(480), ...u16be(640), 1, 1, 0x11, 0, 0])),
      no("malformed"),
    ],
    [
      "JPEG with FF00 where a marker belongs (the decoder skips it; a length reader would not)",
      jpeg([0xff, 0x00], sof(0xc0, 640, 480)),
      no("malformed"),
    ],
    ["JPEG with a restart marker before its frame", jpeg([0xff, 0xd0], sof(0xc0, 640, 480)), no("malformed")],
    ["JPEG with an unknown marker before its frame", jpeg(segment(0xf0, [1, 2]), sof(0xc0, 640, 480)), no("malformed")],
    // The GIF decoder (omggif) skips an application extension whose block size is not 11 by a fixed
    // 17 bytes, and refuses extensions it doesn't know: the size check must read the same first frame.
    ["GIF whose odd application extension hides a 65535 × 65535 first frame", gifHidingFrameInAppExtension, no("malformed")],
    ["GIF with a NETSCAPE looping extension", gifWithLoop, ok("gif", 300, 200)],
    ["GIF with a plain-text extension (which the decoder refuses)", gifWithExtension(0x01, [12, ...Array(12).fill(0), 0]), no("malformed")],
    ["GIF whose graphic-control extension is not 4 bytes", gifWithExtension(0xf9, [5, 0, 0, 0, 0, 0, 0]), no("malformed")],
    ["GIF with a comment", gifWithExtension(0xfe, [3, 1, 2, 3, 0]), ok("gif", 300, 200)],
    // The header check runs on the server's event loop: its cost must not grow with a crafted file's length.
    ["JPEG with 10,000 comments before its frame", jpeg(...Array(10_000).fill(segment(0xfe, [])), sof(0xc0, 640, 480)), no("malformed")],
    [
      "JPEG with 200 segments before its frame (ICC profiles come in many)",
      jpeg(...Array(200).fill(segment(0xe2, [1])), sof(0xc0, 640, 480)),
      ok("jpeg", 640, 480),
    ],
    [
      "GIF with a comment of 100,000 sub-blocks before its frame",
      gifWithExtension(0xfe, [...Array(100_000).fill([1, 7]).flat(), 0]),
      no("malformed"),
    ],
  ])("%s", (_, input, expected) => {
    expect(sniffImage(input)).toEqual(expected);
  });
});

describe("checkAvatarFile", () => {
  it.each<[string, Uint8Array, number, ReturnType<typeof checkAvatarFile>]>([
    ["a 640 × 480 PNG", png(640, 480), 40_000, { ok: true, header: { type: "png", width: 640, height: 480 } }],
    ["exactly 200 × 200", gif([200, 200], [0, 0, 200, 200]), 1_000, { ok: true, header: { type: "gif", width: 200, height: 200 } }],
    ["exactly 6000 × 6000", jpeg(sof(0xc0, 6000, 6000)), 4_000_000, { ok: true, header: { type: "jpeg", width: 6000, height: 6000 } }],
    [
      "one byte over 5 MB, checked before anything else",
      bytes(ascii("junk")),
      AVATAR_MAX_BYTES + 1,
      { ok: false, failure: "bad-size", message: "Image exceeds size limit" },
    ],
    ["a text file", bytes(ascii("hello")), 5, { ok: false, failure: "bad-type", message: "Image only" }],
    ["a truncated JPEG", jpeg(app0).slice(0, 10), 10, { ok: false, failure: "bad-type", message: AVATAR_MESSAGES.unreadable }],
    ["199 pixels high", png(800, 199), 1_000, { ok: false, failure: "bad-resolution", message: AVATAR_MESSAGES.tooSmall }],
    ["6001 pixels wide", png(6001, 800), 1_000, { ok: false, failure: "bad-resolution", message: AVATAR_MESSAGES.tooLarge }],
    [
      "a tiny file declaring 60000 × 60000 (a decompression bomb)",
      png(60_000, 60_000),
      200,
      { ok: false, failure: "bad-resolution", message: AVATAR_MESSAGES.tooLarge },
    ],
  ])("%s", (_, head, size, expected) => {
    expect(checkAvatarFile(head, size)).toEqual(expected);
  });

  it("words the resolution messages with the limits", () => {
    expect(AVATAR_MESSAGES.tooSmall).toBe("Please choose an image at least 200 × 200 pixels.");
    expect(AVATAR_MESSAGES.tooLarge).toBe("Please choose an image no larger than 6000 × 6000 pixels.");
  });
});

describe("avatar sizes", () => {
  it.each([
    [32, 2, 64],
    [44, 2, 128],
    [64, 2, 128],
    [80, 2, 256],
    [112, 2, 256],
    [112, 3, 256],
    [32, 1, 64],
  ])("%i CSS px at %ix → %i", (css, ratio, size) => {
    expect(avatarSizeFor(css, ratio)).toBe(size);
  });

  it("rewrites a versioned avatar URL to another size and leaves others alone", () => {
    expect(avatarUrlAt("/api/users/u1/avatar/256?v=abc", 64)).toBe("/api/users/u1/avatar/64?v=abc");
    expect(avatarUrlAt("/api/users/u1/avatar/256", 128)).toBe("/api/users/u1/avatar/128");
    expect(avatarUrlAt("https://example.com/me.png", 64)).toBe("https://example.com/me.png");
  });
});
