import { walkGif } from "./gif-structure.ts";
import { walkJpeg } from "./jpeg-structure.ts";
import { type PngLayout, walkPng } from "./png-structure.ts";

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
 * header says what size it is. `malformed`: the header is there but impossible or ambiguous (zero
 * size, a GIF frame outside its screen or an extension its decoder refuses, a JPEG without a frame
 * header before its scan, or with a table whose declared length disagrees with its content).
 */
export type SniffFailure = "not-image" | "truncated" | "malformed";

export type SniffResult = { ok: true; header: ImageHeader } | { ok: false; failure: SniffFailure };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const fail = (failure: SniffFailure): SniffResult => ({ ok: false, failure });
const found = (type: ImageType, width: number, height: number): SniffResult =>
  width > 0 && height > 0 ? { ok: true, header: { type, width, height } } : fail("malformed");

const startsWith = (bytes: ArrayLike<number>, prefix: ArrayLike<number>) =>
  bytes.length >= prefix.length && Array.from(prefix).every((byte, index) => bytes[index] === byte);
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

/** GIF: the logical screen's size, once its first frame (the one omggif draws) is known to lie inside it. */
function gif(bytes: Uint8Array): SniffResult {
  const walk = walkGif(bytes, "first");
  return walk.ok ? found("gif", walk.width, walk.height) : fail(walk.failure);
}

/**
 * JPEG: walk the segments after SOI by their lengths (so an EXIF thumbnail inside APP1 is skipped,
 * never mistaken for the picture) to the first start-of-frame, which holds height then width — with
 * every table's declared length matching its content, as jpeg-js reads them (jpeg-structure.ts).
 */
function jpeg(bytes: Uint8Array): SniffResult {
  const walk = walkJpeg(bytes, "header");
  return walk.ok ? found("jpeg", walk.frame.width, walk.frame.height) : fail(walk.failure);
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

export type StructureResult = { ok: true; header: ImageHeader; png: PngLayout | null } | { ok: false; failure: SniffFailure };

/**
 * The whole file checked as its decoder will read it, beyond the header sniffImage reads: every JPEG
 * segment and scan to EOI (one frame of a kind jpeg-js decodes, at most JPEG_MAX_SCANS scans), every
 * GIF block (at most GIF_MAX_FRAMES frames), every PNG chunk with the size its image data must
 * inflate to (for the caller to hold the inflation to). The header it returns is the one sniffImage
 * returns for the same bytes. Linear in the file's size: run it where the image is decoded, off the event loop.
 */
export function checkImageStructure(bytes: Uint8Array): StructureResult {
  const sniffed = sniffImage(bytes);
  if (!sniffed.ok) return sniffed;
  const { header } = sniffed;
  if (header.type === "png") {
    const walk = walkPng(bytes);
    return walk.ok ? { ok: true, header, png: walk.png } : { ok: false, failure: walk.failure };
  }
  const walk = header.type === "gif" ? walkGif(bytes, "whole") : walkJpeg(bytes, "whole");
  return walk.ok ? { ok: true, header, png: null } : { ok: false, failure: walk.failure };
}
