import { booked, owned, read, type RouteKey, type RouteRow, write } from "./route-rows.ts";

/**
 * The route table's rows for session reviews (core §3 Review). Leaving one (POST /api/bookings/:id/review)
 * stays with the booking's rows in route-table.ts. The fixtures' bookings are confirmed, not completed:
 * the owner's answer there is the state's (409), and the 200s are proven in reviews.routes.test.ts.
 */
export const REVIEW_ROUTES: Record<RouteKey, RouteRow> = {
  "PUT /api/bookings/:id/review": write(
    "user",
    owned(
      booked(
        (id) => `/api/bookings/${id}/review`,
        "learner",
        () => ({ rating: 5 }),
      ),
      409,
    ),
  ),
  "GET /api/bookings/:id/reviews": read(
    "user",
    owned(
      booked((id) => `/api/bookings/${id}/reviews`, "learner"),
      200,
    ),
  ),
  // A learner's ratings by advisors: any signed-in advisor may read them, nobody else (public-site §6).
  "GET /api/users/:id/ratings": read(
    "user",
    owned(async (fx) => ({ owner: fx.s.advisor, path: `/api/users/${fx.s.learner.user.id}/ratings` }), 200, {
      status: 403,
      why: "advisors' ratings of a learner are for advisors only; the stranger is a learner and is told so",
    }),
  ),
  "GET /api/me/awaiting-review": read("user"),
};
