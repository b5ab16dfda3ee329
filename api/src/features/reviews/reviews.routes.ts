import { Hono } from "hono";
import { editReviewSchema } from "@kora/shared/contracts/reviews.ts";
import type { AppEnv } from "../../http/context.ts";
import { currentUser, requireUser } from "../../http/middleware.ts";
import { pageMeta, listPage } from "../../http/pagination.ts";
import { jsonBody } from "../../http/validate.ts";
import { awaitingReview, bookingReviews, editReview, learnerRatings } from "./reviews.service.ts";

/** Advisors' ratings of a learner: 5 a page (core §9 reviews). */
const RATINGS_PAGE = 5;
const noStore = { "cache-control": "no-store" };

/** Session reviews beyond leaving one (POST /bookings/:id/review stays with the booking's actions). Mounted at `/api/bookings`. */
export const bookingReviewsRoutes = new Hono<AppEnv>()
  .put("/:id/review", requireUser, async (c) => {
    const body = await jsonBody(c, editReviewSchema);
    return c.json({ data: await editReview(c.get("services"), currentUser(c), c.req.param("id"), body) });
  })
  .get("/:id/reviews", requireUser, async (c) =>
    c.json({ data: await bookingReviews(c.get("services"), currentUser(c), c.req.param("id")) }, 200, noStore),
  );

/** Mounted at `/api/users`: advisors' ratings of a learner. */
export const learnerRatingsRoutes = new Hono<AppEnv>().get("/:id/ratings", requireUser, async (c) => {
  const page = listPage(c.req.query(), RATINGS_PAGE, RATINGS_PAGE);
  const { data, total, average } = await learnerRatings(c.get("services"), currentUser(c), c.req.param("id"), page);
  return c.json({ data, meta: pageMeta(total, page), average }, 200, noStore);
});

/** Mounted at `/api/me/awaiting-review`: how many of the caller's sessions wait for their review. */
export const awaitingReviewRoutes = new Hono<AppEnv>().get("/", requireUser, async (c) =>
  c.json({ awaitingReview: await awaitingReview(c.get("services"), currentUser(c)) }, 200, noStore),
);
