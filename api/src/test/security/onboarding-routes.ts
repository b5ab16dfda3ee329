import { draft, owned, read, type RouteKey, type RouteRow, shared, write } from "./route-rows.ts";

/** The route table's rows for onboarding (public-site §2.11): the checklist, info boxes and the availability summary. */
export const ONBOARDING_ROUTES: Record<RouteKey, RouteRow> = {
  "GET /api/me/onboarding": read("user"),
  "POST /api/me/onboarding/hide": write("user"),
  "GET /api/me/info-boxes": read("user"),
  // The id names a box in a public catalogue (shared/src/domain/onboarding/info-boxes.ts); completing it marks it for the caller only.
  "POST /api/users/complete-info-box/:id": write(
    "user",
    shared("box ids are a public catalogue; completing one marks it for the caller alone"),
  ),
  // A card named in the query is the caller's own: another advisor's draft is a 404 like any card they may not edit.
  "GET /api/me/availability/summary": read(
    "user",
    owned(
      draft((id) => `/api/me/availability/summary?cardId=${id}`),
      200,
    ),
  ),
};
