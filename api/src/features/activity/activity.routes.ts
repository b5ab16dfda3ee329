import { activityInputSchema } from "@kora/shared/contracts/activity.ts";
import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { currentUser, requireUser } from "../../http/middleware.ts";
import { jsonBody } from "../../http/validate.ts";
import { readActivityCookie, writeActivityCookie } from "./activity-cookie.ts";
import { recordActivity } from "./activity.service.ts";

/**
 * `POST /api/users/activity` (core §7): signed-in people only (guests' placeholder accounts too: they
 * hold a session). 202 whether the event was stored or throttled; a new activity session sets its cookie.
 */
export const activityRoutes = new Hono<AppEnv>().use(requireUser).post("/", async (c) => {
  const input = await jsonBody(c, activityInputSchema);
  const outcome = await recordActivity(c.get("services"), currentUser(c).id, readActivityCookie(c), input);
  if (outcome.started) writeActivityCookie(c, outcome.sessionId);
  return c.body(null, 202);
});
