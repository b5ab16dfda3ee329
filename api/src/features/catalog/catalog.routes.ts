import { Hono } from "hono";
import { z } from "zod";
import { BRAND } from "@kora/shared/brand.ts";
import { limitedText } from "@kora/shared/contracts/text.ts";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import type { AppEnv } from "../../http/context.ts";
import type { Services } from "../../services.ts";
import type { UserRow } from "../users/users.table.ts";
import { parseOrThrow } from "../../http/validate.ts";
import { categoryTree, groupCategoryTree, suggestSkills } from "./catalog.service.ts";

/** `?kora_group_slug=` (public-site §7: `{product}_group_slug`). */
const GROUP_SLUG_PARAM = `${BRAND.slug}_group_slug`;
const categoriesQuery = z.object({ [GROUP_SLUG_PARAM]: z.string().trim().min(1).max(100).optional() });

/** Which categories a group's cards use, as the caller may see them (groups.service.ts groupCardCategoryIds). */
export type GroupCategoryIds = (services: Services, slug: string, viewer: UserRow | null) => Promise<string[] | null>;

/**
 * `/api/categories`: the tree, ordered; with `?kora_group_slug=` only the categories of that group's
 * cards (404 for an unknown group or one whose cards the caller may not see; never cached, as it
 * depends on who asks). The groups feature's lookup is passed in by the router (no feature cycle).
 */
export const categoriesRoutes = (groupCategoryIds: GroupCategoryIds) =>
  new Hono<AppEnv>().get("/", async (c) => {
    const slug = parseOrThrow(categoriesQuery, c.req.query())[GROUP_SLUG_PARAM];
    const services = c.get("services");
    if (slug === undefined) return c.json({ data: await categoryTree(services) });
    const data = await groupCategoryTree(services, () => groupCategoryIds(services, slug, c.get("user") ?? null));
    return c.json({ data }, 200, { "cache-control": "no-store" });
  });

/** `/api/skills?query=`: skill names for suggestions. */
export const skillsRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const query = parseOrThrow(
    z.object({ query: limitedText(TEXT_LIMITS.skill).default(""), limit: z.coerce.number().int().min(1).max(999).default(20) }),
    c.req.query(),
  );
  return c.json({ data: await suggestSkills(c.get("services"), query.query, query.limit) });
});
