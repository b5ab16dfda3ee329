import { read, type RouteKey, type RouteRow } from "./route-rows.ts";

/**
 * The route table's rows for Pro analytics (public-site §1 Pro). No object: each answers only about the
 * caller's own bookings and income; someone signed in without the Pro plan gets 403
 * (analytics.routes.test.ts proves Basic, Plus and Pro, and that no other advisor's rows leak).
 */
export const ANALYTICS_ROUTES: Record<RouteKey, RouteRow> = {
  "GET /api/me/analytics": read("user"),
  "GET /api/me/analytics/learners": read("user"),
  "GET /api/me/analytics/export.csv": read("user"),
};
