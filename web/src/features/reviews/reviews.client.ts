import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { awaitingReviewSchema, reviewDtoSchema, type ReviewInput } from "@kora/shared/contracts/reviews.ts";
import { appPath } from "@kora/shared/brand.ts";
import { api } from "../../lib/api-client.ts";
import { queryClient } from "../../lib/query-client.ts";

/**
 * Every call the web app makes about session reviews beyond leaving one (that is a booking action:
 * bookings.client.ts `reviewBooking`). Other features reach them through reviews.api.ts.
 */
export const reviewKeys = {
  all: ["reviews"] as const,
  booking: (bookingId: string) => ["reviews", "booking", bookingId] as const,
  awaiting: ["reviews", "awaiting"] as const,
};

/** A booking's reviews, to its advisor and learner. */
export const bookingReviewsQuery = (bookingId: string) =>
  queryOptions({
    queryKey: reviewKeys.booking(bookingId),
    queryFn: ({ signal }) =>
      api.get(`/api/bookings/${encodeURIComponent(bookingId)}/reviews`, { schema: z.array(reviewDtoSchema), toast: false, signal }),
  });

/** My completed sessions awaiting my review (the review modal). Quiet: the modal never raises an error of its own. */
export const awaitingReviewQuery = () =>
  queryOptions({
    queryKey: reviewKeys.awaiting,
    queryFn: ({ signal }) => api.get("/api/me/awaiting-review", { schema: awaitingReviewSchema, envelope: true, quiet: true, signal }),
    staleTime: 60_000,
  });

/** Changes my review of a booking (within the edit window); refreshes what reviews show. */
export async function editReview(bookingId: string, body: ReviewInput) {
  const review = await api.put(`/api/bookings/${encodeURIComponent(bookingId)}/review`, body, { schema: reviewDtoSchema });
  await queryClient.invalidateQueries({ queryKey: reviewKeys.all });
  return review;
}

/** After leaving a review: the modal's list and the booking's reviews are out of date. */
export const reviewsChanged = () => queryClient.invalidateQueries({ queryKey: reviewKeys.all });

/** Where a booking's review page is (core §2: /my-kora/bookings/{id}/review). */
export const reviewPath = (bookingId: string) => appPath(`bookings/${encodeURIComponent(bookingId)}/review`);
