import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import type { BookingEventName } from "@kora/shared/contracts/realtime.ts";
import { formatBookingTime, isMine } from "./booking-format.ts";
import { type BookingsT, ENGLISH } from "./bookings-i18n.ts";

export interface BookingEventData {
  bookingId: string;
  otherName: string;
  cardTitle: string;
  startUtc: string | null;
  rescheduledBy?: string | null;
  actorId?: string | null;
}

export interface EventToast {
  message: string;
  kind: "info" | "success";
}

/**
 * The toast a booking event raises (public-site §4), in the recipient's zone, or null when there is
 * nothing to tell: events reach both parties, and the one who acted already saw their own result.
 * `booking` is the booking as it is after the event (fetched by id); without it the event's own
 * fields decide and the recipient is taken to be the other party. `t` says it in the reader's language.
 */
export function bookingEventToast(
  name: BookingEventName,
  data: BookingEventData,
  viewer: { id: string; timezone: string },
  booking: BookingDto | null,
  nowMs: number = Date.now(),
  t: BookingsT = ENGLISH,
): EventToast | null {
  // Your own action was already confirmed on your screen; the event only tells the other side.
  if (data.actorId && data.actorId === viewer.id) return null;
  const who = data.otherName || t.t("toast.someone");
  const byMe = (actor: string | null | undefined) => (booking ? isMine(actor, booking, viewer.id) : false);
  const when = data.startUtc ? formatBookingTime(data.startUtc, viewer.timezone, nowMs, t.locale) : null;
  const info = (message: string): EventToast => ({ message, kind: "info" });
  switch (name) {
    case "PendingApproval":
      if (booking && !booking.awaitingMe) return null;
      return info(t.t("toast.newRequest", { name: who }));
    case "CancelledProvisional":
      if (booking && byMe(booking.cancelledBy)) return null;
      return info(t.t("toast.requestCancelled", { name: who }));
    case "ProvisionalRequestExpired": {
      const mineRequest = booking ? isMine(booking.createdBy, booking, viewer.id) : true;
      return info(t.t(mineRequest ? "toast.myRequestExpired" : "toast.theirRequestExpired", { name: who }));
    }
    case "Confirmed":
      if (booking && byMe(booking.confirmedBy)) return null;
      return {
        message: when ? t.t("toast.confirmedFor", { name: who, time: when }) : t.t("toast.confirmed", { name: who }),
        kind: "success",
      };
    case "CancelledConfirmed":
      if (booking && byMe(booking.cancelledBy)) return null;
      if (booking && !booking.cancelledBy) return info(t.t("toast.rescheduleLapsed", { name: who }));
      return info(t.t("toast.confirmedCancelled", { name: who }));
    case "SuggestedTimes":
      if (booking && !booking.awaitingMe) return null;
      return info(t.t(data.rescheduledBy ? "toast.rescheduleAsked" : "toast.timesSuggested", { name: who }));
    case "StartsInTenMinutes":
      return info(t.t("toast.startsSoon", { name: who }));
    case "PaymentRequired":
      return info(t.t(booking?.role === "advisor" ? "toast.waitingForPayment" : "toast.paymentNeeded", { name: who }));
    case "PaymentCompleted":
      return { message: t.t("toast.paymentCompleted", { name: who }), kind: "success" };
    case "Refunded":
      return booking?.role === "advisor" ? null : info(t.t("toast.refunded", { name: who }));
    case "Completed":
    case "BookingUpdated":
      return null;
  }
}

/** What the own-action success toasts say, worded like the events so the two never disagree. */
export const confirmedMessage = (
  otherName: string,
  startUtc: string,
  timeZone: string,
  nowMs: number = Date.now(),
  t: BookingsT = ENGLISH,
) => t.t("toast.confirmedFor", { name: otherName, time: formatBookingTime(startUtc, timeZone, nowMs, t.locale) });

/** The toast for a knock on one of my rooms while I'm elsewhere in the app; names the card they knocked from. */
export const knockToast = (name: string, cardTitle?: string, t: BookingsT = ENGLISH) =>
  cardTitle ? t.t("knock.aboutCard", { name, cardTitle }) : t.t("knock.plain", { name });

/**
 * Whether I'm on the page of the room `link` names (its own lobby shows the knock): the room's link,
 * or, for a personal room (/meet/<slug>), one of its cards' instant-meeting pages (/advisors/<slug>/<card>/instant-meeting).
 */
export function onRoomPage(pathname: string, link: string): boolean {
  if (pathname === link) return true;
  const slug = /^\/meet\/([^/]+)$/.exec(link)?.[1];
  return slug !== undefined && pathname.startsWith(`/advisors/${slug}/`) && /^\/advisors\/[^/]+\/[^/]+\/instant-meeting\/?$/.test(pathname);
}
