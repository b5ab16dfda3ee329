/**
 * The blob-store port (core §3 Video, ARCHITECTURE "Embedded default and the way to scale"): files that
 * don't belong in the database — recordings, their MP4 and M4A, poster frames. A folder under
 * `data/blobs/` by default, an S3-compatible bucket in production; both pass the same contract tests.
 */

export interface BlobInfo {
  size: number;
  contentType: string;
}

/** A byte range, both ends included (HTTP Range semantics). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface BlobRead extends BlobInfo {
  /** The bytes asked for: all of them, or the range. */
  body: ReadableStream<Uint8Array>;
  /** The range actually served (null for the whole blob). */
  range: ByteRange | null;
}

export interface BlobStore {
  readonly kind: "folder" | "s3";
  /** Stores `body` under `key`, replacing what was there; answers its size. */
  put(key: string, body: Uint8Array, options: { contentType: string }): Promise<BlobInfo>;
  /** Stores the file at `path` under `key`, streaming it (a recording may be gigabytes); answers its size. */
  putFile(key: string, path: string, options: { contentType: string }): Promise<BlobInfo>;
  /** The blob's size and type, or null when there is none. */
  head(key: string): Promise<BlobInfo | null>;
  /** The blob (or a range of it), or null when there is none; a range past the end is refused with RangeNotSatisfiable. */
  get(key: string, range?: ByteRange): Promise<BlobRead | null>;
  /** Forgets the blob; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** Every key under `prefix` (e.g. one video's files), sorted. */
  list(prefix: string): Promise<string[]>;
}

/** A range that doesn't fit the blob (the HTTP 416 case). */
export class RangeNotSatisfiable extends Error {
  constructor(readonly size: number) {
    super(`The range is outside the blob's ${size} bytes.`);
  }
}

/** Keys are paths of safe segments: letters, digits, dot, dash, underscore; no `..`, no leading slash. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

export function assertBlobKey(key: string): void {
  const segments = key.split("/");
  if (key.length > 512 || segments.some((segment) => !SEGMENT.test(segment) || segment === "." || segment === ".."))
    throw new Error(`Not a blob key: ${JSON.stringify(key)}`);
}

/** A prefix is a key, or a key's leading folders ending in `/`. */
export function assertBlobPrefix(prefix: string): void {
  if (prefix === "") return;
  assertBlobKey(prefix.endsWith("/") ? prefix.slice(0, -1) : prefix);
}

/** The range clamped to the blob: `end` past the last byte is the last byte; a start past it is refused. */
export function clampRange(range: ByteRange, size: number): ByteRange {
  if (range.start < 0 || range.start >= size || range.end < range.start) throw new RangeNotSatisfiable(size);
  return { start: range.start, end: Math.min(range.end, size - 1) };
}
