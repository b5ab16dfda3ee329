/**
 * The reviews feature's entry for other features: the calls the booking pages make about reviews, and
 * a booking's reviews panel. Leaving a review is a booking action (bookings.client.ts `reviewBooking`).
 */
export { bookingReviewsQuery, editReview, reviewPath, reviewsChanged } from "./reviews.client.ts";
export { BookingReviews } from "./booking-reviews.tsx";
export { LearnerRatingLink, learnerRatingsPath } from "./learner-ratings-link.tsx";
