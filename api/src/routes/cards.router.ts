import { Hono } from "hono";
import { cardAvailabilityRoutes } from "../features/availability/availability.routes.ts";
import { bookingCardsRoutes } from "../features/bookings/booking-cards.routes.ts";
import { cardsRoutes } from "../features/cards/cards.routes.ts";
import type { AppEnv } from "../http/context.ts";

/**
 * `/api/cards`: the cards feature's routes (authoring, lifecycle, search, the card page), and what
 * the features above cards answer about one card: its free times (availability), the price of a
 * session and the cards the caller booked before (bookings).
 */
export const cardsRouter = new Hono<AppEnv>().route("/", cardAvailabilityRoutes).route("/", bookingCardsRoutes).route("/", cardsRoutes);
