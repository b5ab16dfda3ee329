import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { MODAL_DELAY_MS } from "@kora/shared/constants.ts";
import { bookingsMessages } from "@kora/shared/i18n/messages/bookings.ts";
import { useT } from "../../lib/i18n/use-t.ts";
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
  const t = useT(bookingsMessages);
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
      title={booking.data ? t.t("reminder.title", { names: otherNames(booking.data, t.locale) }) : t.t("reminder.titleNoNames")}
      message={booking.data ? t.t("reminder.message", { cardTitle: booking.data.card.title }) : ""}
      confirmLabel={t.t("reminder.join")}
      cancelLabel={t.t("reminder.later")}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  );
}
