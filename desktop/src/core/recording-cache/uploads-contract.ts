import { z } from "zod";

/**
 * The IPC shapes of the recording cache (desktop/README.md "Recording cache and uploads"), used by ipc-contract.ts: the page begins
 * a recording with the server's upload ticket, hands over its chunks, ends it, and lists uploads.
 */

/** The largest chunk one `kora:recording-chunk` call may carry (MediaRecorder gives ~0.4 MB every 2 s). */
export const MAX_CHUNK_BYTES = 16 * 1024 * 1024;
/** Rows `kora:list-uploads` answers with at most (newest first). */
export const MAX_UPLOAD_ROWS = 50;

export const recordingIdSchema = z.string().regex(/^[0-9a-f-]{36}$/, "not a recording id");

export const recordingBeginSchema = z.strictObject({
  /** The upload ticket of the server's record answer (shared/contracts/videos.ts uploadTicketSchema). */
  ticket: z.strictObject({
    endpoint: z.string().min(1).max(2000),
    metadata: z
      .record(z.string().min(1).max(64), z.string().max(1000))
      .refine((metadata) => Object.keys(metadata).length <= 20, "too many metadata entries")
      .refine((metadata) => typeof metadata.videoId === "string" && metadata.videoId.length > 0, "the ticket names no video"),
    maxBytes: z.number().int().min(0),
  }),
  title: z.string().trim().min(1).max(200),
});
export type RecordingBegin = z.input<typeof recordingBeginSchema>;

export const recordingChunkSchema = z
  .instanceof(Uint8Array)
  .refine((bytes) => bytes.byteLength > 0 && bytes.byteLength <= MAX_CHUNK_BYTES, `a chunk is 1 byte to ${MAX_CHUNK_BYTES} bytes`);

export const UPLOAD_STATES = ["recording", "uploading", "waiting", "uploaded", "failed"] as const;
export type UploadState = (typeof UPLOAD_STATES)[number];

export const uploadRowSchema = z.strictObject({
  id: recordingIdSchema,
  title: z.string().max(200),
  state: z.enum(UPLOAD_STATES),
  /** With "waiting": what for. */
  waitingFor: z.enum(["network", "sign-in"]).nullable(),
  confirmedBytes: z.number().int().min(0),
  totalBytes: z.number().int().min(0),
  /** With "failed": why, in words. */
  message: z.string().max(500).nullable(),
  createdAt: z.string().max(40),
});
export type UploadRow = z.output<typeof uploadRowSchema>;

export const uploadListSchema = z.strictObject({
  uploads: z.array(uploadRowSchema).max(MAX_UPLOAD_ROWS),
  /** Bytes of recordings on this computer, and the cap. */
  usedBytes: z.number().int().min(0),
  capBytes: z.number().int().min(0),
  /** Bytes the server hasn't confirmed exceed the cap on their own (they are kept anyway). */
  overLimit: z.boolean(),
});
export type UploadList = z.output<typeof uploadListSchema>;
