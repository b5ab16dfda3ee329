/**
 * A GIF's blocks, walked exactly as its decoder (omggif, under jimp) walks them: it allocates the
 * first frame by that frame's own width × height and refuses extensions it doesn't know. Where
 * omggif has its own ways (an application extension whose block size is not 11 is skipped by a fixed
 * 17 bytes, not by its sub-block lengths), this walk follows omggif, so the frame checked is always
 * the frame decoded. Pure: runs in the browser, the API and its image worker alike.
 */

export type GifFailure = "truncated" | "malformed";

export interface GifFrame {
  left: number;
  top: number;
  width: number;
  height: number;
}

export type GifWalk = { ok: true; width: number; height: number; first: GifFrame; frames: number } | { ok: false; failure: GifFailure };

/** Frames a whole file may have (only the first is drawn; each is a record the decoder keeps). */
export const GIF_MAX_FRAMES = 5_000;
/** Blocks and sub-blocks before the first frame: the header check runs on the event loop, so its cost stays bounded. */
export const GIF_MAX_HEADER_STEPS = 65_536;

const u16 = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const fail = (failure: GifFailure): GifWalk => ({ ok: false, failure });
const NETSCAPE = [0x4e, 0x45, 0x54, 0x53, 0x43, 0x41, 0x50, 0x45, 0x32, 0x2e, 0x30];

/** Steps (blocks and sub-blocks) a walk may still take; spent by each. */
type Steps = { left: number };

/**
 * Past a run of data sub-blocks (each a length byte, then that many bytes) and their zero terminator;
 * -1 when cut, -2 when `steps` run out.
 */
function pastSubBlocks(bytes: Uint8Array, from: number, steps: Steps): number {
  let at = from;
  for (;;) {
    if (--steps.left < 0) return -2;
    if (at >= bytes.length) return -1;
    const size = bytes[at++]!;
    if (size === 0) return at;
    at += size;
  }
}

/** omggif's test for "a NETSCAPE looping block" — true also whenever the block size is not 11 (its precedence). */
const omggifLoopBlock = (bytes: Uint8Array, at: number) =>
  bytes[at] !== 0x0b ||
  (NETSCAPE.every((byte, i) => bytes[at + 1 + i] === byte) && bytes[at + 12] === 0x03 && bytes[at + 13] === 0x01 && bytes[at + 16] === 0);

/**
 * Walks a GIF from its logical screen. `first`: stops at the first frame (the one drawn; the size
 * check before an upload is decoded). `whole`: to the trailer or the end, counting frames. Refused:
 * extensions omggif doesn't know, a first frame outside the screen (omggif would allocate for it).
 */
export function walkGif(bytes: Uint8Array, mode: "first" | "whole"): GifWalk {
  if (bytes.length < 13) return fail("truncated");
  const width = u16(bytes, 6);
  const height = u16(bytes, 8);
  const packed = bytes[10]!;
  let at = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  let first: GifFrame | null = null;
  let frames = 0;
  // Before the first frame (the header check, on the event loop) the steps are bounded; after it, not.
  const steps: Steps = { left: GIF_MAX_HEADER_STEPS };
  const done = (): GifWalk => (first ? { ok: true, width, height, first, frames } : fail("malformed"));
  for (;;) {
    if (at >= bytes.length) return first ? done() : fail("truncated");
    const block = bytes[at++]!;
    if (block === 0x3b) return done();
    if (block === 0x21) {
      const label = bytes[at++];
      if (--steps.left < 0) return fail("malformed");
      if (label === 0xff && omggifLoopBlock(bytes, at)) at += 17;
      else if (label === 0xff) at = pastSubBlocks(bytes, at + 12, steps);
      else if (label === 0xf9) {
        if (at + 6 > bytes.length) return fail("truncated");
        if (bytes[at] !== 4 || bytes[at + 5] !== 0) return fail("malformed");
        at += 6;
      } else if (label === 0xfe) at = pastSubBlocks(bytes, at, steps);
      else if (label === undefined) return fail("truncated");
      else return fail("malformed");
      if (at === -2) return fail("malformed");
      if (at < 0) return fail("truncated");
      continue;
    }
    if (block !== 0x2c) return fail("malformed");
    if (at + 9 > bytes.length) return fail("truncated");
    const frame = { left: u16(bytes, at), top: u16(bytes, at + 2), width: u16(bytes, at + 4), height: u16(bytes, at + 6) };
    const local = bytes[at + 8]!;
    if (++frames > GIF_MAX_FRAMES) return fail("malformed");
    if (!first) {
      if (frame.left + frame.width > width || frame.top + frame.height > height) return fail("malformed");
      first = frame;
      steps.left = Number.POSITIVE_INFINITY;
      if (mode === "first") return done();
    }
    at += 9 + (local & 0x80 ? 3 * 2 ** ((local & 0x07) + 1) : 0);
    // The LZW minimum code size, then the image data's sub-blocks.
    at = pastSubBlocks(bytes, at + 1, steps);
    if (at < 0) return fail("truncated");
  }
}
