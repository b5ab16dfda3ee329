import { useState } from "react";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import { isApiError } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { ACTION_LABELS, viewerActions, type ViewerAction } from "./booking-actions.ts";
import { otherNames } from "./booking-format.ts";
import { bookingPaths } from "./booking-paths.ts";
import { completeBooking, refreshBookings } from "./bookings.api.ts";
import { CancelDialog } from "./cancel-dialog.tsx";
import styles from "./detail.module.css";

const PAGE_OF: Partial<Record<ViewerAction, "join" | "confirm" | "suggest-times" | "reschedule" | "review">> = {
  join: "join",
  confirm: "confirm",
  "suggest-times": "suggest-times",
  reschedule: "reschedule",
  review: "review",
};

/** The actions the viewer may take now (from the shared state machine), as buttons. */
export function BookingActionBar({ booking, nowMs }: { booking: BookingDto; nowMs: number }) {
  const [dialog, setDialog] = useState<"cancel" | "complete" | null>(null);
  const [completing, setCompleting] = useState(false);
  const actions = viewerActions(booking, nowMs);
  if (actions.length === 0) return null;
  const primary = actions.find((action) => action === "join" || action === "confirm" || action === "review") ?? null;

  const complete = async () => {
    setDialog(null);
    setCompleting(true);
    try {
      await completeBooking(booking.id);
      toast.success(`Your session with ${otherNames(booking)} is marked as complete.`);
    } catch (error) {
      if (!isApiError(error) || !error.toasted)
        toast.error(isApiError(error) ? error.message : "We couldn't mark the session as complete. Please try again.");
      void refreshBookings();
    } finally {
      setCompleting(false);
    }
  };

  return (
    <div className={styles.actions} role="group" aria-label="What you can do">
      {actions.map((action) => {
        const page = PAGE_OF[action];
        if (page)
          return (
            <ButtonLink key={action} to={bookingPaths.sub(booking.id, page)} variant={action === primary ? "primary" : "outline"}>
              {ACTION_LABELS[action]}
            </ButtonLink>
          );
        if (action === "complete")
          return (
            <Button key={action} variant={primary ? "outline" : "primary"} busy={completing} onClick={() => setDialog("complete")}>
              {ACTION_LABELS.complete}
            </Button>
          );
        return (
          <Button key={action} variant="ghost" className={styles.apart} onClick={() => setDialog("cancel")}>
            {ACTION_LABELS.cancel}
          </Button>
        );
      })}
      <CancelDialog booking={booking} open={dialog === "cancel"} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={dialog === "complete"}
        title="Mark this session as complete?"
        message={`Only do this once your session with ${otherNames(booking)} has taken place. It moves to your archive, where you can leave a review.`}
        confirmLabel="Mark as complete"
        cancelLabel="Not yet"
        onConfirm={() => void complete()}
        onCancel={() => setDialog(null)}
      />
    </div>
  );
}
