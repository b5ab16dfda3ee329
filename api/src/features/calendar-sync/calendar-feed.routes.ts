import { Hono } from "hono";
import { BRAND } from "@kora/shared/brand.ts";
import type { AppEnv } from "../../http/context.ts";
import { currentUser, requireUser } from "../../http/middleware.ts";
import { feedCalendar, rotateFeed } from "./calendar-feed.service.ts";

/** `/api/me/calendar-feed`: the caller's private feed address (shown in the overview; rotated here). */
export const myCalendarFeedRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post("/rotate", async (c) => c.json({ data: await rotateFeed(c.get("services"), currentUser(c).id) }));

/** `/api/calendar-feed/{token}.ics`: no session; the secret address is the key. */
export const calendarFeedRoutes = new Hono<AppEnv>().get("/:file", async (c) => {
  const ics = await feedCalendar(c.get("services"), c.req.param("file"), c.get("clientIp"));
  return c.body(ics, 200, {
    "content-type": "text/calendar; charset=utf-8",
    "cache-control": "private, no-store",
    "content-disposition": `inline; filename="${BRAND.slug}-sessions.ics"`,
  });
});
