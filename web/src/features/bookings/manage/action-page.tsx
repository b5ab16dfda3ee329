import type { ReactNode } from "react";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { transitionBooking } from "@kora/shared/domain/bookings/lifecycle.ts";
import { bookingsManageMessages } from "@kora/shared/i18n/messages/bookings-manage.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { ButtonLink } from "../../../ui/button.tsx";
import { PageLoader } from "../../../ui/page-loader.tsx";
import { toBookingState, viewerActions, type ViewerAction } from "./booking-actions.ts";
import { BackLink } from "../booking-bits.tsx";
import { BookingLoadFailure, useBookingPage } from "./booking-detail-page.tsx";
import { bookingPaths } from "../booking-paths.ts";
import styles from "./detail.module.css";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { type ManageT, refusalText } from "./manage-i18n.ts";

/** The actions that have a page of their own here (joining is the meeting feature's). */
type PageAction = Extract<ViewerAction, "confirm" | "suggest-times" | "reschedule" | "review" | "join">;

/** Why an action isn't on offer now, in the server's own words where the state machine has them. */
function refusal(booking: BookingDto, action: PageAction, nowMs: number, t: ManageT): string {
  if (action === "join") return t.t(booking.status === "confirmed" ? "refusal.joinWindow" : "refusal.joinConfirmedOnly");
  if (action === "review") return t.t(booking.reviewed ? "refusal.reviewed" : "refusal.reviewCompletedOnly");
  const result = transitionBooking(toBookingState(booking), action, booking.role, nowMs);
  return result.ok ? t.t("refusal.noTimesLeft") : refusalText(result.message, t);
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
  action: PageAction;
  title: string;
  children: (booking: BookingDto, me: Me) => ReactNode;
}) {
  const t = useT(bookingsManageMessages);
  usePageTitle(title);
  const { id, me, booking } = useBookingPage();
  if (!me) return null;
  const back = <BackLink to={bookingPaths.detail(id)}>{t.t("backToBooking")}</BackLink>;
  if (booking.isPending) return <PageLoader label={t.t("loadingBooking")} />;
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
          title={t.t(`refused.${action}`)}
          actions={<ButtonLink to={bookingPaths.detail(id)}>{t.t("openBooking")}</ButtonLink>}
        >
          {refusal(booking.data, action, nowMs, t)}
        </EmptyState>
      )}
    </div>
  );
}
