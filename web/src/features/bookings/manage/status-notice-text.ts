import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import { formatTimeLeft } from "@kora/shared/domain/bookings/expiry.ts";
import { joinWindow } from "@kora/shared/domain/bookings/lifecycle.ts";
import { LATE_CANCEL_HOURS } from "@kora/shared/domain/money/fees.ts";
import { formatBookingTime, isMine, otherNames } from "../booking-format.ts";
import { refundReason } from "./payment-text.ts";

export interface Notice {
  title: string;
  text: string;
  tone: "action" | "info" | "ended";
}

/** Who is looking: `smsReminder` when their verified mobile gets the 10-minute text (not opted out). */
export interface NoticeViewer {
  id: string;
  timezone: string;
  smsReminder?: boolean;
}

/**
 * What a cancelled confirmed booking did with the money, from the viewer's side (settled with the
 * cancellation): nothing charged; a refund and why; or, after the learner cancelled within
 * LATE_CANCEL_HOURS of the start, plainly nothing back — the advisor is paid as booked.
 */
function cancelledText(booking: BookingDto, viewer: NoticeViewer): string {
  const { payment } = booking;
  if (payment.charged === 0) return "Nothing was charged.";
  if (payment.refunded > 0) {
    const reason = payment.refunds.at(-1)?.reason;
    return `${reason ? `${refundReason(reason)} ` : ""}Refunds reach the card within a few days; see Payment below.`;
  }
  const who = isMine(booking.cancelledBy, booking, viewer.id) ? "You" : booking.learner.firstName;
  const late = `${who} cancelled less than ${LATE_CANCEL_HOURS} hours before the start`;
  if (booking.role === "advisor") return `${late}, so you're paid for the session as booked.`;
  return `${late}, so under the cancellation policy nothing is refunded.`;
}

/** Where the booking stands, in a sentence or two, from the viewer's side. */
export function statusNotice(booking: BookingDto, viewer: NoticeViewer, nowMs: number): Notice {
  const other = otherNames(booking);
  const expires = booking.requestExpiresAtUtc ? Date.parse(booking.requestExpiresAtUtc) - nowMs : null;
  const expiry = expires !== null && expires > 0 ? ` It expires in ${formatTimeLeft(expires)}.` : "";
  switch (booking.status) {
    case "pending-approval":
    case "suggested-times": {
      const rescheduling = Boolean(booking.rescheduledBy);
      if (booking.awaitingMe)
        return rescheduling
          ? {
              tone: "action",
              title: `${other} asked to reschedule`,
              text: `Accept one of the new times or suggest others.${expiry} If you can't accept, the booking is cancelled, and on a paid booking only the admin fee is paid.`,
            }
          : {
              tone: "action",
              title: `${other} is waiting for your answer`,
              text: `Confirm one of the suggested times, suggest other times, or cancel.${expiry}`,
            };
      const iRescheduled = isMine(booking.rescheduledBy, booking, viewer.id);
      return {
        tone: "info",
        title: `Waiting for ${booking.role === "facilitator" ? (booking.awaitingFrom === "advisor" ? booking.advisor.firstName : booking.learner.firstName) : other} to answer`,
        text: `${rescheduling && iRescheduled ? "You asked to reschedule. " : ""}They can confirm one of the times, suggest others or decline. We'll let you know as soon as they answer.${expiry}`,
      };
    }
    case "confirmed": {
      if (!booking.bookingTimeUtc) return { tone: "info", title: "Confirmed", text: "" };
      const window = joinWindow(Date.parse(booking.bookingTimeUtc), nowMs);
      if (window === "early")
        return {
          tone: "info",
          title: "Confirmed",
          text: `You can join from ${formatBookingTime(booking.joinOpensAtUtc ?? booking.bookingTimeUtc, viewer.timezone, nowMs)}, an hour before the start. ${viewer.smsReminder ? "We'll text you a reminder 10 minutes before." : "We'll remind you 10 minutes before by mail (verify your mobile to get a text too)."}`,
        };
      if (window === "open")
        return { tone: "action", title: "Your session is open", text: "Join now: joining is open until 30 minutes after the start." };
      return { tone: "info", title: "The session time has passed", text: "Mark it as complete if it took place." };
    }
    case "completed":
      return {
        tone: "info",
        title: "Completed",
        text: booking.reviewed
          ? "Thanks for your review."
          : booking.canReview
            ? "How did it go? A short review helps others choose."
            : "This session took place.",
      };
    case "cancelled-provisional":
      return { tone: "ended", title: "Request cancelled", text: "Nothing was charged." };
    case "cancelled-confirmed":
      return { tone: "ended", title: "Booking cancelled", text: cancelledText(booking, viewer) };
    case "provisional-request-expired":
      return { tone: "ended", title: "Request expired", text: "Nobody answered in time, so it was cancelled with no charge." };
    case "expired-learner-no-show":
      return {
        tone: "ended",
        title: `${booking.learner.firstName} didn't join`,
        text:
          booking.role === "advisor"
            ? "You were there, so you're paid for the session as booked."
            : `${booking.advisor.firstName} was there, so the session is paid as booked.`,
      };
    case "expired-advisor-no-show":
      return {
        tone: "ended",
        title: `${booking.advisor.firstName} didn't join`,
        text: booking.role === "learner" ? "You get a full refund." : `${booking.learner.firstName} gets a full refund.`,
      };
    case "expired-both-no-show":
      return { tone: "ended", title: "Nobody joined", text: "Neither side joined the session, so there is no refund." };
  }
}
