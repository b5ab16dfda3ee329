import { createRecordingUpload, makeVideo } from "../video-fixtures.ts";
import { type Fixtures, type OwnedRequest, owned, type RouteKey, type RouteRow, write, read } from "./route-rows.ts";

/** A fresh tus upload of the advisor's live recording (length deferred, no bytes yet), and the request on it. */
async function upload(fx: Fixtures): Promise<OwnedRequest> {
  const video = await makeVideo(fx.t.services, { ownerId: fx.s.advisor.user.id });
  return { owner: fx.s.advisor, path: await createRecordingUpload(fx.t.app, fx.s.advisor.cookie, video.id) };
}

/**
 * The route table's rows for tus uploads (core §3 Video). The suite's requests are plain JSON ones, without
 * tus's `Tus-Resumable` header: the owner reaches tus, which asks for it (412); anyone else is stopped
 * before, with 404. HEAD is served by the GET route (Hono answers HEAD with GET handlers).
 */
export const UPLOAD_ROUTES: Record<RouteKey, RouteRow> = {
  // The video named in Upload-Metadata must be the caller's (404 otherwise; uploads.routes.test.ts).
  "POST /api/uploads": write("user"),
  "GET /api/uploads/:id": read("user", owned(upload, 412)),
  "PATCH /api/uploads/:id": write("user", owned(upload, 412)),
  "DELETE /api/uploads/:id": write("user", owned(upload, 412)),
};
