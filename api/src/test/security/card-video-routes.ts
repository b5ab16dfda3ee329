import { makeVideo } from "../../features/videos/video-kit.ts";
import { draft, type Fixtures, type OwnedRequest, owned, read, type RouteKey, type RouteRow, write } from "./route-rows.ts";

const messagePath = (id: string) => `/api/cards/${id}/video-message`;

/**
 * A fresh draft card of the advisor's with one of their ready videos attached as its message. The
 * owner plays it (their editor's preview, whatever their plan); a draft is nobody else's to see.
 */
const withMessage =
  (file: "video" | "poster") =>
  async (fx: Fixtures): Promise<OwnedRequest> => {
    const id = await fx.draftCard();
    const video = await makeVideo(fx.t, fx.s.advisor.user);
    await fx.t.services.db.updateTable("cards").set({ video_message_id: video.id }).where("id", "=", id).execute();
    return { owner: fx.s.advisor, path: `${messagePath(id)}/${file}` };
  };

/** The route table's rows for a card's video message (public-site §1 Pro): it follows the card's visibility. */
export const CARD_VIDEO_ROUTES: Record<RouteKey, RouteRow> = {
  "GET /api/cards/:id/video-message": read("public", owned(draft(messagePath), 200)),
  "PUT /api/cards/:id/video-message": write(
    "user",
    owned(
      draft(messagePath, () => ({ videoId: null })),
      200,
    ),
  ),
  "GET /api/cards/:id/video-message/video": read("public", owned(withMessage("video"), 200)),
  "GET /api/cards/:id/video-message/poster": read("public", owned(withMessage("poster"), 200)),
};
