import { activityPostSchema } from "@kora/shared/contracts/activity.ts";
import { Hono } from "hono";
import type { AppEnv } from "../../http/context.ts";
import { currentUser, requireUser } from "../../http/middleware.ts";
import { jsonBody } from "../../http/validate.ts";
import { readActivityCookie, writeActivityCookie } from "./activity-cookie.ts";
import { recordActivity } from "./activity.service.ts";

/**
 * `POST /api/users/activity` (core §7): signed-in people only (guests' placeholder accounts too: they
 * hold a session). One event or a batch `{ events }`. 202 whether the events were stored, throttled or
 * over the error cap; 429 past the per-minute ceiling; a new activity session sets its cookie.
 */
export const activityRoutes = new Hono<AppEnv>().use(requireUser).post("/", async (c) => {
  const events = await jsonBody(c, activityPostSchema);
  const outcome = await recordActivity(c.get("services"), currentUser(c).id, readActivityCookie(c), events);
  if (outcome.started) writeActivityCookie(c, outcome.sessionId);
  return c.body(null, 202);
});
