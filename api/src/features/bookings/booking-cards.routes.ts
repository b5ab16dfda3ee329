import { Hono } from "hono";
import { priceQuerySchema } from "@kora/shared/contracts/bookings.ts";
import { invalidField } from "../../http/app-error.ts";
import type { AppEnv } from "../../http/context.ts";
import { currentUser, requireUser } from "../../http/middleware.ts";
import { listPage, pageMeta } from "../../http/pagination.ts";
import { parseOrThrow } from "../../http/validate.ts";
import { repeatCards } from "./booking-lists.service.ts";
import { sessionPrice } from "./booking-money.ts";

const REPEAT_PAGE = 5;

/** `/api/cards/…` of bookings: what a session on a card costs, and the cards the caller booked before. */
export const bookingCardsRoutes = new Hono<AppEnv>()
  .get("/:id/price", async (c) => {
    const query = parseOrThrow(priceQuerySchema, c.req.query());
    return c.json({
      data: await sessionPrice(c.get("services"), c.get("user"), c.req.param("id"), query.duration, Boolean(query.proBono)),
    });
  })
  /** `GET /api/cards?repeat_cards=true`: cards the caller booked before as a learner, most recent first (core §7). */
  .get("/", requireUser, async (c) => {
    if (c.req.query("repeat_cards") !== "true") throw invalidField("repeat_cards", "Use /api/cards/search to find cards.");
    const page = listPage(c.req.query(), 50, REPEAT_PAGE);
    const { data, total } = await repeatCards(c.get("services"), currentUser(c), page);
    return c.json({ data, meta: pageMeta(total, page) });
  });
