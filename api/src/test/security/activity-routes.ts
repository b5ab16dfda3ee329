import { type RouteKey, type RouteRow, write } from "./route-rows.ts";

/** The route table's rows for activity tracking (public-site §3 Activity event). */
export const ACTIVITY_ROUTES: Record<RouteKey, RouteRow> = {
  // No object: the event is the caller's own, and an activity session id of someone else's in the cookie starts a fresh one.
  "POST /api/users/activity": write("user"),
};
