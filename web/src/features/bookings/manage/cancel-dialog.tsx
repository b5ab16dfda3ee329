import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import { otherNames } from "../booking-format.ts";
import { cancelBooking } from "../bookings.client.ts";
import { useBookingAction } from "../use-booking-action.ts";
import { cancelConsequence } from "./booking-actions.ts";
import { CancelReasonDialog, type CancelReason } from "./cancel-reason-dialog.tsx";

/** Cancel with a reason and a note for the other side, saying first what it costs (core §4, public-site §4). */
export function CancelDialog({ booking, open, onClose }: { booking: BookingDto; open: boolean; onClose: () => void }) {
  const { busy, run } = useBookingAction();
  const confirmed = booking.status === "confirmed" || Boolean(booking.rescheduledBy);

  const cancel = async ({ reason, message }: { reason: CancelReason; message: string }) => {
    // A refused reason belongs under the field; anything else is a toast (useBookingAction).
    let reasonError: string | undefined;
    await run("cancel", () => cancelBooking(booking.id, { cancelReason: reason, cancelMessage: message }), {
      success: () =>
        confirmed
          ? `Your booking with ${otherNames(booking)} is cancelled.`
          : `Your booking request with ${otherNames(booking)} is cancelled.`,
      onSuccess: onClose,
      fields: (fields) => {
        reasonError = fields.cancelReason?.[0];
        return reasonError !== undefined;
      },
      failure: "We couldn't cancel the booking. Please try again.",
    });
    return reasonError;
  };

  return (
    <CancelReasonDialog
      open={open}
      title={confirmed ? "Cancel this booking?" : "Cancel this request?"}
      intro={cancelConsequence(booking, Date.now())}
      otherName={otherNames(booking)}
      submitLabel="Cancel booking"
      busy={busy !== null}
      onSubmit={cancel}
      onClose={onClose}
    />
  );
}
