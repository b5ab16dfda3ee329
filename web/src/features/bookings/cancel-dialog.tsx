import { useState } from "react";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import { isApiError } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { CancelReasonDialog, type CancelReason } from "../booking-request/cancel-reason-dialog.tsx";
import { cancelBooking, refreshBookings } from "./bookings.api.ts";
import { cancelConsequence } from "./booking-actions.ts";
import { otherNames } from "./booking-format.ts";

/** Cancel with a reason and a note for the other side, saying first what it costs (core §4, public-site §4). */
export function CancelDialog({ booking, open, onClose }: { booking: BookingDto; open: boolean; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const confirmed = booking.status === "confirmed" || Boolean(booking.rescheduledBy);

  const cancel = async ({ reason, message }: { reason: CancelReason; message: string }) => {
    setBusy(true);
    try {
      await cancelBooking(booking.id, { cancelReason: reason, cancelMessage: message });
      toast.success(
        confirmed
          ? `Your booking with ${otherNames(booking)} is cancelled.`
          : `Your booking request with ${otherNames(booking)} is cancelled.`,
      );
      onClose();
      return undefined;
    } catch (failure) {
      const text = isApiError(failure)
        ? (failure.fields?.cancelReason?.[0] ?? failure.message)
        : "We couldn't cancel the booking. Please try again.";
      // A refused reason belongs under the field; anything else is a toast (unless the client already showed one).
      const aboutReason = isApiError(failure) && Boolean(failure.fields?.cancelReason);
      if (!aboutReason && (!isApiError(failure) || !failure.toasted)) toast.error(text);
      void refreshBookings();
      return aboutReason ? text : undefined;
    } finally {
      setBusy(false);
    }
  };

  return (
    <CancelReasonDialog
      open={open}
      title={confirmed ? "Cancel this booking?" : "Cancel this request?"}
      intro={cancelConsequence(booking, Date.now())}
      otherName={otherNames(booking)}
      submitLabel="Cancel booking"
      busy={busy}
      onSubmit={cancel}
      onClose={onClose}
    />
  );
}
