import { Hono } from "hono";
import { z } from "zod";
import { cardDraftSchema } from "@kora/shared/contracts/card-drafts.ts";
import { cardSearchQuerySchema, rejectCardSchema } from "@kora/shared/contracts/cards.ts";
import { CURRENCIES } from "@kora/shared/constants.ts";
import { idField } from "@kora/shared/contracts/ids.ts";
import type { AppEnv } from "../../http/context.ts";
import { expensiveRead } from "../../http/expensive-read.ts";
import { currentUser, requireUser } from "../../http/middleware.ts";
import { listPage, pageMeta } from "../../http/pagination.ts";
import { jsonBody, parseOrThrow } from "../../http/validate.ts";
import { applyAction, cardDetail, createCard, forgetFavourite, saveFavourite, updateCard, viewCard } from "./cards.service.ts";
import { cardReviews, myCards, relatedCards, reviewQueue } from "./lists.service.ts";
import { searchResponse } from "./search.service.ts";

const ACTIONS = ["publish", "unpublish", "unlist", "requestApproval", "approve", "reject"] as const;
const viewQuery = z.object({ user: z.string().max(120).optional(), currency: z.enum(CURRENCIES).optional() });
const JSON_BODY = { "content-type": "application/json" };
const myCardsQuery = z.object({ group_id: idField.optional() });

/** Search's query with its page as `page` and `limit` however it came (28 a page, at most 100): both spellings share a cache entry. */
function searchQuery(query: Record<string, string>): Record<string, string> {
  const { "page[number]": _number, "page[size]": _size, ...rest } = query;
  const { page, limit } = listPage(query, 100, 28);
  return { ...rest, page: String(page), limit: String(limit) };
}

/** `/api/cards`: authoring, lifecycle, search, the card page and what hangs off it. */
export const cardsRoutes = new Hono<AppEnv>()
  .get("/search", expensiveRead("search"), async (c) => {
    const raw = searchQuery(c.req.query());
    const { body, cached } = await searchResponse(c.get("services"), c.get("user"), parseOrThrow(cardSearchQuerySchema, raw), raw);
    // Whether the response cache answered: the search benchmark counts these to show it measured queries.
    return c.body(body, 200, { ...JSON_BODY, "X-Cache": cached ? "hit" : "miss" });
  })
  .get("/review-queue", requireUser, async (c) => c.json({ data: await reviewQueue(c.get("services"), currentUser(c)) }))
  .post("/", requireUser, async (c) => {
    const card = await createCard(c.get("services"), currentUser(c), await jsonBody(c, cardDraftSchema));
    return c.json({ data: await cardDetail(c.get("services"), currentUser(c), card) }, 201);
  })
  .get("/:id", async (c) => {
    const { user, currency } = parseOrThrow(viewQuery, c.req.query());
    const card = await viewCard(c.get("services"), c.get("user"), c.req.param("id"), user);
    return c.json({ data: await cardDetail(c.get("services"), c.get("user"), card, currency) });
  })
  .put("/:id", requireUser, async (c) => {
    const card = await updateCard(c.get("services"), currentUser(c), c.req.param("id"), await jsonBody(c, cardDraftSchema));
    return c.json({ data: await cardDetail(c.get("services"), currentUser(c), card) });
  })
  .delete("/:id", requireUser, async (c) => {
    await applyAction(c.get("services"), currentUser(c), c.req.param("id"), "delete");
    return c.body(null, 204);
  })
  .post("/:id/favourite", requireUser, async (c) => {
    await saveFavourite(c.get("services"), currentUser(c), c.req.param("id"));
    return c.body(null, 204);
  })
  .delete("/:id/favourite", requireUser, async (c) => {
    await forgetFavourite(c.get("services"), currentUser(c), c.req.param("id"));
    return c.body(null, 204);
  })
  .get("/:id/related", async (c) => {
    const page = listPage(c.req.query(), 8, 4);
    const card = await viewCard(c.get("services"), c.get("user"), c.req.param("id"));
    return c.json({ data: await relatedCards(c.get("services"), c.get("user"), card, page) });
  })
  .get("/:id/reviews", async (c) => {
    const page = listPage(c.req.query(), 50, 5);
    const card = await viewCard(c.get("services"), c.get("user"), c.req.param("id"));
    const { reviews, total } = await cardReviews(c.get("services"), card, page);
    // With the card's stars (public-site §9), so the list can say "★ 4.7 · 12 reviews" on its own.
    return c.json({ data: reviews, meta: { ...pageMeta(total, page), average: card.reviews_average, count: card.reviews_count } });
  })
  .post("/:id/:action", requireUser, async (c) => {
    const action = parseOrThrow(z.enum(ACTIONS, { error: "Unknown card action." }), c.req.param("action"));
    const comments = action === "reject" ? (await jsonBody(c, rejectCardSchema)).comments : undefined;
    const card = await applyAction(c.get("services"), currentUser(c), c.req.param("id"), action, comments);
    return c.json({ data: await cardDetail(c.get("services"), currentUser(c), card) });
  });

/** `/api/me/cards`: the caller's cards (personal, or of one group), 5 a page by default; pickers ask for up to 999. */
export const myCardsRoutes = new Hono<AppEnv>().use(requireUser).get("/", async (c) => {
  const page = listPage(c.req.query(), 999, 5);
  const { group_id } = parseOrThrow(myCardsQuery, c.req.query());
  const { data, total } = await myCards(c.get("services"), currentUser(c), group_id ?? null, page);
  return c.json({ data, meta: pageMeta(total, page) });
});
