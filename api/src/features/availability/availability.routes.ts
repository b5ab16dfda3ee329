import { Hono } from "hono";
import { cardWorkingHoursSchema, unavailableTimeInputSchema, updateAvailabilitySchema } from "@kora/shared/contracts/availability.ts";
import { availabilityQuerySchema } from "@kora/shared/contracts/bookings.ts";
import { availabilitySummaryQuerySchema } from "@kora/shared/contracts/onboarding.ts";
import type { AppEnv } from "../../http/context.ts";
import { expensiveRead } from "../../http/expensive-read.ts";
import { currentUser, requireUser } from "../../http/middleware.ts";
import { jsonBody, parseOrThrow } from "../../http/validate.ts";
import {
  addUnavailable,
  availabilitySettings,
  availabilitySummary,
  cardAvailability,
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
  .get("/summary", expensiveRead("slots"), async (c) => {
    const { cardId } = parseOrThrow(availabilitySummaryQuerySchema, c.req.query());
    return c.json({ data: await availabilitySummary(c.get("services"), currentUser(c), cardId) });
  })
  .put("/", async (c) =>
    c.json({
      data: availabilitySettings(await updateAvailability(c.get("services"), currentUser(c), await jsonBody(c, updateAvailabilitySchema))),
    }),
  );

/** `/api/me/unavailable-times`: holidays and leave. */
export const unavailableRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => c.json({ data: await listUnavailable(c.get("services"), currentUser(c)) }))
  .post("/", async (c) =>
    c.json({ data: await addUnavailable(c.get("services"), currentUser(c), await jsonBody(c, unavailableTimeInputSchema)) }, 201),
  )
  .delete("/:id", async (c) => {
    await removeUnavailable(c.get("services"), currentUser(c), c.req.param("id"));
    return c.body(null, 204);
  });

/** `/api/me/cards/:id/working-hours`: a card's own hours, or the standard ones. */
export const cardHoursRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/:id/working-hours", async (c) => c.json({ data: await cardWorkingHours(c.get("services"), currentUser(c), c.req.param("id")) }))
  .put("/:id/working-hours", async (c) =>
    c.json({
      data: await setCardWorkingHours(c.get("services"), currentUser(c), c.req.param("id"), await jsonBody(c, cardWorkingHoursSchema)),
    }),
  );

/** `/api/cards/:id/availability`: when a card can be booked, as the viewer may see it. */
export const cardAvailabilityRoutes = new Hono<AppEnv>().get("/:id/availability", expensiveRead("slots"), async (c) => {
  const query = parseOrThrow(availabilityQuerySchema, c.req.query());
  const body = await cardAvailability(c.get("services"), c.get("user"), c.req.param("id"), query);
  return c.body(body, 200, { "content-type": "application/json" });
});
