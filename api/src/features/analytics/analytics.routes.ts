import {
  ANALYTICS_LEARNERS_PAGE_SIZE,
  analyticsExportQuerySchema,
  analyticsPageQuerySchema,
  analyticsQuerySchema,
} from "@kora/shared/contracts/analytics.ts";
import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { currentUser, requireUser } from "../../http/middleware.ts";
import { pageMeta } from "../../http/pagination.ts";
import { parseOrThrow } from "../../http/validate.ts";
import { analyticsCsv, myAnalytics, myLearners } from "./analytics.service.ts";

/** `/api/me/analytics` (issue 18 item 5): signed in (401), Pro plan (403); see shared/src/contracts/analytics.ts. */
export const analyticsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => {
    const { months } = parseOrThrow(analyticsQuerySchema, { months: c.req.query("months") || undefined });
    return c.json({ data: await myAnalytics(c.get("services"), currentUser(c), months) });
  })
  .get("/learners", async (c) => {
    const { page } = parseOrThrow(analyticsPageQuerySchema, { page: c.req.query("page") || undefined });
    const { data, total } = await myLearners(c.get("services"), currentUser(c), page);
    return c.json({ data, meta: pageMeta(total, { page, limit: ANALYTICS_LEARNERS_PAGE_SIZE }) });
  })
  .get("/export.csv", async (c) => {
    const { kind } = parseOrThrow(analyticsExportQuerySchema, { kind: c.req.query("kind") });
    const { filename, csv } = await analyticsCsv(c.get("services"), currentUser(c), kind);
    c.header("content-type", "text/csv; charset=utf-8");
    c.header("content-disposition", `attachment; filename="${filename}"`);
    c.header("cache-control", "private, no-store");
    return c.body(csv);
  });
