import { Link } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import type { ReviewDto } from "@kora/shared/contracts/reviews.ts";
import { bookingReviewsQuery, reviewPath } from "./reviews.client.ts";
import styles from "./reviews.module.css";
import { reviewsMessages } from "@kora/shared/i18n/messages/reviews.ts";
import { useT } from "../../lib/i18n/use-t.ts";

const starsOf = (n: number) => "★".repeat(n) + "☆".repeat(5 - n);

function ReviewItem({ review, nowMs }: { review: ReviewDto; nowMs: number }) {
  const t = useT(reviewsMessages);
  const mine = review.editableUntil !== null;
  const editable = mine && nowMs <= Date.parse(review.editableUntil!);
  return (
    <li className={styles.item}>
      <span className={styles.head}>
        {mine ? t.t("booking.yours") : t.t("booking.theirs", { name: review.createdBy.firstName })}
        <span className={styles.stars} role="img" aria-label={t.t("stars", { rating: review.rating })}>
          {starsOf(review.rating)}
        </span>
      </span>
      {review.comments && <p className={styles.text}>{review.comments}</p>}
      {editable && (
        <p className={styles.note}>
          <Link to={reviewPath(review.bookingId)}>{t.t("booking.edit")}</Link>
        </p>
      )}
    </li>
  );
}

/** A completed booking's reviews, to its advisor and learner; mine with a link to change it while I may. */
export function BookingReviews({ bookingId, nowMs }: { bookingId: string; nowMs: number }) {
  const t = useT(reviewsMessages);
  const reviews = useQuery(bookingReviewsQuery(bookingId));
  if (!reviews.data || reviews.data.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="reviews">
      <h2 id="reviews">{t.t("booking.title")}</h2>
      <ul className={styles.list}>
        {reviews.data.map((review) => (
          <ReviewItem key={review.id} review={review} nowMs={nowMs} />
        ))}
      </ul>
    </section>
  );
}
