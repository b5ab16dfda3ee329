import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { currentUser, requireUser } from "../../http/middleware.ts";
import { pageMeta, pageQuery } from "../../http/pagination.ts";
import { parseOrThrow } from "../../http/validate.ts";
import { toSummaries } from "../cards/card-views.ts";
import { viewContext } from "../cards/cards.service.ts";
import { favourites } from "../cards/lists.service.ts";

/** `/api/me/favourites`: saved cards that are published or unlisted, 3 a page by default. */
export const favouritesRoutes = new Hono<AppEnv>().use(requireUser).get("/", async (c) => {
  const query = parseOrThrow(pageQuery(100, 3), c.req.query());
  const { cards, total } = await favourites(c.var.services, currentUser(c), query);
  return c.json({ data: await toSummaries(await viewContext(c.var.services, c.var.user), cards), meta: pageMeta(total, query) });
});
