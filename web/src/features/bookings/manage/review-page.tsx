import { useMemo, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import type { ReviewDto } from "@kora/shared/contracts/reviews.ts";
import { REVIEW_EDIT_DAYS } from "@kora/shared/domain/reviews/rules.ts";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import { bookingsMessages } from "@kora/shared/i18n/messages/bookings.ts";
import { bookingsManageMessages } from "@kora/shared/i18n/messages/bookings-manage.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
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
import { type BookingsT, ENGLISH } from "../bookings-i18n.ts";
import { limitedTextIn } from "../booking-validation.ts";
import { actionLabel } from "./booking-actions.ts";
import { ENGLISH_MANAGE, type ManageT } from "./manage-i18n.ts";

const stars = (message: string) => z.string().regex(/^[1-5]$/, message);
/** The review form's checks, worded by `t` (stars) and `tb` (the limits). */
const reviewFormSchemaIn = (t: ManageT, tb: BookingsT) =>
  z.object({
    rating: stars(t.t("review.ratingRequired")),
    callQualityRating: z.union([stars(t.t("review.callQualityRange")), z.literal("")]),
    comments: limitedTextIn(TEXT_LIMITS.review, tb),
    callQualityComment: limitedTextIn(TEXT_LIMITS.callQualityComment, tb),
  });
const reviewFormSchema = reviewFormSchemaIn(ENGLISH_MANAGE, ENGLISH);
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
  const t = useT(bookingsManageMessages);
  const chosen = Number(value) || 0;
  return (
    <fieldset className={styles.fieldset} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {hint && <p className={styles.lead}>{hint}</p>}
      <div className={styles.stars}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={styles.star}>
            <input type="radio" value={String(n)} aria-label={t.t("review.stars", { count: n })} {...field} />
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
  const t = useT(bookingsManageMessages);
  const tb = useT(bookingsMessages);
  const schema = useMemo(() => reviewFormSchemaIn(t, tb), [t, tb]);
  const navigate = useNavigate();
  const done = useRef(false);
  const action = useBookingAction();
  const kora = useKoraForm<ReviewValues, z.output<typeof reviewFormSchema>>({
    schema,
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
        success: () => t.t(mine ? "review.updated" : "review.thanks"),
        onSuccess: () => {
          done.current = true;
          navigate(bookingPaths.detail(booking.id), { state: LEAVE_WITHOUT_ASKING });
        },
        fields: "form",
      });
    },
  });
  const { form } = kora;
  const other = otherNames(booking, t.locale);
  return (
    <form ref={kora.formRef} className={styles.form} onSubmit={kora.submit} noValidate>
      <StarField
        legend={t.t("review.legend", { names: other })}
        value={form.watch("rating")}
        field={kora.field("rating", { tidy: false })}
        error={kora.errorOf("rating")}
      />
      <TextAreaField
        label={t.t("review.comments")}
        hint={booking.role === "advisor" ? t.t("review.commentsHintAdvisor", { names: other }) : t.t("review.commentsHint")}
        rows={4}
        limit={TEXT_LIMITS.review}
        error={kora.errorOf("comments")}
        {...kora.field("comments")}
      />
      <StarField
        legend={t.t("review.callQuality")}
        hint={t.t("review.callQualityHint")}
        value={form.watch("callQualityRating")}
        field={kora.field("callQualityRating", { tidy: false })}
        error={kora.errorOf("callQualityRating")}
      />
      <TextAreaField
        label={t.t("review.callQualityComment")}
        rows={2}
        limit={TEXT_LIMITS.callQualityComment}
        error={kora.errorOf("callQualityComment")}
        {...kora.field("callQualityComment")}
      />
      <div className={styles.formActions}>
        <Button type="submit" busy={action.busy !== null}>
          {t.t(mine ? "review.save" : "review.send")}
        </Button>
      </div>
      <UnsavedChangesPrompt when={form.formState.isDirty && !kora.submitting && !done.current} />
    </form>
  );
}

/** Changing the review I left, within REVIEW_EDIT_DAYS of posting it (the server holds the window too). */
function EditReview({ booking }: { booking: BookingDto }) {
  const t = useT(bookingsManageMessages);
  const reviews = useQuery(bookingReviewsQuery(booking.id));
  if (reviews.isPending) return <PageLoader label={t.t("review.loading")} />;
  const mine = reviews.data?.find((review) => review.editableUntil !== null);
  if (!mine) return <BookingLoadFailure error={reviews.error} onRetry={() => void reviews.refetch()} />;
  if (Date.now() > Date.parse(mine.editableUntil!))
    return (
      <EmptyState
        icon="lock"
        title={t.t("review.cantEdit")}
        actions={<ButtonLink to={bookingPaths.detail(booking.id)}>{t.t("openBooking")}</ButtonLink>}
      >
        {t.t("review.editClosed", { days: REVIEW_EDIT_DAYS })}
      </EmptyState>
    );
  return (
    <>
      <div>
        <h1>{t.t("review.editTitle")}</h1>
        <p className={styles.lead}>
          {t.t("review.editLead", {
            card: booking.card.title,
            names: otherNames(booking, t.locale),
            // English pages keep the browser's own date order, as before; other languages write theirs.
            date: new Date(mine.editableUntil!).toLocaleDateString(t.locale === "en" ? undefined : t.locale, {
              day: "numeric",
              month: "long",
              year: "numeric",
            }),
          })}
        </p>
      </div>
      <ReviewForm booking={booking} mine={mine} />
    </>
  );
}

function EditReviewPage() {
  const t = useT(bookingsManageMessages);
  usePageTitle(t.t("review.editTitle"));
  const { id, booking } = useBookingPage();
  if (booking.isPending) return <PageLoader label={t.t("loadingBooking")} />;
  return (
    <div className={styles.narrow}>
      <BackLink to={bookingPaths.detail(id)}>{t.t("backToBooking")}</BackLink>
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
  const t = useT(bookingsManageMessages);
  const { booking } = useBookingPage();
  if (booking.data?.reviewed) return <EditReviewPage />;
  return (
    <ActionPage action="review" title={actionLabel("review", t)}>
      {(booking) => (
        <>
          <div>
            <h1>{actionLabel("review", t)}</h1>
            <p className={styles.lead}>
              {t.t("review.lead", { card: booking.card.title, names: otherNames(booking, t.locale), days: REVIEW_EDIT_DAYS })}
            </p>
          </div>
          <ReviewForm booking={booking} />
        </>
      )}
    </ActionPage>
  );
}
