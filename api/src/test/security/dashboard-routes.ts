import { read, type RouteKey, type RouteRow } from "./route-rows.ts";

/** The route table's row for the dashboard (core §2): the caller's own, no id to get wrong. */
export const DASHBOARD_ROUTES: Record<RouteKey, RouteRow> = {
  "GET /api/me/dashboard": read("user"),
};
