import { useRef } from "react";
import { useNavigate } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import type { ReviewDto } from "@kora/shared/contracts/reviews.ts";
import { REVIEW_EDIT_DAYS, REVIEW_MESSAGES } from "@kora/shared/domain/reviews/rules.ts";
import { limitedText } from "@kora/shared/contracts/text.ts";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import { useKoraForm, type KoraFieldProps } from "../../../lib/forms/use-kora-form.ts";
import { LEAVE_WITHOUT_ASKING, UnsavedChangesPrompt } from "../../../lib/forms/unsaved-changes.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { Button, ButtonLink } from "../../../ui/button.tsx";
import { PageLoader } from "../../../ui/page-loader.tsx";
import { TextAreaField } from "../../../ui/text-field.tsx";
import { bookingReviewsQuery, editReview, reviewsChanged } from "../../reviews/reviews.api.ts";
import { BackLink } from "../booking-bits.tsx";
import { otherNames } from "../booking-format.ts";
import { bookingPaths } from "../booking-paths.ts";
import { ActionPage } from "./action-page.tsx";
import { BookingLoadFailure, useBookingPage } from "./booking-detail-page.tsx";
import { reviewBooking } from "../bookings.client.ts";
import { useBookingAction } from "../use-booking-action.ts";
import styles from "./detail.module.css";
import { EmptyState } from "../../../ui/empty-state.tsx";

const stars = (message: string) => z.string().regex(/^[1-5]$/, message);
const reviewFormSchema = z.object({
  rating: stars("Please give a star rating."),
  callQualityRating: z.union([stars("Please rate the call quality from 1 to 5."), z.literal("")]),
  comments: limitedText(TEXT_LIMITS.review),
  callQualityComment: limitedText(TEXT_LIMITS.callQualityComment),
});
type ReviewValues = z.input<typeof reviewFormSchema>;

/** Five radio buttons drawn as stars; the chosen value and those under it are lit. */
function StarField({
  legend,
  hint,
  value,
  field,
  error,
}: {
  legend: string;
  hint?: string;
  value: string;
  field: KoraFieldProps;
  error?: string;
}) {
  const chosen = Number(value) || 0;
  return (
    <fieldset className={styles.fieldset} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {hint && <p className={styles.lead}>{hint}</p>}
      <div className={styles.stars}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={styles.star}>
            <input type="radio" value={String(n)} aria-label={`${n} ${n === 1 ? "star" : "stars"}`} {...field} />
            <span className={[styles.starFace, n <= chosen && styles.starOn].filter(Boolean).join(" ")} aria-hidden="true">
              ★
            </span>
          </label>
        ))}
      </div>
      {error && <p className={styles.fieldError}>{error}</p>}
    </fieldset>
  );
}

const valuesOf = (review: ReviewDto | undefined): ReviewValues => ({
  rating: review ? String(review.rating) : "",
  callQualityRating: review?.callQualityRating ? String(review.callQualityRating) : "",
  comments: review?.comments ?? "",
  callQualityComment: review?.callQualityComment ?? "",
});

/** The review form: a new review, or (`mine`) changes to the one I left. */
function ReviewForm({ booking, mine }: { booking: BookingDto; mine?: ReviewDto }) {
  const navigate = useNavigate();
  const done = useRef(false);
  const action = useBookingAction();
  const kora = useKoraForm<ReviewValues, z.output<typeof reviewFormSchema>>({
    schema: reviewFormSchema,
    defaultValues: valuesOf(mine),
    onSubmit: async (values) => {
      const review = {
        rating: Number(values.rating),
        callQualityRating: values.callQualityRating ? Number(values.callQualityRating) : null,
        comments: values.comments,
        callQualityComment: values.callQualityComment || null,
      };
      const save = (): Promise<unknown> =>
        mine ? editReview(booking.id, review) : reviewBooking(booking.id, review).finally(reviewsChanged);
      await action.run("review", save, {
        success: () => (mine ? "Your review is updated." : "Thanks for your review."),
        onSuccess: () => {
          done.current = true;
          navigate(bookingPaths.detail(booking.id), { state: LEAVE_WITHOUT_ASKING });
        },
        fields: "form",
      });
    },
  });
  const { form } = kora;
  const other = otherNames(booking);
  return (
    <form ref={kora.formRef} className={styles.form} onSubmit={kora.submit} noValidate>
      <StarField
        legend={`How was your session with ${other}?`}
        value={form.watch("rating")}
        field={kora.field("rating", { tidy: false })}
        error={kora.errorOf("rating")}
      />
      <TextAreaField
        label="Your review (optional)"
        hint={
          booking.role === "advisor"
            ? `Only advisors see what you say about ${other}.`
            : "Shown on the advisor's card to help others choose."
        }
        rows={4}
        limit={TEXT_LIMITS.review}
        error={kora.errorOf("comments")}
        {...kora.field("comments")}
      />
      <StarField
        legend="Call quality (optional)"
        hint="Sound and picture: this goes to our team, not to the other person."
        value={form.watch("callQualityRating")}
        field={kora.field("callQualityRating", { tidy: false })}
        error={kora.errorOf("callQualityRating")}
      />
      <TextAreaField
        label="Anything about the call quality? (optional)"
        rows={2}
        limit={TEXT_LIMITS.callQualityComment}
        error={kora.errorOf("callQualityComment")}
        {...kora.field("callQualityComment")}
      />
      <div className={styles.formActions}>
        <Button type="submit" busy={action.busy !== null}>
          {mine ? "Save changes" : "Send review"}
        </Button>
      </div>
      <UnsavedChangesPrompt when={form.formState.isDirty && !kora.submitting && !done.current} />
    </form>
  );
}

/** Changing the review I left, within REVIEW_EDIT_DAYS of posting it (the server holds the window too). */
function EditReview({ booking }: { booking: BookingDto }) {
  const reviews = useQuery(bookingReviewsQuery(booking.id));
  if (reviews.isPending) return <PageLoader label="Loading your review" />;
  const mine = reviews.data?.find((review) => review.editableUntil !== null);
  if (!mine) return <BookingLoadFailure error={reviews.error} onRetry={() => void reviews.refetch()} />;
  if (Date.now() > Date.parse(mine.editableUntil!))
    return (
      <EmptyState
        icon="lock"
        title="You can't edit this review now"
        actions={<ButtonLink to={bookingPaths.detail(booking.id)}>Open the booking</ButtonLink>}
      >
        {REVIEW_MESSAGES.editClosed}
      </EmptyState>
    );
  return (
    <>
      <div>
        <h1>Edit your review</h1>
        <p className={styles.lead}>
          {booking.card.title} with {otherNames(booking)}. You can change it until{" "}
          {new Date(mine.editableUntil!).toLocaleDateString(undefined, { day: "numeric", month: "long", year: "numeric" })}.
        </p>
      </div>
      <ReviewForm booking={booking} mine={mine} />
    </>
  );
}

function EditReviewPage() {
  usePageTitle("Edit your review");
  const { id, booking } = useBookingPage();
  if (booking.isPending) return <PageLoader label="Loading the booking" />;
  return (
    <div className={styles.narrow}>
      <BackLink to={bookingPaths.detail(id)}>Back to the booking</BackLink>
      {booking.data ? (
        <EditReview booking={booking.data} />
      ) : (
        <BookingLoadFailure error={booking.error} onRetry={() => void booking.refetch()} />
      )}
    </div>
  );
}

/**
 * /my-kora/bookings/:id/review — stars, call quality and comments for a completed session, once; its
 * author may change it for REVIEW_EDIT_DAYS days after.
 */
export function ReviewPage() {
  const { booking } = useBookingPage();
  if (booking.data?.reviewed) return <EditReviewPage />;
  return (
    <ActionPage action="review" title="Leave a review">
      {(booking) => (
        <>
          <div>
            <h1>Leave a review</h1>
            <p className={styles.lead}>
              {booking.card.title} with {otherNames(booking)}. Reviews are optional; you can change yours for {REVIEW_EDIT_DAYS} days after
              posting it.
            </p>
          </div>
          <ReviewForm booking={booking} />
        </>
      )}
    </ActionPage>
  );
}
