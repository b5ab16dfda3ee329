import type { ReactNode } from "react";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { transitionBooking } from "@kora/shared/domain/bookings/lifecycle.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { ButtonLink } from "../../../ui/button.tsx";
import { PageLoader } from "../../../ui/page-loader.tsx";
import { toBookingState, viewerActions, type ViewerAction } from "./booking-actions.ts";
import { BackLink } from "../booking-bits.tsx";
import { BookingLoadFailure, useBookingPage } from "./booking-detail-page.tsx";
import { bookingPaths } from "../booking-paths.ts";
import styles from "./detail.module.css";
import { EmptyState } from "../../../ui/empty-state.tsx";

/** Why an action isn't on offer now, in the server's own words where the state machine has them. */
function refusal(booking: BookingDto, action: ViewerAction, nowMs: number): string {
  if (action === "join")
    return booking.status === "confirmed"
      ? "Joining opens an hour before the start and closes 30 minutes after it."
      : "Only a confirmed booking can be joined.";
  if (action === "review")
    return booking.reviewed ? "You've already reviewed this session." : "Sessions can be reviewed once they are completed.";
  const result = transitionBooking(toBookingState(booking), action, booking.role, nowMs);
  return result.ok ? "There are no times left to confirm: they have all passed. Suggest other times instead." : result.message;
}

/**
 * The frame of a booking's action page (/:id/confirm, suggest-times, reschedule, join, review): loads the
 * booking, refuses with a reason when the action isn't allowed now, and otherwise draws `children`.
 */
export function ActionPage({
  action,
  title,
  children,
}: {
  action: ViewerAction;
  title: string;
  children: (booking: BookingDto, me: Me) => ReactNode;
}) {
  usePageTitle(title);
  const { id, me, booking } = useBookingPage();
  if (!me) return null;
  const back = <BackLink to={bookingPaths.detail(id)}>Back to the booking</BackLink>;
  if (booking.isPending) return <PageLoader label="Loading the booking" />;
  if (!booking.data)
    return (
      <div className={styles.narrow}>
        {back}
        <BookingLoadFailure error={booking.error} onRetry={() => void booking.refetch()} />
      </div>
    );
  const nowMs = Date.now();
  const allowed = viewerActions(booking.data, nowMs).includes(action);
  return (
    <div className={styles.narrow}>
      {back}
      {allowed ? (
        children(booking.data, me)
      ) : (
        <EmptyState
          icon="lock"
          title={`You can't ${title.toLowerCase()} now`}
          actions={<ButtonLink to={bookingPaths.detail(id)}>Open the booking</ButtonLink>}
        >
          {refusal(booking.data, action, nowMs)}
        </EmptyState>
      )}
    </div>
  );
}
