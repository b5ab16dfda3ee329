import { read, type RouteKey, type RouteRow, shared, write } from "./route-rows.ts";

/**
 * Pro branding (public-site §1 Pro): always the caller's own branding (no id names anyone else's);
 * setting needs Pro (403 otherwise, branding.routes.test.ts). The logo is public as the cards it
 * brands are.
 */
export const BRANDING_ROUTES: Record<RouteKey, RouteRow> = {
  "GET /api/me/branding": read("user"),
  "PUT /api/me/branding": write("user"),
  "POST /api/me/branding/logo": write("user"),
  "DELETE /api/me/branding/logo": write("user"),
  "GET /api/users/:id/brand-logo": read("public", shared("a Pro advisor's logo is shown on their public cards and rooms")),
};
