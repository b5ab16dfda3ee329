import { draft, owned, read, type RouteKey, type RouteRow, write } from "./route-rows.ts";

/** The route table's rows for Pro-bono minutes and the consultation cap (core §3 User, §9). */
export const PRO_BONO_ROUTES: Record<RouteKey, RouteRow> = {
  "GET /api/me/pro-bono": read("user"),
  "PUT /api/me/pro-bono": write("user"),
  // Like the card's availability: anyone who may see the card may ask; a draft is its advisor's alone.
  "GET /api/cards/:id/pro-bono": read(
    "public",
    owned(
      draft((id) => `/api/cards/${id}/pro-bono`),
      200,
    ),
  ),
};
