import { Hono } from "hono";
import { z } from "zod";
import { CURRENCIES } from "@kora/shared/constants.ts";
import type { CategoryNode } from "@kora/shared/contracts/cards.ts";
import { limitedText } from "@kora/shared/contracts/text.ts";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import { AppError } from "../../http/app-error.ts";
import type { AppEnv } from "../../http/context.ts";
import { currentUser, requireUser } from "../../http/middleware.ts";
import { jsonBody, parseOrThrow } from "../../http/validate.ts";
import { toSummaries } from "../cards/card-views.ts";
import { viewContext } from "../cards/cards.service.ts";
import { exploreCategories } from "../cards/lists.service.ts";
import { pageMeta } from "../../http/pagination.ts";
import { allCategories, loadRates, saveRates, searchSkills } from "./catalog.repository.ts";

/** `/api/categories`: the tree, ordered; `/explore`: 4 top-level categories a page with a few cards each. */
export const categoriesRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const rows = await allCategories(c.var.services.db);
    const nodes = new Map<string, CategoryNode>(
      rows.map((r) => [r.id, { id: r.id, slug: r.slug, name: r.name, order: r.sort_order, parentId: r.parent_id, children: [] }]),
    );
    const roots: CategoryNode[] = [];
    for (const node of nodes.values()) (node.parentId ? nodes.get(node.parentId)?.children : roots)?.push(node);
    return c.json({ data: roots });
  })
  .get("/explore", async (c) => {
    const query = parseOrThrow(
      z.object({ page: z.coerce.number().int().min(1).default(1), seed: z.coerce.number().int().min(0).optional() }),
      c.req.query(),
    );
    const { groups, total, seed } = await exploreCategories(c.var.services, query.page, query.seed);
    const ctx = await viewContext(c.var.services, c.var.user);
    const data = await Promise.all(groups.map(async (g) => ({ category: g.category, cards: await toSummaries(ctx, g.cards) })));
    return c.json({ data, meta: { ...pageMeta(total, { page: query.page, limit: 4 }), seed } });
  });

/** `/api/skills?query=`: skill names for suggestions. */
export const skillsRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const query = parseOrThrow(
    z.object({ query: limitedText(TEXT_LIMITS.skill).default(""), limit: z.coerce.number().int().min(1).max(999).default(20) }),
    c.req.query(),
  );
  return c.json({ data: await searchSkills(c.var.services.db, query.query, query.limit) });
});

const ratesSchema = z.object({ rates: z.partialRecord(z.enum(CURRENCIES), z.number().positive().max(100_000)) });

/** `/api/currency-rates`: units per US dollar; staff update them and every card is re-priced for filters. */
export const currencyRatesRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ data: { base: "USD", rates: await loadRates(c.var.services.db) } }))
  .put("/", requireUser, async (c) => {
    if (!currentUser(c).is_staff) throw new AppError("forbidden", MESSAGES.forbidden);
    const { rates } = await jsonBody(c, ratesSchema);
    await saveRates(c.var.services.db, { ...rates, USD: 1 } as Record<string, number>, c.var.services.now().toISOString());
    c.var.services.searchCache.invalidate();
    return c.json({ data: { base: "USD", rates: await loadRates(c.var.services.db) } });
  });
