import { Hono } from "hono";
import { cardVideoMessageInputSchema } from "@kora/shared/contracts/card-videos.ts";
import { notFound } from "../../http/app-error.ts";
import { blobResponse } from "../../http/blob-response.ts";
import type { AppContext, AppEnv } from "../../http/context.ts";
import { currentUser, requireUser } from "../../http/middleware.ts";
import { jsonBody } from "../../http/validate.ts";
import { cardVideoMediaKey, cardVideoMessage, type MediaFile, setCardVideoMessage } from "./card-videos.service.ts";

/** The message's file with Range (players seek with it); HEAD answers the headers only. */
const media = (file: MediaFile) => async (c: AppContext) => {
  const key = await cardVideoMediaKey(c.get("services"), c.get("user") ?? null, c.req.param("id")!, file);
  const response = await blobResponse(c.get("services").blobs, key, c.req.header("range"), { head: c.req.method === "HEAD" });
  if (!response) throw notFound();
  return response;
};

/** `/api/cards/:id/video-message`: a card's video message (public-site §1 Pro), its owner's choice and its files. */
export const cardVideosRoutes = new Hono<AppEnv>()
  .get("/:id/video-message", async (c) =>
    c.json({ data: await cardVideoMessage(c.get("services"), c.get("user") ?? null, c.req.param("id")) }, 200, {
      "cache-control": "no-store",
    }),
  )
  .put("/:id/video-message", requireUser, async (c) => {
    const input = await jsonBody(c, cardVideoMessageInputSchema);
    return c.json({ data: await setCardVideoMessage(c.get("services"), currentUser(c), c.req.param("id"), input) });
  })
  .get("/:id/video-message/video", media("video"))
  .get("/:id/video-message/poster", media("poster"));
