import { booked, owned, read, type RouteKey, type RouteRow } from "./route-rows.ts";

/**
 * The route table's row for a booking's calendar file (public-site §4.1): a confirmed booking's .ics for the
 * advisor or the learner; anyone else signed in gets the same 404 as for a missing booking.
 */
export const CALENDAR_FILE_ROUTES: Record<RouteKey, RouteRow> = {
  "GET /api/bookings/:id/calendar.ics": read(
    "user",
    owned(
      booked((id) => `/api/bookings/${id}/calendar.ics`, "learner"),
      200,
    ),
  ),
};
