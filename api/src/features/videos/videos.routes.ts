import { Hono } from "hono";
import { z } from "zod";
import {
  uploadVideoSchema,
  VIDEO_PAGE_SIZE,
  videoListQuerySchema,
  videoReportSchema,
  videoUpdateSchema,
  videoViewSchema,
} from "@kora/shared/contracts/videos.ts";
import { notFound } from "../../http/app-error.ts";
import { blobResponse } from "../../http/blob-response.ts";
import type { AppContext, AppEnv } from "../../http/context.ts";
import { currentUser, requireUser } from "../../http/middleware.ts";
import { listPage, pageMeta } from "../../http/pagination.ts";
import { jsonBody, parseOrThrow } from "../../http/validate.ts";
import { readViewer, recordView } from "./video-views.ts";
import {
  announceUpload,
  bookingParticipants,
  downloadKey,
  getVideo,
  listLibrary,
  listPublic,
  type MediaKind,
  mediaKey,
  publicVideo,
  removeVideo,
  reportVideo,
  updateVideoSettings,
  uploadStorageOf,
  videoStats,
  watchableVideo,
} from "./videos.service.ts";

const noStore = { "cache-control": "no-store" };
const downloadQuery = z.object({ type: z.enum(["video", "audio"], { error: "Please choose video or audio." }) });

/** The lists' page: 8 videos by default, at most 50. */
const videoPage = (c: AppContext) => listPage(c.req.query(), 50, VIDEO_PAGE_SIZE);

/** `/api/videos`: the caller's library and the owner's controls (core §3 Video). `/public` is the only route without a session. */
export const videosRoutes = new Hono<AppEnv>()
  .get("/public", async (c) => {
    const page = videoPage(c);
    const { data, total } = await listPublic(c.get("services"), page);
    return c.json({ data, meta: pageMeta(total, page) });
  })
  .use(requireUser)
  .get("/", async (c) => {
    const page = videoPage(c);
    const { query } = parseOrThrow(videoListQuerySchema, c.req.query());
    const { data, total } = await listLibrary(c.get("services"), currentUser(c), page, query);
    return c.json({ data, meta: pageMeta(total, page) }, 200, noStore);
  })
  .get("/storage", async (c) => c.json({ data: await uploadStorageOf(c.get("services"), currentUser(c).id) }, 200, noStore))
  .post("/upload-url", async (c) =>
    c.json({ data: await announceUpload(c.get("services"), currentUser(c), await jsonBody(c, uploadVideoSchema)) }, 201),
  )
  .get("/:id", async (c) => c.json({ data: await getVideo(c.get("services"), currentUser(c), c.req.param("id")) }, 200, noStore))
  .put("/:id", async (c) => {
    const input = await jsonBody(c, videoUpdateSchema);
    return c.json({ data: await updateVideoSettings(c.get("services"), currentUser(c), c.req.param("id"), input) });
  })
  .delete("/:id", async (c) => {
    await removeVideo(c.get("services"), currentUser(c), c.req.param("id"));
    return c.body(null, 204);
  })
  .get("/:id/stats", async (c) => c.json({ data: await videoStats(c.get("services"), currentUser(c), c.req.param("id")) }, 200, noStore))
  .get("/:id/booking_participants", async (c) =>
    c.json({ data: await bookingParticipants(c.get("services"), currentUser(c), c.req.param("id")) }, 200, noStore),
  );

/** The video behind `:slug` for this caller (session optional), or the 404 everyone else gets. */
const watchable = (c: AppContext) => watchableVideo(c.get("services"), c.get("user") ?? null, c.req.param("slug")!);

/** A ready video's file with Range (players seek with it); HEAD answers the headers only. */
const media = (kind: MediaKind) => async (c: AppContext) => {
  const key = mediaKey(await watchable(c), kind);
  const response = await blobResponse(c.get("services").blobs, key, c.req.header("range"), { head: c.req.method === "HEAD" });
  if (!response) throw notFound();
  return response;
};

/** `/api/v/{slug}`: a shared video as its viewers see it, and its media with Range. */
export const publicVideoRoutes = new Hono<AppEnv>()
  .get("/:slug", async (c) => {
    const access = await watchable(c);
    const user = c.get("user") ?? null;
    return c.json({ data: await publicVideo(c.get("services"), access, user, await readViewer(c)) }, 200, noStore);
  })
  .post("/:slug/views", async (c) => {
    const access = await watchable(c);
    const { firstName } = await jsonBody(c, videoViewSchema);
    return c.json({ data: await recordView(c, access, c.get("user") ?? null, firstName) });
  })
  .get("/:slug/video", media("video"))
  .get("/:slug/audio", media("audio"))
  .get("/:slug/poster", media("poster"))
  .get("/:slug/download", async (c) => {
    const access = await watchable(c);
    const { type } = parseOrThrow(downloadQuery, c.req.query());
    const { key, name } = await downloadKey(c.get("services"), access, type);
    const response = await blobResponse(c.get("services").blobs, key, c.req.header("range"), { download: name });
    if (!response) throw notFound();
    return response;
  })
  .post("/:slug/report", async (c) => {
    const access = await watchable(c);
    const input = await jsonBody(c, videoReportSchema);
    await reportVideo(c.get("services"), access, { user: c.get("user") ?? null, ip: c.get("clientIp") }, input);
    return c.body(null, 202);
  });
