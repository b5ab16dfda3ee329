import { Metadata } from "@tus/server";
import { Hono } from "hono";
import { AppError, notFound } from "../../http/app-error.ts";
import type { AppContext, AppEnv } from "../../http/context.ts";
import { requireUser } from "../../http/middleware.ts";
import { VIDEO_MESSAGES } from "@kora/shared/contracts/videos.ts";
import { assertChunkFits } from "./storage-quota.ts";
import { removeUpload } from "./tus-lifecycle.ts";
import { handleTus, isUploadId, requestForTus, UPLOADS_PATH } from "./tus-server.ts";
import { checkCreation, tooBig } from "./upload-checks.ts";
import { findUpload, findUploadOfVideo, findVideoForUpload, markVideoFailed } from "./uploads.repository.ts";

/**
 * `/api/uploads`: the tus 1.0 resumable-upload endpoint that brings a video's bytes (core §3 Video),
 * served by `@tus/server` over our own DataStore (tus-blob-store.ts). tus-js-client creates an upload
 * with POST (metadata `videoId`; `Upload-Defer-Length: 1` for a live recording), sends chunks with
 * PATCH, asks HEAD where to resume after a crash or a restart, and DELETE abandons one.
 *
 * Uploads are created at `/api/uploads` (or `/api/uploads/`, as the upload ticket spells it); each
 * upload's URL is `/api/uploads/{id}`, a random 128-bit id. tus reads the id from the last `/…` of
 * the whole URL, query included, so an upload URL with a query string is refused (400) and tus is
 * handed a request rebuilt from the id this route checked (requestForTus), never the client's URL.
 *
 * Who may: a session is needed (401). Creating needs a video of the caller's that is still recording
 * (waiting for its bytes) and has no upload yet (409 otherwise: a client resumes by URL, never by
 * posting again). HEAD, PATCH and DELETE are the upload owner's; anyone else gets 404. Bodies skip the
 * API's 64 KiB body limit (http/body-limit.ts) and are checked here instead: the first bytes must be a
 * WebM/Matroska or MP4/MOV container (422, nothing kept), and a length or offset past UPLOAD_MAX_BYTES
 * is refused with 413 and the upload removed. A file's length or bytes past its owner's storage for
 * uploaded videos, or a recording's bytes ahead of its clock, are refused with 413 in words and what
 * was counted is kept (storage-quota.ts; a PATCH's Content-Length is checked before its body is read).
 *
 * When processing starts: ONLY when the upload is complete — the PATCH that reaches the declared
 * length (a recording declares it on its last PATCH, after the owner pressed stop), or upkeep
 * finalising a recording whose browser went away (tus-upkeep.ts). The record route only flips the
 * room's recording state; it never starts processing, so a stop that arrives before the last bytes
 * can't process half a file.
 *
 * HEAD arrives through the GET route (Hono serves HEAD with GET handlers); a plain GET answers as
 * HEAD would, with no body — the bytes are only ever read back processed, from `/api/v/{slug}/…`.
 */
export const uploadsRoutes = new Hono<AppEnv>();

uploadsRoutes.use(requireUser);
uploadsRoutes.use(async (c, next) => {
  if (c.req.url.includes("?")) throw new AppError("bad_request", VIDEO_MESSAGES.uploadQuery);
  await next();
});

/** Creation: the video must be the caller's, waiting for its bytes, with no upload yet. */
async function create(c: AppContext) {
  const services = c.get("services");
  const user = c.get("user")!;
  let metadata: Record<string, string | null>;
  try {
    metadata = Metadata.parse(c.req.header("upload-metadata"));
  } catch {
    throw new AppError("bad_request", "Upload-Metadata must name the video (videoId).");
  }
  const { videoId } = checkCreation(metadata, c.req.header("upload-length") ?? null, services.config.uploadMaxBytes);
  const video = await findVideoForUpload(services.db, videoId);
  if (!video || video.owner_id !== user.id) throw notFound();
  if (video.status !== "recording") throw new AppError("conflict", "This video already has its file.");
  if (await findUploadOfVideo(services.db, videoId)) throw new AppError("conflict", VIDEO_MESSAGES.uploadBegun);
  return handleTus(services, requestForTus(c.req.raw, null));
}

uploadsRoutes.post("/", create);
// The ticket's endpoint may end in a slash (`/api/uploads/`), which Hono's strict routing tells apart.
uploadsRoutes.use(async (c, next) => (c.req.method === "POST" && c.req.path === `${UPLOADS_PATH}/` ? create(c) : next()));

/** The caller's own upload, or the same 404 as for one that doesn't exist (or whose video was deleted). */
async function ownUpload(c: AppContext) {
  const db = c.get("services").db;
  const id = c.req.param("id") ?? "";
  const upload = isUploadId(id) ? await findUpload(db, id) : undefined;
  const video = upload && upload.owner_id === c.get("user")!.id ? await findVideoForUpload(db, upload.video_id) : undefined;
  if (!upload || !video) throw notFound();
  return { upload, video };
}

uploadsRoutes.get("/:id", async (c) => {
  const { upload } = await ownUpload(c);
  return handleTus(c.get("services"), requestForTus(c.req.raw, upload.id, "HEAD"));
});

uploadsRoutes.patch("/:id", async (c) => {
  const services = c.get("services");
  const { upload, video } = await ownUpload(c);
  // A chunk past the upload's storage or clock is refused before its body is read (413).
  await assertChunkFits(services, upload, { offset: c.req.header("upload-offset"), length: c.req.header("content-length") });
  const response = await handleTus(services, requestForTus(c.req.raw, upload.id));
  // Past UPLOAD_MAX_BYTES (or past its own declared length): nothing of it is kept. An upload already
  // complete (finalised while its browser was away, say) is being processed and stays as it is.
  if (response.status === 413 && !upload.finished_at) {
    const words = video.source === "recording" ? VIDEO_MESSAGES.recordingSize : VIDEO_MESSAGES.uploadSize;
    await removeUpload(services, upload.id);
    await markVideoFailed(services.db, upload.video_id, words, services.now().toISOString());
    throw tooBig(words);
  }
  return response;
});

uploadsRoutes.delete("/:id", async (c) => {
  const { upload } = await ownUpload(c);
  return handleTus(c.get("services"), requestForTus(c.req.raw, upload.id));
});
