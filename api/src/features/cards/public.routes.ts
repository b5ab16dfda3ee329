import { Hono, type Handler } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/context.ts";
import { listPage, pageMeta } from "../../http/pagination.ts";
import { parseOrThrow } from "../../http/validate.ts";
import { viewCard } from "./cards.service.ts";
import { advisorPage, exploreCategories, shortCode, shortLinkPath } from "./lists.service.ts";

/** `/api/advisors/:slug`: the advisor and their published marketplace cards. */
export const advisorsRoutes = new Hono<AppEnv>().get("/:slug", async (c) =>
  c.json({ data: await advisorPage(c.get("services"), c.get("user"), c.req.param("slug")) }),
);

/** `POST /api/guest/card/:id/short-link`: a short link anyone who can see the card may share. */
export const guestCardRoutes = new Hono<AppEnv>().post("/card/:id/short-link", async (c) => {
  const card = await viewCard(c.get("services"), c.get("user"), c.req.param("id"));
  return c.json({ data: { shortLink: `${c.get("services").config.publicUrl}/c/${await shortCode(c.get("services"), card)}` } });
});

const exploreQuery = z.object({ seed: z.coerce.number().int().min(0).optional() });

/** `/api/categories/explore`: top-level categories, 4 a page (at most 12), each with a few published cards in a seeded order. */
export const exploreRoutes = new Hono<AppEnv>().get("/explore", async (c) => {
  const page = listPage(c.req.query(), 12, 4);
  const query = parseOrThrow(exploreQuery, c.req.query());
  const { groups, total, seed } = await exploreCategories(c.get("services"), c.get("user"), page, query.seed);
  return c.json({ data: groups, meta: { ...pageMeta(total, page), seed } });
});

/** `GET /c/:code`: a card's short link redirects to its page (home once it is a draft or deleted); unknown codes go to the site's 404. */
export const shortLinkRedirect: Handler<AppEnv> = async (c) =>
  c.redirect(await shortLinkPath(c.get("services"), c.get("user"), c.req.param("code") ?? ""), 302);
