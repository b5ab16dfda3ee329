/**
 * Electron glue of the local recording cache (desktop/README.md "Recording cache and uploads"): the cache lives in the app-data
 * folder, uploads go through the default session's fetch (Chromium's network stack, with Kora's
 * session cookie and the system proxy), and the queue starts at launch with whatever the index
 * still holds — after a quit, a crash or a restart. Decisions live in ../core.
 */
import { app, powerMonitor, session } from "electron";
import { join } from "node:path";
import { RecordingCache } from "../core/recording-cache/recording-cache.ts";
import { RecordingUploads } from "../core/upload-queue/recording-uploads.ts";
import type { Fetch } from "../core/upload-queue/tus-client.ts";
import { UploadQueue } from "../core/upload-queue/upload-queue.ts";
import { UPLOADS_CHANGED_EVENT } from "../ipc-contract.ts";
import type { MainWindow } from "./main-window.ts";
import { electronSecretBox } from "./secret-box.ts";

/** Progress pushes to the page at most this often. */
const PUSH_EVERY_MS = 250;

/** `KORA_CACHE_MAX_BYTES` overrides the 2 GiB cap (whole bytes, at least 64 MiB). */
function capFromEnv(): number | undefined {
  const value = Number(process.env.KORA_CACHE_MAX_BYTES);
  return Number.isSafeInteger(value) && value >= 64 * 1024 * 1024 ? value : undefined;
}

export function startRecordingUploads(koraOrigin: string, window: MainWindow): RecordingUploads {
  // Called after 'ready', when safeStorage knows its backend (it seals the chunks' data key).
  const cache = new RecordingCache({
    dir: join(app.getPath("userData"), "recordings"),
    secretBox: electronSecretBox(),
    capBytes: capFromEnv(),
  });
  if (!cache.keyProtectedByOs)
    console.warn("Kora: no keyring here, so the recording cache's key is kept in a file only this user can read.");
  // credentials "include": Electron's fetch then sends the session's cookies (Kora's SameSite session).
  // No Origin header is set, which the API's CSRF check lets through as a non-browser request.
  const fetch: Fetch = (url, init) => session.defaultSession.fetch(url, { ...init, credentials: "include" });
  let pushPending = false;
  const push = (): void => {
    if (pushPending) return;
    pushPending = true;
    setTimeout(() => {
      pushPending = false;
      window.sendToPage(UPLOADS_CHANGED_EVENT, undefined);
    }, PUSH_EVERY_MS);
  };
  const queue = new UploadQueue({ cache, fetch, onChange: push });
  const uploads = new RecordingUploads(cache, queue, koraOrigin, push);
  uploads.resumeAtLaunch();
  // After sleep the network usually comes back: try at once instead of waiting out the backoff.
  powerMonitor.on("resume", () => queue.retryNow());
  // Workers stop after their current request; the index already holds where each upload is.
  app.on("will-quit", () => void queue.stop());
  return uploads;
}
