import { Hono } from "hono";
import { bookingsRoutes } from "../features/bookings/bookings.routes.ts";
import { bookingMeetingRoutes } from "../features/meetings/meetings.routes.ts";
import type { AppEnv } from "../http/context.ts";

/** `/api/bookings`: requests, lists and actions (bookings), and each booking's call: video token, chat, host controls (meetings). */
export const bookingsRouter = new Hono<AppEnv>().route("/", bookingMeetingRoutes).route("/", bookingsRoutes);
