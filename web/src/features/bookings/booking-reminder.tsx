import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { MODAL_DELAY_MS } from "@kora/shared/constants.ts";
import { useMe } from "../../lib/session.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { otherNames } from "./booking-format.ts";
import { bookingPaths } from "./booking-paths.ts";
import { bookingQuery } from "./bookings.client.ts";
import { addDismissed, readDismissed, reminderBookingId } from "./reminder-rule.ts";

const session = () => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/**
 * The booking-reminder modal (core §2 Behaviour): 2 s after a booking becomes active (its join window is
 * open, `stats.activeBookingId`), unless the person is on its join page or a review page. Answered once
 * per booking per browser session. Mounted once, in the app shell.
 */
export function BookingReminder() {
  const { data: me } = useMe();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [dismissed, setDismissed] = useState(() => readDismissed(session()));
  const [openId, setOpenId] = useState<string | null>(null);
  const candidate = me && !me.isPlaceholder ? reminderBookingId({ activeBookingId: me.stats?.activeBookingId, pathname, dismissed }) : null;

  useEffect(() => {
    setOpenId(null);
    if (!candidate) return;
    const timer = setTimeout(() => setOpenId(candidate), MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [candidate]);

  const booking = useQuery({ ...bookingQuery(openId ?? ""), enabled: Boolean(openId) });
  const answer = (join: boolean) => {
    if (!openId) return;
    setDismissed(addDismissed(session(), openId));
    setOpenId(null);
    if (join) navigate(bookingPaths.sub(openId, "join"));
  };
  const ready = Boolean(openId && booking.data && booking.data.id === openId);
  return (
    <ConfirmDialog
      open={ready}
      title={booking.data ? `Your session with ${otherNames(booking.data)} is open` : "Your session is open"}
      message={booking.data ? `${booking.data.card.title}: you can join now, up to 30 minutes after the start.` : ""}
      confirmLabel="Join now"
      cancelLabel="Later"
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  );
}
