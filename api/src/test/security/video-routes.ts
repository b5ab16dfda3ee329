import { makeVideo } from "../../features/videos/video-kit.ts";
import type { VideoRow } from "../../features/videos/videos.repository.ts";
import { UPLOAD_ROUTES } from "./upload-routes.ts";
import { booked, type Fixtures, type OwnedRequest, owned, read, type RouteKey, type RouteRow, write } from "./route-rows.ts";

/** A fresh private, ready video of the advisor's, and the request on it. */
const video =
  (path: (v: VideoRow) => string, body?: unknown) =>
  async (fx: Fixtures): Promise<OwnedRequest> => {
    const v = await makeVideo(fx.t, fx.s.advisor.user);
    return { owner: fx.s.advisor, path: path(v), body };
  };

const byId = (suffix = "", body?: unknown) => video((v) => `/api/videos/${v.id}${suffix}`, body);
const bySlug = (suffix = "", body?: unknown) => video((v) => `/api/v/${v.slug}${suffix}`, body);

/**
 * The route table's rows for the video library (core §3 Video): library, owner controls, public pages,
 * media, recording. Every video here is private: anyone but its owner gets 404 (the 404 matrix in
 * video-access.test.ts adds the booking's participant and link sharing).
 */
export const VIDEO_ROUTES: Record<RouteKey, RouteRow> = {
  // The tus endpoint that brings a video's bytes.
  ...UPLOAD_ROUTES,
  // Listed videos only: their owners chose to show them to everyone.
  "GET /api/videos/public": read("public"),
  "GET /api/videos": read("user"),
  // The caller's own storage for uploaded videos: nobody else's is reachable.
  "GET /api/videos/storage": read("user"),
  "POST /api/videos/upload-url": write("user"),
  "GET /api/videos/:id": read("user", owned(byId(), 200)),
  "PUT /api/videos/:id": write("user", owned(byId("", { title: "Renamed | by its owner" }), 200)),
  "DELETE /api/videos/:id": write("user", owned(byId(), 204)),
  "GET /api/videos/:id/stats": read("user", owned(byId("/stats"), 200)),
  "GET /api/videos/:id/booking_participants": read("user", owned(byId("/booking_participants"), 200)),
  // By slug, session optional: a private video is 404 to everyone but its owner (and its booking's parties).
  "GET /api/v/:slug": read("public", owned(bySlug(), 200)),
  "POST /api/v/:slug/views": write("public", owned(bySlug("/views", {}), 200)),
  "GET /api/v/:slug/video": read("public", owned(bySlug("/video"), 200)),
  "GET /api/v/:slug/audio": read("public", owned(bySlug("/audio"), 200)),
  "GET /api/v/:slug/poster": read("public", owned(bySlug("/poster"), 200)),
  "GET /api/v/:slug/download": read("public", owned(bySlug("/download?type=video"), 200)),
  "POST /api/v/:slug/report": write("public", owned(bySlug("/report", { reason: "other" }), 202)),
  // The advisor isn't in the call: 403 with the reason (it is their booking); strangers 404 as for any booking.
  "POST /api/bookings/:id/record": write(
    "user",
    owned(
      booked(
        (id) => `/api/bookings/${id}/record`,
        "advisor",
        () => ({ action: "start" }),
      ),
      403,
    ),
  ),
  "POST /api/meetings/rooms/:slug/record": write(
    "user",
    owned(
      async (fx) => ({ owner: fx.s.advisor, path: `/api/meetings/rooms/${fx.s.advisor.user.slug}/record`, body: { action: "start" } }),
      403,
      { status: 403, why: "a personal room's link is public; only its owner records there, and anyone else is told so" },
    ),
  ),
};
