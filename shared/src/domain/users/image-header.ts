/**
 * What an image file really is, from its first bytes: the format by its magic bytes (whatever the
 * name or the declared type say) and the pixel size its header declares, read without decoding a
 * pixel — so a tiny file declaring 60000 × 60000 pixels is refused before any decoder allocates for
 * it (a decompression bomb). Pure and runtime-neutral: the API and the upload form both use it.
 */

export type ImageType = "jpeg" | "png" | "gif";

export interface ImageHeader {
  type: ImageType;
  width: number;
  height: number;
}

/**
 * `not-image`: the magic bytes are none of JPEG, PNG or GIF. `truncated`: the file ends before its
 * header says what size it is. `malformed`: the header is there but impossible (zero size, a GIF
 * frame outside its screen, a JPEG without a frame header before its scan).
 */
export type SniffFailure = "not-image" | "truncated" | "malformed";

export type SniffResult = { ok: true; header: ImageHeader } | { ok: false; failure: SniffFailure };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const fail = (failure: SniffFailure): SniffResult => ({ ok: false, failure });
const found = (type: ImageType, width: number, height: number): SniffResult =>
  width > 0 && height > 0 ? { ok: true, header: { type, width, height } } : fail("malformed");

const startsWith = (bytes: ArrayLike<number>, prefix: ArrayLike<number>) =>
  bytes.length >= prefix.length && Array.from(prefix).every((byte, index) => bytes[index] === byte);
const u16be = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const u16le = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const u32be = (bytes: Uint8Array, at: number) =>
  ((bytes[at]! << 24) >>> 0) + (bytes[at + 1]! << 16) + (bytes[at + 2]! << 8) + bytes[at + 3]!;

/** PNG: the signature, then IHDR (13 bytes) first, with width and height as 32-bit big-endian. */
function png(bytes: Uint8Array): SniffResult {
  if (bytes.length < 24) return fail("truncated");
  const ihdr = String.fromCharCode(bytes[12]!, bytes[13]!, bytes[14]!, bytes[15]!);
  if (ihdr !== "IHDR" || u32be(bytes, 8) !== 13) return fail("malformed");
  const width = u32be(bytes, 16);
  const height = u32be(bytes, 20);
  // The format caps both at 2^31 - 1.
  if (width > 0x7fffffff || height > 0x7fffffff) return fail("malformed");
  return found("png", width, height);
}

/**
 * GIF: the logical screen's size, and the first frame's descriptor (the one a decoder draws), which
 * must lie inside the screen — a decoder allocates by the frame's own size, so a lying frame is refused.
 */
function gif(bytes: Uint8Array): SniffResult {
  if (bytes.length < 13) return fail("truncated");
  const width = u16le(bytes, 6);
  const height = u16le(bytes, 8);
  const packed = bytes[10]!;
  let at = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  for (;;) {
    if (at >= bytes.length) return fail("truncated");
    const block = bytes[at]!;
    if (block === 0x2c) {
      if (at + 10 > bytes.length) return fail("truncated");
      const left = u16le(bytes, at + 1);
      const top = u16le(bytes, at + 3);
      const frameWidth = u16le(bytes, at + 5);
      const frameHeight = u16le(bytes, at + 7);
      if (left + frameWidth > width || top + frameHeight > height) return fail("malformed");
      return found("gif", width, height);
    }
    // Anything else (the trailer 0x3B before any frame, or junk): there is no picture to draw.
    if (block !== 0x21) return fail("malformed");
    // An extension: its label, then data sub-blocks until a zero length.
    at += 2;
    for (;;) {
      if (at >= bytes.length) return fail("truncated");
      const length = bytes[at]!;
      at += 1 + length;
      if (length === 0) break;
    }
  }
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic): they carry the size. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * JPEG: walk the segments after SOI by their lengths (so an EXIF thumbnail inside APP1 is skipped,
 * never mistaken for the picture) to the first start-of-frame, which holds height then width.
 */
function jpeg(bytes: Uint8Array): SniffResult {
  let at = 2;
  for (;;) {
    // Markers may be preceded by any number of 0xFF fill bytes.
    while (at < bytes.length && bytes[at] === 0xff && bytes[at + 1] === 0xff) at++;
    if (at + 1 >= bytes.length) return fail("truncated");
    if (bytes[at] !== 0xff) return fail("malformed");
    const marker = bytes[at + 1]!;
    at += 2;
    // Stand-alone markers have no length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    // A scan or the end before any frame header: there is no size to read.
    if (marker === 0xda || marker === 0xd9 || marker === 0xd8) return fail("malformed");
    if (at + 2 > bytes.length) return fail("truncated");
    const length = u16be(bytes, at);
    if (length < 2) return fail("malformed");
    if (isStartOfFrame(marker)) {
      if (length < 8) return fail("malformed");
      if (at + 7 > bytes.length) return fail("truncated");
      return found("jpeg", u16be(bytes, at + 5), u16be(bytes, at + 3));
    }
    at += length;
  }
}

/** The image's real format and declared size, or why there is none. Reads only the header. */
export function sniffImage(bytes: Uint8Array): SniffResult {
  if (startsWith(bytes, PNG_SIGNATURE)) return png(bytes);
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return gif(bytes);
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return jpeg(bytes);
  if (
    bytes.length > 0 &&
    bytes.length < 8 &&
    [PNG_SIGNATURE, [0x47, 0x49, 0x46, 0x38], [0xff, 0xd8, 0xff]].some((magic) => startsWith(magic, bytes))
  )
    return fail("truncated");
  return fail("not-image");
}
