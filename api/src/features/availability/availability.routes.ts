import { Hono } from "hono";
import { cardWorkingHoursSchema, unavailableTimeInputSchema, updateAvailabilitySchema } from "@kora/shared/contracts/availability.ts";
import { availabilityQuerySchema, priceQuerySchema } from "@kora/shared/contracts/bookings.ts";
import type { AppEnv } from "../../http/context.ts";
import { currentUser, requireUser } from "../../http/middleware.ts";
import { jsonBody, parseOrThrow } from "../../http/validate.ts";
import { invalidField } from "../../http/app-error.ts";
import { viewCard } from "../cards/cards.service.ts";
import { cardPrice } from "../bookings/booking-money.ts";
import {
  addUnavailable,
  availabilitySettings,
  cardSlots,
  cardWorkingHours,
  listUnavailable,
  removeUnavailable,
  setCardWorkingHours,
  updateAvailability,
} from "./availability.service.ts";

/** `/api/me/availability`: the caller's standard hours and booking settings. */
export const myAvailabilityRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", (c) => c.json({ data: availabilitySettings(currentUser(c)) }))
  .put("/", async (c) =>
    c.json({
      data: availabilitySettings(await updateAvailability(c.var.services, currentUser(c), await jsonBody(c, updateAvailabilitySchema))),
    }),
  );

/** `/api/me/unavailable-times`: holidays and leave. */
export const unavailableRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => c.json({ data: await listUnavailable(c.var.services, currentUser(c)) }))
  .post("/", async (c) =>
    c.json({ data: await addUnavailable(c.var.services, currentUser(c), await jsonBody(c, unavailableTimeInputSchema)) }, 201),
  )
  .delete("/:id", async (c) => {
    await removeUnavailable(c.var.services, currentUser(c), c.req.param("id"));
    return c.body(null, 204);
  });

/** `/api/me/cards/:id/working-hours`: a card's own hours, or the standard ones. */
export const cardHoursRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/:id/working-hours", async (c) => c.json({ data: await cardWorkingHours(c.var.services, currentUser(c), c.req.param("id")) }))
  .put("/:id/working-hours", async (c) =>
    c.json({
      data: await setCardWorkingHours(c.var.services, currentUser(c), c.req.param("id"), await jsonBody(c, cardWorkingHoursSchema)),
    }),
  );

/** `/api/cards/:id/availability` and `/price`: what a card can be booked for, as the viewer may see it. */
export const cardBookingRoutes = new Hono<AppEnv>()
  .get("/:id/availability", async (c) => {
    const query = parseOrThrow(availabilityQuerySchema, c.req.query());
    const { services, user } = c.var;
    // The viewer's own bookings shape the answer, so the key names them; any booking or hours change clears the cache.
    const key = `${c.req.param("id")}|${query.from}|${query.to}|${query.duration ?? ""}|${user?.id ?? ""}`;
    const cached = services.slotsCache.get(key);
    if (cached) return c.body(cached, 200, { "content-type": "application/json" });
    const card = await viewCard(services, user, c.req.param("id"));
    const durations = JSON.parse(card.durations) as number[];
    const duration = query.duration ?? durations[0] ?? 30;
    if (!durations.includes(duration)) throw invalidField("duration", "Please choose one of the card's session lengths.");
    const { slots, advisor } = await cardSlots(services, card, user, {
      fromMs: Date.parse(query.from),
      toMs: Date.parse(query.to),
      duration,
    });
    const body = JSON.stringify({
      data: slots,
      meta: {
        timezone: advisor.timezone,
        duration,
        from: query.from,
        to: query.to,
        instantBooking: advisor.instant_booking === 1,
        minNoticeMinutes: advisor.min_notice_hours * 60,
      },
    });
    services.slotsCache.set(key, body);
    return c.body(body, 200, { "content-type": "application/json" });
  })
  .get("/:id/price", async (c) => {
    const query = parseOrThrow(priceQuerySchema, c.req.query());
    const card = await viewCard(c.var.services, c.var.user, c.req.param("id"));
    if (!(JSON.parse(card.durations) as number[]).includes(query.duration))
      throw invalidField("duration", "Please choose one of the card's session lengths.");
    return c.json({ data: await cardPrice(c.var.services, card, query.duration, Boolean(query.proBono)) });
  });
