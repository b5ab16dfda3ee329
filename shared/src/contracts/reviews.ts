import { z } from "zod";
import { reviewBookingSchema } from "./bookings.ts";

/**
 * Session reviews (core §3 Review; core §7 bookings; public-site §6).
 * - POST /api/bookings/:id/review      leave one (reviewBookingSchema) → the booking
 * - PUT  /api/bookings/:id/review      change mine within REVIEW_EDIT_DAYS → reviewDto
 * - GET  /api/bookings/:id/reviews     the booking's reviews, to its parties → bookingReviews
 * - GET  /api/users/:id/ratings?page=  advisors' ratings of a learner, to advisors only → learnerRatingsPage
 * - GET  /api/me/awaiting-review       my completed sessions I haven't reviewed → awaitingReview
 */
export const editReviewSchema = reviewBookingSchema;
export type ReviewInput = z.input<typeof reviewBookingSchema>;

export const reviewDtoSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  /** Whom it is of: the learner rates the advisor, the advisor the learner. */
  subject: z.enum(["advisor", "learner"]),
  createdBy: z.object({ id: z.string(), firstName: z.string() }),
  rating: z.number().int(),
  callQualityRating: z.number().int().nullable(),
  comments: z.string(),
  callQualityComment: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
  /** Until when its author may change it; null when the viewer isn't its author. */
  editableUntil: z.string().nullable(),
});
export type ReviewDto = z.infer<typeof reviewDtoSchema>;

export const bookingReviewsSchema = z.object({ data: z.array(reviewDtoSchema) });

export const learnerRatingSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  comments: z.string(),
  createdAt: z.string(),
  advisor: z.object({ firstName: z.string() }),
});
export const learnerRatingsPageSchema = z.object({
  data: z.array(learnerRatingSchema),
  meta: z.object({ total: z.number().int(), page: z.number().int(), limit: z.number().int(), pages: z.number().int() }),
  average: z.number(),
});

export const awaitingReviewSchema = z.object({
  awaitingReview: z.array(z.object({ bookingId: z.string(), cardTitle: z.string(), otherName: z.string() })),
});
export type AwaitingReview = z.infer<typeof awaitingReviewSchema>["awaitingReview"][number];
