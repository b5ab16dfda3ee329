import { Hono } from "hono";
import {
  BUSY_READ_AHEAD_DAYS,
  caldavConnectInputSchema,
  calendarChoiceInputSchema,
  icsSubscribeInputSchema,
} from "@kora/shared/contracts/calendar-sync.ts";
import { z } from "zod";
import type { AppEnv } from "../../http/context.ts";
import { currentUser, requireUser } from "../../http/middleware.ts";
import { jsonBody, parseOrThrow } from "../../http/validate.ts";
import {
  calendarBusyTimes,
  calendarOverview,
  chooseCalendars,
  connectCaldav,
  disconnectCalendar,
  refreshConnection,
  subscribeIcs,
} from "./calendar-sync.service.ts";

const noStore = { "cache-control": "no-store" };
/** Connecting or refreshing reaches out to a server the caller names: a few a minute per person. */
const CONNECTS_PER_MINUTE = 10;
const MINUTE = 60_000;
const DAY = 86_400_000;

const instant = z.iso
  .datetime({ offset: true, error: "Give an ISO 8601 instant, e.g. 2027-03-01T09:00:00Z." })
  .transform((v) => Date.parse(v));
const busyQuerySchema = z
  .object({ from: instant.optional(), to: instant.optional() })
  .refine((q) => q.from === undefined || q.to === undefined || q.to > q.from, { path: ["to"], message: "End after the start." })
  .refine((q) => q.from === undefined || q.to === undefined || q.to - q.from <= 400 * DAY, {
    path: ["to"],
    message: "Ask for at most 400 days.",
  });

/** `/api/me/calendar-connections` (core §7): CalDAV accounts and ICS subscriptions of the caller. */
export const calendarConnectionsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => c.json({ data: await calendarOverview(c.get("services"), currentUser(c).id) }, 200, noStore))
  .post("/caldav", async (c) => {
    const input = await jsonBody(c, caldavConnectInputSchema);
    const services = c.get("services");
    services.limiter.hit(`calendar-connect:${currentUser(c).id}`, CONNECTS_PER_MINUTE, MINUTE);
    return c.json({ data: await connectCaldav(services, currentUser(c).id, input) }, 201);
  })
  .post("/ics", async (c) => {
    const input = await jsonBody(c, icsSubscribeInputSchema);
    const services = c.get("services");
    services.limiter.hit(`calendar-connect:${currentUser(c).id}`, CONNECTS_PER_MINUTE, MINUTE);
    return c.json({ data: await subscribeIcs(services, currentUser(c).id, input) }, 201);
  })
  .patch("/:id", async (c) => {
    const input = await jsonBody(c, calendarChoiceInputSchema);
    return c.json({ data: await chooseCalendars(c.get("services"), currentUser(c).id, c.req.param("id"), input) });
  })
  .post("/:id/refresh", async (c) => {
    const services = c.get("services");
    // Each refresh is a sync against a remote server: a few a minute per person, like connecting.
    services.limiter.hit(`calendar-refresh:${currentUser(c).id}`, CONNECTS_PER_MINUTE, MINUTE);
    return c.json({ data: await refreshConnection(services, currentUser(c).id, c.req.param("id")) }, 202);
  })
  .delete("/:id", async (c) => {
    await disconnectCalendar(c.get("services"), currentUser(c).id, c.req.param("id"));
    return c.body(null, 204);
  });

/** `/api/me/calendar-busy-times?from=&to=`: the caller's stored busy times (never a remote call). */
export const calendarBusyTimesRoutes = new Hono<AppEnv>().use(requireUser).get("/", async (c) => {
  const query = parseOrThrow(busyQuerySchema, c.req.query());
  const services = c.get("services");
  const fromMs = query.from ?? services.now().getTime();
  const toMs = query.to ?? fromMs + BUSY_READ_AHEAD_DAYS * DAY;
  return c.json({ data: await calendarBusyTimes(services, currentUser(c).id, fromMs, toMs) }, 200, noStore);
});
