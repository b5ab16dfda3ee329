import { ANALYTICS_LEARNERS_PAGE_SIZE, analyticsExportQuerySchema, analyticsQuerySchema } from "@kora/shared/contracts/analytics.ts";
import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { expensiveRead } from "../../http/expensive-read.ts";
import { currentUser, requireUser } from "../../http/middleware.ts";
import { listPage } from "../../http/pagination.ts";
import { parseOrThrow } from "../../http/validate.ts";
import { analyticsCsv, myAnalytics, myLearners } from "./analytics.service.ts";

const JSON_TYPE = { "content-type": "application/json" };

/** `/api/me/analytics` (public-site §1 Pro): signed in (401), Pro plan (403); see shared/src/contracts/analytics.ts. */
export const analyticsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", expensiveRead("analytics"), async (c) => {
    const { months } = parseOrThrow(analyticsQuerySchema, { months: c.req.query("months") || undefined });
    return c.body(await myAnalytics(c.get("services"), currentUser(c), months), 200, JSON_TYPE);
  })
  .get("/learners", expensiveRead("analytics"), async (c) => {
    const page = listPage(c.req.query(), 50, ANALYTICS_LEARNERS_PAGE_SIZE);
    return c.body(await myLearners(c.get("services"), currentUser(c), page), 200, JSON_TYPE);
  })
  .get("/export.csv", expensiveRead("exports"), async (c) => {
    const { kind } = parseOrThrow(analyticsExportQuerySchema, { kind: c.req.query("kind") });
    const { filename, csv } = await analyticsCsv(c.get("services"), currentUser(c), kind);
    c.header("content-type", "text/csv; charset=utf-8");
    c.header("content-disposition", `attachment; filename="${filename}"`);
    c.header("cache-control", "private, no-store");
    return c.body(csv);
  });
