import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { BOOKING_MESSAGES, type BookingDto } from "@kora/shared/contracts/bookings.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { formatDuration } from "@kora/shared/domain/format/text.ts";
import { toast } from "../../../lib/toast/toast.atoms.ts";
import { Button, ButtonLink } from "../../../ui/button.tsx";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { needsPayoutDetails, payoutAccountQuery, payoutPaths } from "../../payments/payments.api.ts";
import { formatClock, formatMoney, formatSessionRange, otherNames, whoLabel, zoneName } from "../booking-format.ts";
import { bookingPaths } from "../booking-paths.ts";
import { confirmedMessage } from "../booking-toast.ts";
import { confirmBooking } from "../bookings.client.ts";
import { useBookingAction } from "../use-booking-action.ts";
import { ActionPage } from "./action-page.tsx";
import { confirmableTimes } from "./booking-actions.ts";
import { isPaidBooking } from "./payment-text.ts";
import styles from "./detail.module.css";

/** What confirming costs, said before the person commits (the charge happens on confirmation, core §4). */
function chargeNote(booking: BookingDto): string {
  if (booking.price.free || booking.price.total <= 0) return "It's a free session: nothing is charged.";
  const total = formatMoney(booking.price.total, booking.price.currency);
  if (booking.rescheduledBy) return "The booking is already paid for; moving it costs nothing more.";
  // Credit pays first at confirmation (how much isn't known until then), the card the rest.
  return booking.role === "learner"
    ? `You pay ${total} now: your credit first, then your card.`
    : `${booking.learner.firstName} pays ${total} now: their credit first, then their card.`;
}

/**
 * An advisor confirming a paid request without payout details is asked for them here (public-site §5: they are
 * asked at the first paid booking request). It never blocks confirming: the payout waits on hold until they're added.
 */
function PayoutDetailsReminder({ booking }: { booking: BookingDto }) {
  const asks = booking.role === "advisor" && isPaidBooking(booking);
  const account = useQuery({ ...payoutAccountQuery, enabled: asks });
  if (!asks || !account.data || !needsPayoutDetails(account.data)) return null;
  return (
    <p className={styles.warning} role="note">
      <strong>Add your payout details so you're paid for this session.</strong> You can confirm now: your payout waits until they're in.{" "}
      <Link to={payoutPaths.settings}>Add payout details</Link>
    </p>
  );
}

function ConfirmForm({ booking, me }: { booking: BookingDto; me: Me }) {
  const navigate = useNavigate();
  const times = confirmableTimes(booking, Date.now());
  const [chosen, setChosen] = useState<string>(times.length === 1 ? times[0]!.timestampUtc : "");
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const { busy, run } = useBookingAction();
  const other = otherNames(booking);
  const otherZone = booking.role === "advisor" ? booking.learner.timezone : booking.advisor.timezone;

  const confirm = () => {
    setAsking(false);
    void run("confirm", () => confirmBooking(booking.id, { time: chosen }), {
      success: (done) => confirmedMessage(other, done.bookingTimeUtc ?? chosen, me.timezone),
      onSuccess: () => navigate(bookingPaths.detail(booking.id)),
      // A refused time is marked on the choices (and toasted); other fields are toasted.
      fields: (fields) => {
        const refused = fields.time?.[0];
        if (!refused) return false;
        setError(refused);
        toast.error(refused);
        return true;
      },
      failure: "We couldn't confirm the booking. Please try again.",
    });
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen) setError(BOOKING_MESSAGES.chooseTime);
        else setAsking(true);
      }}
    >
      <fieldset className={styles.fieldset} aria-invalid={error ? true : undefined} aria-describedby={error ? "time-error" : undefined}>
        <legend>
          Times suggested by {whoLabel(times[0]?.suggestedBy, booking, me.id) ?? other}, in your time ({zoneName(me.timezone)})
        </legend>
        {times.map((time) => (
          <label key={time.timestampUtc} className={styles.choice}>
            <input
              type="radio"
              name="time"
              value={time.timestampUtc}
              checked={chosen === time.timestampUtc}
              onChange={() => {
                setChosen(time.timestampUtc);
                setError(null);
              }}
            />
            <span className={styles.choiceBox}>
              <strong>{formatSessionRange(time.timestampUtc, time.duration, me.timezone)}</strong>
              <span>
                {formatDuration(time.duration)}
                {otherZone !== me.timezone ? ` · ${formatClock(time.timestampUtc, otherZone)} for ${other}` : ""}
              </span>
            </span>
          </label>
        ))}
        {error && (
          <p className={styles.fieldError} id="time-error">
            {error}
          </p>
        )}
      </fieldset>
      <p className={styles.lead}>{chargeNote(booking)}</p>
      <div className={styles.formActions}>
        <Button type="submit" busy={busy !== null}>
          Confirm booking
        </Button>
        <ButtonLink to={bookingPaths.sub(booking.id, "suggest-times")} variant="outline">
          Suggest other times
        </ButtonLink>
      </div>
      <ConfirmDialog
        open={asking}
        title="Confirm this booking?"
        message={`${booking.card.title} with ${other}, ${chosen ? formatSessionRange(chosen, booking.duration, me.timezone) : ""}. ${chargeNote(booking)}`}
        confirmLabel="Confirm"
        cancelLabel="Go back"
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </form>
  );
}

/** /my-kora/bookings/:id/confirm — accept one of the other side's times. */
export function ConfirmPage() {
  return (
    <ActionPage action="confirm" title="Confirm a time">
      {(booking, me) => (
        <>
          <div>
            <h1>Confirm a time</h1>
            <p className={styles.lead}>
              {booking.card.title} with {otherNames(booking)}. Choose the time that suits you; {otherNames(booking)} is told straight away.
            </p>
          </div>
          <PayoutDetailsReminder booking={booking} />
          <ConfirmForm booking={booking} me={me} />
        </>
      )}
    </ActionPage>
  );
}
