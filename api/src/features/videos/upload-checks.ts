import { VIDEO_MESSAGES } from "@kora/shared/contracts/videos.ts";
import { AppError, invalidField } from "../../http/app-error.ts";

/**
 * What an upload must be before any byte of it is kept (size, type and
 * container magic bytes; core §3 Video): a declared type we can play, a size under UPLOAD_MAX_BYTES, and first bytes
 * that really are a video container — the browser's `filetype` is a claim, the bytes are the proof.
 */

export type Container = { type: "video/webm" | "video/mp4" | "video/quicktime"; extension: "webm" | "mp4" | "mov" };

export const UPLOAD_TYPES: readonly string[] = ["video/webm", "video/mp4", "video/quicktime"];

/** Enough bytes to tell the containers apart: `ftyp` and its brand end at byte 12. */
export const MAGIC_BYTES = 12;

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** EBML's magic, WebM's and Matroska's first four bytes; and the ISO media file's first box, from byte 4. */
const EBML = [0x1a, 0x45, 0xdf, 0xa3];
const FTYP = "ftyp";

/**
 * The container the first bytes announce: EBML's `1A 45 DF A3` (WebM, Matroska), or an ISO media
 * file's `ftyp` box at byte 4 (MP4; QuickTime when its brand is `qt  `). Null for anything else.
 */
export function containerOf(head: Uint8Array): Container | null {
  if (head.length >= EBML.length && EBML.every((byte, at) => head[at] === byte)) return { type: "video/webm", extension: "webm" };
  if (head.length >= 8 && ascii(head, 4, 8) === FTYP)
    return head.length >= 12 && ascii(head, 8, 12) === "qt  "
      ? { type: "video/quicktime", extension: "mov" }
      : { type: "video/mp4", extension: "mp4" };
  return null;
}

/**
 * What the first bytes so far say, when a client sends fewer than MAGIC_BYTES at first (Chromium's
 * recorder hands over its first byte on its own): the container once they tell it, "undecided" while
 * they still begin one (more bytes will tell), null as soon as they can't be a video container.
 */
export function headVerdict(head: Uint8Array): Container | "undecided" | null {
  const decided = containerOf(head);
  if (decided && (decided.type === "video/webm" || head.length >= MAGIC_BYTES)) return decided;
  if (head.length >= MAGIC_BYTES) return null;
  const couldBeWebm = head.every((byte, at) => at >= EBML.length || byte === EBML[at]);
  // An ISO media file: the `ftyp` box's size (bytes 0–3: a few dozen, so its first byte is 0), then
  // `ftyp`; the brand (8–11) tells QuickTime apart.
  const couldBeIso = head[0] === 0 && [...head.subarray(4, 8)].every((byte, at) => byte === FTYP.charCodeAt(at));
  return couldBeWebm || couldBeIso ? "undecided" : null;
}

export const extensionOf = (type: string | null): Container["extension"] =>
  type === "video/mp4" ? "mp4" : type === "video/quicktime" ? "mov" : "webm";

/** 422: not a video file we take (by its declared type or by its bytes). */
export const notAVideo = () => invalidField("file", VIDEO_MESSAGES.uploadType);

/** 413: over UPLOAD_MAX_BYTES (a recording's refusal says "recording"). */
export const tooBig = (words: string = VIDEO_MESSAGES.uploadSize) => new AppError("payload_too_large", words);

/** The metadata a creation must carry: the video the bytes belong to, and (optionally) a type we take. */
export function checkCreation(metadata: Record<string, string | null>, uploadLength: string | null, maxBytes: number): { videoId: string } {
  const videoId = metadata.videoId;
  if (!videoId || videoId.length > 64) throw invalidField("videoId", "Please say which video these bytes belong to.");
  const type = metadata.filetype ?? metadata.type;
  if (type && !UPLOAD_TYPES.includes(type.split(";")[0]!.trim().toLowerCase())) throw notAVideo();
  if (uploadLength !== null) {
    const size = Number(uploadLength);
    if (!Number.isSafeInteger(size) || size < 0) throw new AppError("bad_request", "Upload-Length must be a whole number of bytes.");
    if (size === 0) throw notAVideo();
    if (size > maxBytes) throw tooBig();
  }
  return { videoId };
}
