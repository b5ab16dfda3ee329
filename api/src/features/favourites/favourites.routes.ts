import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { currentUser, requireUser } from "../../http/middleware.ts";
import { listPage, pageMeta } from "../../http/pagination.ts";
import { favouriteCards } from "../cards/cards.service.ts";

/** `/api/me/favourites`: saved cards that are published or unlisted, 3 a page by default, at most 100. */
export const favouritesRoutes = new Hono<AppEnv>().use(requireUser).get("/", async (c) => {
  const page = listPage(c.req.query(), 100, 3);
  const { data, total } = await favouriteCards(c.get("services"), currentUser(c), page);
  return c.json({ data, meta: pageMeta(total, page) });
});
