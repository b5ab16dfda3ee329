import { Hono } from "hono";
import { cardHoursRoutes } from "../features/availability/availability.routes.ts";
import { myCardsRoutes } from "../features/cards/cards.routes.ts";
import type { AppEnv } from "../http/context.ts";

/** `/api/me/cards`: the caller's cards (cards) and each one's working hours (availability). */
export const myCardsRouter = new Hono<AppEnv>().route("/", cardHoursRoutes).route("/", myCardsRoutes);
