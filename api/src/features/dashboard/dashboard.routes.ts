import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { currentUser, requireUser } from "../../http/middleware.ts";
import { dashboardOf } from "./dashboard.service.ts";

/** The signed-in user's dashboard (issue 18 item 3). Mounted at `/api/me/dashboard`. */
export const dashboardRoutes = new Hono<AppEnv>().get("/", requireUser, async (c) =>
  c.json({ data: await dashboardOf(c.get("services"), currentUser(c)) }, 200, { "cache-control": "no-store" }),
);
