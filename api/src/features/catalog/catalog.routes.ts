import { Hono } from "hono";
import { z } from "zod";
import { limitedText } from "@kora/shared/contracts/text.ts";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import type { AppEnv } from "../../http/context.ts";
import { parseOrThrow } from "../../http/validate.ts";
import { categoryTree, suggestSkills } from "./catalog.service.ts";

/** `/api/categories`: the tree, ordered. */
export const categoriesRoutes = new Hono<AppEnv>().get("/", async (c) => c.json({ data: await categoryTree(c.get("services")) }));

/** `/api/skills?query=`: skill names for suggestions. */
export const skillsRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const query = parseOrThrow(
    z.object({ query: limitedText(TEXT_LIMITS.skill).default(""), limit: z.coerce.number().int().min(1).max(999).default(20) }),
    c.req.query(),
  );
  return c.json({ data: await suggestSkills(c.get("services"), query.query, query.limit) });
});
