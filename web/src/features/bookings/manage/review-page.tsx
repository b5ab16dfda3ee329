import { useRef } from "react";
import { useNavigate } from "react-router-dom";
import { z } from "zod";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import { limitedText } from "@kora/shared/contracts/text.ts";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import { useKoraForm, type KoraFieldProps } from "../../../lib/forms/use-kora-form.ts";
import { LEAVE_WITHOUT_ASKING, UnsavedChangesPrompt } from "../../../lib/forms/unsaved-changes.tsx";
import { Button } from "../../../ui/button.tsx";
import { TextAreaField } from "../../../ui/text-field.tsx";
import { otherNames } from "../booking-format.ts";
import { bookingPaths } from "../booking-paths.ts";
import { ActionPage } from "./action-page.tsx";
import { reviewBooking } from "../bookings.api.ts";
import { useBookingAction } from "../use-booking-action.ts";
import styles from "./detail.module.css";

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

function ReviewForm({ booking }: { booking: BookingDto }) {
  const navigate = useNavigate();
  const done = useRef(false);
  const action = useBookingAction();
  const kora = useKoraForm<ReviewValues, z.output<typeof reviewFormSchema>>({
    schema: reviewFormSchema,
    defaultValues: { rating: "", callQualityRating: "", comments: "", callQualityComment: "" },
    onSubmit: async (values) => {
      const review = {
        rating: Number(values.rating),
        callQualityRating: values.callQualityRating ? Number(values.callQualityRating) : null,
        comments: values.comments,
        callQualityComment: values.callQualityComment || null,
      };
      await action.run("review", () => reviewBooking(booking.id, review), {
        success: () => "Thanks for your review.",
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
          Send review
        </Button>
      </div>
      <UnsavedChangesPrompt when={form.formState.isDirty && !kora.submitting && !done.current} />
    </form>
  );
}

/** /my-kora/bookings/:id/review — stars, call quality and comments for a completed session, once. */
export function ReviewPage() {
  return (
    <ActionPage action="review" title="Leave a review">
      {(booking) => (
        <>
          <div>
            <h1>Leave a review</h1>
            <p className={styles.lead}>
              {booking.card.title} with {otherNames(booking)}. Reviews are optional and can be left once.
            </p>
          </div>
          <ReviewForm booking={booking} />
        </>
      )}
    </ActionPage>
  );
}
