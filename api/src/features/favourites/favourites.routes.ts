import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { currentUser, requireUser } from "../../http/middleware.ts";
import { pageMeta, pageQuery } from "../../http/pagination.ts";
import { parseOrThrow } from "../../http/validate.ts";
import { favouriteCards } from "../cards/cards.service.ts";

/** `/api/me/favourites`: saved cards that are published or unlisted, 3 a page by default. */
export const favouritesRoutes = new Hono<AppEnv>().use(requireUser).get("/", async (c) => {
  const query = parseOrThrow(pageQuery(100, 3), c.req.query());
  const { data, total } = await favouriteCards(c.get("services"), currentUser(c), query);
  return c.json({ data, meta: pageMeta(total, query) });
});
