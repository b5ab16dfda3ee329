import type { BlobStore, ByteRange } from "../adapters/blobs/blobs.ts";
import { RangeNotSatisfiable } from "../adapters/blobs/blobs.ts";

/**
 * One `Range: bytes=…` header as a byte range of a blob of `size` bytes (RFC 9110 §14.1.2): `a-b`,
 * `a-` (to the end) and `-n` (the last n bytes). Several ranges, other units or nonsense: null, and
 * the whole blob is served (which the RFC allows).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return null;
  const [, from, to] = match;
  if (from === "" && to === "") return null;
  if (from === "") {
    const suffix = Number(to);
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  return { start: Number(from), end: to === "" ? size - 1 : Number(to) };
}

export interface BlobResponseOptions {
  /** Send as an attachment with this file name (a download), rather than inline (playing). */
  download?: string;
  /** `Cache-Control` (private by default: what is served depends on who asks). */
  cacheControl?: string;
  /** HEAD: headers only. */
  head?: boolean;
}

/** `Content-Disposition` with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Serves a blob over HTTP with Range support (players seek with it): 200 with the whole blob, 206
 * with `Content-Range` for a range, 416 for a range past the end, null when there is no such blob.
 */
export async function blobResponse(
  blobs: BlobStore,
  key: string,
  rangeHeader: string | undefined,
  options: BlobResponseOptions = {},
): Promise<Response | null> {
  const info = await blobs.head(key);
  if (!info) return null;
  const headers = new Headers({
    "Accept-Ranges": "bytes",
    "Content-Type": info.contentType,
    "Cache-Control": options.cacheControl ?? "private, max-age=300",
    "X-Content-Type-Options": "nosniff",
  });
  if (options.download) headers.set("Content-Disposition", attachment(options.download));
  const range = parseRange(rangeHeader, info.size);
  if (options.head && !range) {
    headers.set("Content-Length", String(info.size));
    return new Response(null, { status: 200, headers });
  }
  try {
    const read = await blobs.get(key, range ?? undefined);
    if (!read) return null;
    if (read.range) {
      headers.set("Content-Range", `bytes ${read.range.start}-${read.range.end}/${read.size}`);
      headers.set("Content-Length", String(read.range.end - read.range.start + 1));
    } else headers.set("Content-Length", String(read.size));
    if (options.head) {
      await read.body.cancel();
      return new Response(null, { status: read.range ? 206 : 200, headers });
    }
    return new Response(read.body, { status: read.range ? 206 : 200, headers });
  } catch (error) {
    if (!(error instanceof RangeNotSatisfiable)) throw error;
    headers.set("Content-Range", `bytes */${error.size}`);
    headers.delete("Content-Type");
    return new Response(null, { status: 416, headers });
  }
}
