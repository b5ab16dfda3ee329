import { Jimp } from "jimp";
import { checkImageStructure, type ImageHeader } from "@kora/shared/domain/users/image-header.ts";

/**
 * Decodes an uploaded picture (JPEG, PNG or GIF) with jimp, held to the size the caller checked —
 * never more pixels and never more memory than that size allows, whatever the file's insides say:
 * 1. the whole file is walked as its decoder will read it (checkImageStructure), so the frame checked
 *    is the frame decoded: no second PNG header, no JPEG table whose length lies, no hidden GIF frame;
 * 2. a PNG's image data is inflated first only to count it, and refused past the exact size its header
 *    implies (pngjs inflates interlaced data with no limit: a 2 MB "200 × 200" grew by gigabytes);
 * 3. jpeg-js is handed the checked size as its pixel limit and a memory limit from it, so it refuses
 *    a bigger frame before allocating;
 * 4. a decoded size other than the checked one (turned a quarter by EXIF orientation) is refused.
 * CPU-heavy: it runs on the image worker (workers/), never on the event loop.
 */

export type DecodedImage = Awaited<ReturnType<typeof Jimp.fromBuffer>>;

/** Thrown when the bytes are not a picture the decoder reads as the size they declare. */
export class UnreadableImage extends Error {
  override readonly name = "UnreadableImage";
}

/** What jpeg-js counts against its memory limit for a frame of `width` × `height`, in MB, at most its own default (512). */
export function jpegMemoryLimitMb(width: number, height: number): number {
  // Up to 4 components of 4-byte coefficients (16 B/px), their sample lines (4), the colour-converted
  // samples (4) and the RGBA output (4); blocks are padded to whole MCUs (up to 32 px a side); tables.
  const bytes = 28 * (width + 32) * (height + 32) + 4 * 2 ** 20;
  return Math.min(512, Math.ceil(bytes / 2 ** 20));
}

/**
 * Input fed to the inflater at a time. A stream inflates each piece written to it whole (Deno's at
 * once, into one buffer), and deflate expands at most ~1032 times: 4 KiB in is at most ~4 MiB out.
 */
const INFLATE_SLICE = 4096;

/**
 * Whether deflated `chunks` inflate to exactly `exact` bytes: reads the output only to count it, feeds
 * the input a slice at a time, and stops as soon as the count passes `exact` (a bomb costs what its
 * first `exact` bytes and one slice's expansion cost, no more).
 */
export async function inflatesToExactly(chunks: readonly Uint8Array[], exact: number): Promise<boolean> {
  const stream = new DecompressionStream("deflate");
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  const writing = (async () => {
    for (const chunk of chunks)
      for (let at = 0; at < chunk.length; at += INFLATE_SLICE)
        await writer.write(chunk.subarray(at, at + INFLATE_SLICE) as Uint8Array<ArrayBuffer>);
    await writer.close();
  })().catch(() => undefined);
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > exact) {
        await reader.cancel().catch(() => undefined);
        return false;
      }
    }
  } catch {
    // Not a zlib stream, cut short, or bytes after its end.
    return false;
  } finally {
    await writing;
  }
  return total === exact;
}

const unreadable = (why: string) => new UnreadableImage(`The picture could not be read: ${why}.`);

/** Decodes `bytes`, which sniffImage read as `checked` (the caller has refused sizes it must not decode). */
export async function decodeImage(bytes: Uint8Array, checked: ImageHeader): Promise<DecodedImage> {
  const structure = checkImageStructure(bytes);
  if (!structure.ok) throw unreadable(structure.failure);
  const { header, png } = structure;
  if (header.type !== checked.type || header.width !== checked.width || header.height !== checked.height)
    throw unreadable("its header is not the one checked");
  if (png && !(await inflatesToExactly(png.idat, png.inflatedBytes))) throw unreadable("its image data is not its declared size");
  let image: DecodedImage;
  try {
    image = await Jimp.fromBuffer(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer, {
      "image/jpeg": {
        maxResolutionInMP: (header.width * header.height + 0.5) / 1e6,
        maxMemoryUsageInMB: jpegMemoryLimitMb(header.width, header.height),
      },
    });
  } catch (cause) {
    throw new UnreadableImage("The picture could not be decoded.", { cause });
  }
  const { width, height } = image;
  const asChecked = (width === header.width && height === header.height) || (width === header.height && height === header.width);
  if (!asChecked) throw unreadable(`it decoded as ${width} × ${height}, not ${header.width} × ${header.height}`);
  return image;
}
