import { useCallback, useState } from "react";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import type { FieldErrors } from "@kora/shared/contracts/errors.ts";
import { formatTimeLeft } from "@kora/shared/domain/bookings/expiry.ts";
import { formatDuration } from "@kora/shared/domain/format/text.ts";
import { toast } from "../../../lib/toast/toast.atoms.ts";
import { Button } from "../../../ui/button.tsx";
import { cancelBooking, confirmBooking, suggestTimes } from "../bookings.client.ts";
import { CancelReasonDialog } from "../manage/cancel-reason-dialog.tsx";
import { useBookingAction } from "../use-booking-action.ts";
import { PaymentChooser } from "../request/payment-chooser.tsx";
import { PriceSummary } from "../request/price-summary.tsx";
import { advisorTime, formatClock, formatDay, slotLabel } from "../../../lib/slot-format.ts";
import { SuggestTimesForm } from "./suggest-times-form.tsx";
import styles from "../request/request.module.css";

/** The learner's answer to suggested times: confirm one (with a card when paid), suggest others, or decline. */
export function RespondAnswer({ booking, times, viewerTimezone }: { booking: BookingDto; times: string[]; viewerTimezone: string }) {
  const [chosen, setChosen] = useState<string | null>(times.length === 1 ? times[0]! : null);
  const [paymentMethodId, setPaymentMethodId] = useState<string | null>(null);
  const [paymentError, setPaymentError] = useState<string | undefined>();
  const [mode, setMode] = useState<"answer" | "suggest">("answer");
  const [declining, setDeclining] = useState(false);
  const { busy, run } = useBookingAction();
  const paid = !booking.price.free && booking.price.total > 0;
  const advisor = booking.advisor;
  const onPayment = useCallback((id: string | null) => {
    setPaymentMethodId(id);
    setPaymentError(undefined);
  }, []);
  const paymentMethod = paid ? paymentMethodId : null;
  // The answer's one field of its own is the card: a refused card is marked there; other fields are toasted.
  const paymentField = (fields: FieldErrors) => {
    const message = fields.paymentMethodId?.[0];
    if (!message) return false;
    setPaymentError(message);
    toast.error(message);
    return true;
  };

  const confirm = () => {
    if (!chosen) {
      toast.error("Please choose one of the suggested times.");
      return;
    }
    if (paid && !paymentMethodId) {
      setPaymentError("Please add a payment card to confirm a paid session.");
      toast.error("Please add a payment card to confirm a paid session.");
      return;
    }
    void run("confirm", () => confirmBooking(booking.id, { time: chosen, paymentMethodId: paymentMethod }), {
      cardId: booking.card.id,
      success: () => `Confirmed with ${advisor.firstName}.`,
      fields: paymentField,
    });
  };

  const expiresIn = booking.requestExpiresAtUtc ? Date.parse(booking.requestExpiresAtUtc) - Date.now() : null;

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        {mode === "answer" ? (
          <section className={styles.step} aria-labelledby="respond-times-title">
            <h2 id="respond-times-title">{times.length === 1 ? "The suggested time" : "Choose one of the suggested times"}</h2>
            {expiresIn !== null && (
              <p className={styles.muted}>Please answer within {formatTimeLeft(expiresIn)}, or the suggestion lapses.</p>
            )}
            <fieldset className={styles.timeChoices}>
              <legend className={styles.visuallyHidden}>Suggested times</legend>
              {times.map((time) => {
                const ms = Date.parse(time);
                const theirs = advisorTime(ms, viewerTimezone, advisor.timezone);
                return (
                  <label key={time} className={styles.timeChoice}>
                    <input
                      type="radio"
                      name="time"
                      checked={chosen === time}
                      onChange={() => setChosen(time)}
                      aria-label={slotLabel(time, viewerTimezone, advisor.timezone)}
                    />
                    <span>
                      <strong>
                        {formatDay(ms, viewerTimezone)}, {formatClock(ms, viewerTimezone)}
                      </strong>
                      <span>
                        your time ({viewerTimezone}){theirs && ` · ${theirs} for ${advisor.firstName} (${advisor.timezone})`}
                      </span>
                    </span>
                  </label>
                );
              })}
            </fieldset>
            <div className={styles.inlineActions}>
              <Button variant="outline" onClick={() => setMode("suggest")}>
                Suggest other times
              </Button>
              <Button variant="ghost" onClick={() => setDeclining(true)}>
                Decline
              </Button>
            </div>
          </section>
        ) : (
          <section className={styles.step} aria-label="Suggest other times">
            <SuggestTimesForm
              booking={booking}
              viewerTimezone={viewerTimezone}
              busy={busy === "suggest"}
              onCancel={() => setMode("answer")}
              onSend={(input) =>
                void run("suggest", () => suggestTimes(booking.id, { ...input, paymentMethodId: paymentMethod }), {
                  cardId: booking.card.id,
                  success: () => `Your times were sent to ${advisor.firstName}.`,
                  fields: paymentField,
                })
              }
            />
          </section>
        )}
        {paid && (
          <section className={styles.step} aria-labelledby="respond-payment-title" id="respond-payment">
            <h2 id="respond-payment-title">Payment</h2>
            <PaymentChooser
              value={paymentMethodId}
              onChange={onPayment}
              error={paymentError}
              note="You're charged when the session is confirmed."
            />
          </section>
        )}
      </div>
      <aside className={styles.aside} aria-label="Summary">
        <div className={styles.summary}>
          <h2>Summary</h2>
          <p className={styles.summaryLine}>
            {formatDuration(booking.duration)} with {advisor.fullName}
          </p>
          {booking.discussionTopic && (
            <div className={styles.topic}>
              <strong>Topic</strong>
              <p>{booking.discussionTopic}</p>
            </div>
          )}
          {booking.lastMessage && booking.lastMessage !== booking.discussionTopic && (
            <div className={styles.topic}>
              <strong>Message from {advisor.firstName}</strong>
              <p>{booking.lastMessage}</p>
            </div>
          )}
          <PriceSummary price={booking.price} duration={booking.duration} />
          {mode === "answer" && (
            <Button size="large" block onClick={confirm} busy={busy === "confirm"} disabled={!chosen} className={styles.wrapButton}>
              {chosen
                ? `Confirm ${formatDay(Date.parse(chosen), viewerTimezone)}, ${formatClock(Date.parse(chosen), viewerTimezone)}`
                : "Choose a time to confirm"}
            </Button>
          )}
        </div>
      </aside>
      <CancelReasonDialog
        open={declining}
        title="Decline this booking?"
        intro={`${advisor.firstName} will be told. Nothing is charged.`}
        otherName={advisor.firstName}
        submitLabel="Decline"
        busy={busy === "decline"}
        onClose={() => setDeclining(false)}
        onSubmit={async ({ reason, message }) => {
          let reasonError: string | undefined;
          await run("decline", () => cancelBooking(booking.id, { cancelReason: reason, cancelMessage: message }), {
            success: () => "You declined the booking.",
            onSuccess: () => setDeclining(false),
            fields: (fields) => {
              reasonError = fields.cancelReason?.[0];
              return reasonError !== undefined;
            },
          });
          return reasonError;
        }}
      />
    </div>
  );
}
