/**
 * How many bytes a video's upload may hold (public-site §1). Pure rules, `now`
 * passed in. Cloud recording is free and unlimited, so a call's recording counts toward no storage;
 * what keeps the recording path from being a free file store is its clock: a recording can't hold
 * more bytes than it could have recorded since it started. Uploaded files count toward the owner's
 * plan's `uploadStorageBytes`.
 */

const MIB = 1024 * 1024;

/**
 * The fastest a recording may take in bytes, per second it has run: about five times what the
 * browser's recorder makes (1.5 Mbit/s of picture and the sound), so a busy screen never reaches it.
 */
export const RECORDING_BYTES_PER_SECOND = MIB;

/** What a recording may hold at its very start (its header and first chunk, before a second has passed). */
export const RECORDING_HEAD_BYTES = MIB;

/**
 * How many of one person's videos may wait for their bytes at once (announced files, live recordings,
 * recordings still uploading): enough for the desktop app's back-to-back sessions on a slow line.
 */
export const UNFINISHED_VIDEOS_MAX = 5;

/** A video's upload as the limits see it. */
export interface UploadLimitInput {
  source: "recording" | "upload";
  /** The length the upload declared (Upload-Length); null while deferred. */
  size: number | null;
  /** The size `upload-url` announced for a file; null for a recording. */
  announced: number | null;
  startedAt: string | null;
  stoppedAt: string | null;
}

/** Where the owner stands: the plan's storage, and the bytes of their other uploaded videos. */
export interface StorageStanding {
  quota: number;
  othersBytes: number;
}

/** The most bytes a recording may hold by `now`: its head, and RECORDING_BYTES_PER_SECOND for every second from start to stop. */
export function recordingAllowance(recording: Pick<UploadLimitInput, "startedAt" | "stoppedAt">, now: Date): number {
  const start = recording.startedAt ? Date.parse(recording.startedAt) : Number.NaN;
  const end = Math.min(now.getTime(), recording.stoppedAt ? Date.parse(recording.stoppedAt) : now.getTime());
  const seconds = Number.isFinite(start) ? Math.max(0, (end - start) / 1000) : 0;
  return RECORDING_HEAD_BYTES + Math.floor(seconds * RECORDING_BYTES_PER_SECOND);
}

/**
 * The offset an upload may reach (and the length a file may declare), UPLOAD_MAX_BYTES aside (tus
 * keeps that one). A recording: its clock's allowance. A file with its length declared: that length
 * (checked when it was declared). A file still without one: what is left of the plan's storage beside
 * the owner's other uploaded videos — never less than what `upload-url` reserved for it, so a
 * reservation once granted holds after a downgrade.
 */
export function uploadByteLimit(upload: UploadLimitInput, standing: StorageStanding, now: Date): number {
  if (upload.source === "recording") return recordingAllowance(upload, now);
  if (upload.size !== null) return upload.size;
  return Math.max(upload.announced ?? 0, standing.quota - standing.othersBytes);
}

/** Bytes left for uploads on the plan (never below zero). */
export const storageLeft = (standing: Pick<StorageStanding, "quota" | "othersBytes">) => Math.max(0, standing.quota - standing.othersBytes);
