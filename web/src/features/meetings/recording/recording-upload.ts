import { Upload, type DetailedError } from "tus-js-client";
import type { UploadTicket } from "@kora/shared/contracts/videos.ts";
import { tusRefusal } from "../../../lib/tus-refusal.ts";
import type { RecordingBuffer } from "./recording-buffer.ts";

/** Bytes per PATCH at most; a recording's chunks arrive every few seconds and go up as they come. */
const CHUNK_BYTES = 8 * 1024 * 1024;
/** tus-js-client's own retries, then ours: after these it waits `RESUME_MS` and asks the server where it stopped. */
const RETRY_DELAYS = [0, 1000, 2000, 3000, 5000, 5000];
const RESUME_MS = 5000;

export interface UploadEvents {
  /** Bytes the server has confirmed. */
  onConfirmed(bytes: number): void;
  onDone(): void;
  /** The server refused the upload for good (not a network problem): what to tell the owner. */
  onRefused(message: string): void;
  /** A try failed; it will go on by itself. */
  onRetrying(): void;
}

/** Refusals worth retrying: the network, the server restarting (5xx), a conflict on the offset, a lock, a rate limit. */
export function retryable(status: number | null): boolean {
  return status === null || status === 0 || status >= 500 || status === 409 || status === 423 || status === 429;
}

/**
 * Sends a recording over tus while it is being made (PROTOCOL §5): the length is deferred until
 * the recording ends, every PATCH carries what has arrived since the last one, and a failed PATCH is
 * sent again from the offset the server answers to HEAD — through a dropped network or a server
 * restart, for as long as the page is open.
 */
export function uploadRecording(buffer: RecordingBuffer, ticket: UploadTicket, events: UploadEvents): { abort(): void } {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const upload = new Upload(buffer as unknown as Blob, {
    endpoint: ticket.endpoint,
    metadata: ticket.metadata,
    uploadLengthDeferred: true,
    chunkSize: CHUNK_BYTES,
    retryDelays: RETRY_DELAYS,
    storeFingerprintForResuming: false,
    fileReader: { openFile: async () => buffer.fileSource() },
    onShouldRetry: (error: DetailedError) => retryable(error.originalResponse?.getStatus() ?? null),
    onChunkComplete: (_size, accepted) => {
      buffer.release(accepted);
      events.onConfirmed(accepted);
    },
    onSuccess: () => events.onDone(),
    onError: (error) => {
      if (stopped) return;
      const status = (error as DetailedError).originalResponse?.getStatus() ?? null;
      if (!retryable(status)) {
        // A 413 has reasons only the server knows (too big, ahead of its clock): its words, when it gave them.
        events.onRefused((status === 413 && tusRefusal(error)?.message) || refusal(status));
        return;
      }
      events.onRetrying();
      timer = setTimeout(() => upload.start(), RESUME_MS);
    },
  });
  upload.start();
  return {
    abort() {
      stopped = true;
      if (timer) clearTimeout(timer);
      void upload.abort();
    },
  };
}

function refusal(status: number | null): string {
  if (status === 413) return "The recording is too big to keep. What was saved so far is being prepared.";
  if (status === 404 || status === 403) return "This recording can't be saved any more.";
  return "The recording couldn't be saved.";
}
