import { useState } from "react";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import { Button, ButtonLink } from "../../../ui/button.tsx";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { otherNames } from "../booking-format.ts";
import { bookingPaths } from "../booking-paths.ts";
import { completeBooking } from "../bookings.client.ts";
import { useBookingAction } from "../use-booking-action.ts";
import { ACTION_LABELS, viewerActions, type ViewerAction } from "./booking-actions.ts";
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
  const { busy, run } = useBookingAction();
  const actions = viewerActions(booking, nowMs);
  if (actions.length === 0) return null;
  const primary = actions.find((action) => action === "join" || action === "confirm" || action === "review") ?? null;

  const complete = () => {
    setDialog(null);
    void run("complete", () => completeBooking(booking.id), {
      success: () => `Your session with ${otherNames(booking)} is marked as complete.`,
      failure: "We couldn't mark the session as complete. Please try again.",
    });
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
            <Button key={action} variant={primary ? "outline" : "primary"} busy={busy === "complete"} onClick={() => setDialog("complete")}>
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
        onConfirm={complete}
        onCancel={() => setDialog(null)}
      />
    </div>
  );
}
