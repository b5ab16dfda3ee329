import { Link } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import type { ReviewDto } from "@kora/shared/contracts/reviews.ts";
import { bookingReviewsQuery, reviewPath } from "./reviews.client.ts";
import styles from "./reviews.module.css";

const starsOf = (n: number) => "★".repeat(n) + "☆".repeat(5 - n);

function ReviewItem({ review, nowMs }: { review: ReviewDto; nowMs: number }) {
  const mine = review.editableUntil !== null;
  const editable = mine && nowMs <= Date.parse(review.editableUntil!);
  return (
    <li className={styles.item}>
      <span className={styles.head}>
        {mine ? "Your review" : `${review.createdBy.firstName}'s review`}
        <span className={styles.stars} role="img" aria-label={`${review.rating} out of 5 stars`}>
          {starsOf(review.rating)}
        </span>
      </span>
      {review.comments && <p className={styles.text}>{review.comments}</p>}
      {editable && (
        <p className={styles.note}>
          <Link to={reviewPath(review.bookingId)}>Edit your review</Link>
        </p>
      )}
    </li>
  );
}

/** A completed booking's reviews, to its advisor and learner; mine with a link to change it while I may. */
export function BookingReviews({ bookingId, nowMs }: { bookingId: string; nowMs: number }) {
  const reviews = useQuery(bookingReviewsQuery(bookingId));
  if (!reviews.data || reviews.data.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="reviews">
      <h2 id="reviews">Reviews</h2>
      <ul className={styles.list}>
        {reviews.data.map((review) => (
          <ReviewItem key={review.id} review={review} nowMs={nowMs} />
        ))}
      </ul>
    </section>
  );
}
