/**
 * A PNG's chunks, walked as its decoder (pngjs, under jimp) reads them, with what the decoder does
 * not check: the exact number of bytes its image data must inflate to. pngjs caps the inflated data
 * of a plain PNG at the image's size but inflates an interlaced one without a limit (a 2 MB "200 ×
 * 200" upload of deflated zeros grew the server by gigabytes), and lets a second IHDR change the
 * size it allocates for. So: one IHDR, first; only the critical chunks pngjs knows; IDAT chunks
 * gathered for the caller to inflate against `inflatedBytes` before pngjs ever sees them. Pure.
 */

export type PngFailure = "truncated" | "malformed";

export interface PngLayout {
  width: number;
  height: number;
  bitDepth: number;
  colourType: number;
  interlaced: boolean;
  /** The image data, chunk by chunk, in file order: one zlib stream. */
  idat: Uint8Array[];
  /** Exactly what `idat` must inflate to: every (pass's) row, with its filter byte. */
  inflatedBytes: number;
}

export type PngWalk = { ok: true; png: PngLayout } | { ok: false; failure: PngFailure };

/** Channels per pixel by colour type (grey, RGB, palette, grey + alpha, RGBA), as pngjs's COLORTYPE_TO_BPP_MAP. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** The bit depths the PNG standard allows for each colour type. */
const DEPTHS: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };
/** Adam7: each pass's first column and row and its steps. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

const u32 = (bytes: Uint8Array, at: number) => ((bytes[at]! << 24) >>> 0) + (bytes[at + 1]! << 16) + (bytes[at + 2]! << 8) + bytes[at + 3]!;
const fail = (failure: PngFailure): PngWalk => ({ ok: false, failure });
const typeOf = (bytes: Uint8Array, at: number) => String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);

/** Bytes of the filtered image data of a `width` × `height` image: rows of packed pixels, each after a filter byte. */
export function pngInflatedBytes(width: number, height: number, bitDepth: number, colourType: number, interlaced: boolean): number {
  const rowBytes = (columns: number) => Math.ceil((columns * (CHANNELS[colourType] ?? 4) * bitDepth) / 8) + 1;
  if (!interlaced) return height * rowBytes(width);
  let total = 0;
  for (const [x0, y0, dx, dy] of ADAM7) {
    const columns = width > x0 ? Math.ceil((width - x0) / dx) : 0;
    const rows = height > y0 ? Math.ceil((height - y0) / dy) : 0;
    if (columns > 0 && rows > 0) total += rows * rowBytes(columns);
  }
  return total;
}

/** Walks a whole PNG (signature checked by the caller) to IEND: its layout, or why it is refused. */
export function walkPng(bytes: Uint8Array): PngWalk {
  let at = 8;
  let header: Omit<PngLayout, "idat" | "inflatedBytes"> | null = null;
  const idat: Uint8Array[] = [];
  for (;;) {
    if (at + 8 > bytes.length) return fail("truncated");
    const length = u32(bytes, at);
    const type = typeOf(bytes, at + 4);
    // A critical chunk has an upper-case first letter (bit 5 clear).
    const critical = !(bytes[at + 4]! & 0x20);
    if (at + 12 + length > bytes.length) return fail("truncated");
    const data = bytes.subarray(at + 8, at + 8 + length);
    at += 12 + length;
    if (type === "IHDR") {
      if (header || length !== 13) return fail("malformed");
      const [bitDepth, colourType, compression, filter, interlace] = [data[8]!, data[9]!, data[10]!, data[11]!, data[12]!];
      if (!DEPTHS[colourType]?.includes(bitDepth) || compression !== 0 || filter !== 0 || interlace > 1) return fail("malformed");
      header = { width: u32(data, 0), height: u32(data, 4), bitDepth, colourType, interlaced: interlace === 1 };
      if (header.width === 0 || header.height === 0) return fail("malformed");
      continue;
    }
    if (!header) return fail("malformed");
    if (type === "IEND") {
      if (idat.length === 0) return fail("malformed");
      const { width, height, bitDepth, colourType, interlaced } = header;
      return { ok: true, png: { ...header, idat, inflatedBytes: pngInflatedBytes(width, height, bitDepth, colourType, interlaced) } };
    }
    if (type === "IDAT") idat.push(data);
    // A critical chunk pngjs doesn't know would be refused by it anyway.
    else if (critical && type !== "PLTE") return fail("malformed");
  }
}
