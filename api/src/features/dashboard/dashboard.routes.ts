import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { currentUser, requireUser } from "../../http/middleware.ts";
import { expensiveRead } from "../../http/expensive-read.ts";
import { dashboardBody } from "./dashboard.service.ts";

/** The signed-in user's dashboard (core §2). Mounted at `/api/me/dashboard`. */
export const dashboardRoutes = new Hono<AppEnv>().get("/", requireUser, expensiveRead("dashboard"), async (c) =>
  c.body(await dashboardBody(c.get("services"), currentUser(c)), 200, { "content-type": "application/json", "cache-control": "no-store" }),
);
