import { useState } from "react";
import { BOOKING_MESSAGES, CANCEL_REASON_LABELS, CANCEL_REASONS, type BookingDto } from "@kora/shared/contracts/bookings.ts";
import { isApiError } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { SelectField } from "../../ui/text-field.tsx";
import { TextAreaField } from "./text-area-field.tsx";
import { cancelConsequence } from "./booking-actions.ts";
import { otherNames } from "./booking-format.ts";
import { cancelBooking, refreshBookings } from "./bookings.api.ts";
import { FormDialog } from "./form-dialog.tsx";
import styles from "./detail.module.css";

type Reason = (typeof CANCEL_REASONS)[number];

/** Cancel with a reason and a note for the other side, saying first what it costs (core §4, public-site §4). */
export function CancelDialog({ booking, open, onClose }: { booking: BookingDto; open: boolean; onClose: () => void }) {
  const [reason, setReason] = useState<Reason | "">("");
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmed = booking.status === "confirmed" || Boolean(booking.rescheduledBy);

  const submit = async () => {
    if (!reason) {
      setError(BOOKING_MESSAGES.cancelReason);
      return;
    }
    setBusy(true);
    try {
      await cancelBooking(booking.id, { cancelReason: reason, cancelMessage: message.trim() });
      toast.success(confirmed ? `Your booking with ${otherNames(booking)} is cancelled.` : `Your booking request with ${otherNames(booking)} is cancelled.`);
      onClose();
    } catch (failure) {
      const text = isApiError(failure) ? (failure.fields?.cancelReason?.[0] ?? failure.message) : "We couldn't cancel the booking. Please try again.";
      if (isApiError(failure) && failure.fields?.cancelReason) setError(text);
      else if (!isApiError(failure) || !failure.toasted) toast.error(text);
      void refreshBookings();
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog open={open} title={confirmed ? "Cancel this booking?" : "Cancel this request?"} submitLabel="Cancel booking" cancelLabel="Keep it" tone="danger" busy={busy} onSubmit={() => void submit()} onCancel={onClose}>
      <p className={styles.dialogText}>{cancelConsequence(booking, Date.now())}</p>
      <SelectField
        label="Reason"
        name="cancelReason"
        value={reason}
        error={error ?? undefined}
        onChange={(event) => {
          setReason(event.target.value as Reason | "");
          setError(null);
        }}
      >
        <option value="">Choose a reason</option>
        {CANCEL_REASONS.map((value) => (
          <option key={value} value={value}>
            {CANCEL_REASON_LABELS[value]}
          </option>
        ))}
      </SelectField>
      <TextAreaField label={`Message to ${otherNames(booking)} (optional)`} name="cancelMessage" rows={3} maxLength={2000} value={message} onChange={(event) => setMessage(event.target.value)} />
    </FormDialog>
  );
}
