import { useState } from "react";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import { bookingsManageMessages } from "@kora/shared/i18n/messages/bookings-manage.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Button, ButtonLink } from "../../../ui/button.tsx";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { otherNames } from "../booking-format.ts";
import { bookingPaths } from "../booking-paths.ts";
import { completeBooking } from "../bookings.client.ts";
import { useBookingAction } from "../use-booking-action.ts";
import { actionLabel, viewerActions, type ViewerAction } from "./booking-actions.ts";
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
  const t = useT(bookingsManageMessages);
  const [dialog, setDialog] = useState<"cancel" | "complete" | null>(null);
  const { busy, run } = useBookingAction();
  const actions = viewerActions(booking, nowMs);
  if (actions.length === 0) return null;
  const names = otherNames(booking, t.locale);
  const primary = actions.find((action) => action === "join" || action === "confirm" || action === "review") ?? null;

  const complete = () => {
    setDialog(null);
    void run("complete", () => completeBooking(booking.id), {
      success: () => t.t("complete.done", { names }),
      failure: t.t("complete.failed"),
    });
  };

  return (
    <div className={styles.actions} role="group" aria-label={t.t("actions.label")}>
      {actions.map((action) => {
        const page = PAGE_OF[action];
        if (page)
          return (
            <ButtonLink key={action} to={bookingPaths.sub(booking.id, page)} variant={action === primary ? "primary" : "outline"}>
              {actionLabel(action, t)}
            </ButtonLink>
          );
        if (action === "complete")
          return (
            <Button key={action} variant={primary ? "outline" : "primary"} busy={busy === "complete"} onClick={() => setDialog("complete")}>
              {actionLabel("complete", t)}
            </Button>
          );
        return (
          <Button key={action} variant="ghost" className={styles.apart} onClick={() => setDialog("cancel")}>
            {actionLabel("cancel", t)}
          </Button>
        );
      })}
      <CancelDialog booking={booking} open={dialog === "cancel"} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={dialog === "complete"}
        title={t.t("complete.title")}
        message={t.t("complete.message", { names })}
        confirmLabel={actionLabel("complete", t)}
        cancelLabel={t.t("complete.notYet")}
        onConfirm={complete}
        onCancel={() => setDialog(null)}
      />
    </div>
  );
}
