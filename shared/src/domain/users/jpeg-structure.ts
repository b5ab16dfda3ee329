/**
 * A JPEG's segments, walked the way its decoder (jpeg-js, under jimp) walks them — and refused
 * wherever the two could part ways. jpeg-js reads quantisation tables (DQT), Huffman tables (DHT), the
 * frame header (SOF), restart intervals (DRI) and scan headers (SOS) by their content, not by their
 * declared length; skips a stray FF00 where a marker belongs; and "recovers" from unknown markers by
 * stepping back. A length-following size check and the decoder could then read different frames (a
 * DQT declaring fewer bytes than its table hid a 7200 × 7200 frame behind a fake 200 × 200 one). So
 * every segment whose content has a size must declare exactly that size, and only the markers jpeg-js
 * reads in step with us are allowed. Pure: runs in the browser, the API and its image worker alike.
 */

export type JpegFailure = "truncated" | "malformed";

export interface JpegFrame {
  /** The start-of-frame marker's second byte (0xC0 baseline, 0xC2 progressive …). */
  marker: number;
  width: number;
  height: number;
  precision: number;
  /** Each component's horizontal and vertical sampling factors. */
  sampling: { h: number; v: number }[];
}

export type JpegWalk = { ok: true; frame: JpegFrame; scans: number } | { ok: false; failure: JpegFailure };

/** Scans a whole file may have: a progressive JPEG has about ten; each one is a pass over every block. */
export const JPEG_MAX_SCANS = 64;
/**
 * Segments before the frame header: a camera's JPEG has a dozen (an ICC profile may come in many
 * APP2 parts). The header check runs on the event loop, so its cost stays bounded whatever the file.
 */
export const JPEG_MAX_HEADER_SEGMENTS = 256;

const u16 = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const fail = (failure: JpegFailure): JpegWalk => ({ ok: false, failure });

/** Start-of-frame markers (baseline, extended, progressive, lossless, arithmetic): they carry the size. */
export const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** The frames jpeg-js decodes: baseline, extended and progressive Huffman. */
const DECODABLE_FRAMES = new Set([0xc0, 0xc1, 0xc2]);

/** DQT: tables of a precision/id byte and 64 values of 1 (Pq 0) or 2 (Pq 1) bytes, exactly filling the segment. */
function dqtFits(body: Uint8Array): boolean {
  let at = 0;
  while (at < body.length) {
    const precision = body[at]! >> 4;
    if (precision > 1) return false;
    at += 1 + 64 * (precision + 1);
  }
  return at === body.length;
}

/** DHT: tables of a class/id byte, 16 code counts and that many values, exactly filling the segment. */
function dhtFits(body: Uint8Array): boolean {
  let at = 0;
  while (at < body.length) {
    if (at + 17 > body.length || body[at]! >> 4 > 1) return false;
    let values = 0;
    for (let i = 1; i <= 16; i++) values += body[at + i]!;
    at += 17 + values;
  }
  return at === body.length;
}

/** The frame header's content: precision, height, width, component count and 3 bytes a component. */
function frameOf(marker: number, body: Uint8Array): JpegFrame | null {
  if (body.length < 6 || body.length !== 6 + 3 * body[5]!) return null;
  const sampling = Array.from({ length: body[5]! }, (_, i) => ({ h: body[7 + 3 * i]! >> 4, v: body[7 + 3 * i]! & 15 }));
  return { marker, precision: body[0]!, height: u16(body, 1), width: u16(body, 3), sampling };
}

/** Where the entropy-coded data after a scan header ends: the first marker other than a stuffed FF00 or a restart. */
function endOfScan(bytes: Uint8Array, from: number): number {
  let at = from;
  for (;;) {
    at = bytes.indexOf(0xff, at);
    if (at === -1 || at + 1 >= bytes.length) return bytes.length;
    const next = bytes[at + 1]!;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) at += 2;
    else return at;
  }
}

/**
 * Walks a JPEG from its SOI. `header`: stops at the frame header (the declared size, for the checks
 * before an upload is decoded — a few segments, cheap on any thread). `whole`: reads every segment and
 * the scans' entropy-coded data to EOI, and also refuses what jpeg-js cannot decode or would allocate
 * wildly for: a second frame, a frame type it doesn't read, more than 4 components or sampling factors
 * outside 1–4, more than JPEG_MAX_SCANS scans (linear in the file's size: the image worker runs it).
 */
export function walkJpeg(bytes: Uint8Array, mode: "header" | "whole"): JpegWalk {
  let at = 2;
  let frame: JpegFrame | null = null;
  let scans = 0;
  for (let segments = 0; ; segments++) {
    if (!frame && segments > JPEG_MAX_HEADER_SEGMENTS) return fail("malformed");
    // Markers may be preceded by any number of 0xFF fill bytes (jpeg-js reads past them the same way).
    while (at + 1 < bytes.length && bytes[at] === 0xff && bytes[at + 1] === 0xff) at++;
    if (at + 1 >= bytes.length) return fail("truncated");
    if (bytes[at] !== 0xff) return fail("malformed");
    const marker = bytes[at + 1]!;
    at += 2;
    if (marker === 0xd9) return frame && scans > 0 ? { ok: true, frame, scans } : fail("malformed");
    const known =
      (marker >= 0xe0 && marker <= 0xef) ||
      marker === 0xfe ||
      marker === 0xdb ||
      marker === 0xc4 ||
      marker === 0xdd ||
      isStartOfFrame(marker);
    const afterFrame = frame !== null && (marker === 0xda || (marker === 0xdc && scans > 0));
    // Anything else (FF00, restarts, TEM, DAC, JPGn, reserved, a second SOI, a scan before the frame): refused.
    if (!known && !afterFrame) return fail("malformed");
    if (at + 2 > bytes.length) return fail("truncated");
    const length = u16(bytes, at);
    if (length < 2) return fail("malformed");
    if (at + length > bytes.length) return fail("truncated");
    const body = bytes.subarray(at + 2, at + length);
    if (marker === 0xdb && !dqtFits(body)) return fail("malformed");
    if (marker === 0xc4 && !dhtFits(body)) return fail("malformed");
    if ((marker === 0xdd || marker === 0xdc) && length !== 4) return fail("malformed");
    if (isStartOfFrame(marker)) {
      const read = frameOf(marker, body);
      if (!read || read.width === 0 || read.height === 0) return fail("malformed");
      if (mode === "header") return { ok: true, frame: read, scans: 0 };
      if (frame || !DECODABLE_FRAMES.has(marker) || read.precision !== 8) return fail("malformed");
      if (read.sampling.length < 1 || read.sampling.length > 4) return fail("malformed");
      if (read.sampling.some(({ h, v }) => h < 1 || h > 4 || v < 1 || v > 4)) return fail("malformed");
      frame = read;
    }
    at += length;
    if (marker === 0xda) {
      if (body.length < 1 || body.length !== 4 + 2 * body[0]!) return fail("malformed");
      if (++scans > JPEG_MAX_SCANS) return fail("malformed");
      at = endOfScan(bytes, at);
    }
  }
}
