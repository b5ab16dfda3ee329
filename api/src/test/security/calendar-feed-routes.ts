import { read, type RouteKey, type RouteRow, shared, write } from "./route-rows.ts";

/**
 * The private calendar feed (core §7): the signed-in person rotates their own address; the feed
 * itself needs no session, because its secret address is the key (an unknown or rotated one is 404).
 */
export const CALENDAR_FEED_ROUTES: Record<RouteKey, RouteRow> = {
  "POST /api/me/calendar-feed/rotate": write("user"),
  "GET /api/calendar-feed/:file": read(
    "public",
    shared("a feed is read by whoever holds its secret address (calendar apps have no session); any other address is 404"),
  ),
};
