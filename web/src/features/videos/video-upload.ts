import { isSupported, Upload } from "tus-js-client";
import type { UploadTicket } from "@kora/shared/contracts/videos.ts";
import { tusRefusal } from "../../lib/tus-refusal.ts";
import { uploadsSupported } from "../../lib/upload-support.ts";

/** Whether this browser can send a video over tus (resumable, in chunks). */
export const videoUploadsSupported = () => uploadsSupported() && isSupported;

/**
 * Sends a file's bytes over tus to the ticket's endpoint. Chunks of 8 MB, retried with backoff, and
 * the fingerprint kept until success, so a dropped network or a reload picks up where it stopped.
 */
export function uploadFile(
  file: File,
  ticket: UploadTicket,
  onProgress: (fraction: number) => void,
): { done: Promise<void>; abort: () => void } {
  let upload: Upload | null = null;
  const done = new Promise<void>((resolve, reject) => {
    upload = new Upload(file, {
      // Absolute, so the Location the server answers resolves against this origin; without a trailing
      // slash, which the tus route (mounted at /api/uploads) doesn't take.
      endpoint: new URL(ticket.endpoint.replace(/\/+$/, ""), window.location.href).href,
      metadata: { filename: file.name, ...ticket.metadata },
      chunkSize: 8 * 1024 * 1024,
      retryDelays: [0, 1_000, 3_000, 5_000, 10_000],
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => onProgress(total > 0 ? sent / total : 0),
      onSuccess: () => resolve(),
      // A refusal in the server's words (past the plan's storage, say) reads like any API error.
      onError: (error) => reject(tusRefusal(error) ?? error),
    });
    upload.start();
  });
  return {
    done,
    abort: () => {
      void (upload as Upload | null)?.abort();
    },
  };
}
