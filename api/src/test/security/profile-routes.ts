import { read, type RouteKey, type RouteRow, shared, write } from "./route-rows.ts";

/** The route table's rows for profiles (core §3 User): the caller's avatar, and anyone's avatar picture. */
export const PROFILE_ROUTES: Record<RouteKey, RouteRow> = {
  // Always the caller's own picture: there is no id to name anyone else's (avatar.routes.test.ts checks another user's DELETE leaves mine).
  "POST /api/me/avatar": write("user"),
  "DELETE /api/me/avatar": write("user"),
  // Shown beside the person's name on cards, bookings and their public page: as public as the name; an unknown id or size is 404.
  "GET /api/users/:id/avatar/:size": read("public", shared("an avatar is shown wherever its owner's name is, including public pages")),
};
