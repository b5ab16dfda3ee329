import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import { bookingsManageMessages } from "@kora/shared/i18n/messages/bookings-manage.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { otherNames } from "../booking-format.ts";
import { cancelBooking } from "../bookings.client.ts";
import { useBookingAction } from "../use-booking-action.ts";
import { actionLabel, cancelConsequence } from "./booking-actions.ts";
import { CancelReasonDialog, type CancelReason } from "./cancel-reason-dialog.tsx";

/** Cancel with a reason and a note for the other side, saying first what it costs (core §4, public-site §4). */
export function CancelDialog({ booking, open, onClose }: { booking: BookingDto; open: boolean; onClose: () => void }) {
  const t = useT(bookingsManageMessages);
  const { busy, run } = useBookingAction();
  const confirmed = booking.status === "confirmed" || Boolean(booking.rescheduledBy);
  const names = otherNames(booking, t.locale);

  const cancel = async ({ reason, message }: { reason: CancelReason; message: string }) => {
    // A refused reason belongs under the field; anything else is a toast (useBookingAction).
    let reasonError: string | undefined;
    await run("cancel", () => cancelBooking(booking.id, { cancelReason: reason, cancelMessage: message }), {
      success: () => t.t(confirmed ? "cancel.doneBooking" : "cancel.doneRequest", { names }),
      onSuccess: onClose,
      fields: (fields) => {
        reasonError = fields.cancelReason?.[0];
        return reasonError !== undefined;
      },
      failure: t.t("cancel.failed"),
    });
    return reasonError;
  };

  return (
    <CancelReasonDialog
      open={open}
      title={t.t(confirmed ? "cancel.titleBooking" : "cancel.titleRequest")}
      intro={cancelConsequence(booking, Date.now(), t)}
      otherName={names}
      submitLabel={actionLabel("cancel", t)}
      busy={busy !== null}
      onSubmit={cancel}
      onClose={onClose}
    />
  );
}
