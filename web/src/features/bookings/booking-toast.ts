import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import type { BookingEventName } from "@kora/shared/contracts/realtime.ts";
import { formatBookingTime, isMine } from "./booking-format.ts";

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
 * fields decide and the recipient is taken to be the other party.
 */
export function bookingEventToast(
  name: BookingEventName,
  data: BookingEventData,
  viewer: { id: string; timezone: string },
  booking: BookingDto | null,
  nowMs: number = Date.now(),
): EventToast | null {
  // Your own action was already confirmed on your screen; the event only tells the other side.
  if (data.actorId && data.actorId === viewer.id) return null;
  const who = data.otherName || "The other person";
  const byMe = (actor: string | null | undefined) => (booking ? isMine(actor, booking, viewer.id) : false);
  const when = data.startUtc ? formatBookingTime(data.startUtc, viewer.timezone, nowMs) : null;
  switch (name) {
    case "PendingApproval":
      if (booking && !booking.awaitingMe) return null;
      return { message: `New booking request from ${who}`, kind: "info" };
    case "CancelledProvisional":
      if (booking && byMe(booking.cancelledBy)) return null;
      return { message: `${who} cancelled the booking request`, kind: "info" };
    case "ProvisionalRequestExpired": {
      const mineRequest = booking ? isMine(booking.createdBy, booking, viewer.id) : true;
      return {
        message: mineRequest ? `Your booking request with ${who} expired` : `The booking request from ${who} expired`,
        kind: "info",
      };
    }
    case "Confirmed":
      if (booking && byMe(booking.confirmedBy)) return null;
      return { message: when ? `Booking with ${who} confirmed for ${when}` : `Booking with ${who} confirmed`, kind: "success" };
    case "CancelledConfirmed":
      if (booking && byMe(booking.cancelledBy)) return null;
      if (booking && !booking.cancelledBy)
        return { message: `Your booking with ${who} was cancelled: the new times weren't accepted in time`, kind: "info" };
      return { message: `${who} cancelled your confirmed booking`, kind: "info" };
    case "SuggestedTimes":
      if (booking && !booking.awaitingMe) return null;
      return { message: data.rescheduledBy ? `${who} asked to reschedule` : `${who} suggested other times`, kind: "info" };
    case "StartsInTenMinutes":
      return { message: `Your session with ${who} starts in 10 minutes`, kind: "info" };
    case "PaymentRequired":
      return booking?.role === "advisor"
        ? { message: `Waiting for ${who}'s payment for your confirmed session`, kind: "info" }
        : { message: `Payment needed for your session with ${who}: open the booking to pay`, kind: "info" };
    case "PaymentCompleted":
      return { message: `The payment for your session with ${who} went through`, kind: "success" };
    case "Refunded":
      return booking?.role === "advisor" ? null : { message: `Your refund for the session with ${who} is on its way`, kind: "info" };
    case "Completed":
    case "BookingUpdated":
      return null;
  }
}

/** What the own-action success toasts say, worded like the events so the two never disagree. */
export const confirmedMessage = (otherName: string, startUtc: string, timeZone: string, nowMs: number = Date.now()) =>
  `Booking with ${otherName} confirmed for ${formatBookingTime(startUtc, timeZone, nowMs)}`;

/** The toast for a knock on one of my rooms while I'm elsewhere in the app; names the card they knocked from. */
export const knockToast = (name: string, cardTitle?: string) =>
  `${name} is asking to join your call${cardTitle ? ` about '${cardTitle}'` : ""}. Open the call to let them in.`;

/**
 * Whether I'm on the page of the room `link` names (its own lobby shows the knock): the room's link,
 * or, for a personal room (/meet/<slug>), one of its cards' instant-meeting pages (/advisors/<slug>/<card>/instant-meeting).
 */
export function onRoomPage(pathname: string, link: string): boolean {
  if (pathname === link) return true;
  const slug = /^\/meet\/([^/]+)$/.exec(link)?.[1];
  return slug !== undefined && pathname.startsWith(`/advisors/${slug}/`) && /^\/advisors\/[^/]+\/[^/]+\/instant-meeting\/?$/.test(pathname);
}
