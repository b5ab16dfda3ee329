import { useCallback, useState } from "react";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import { formatTimeLeft } from "@kora/shared/domain/bookings/expiry.ts";
import { formatDuration } from "@kora/shared/domain/format/text.ts";
import { isApiError } from "../../lib/api-client.ts";
import { queryClient } from "../../lib/query-client.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { bookingRequestKeys, cancelBooking, confirmBooking, refreshSlots, suggestTimes } from "./booking-request.api.ts";
import { CancelReasonDialog } from "./cancel-reason-dialog.tsx";
import { PaymentChooser } from "./payment-chooser.tsx";
import { PriceSummary } from "./price-summary.tsx";
import { advisorTime, formatClock, formatDay, slotLabel } from "./slot-format.ts";
import { SuggestTimesForm } from "./suggest-times-form.tsx";
import styles from "./booking-request.module.css";

/** The learner's answer to suggested times: confirm one (with a card when paid), suggest others, or decline. */
export function RespondAnswer({ booking, times, viewerTimezone }: { booking: BookingDto; times: string[]; viewerTimezone: string }) {
  const [chosen, setChosen] = useState<string | null>(times.length === 1 ? times[0]! : null);
  const [paymentMethodId, setPaymentMethodId] = useState<string | null>(null);
  const [paymentError, setPaymentError] = useState<string | undefined>();
  const [mode, setMode] = useState<"answer" | "suggest">("answer");
  const [declining, setDeclining] = useState(false);
  const [busy, setBusy] = useState<null | "confirm" | "suggest" | "decline">(null);
  const paid = !booking.price.free && booking.price.total > 0;
  const advisor = booking.advisor;
  const onPayment = useCallback((id: string | null) => {
    setPaymentMethodId(id);
    setPaymentError(undefined);
  }, []);

  const run = async (action: "confirm" | "suggest" | "decline", call: () => Promise<BookingDto>, done: (updated: BookingDto) => string) => {
    setBusy(action);
    try {
      const updated = await call();
      queryClient.setQueryData(bookingRequestKeys.booking(booking.id), updated);
      toast.success(done(updated));
    } catch (error) {
      if (!isApiError(error)) toast.error("That didn't work. Please try again.");
      else if (error.status === 422 && error.fields?.paymentMethodId) {
        setPaymentError(error.fields.paymentMethodId[0]);
        toast.error(error.fields.paymentMethodId[0] ?? error.message);
      } else {
        if (!error.toasted) toast.error(error.fields ? (Object.values(error.fields)[0]?.[0] ?? error.message) : error.message);
        if (error.status === 409) {
          void queryClient.invalidateQueries({ queryKey: bookingRequestKeys.booking(booking.id) });
          void refreshSlots(booking.card.id);
        }
      }
    } finally {
      setBusy(null);
    }
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
    void run(
      "confirm",
      () => confirmBooking(booking.id, chosen, paid ? paymentMethodId : null),
      () => `Confirmed with ${advisor.firstName}.`,
    );
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
                void run(
                  "suggest",
                  () => suggestTimes(booking.id, { ...input, paymentMethodId: paid ? paymentMethodId : null }),
                  () => `Your times were sent to ${advisor.firstName}.`,
                )
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
        onSubmit={({ reason, message }) =>
          void run(
            "decline",
            () => cancelBooking(booking.id, { cancelReason: reason, cancelMessage: message }),
            () => {
              setDeclining(false);
              return "You declined the booking.";
            },
          )
        }
      />
    </div>
  );
}
