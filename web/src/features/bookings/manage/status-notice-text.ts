import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import { joinWindow } from "@kora/shared/domain/bookings/lifecycle.ts";
import { LATE_CANCEL_HOURS } from "@kora/shared/domain/money/fees.ts";
import { formatBookingTime, formatTimeLeft, isMine, otherNames } from "../booking-format.ts";
import { type DetailT, ENGLISH_DETAIL } from "./manage-i18n.ts";
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
function cancelledText(booking: BookingDto, viewer: NoticeViewer, t: DetailT): string {
  const { payment } = booking;
  if (payment.charged === 0) return t.t("notice.nothingCharged");
  if (payment.refunded > 0) {
    const reason = payment.refunds.at(-1)?.reason;
    return sentences(reason && refundReason(reason, t), t.t("notice.refundsOnTheirWay"));
  }
  const late = {
    who: isMine(booking.cancelledBy, booking, viewer.id) ? "you" : "learner",
    name: booking.learner.firstName,
    hours: LATE_CANCEL_HOURS,
  };
  return t.t(booking.role === "advisor" ? "notice.lateCancelPaid" : "notice.lateCancelNoRefund", late);
}

/** Whole sentences, one after another (each is a message of its own, so no sentence is built from pieces). */
const sentences = (...parts: (string | false | null | undefined | "")[]) => parts.filter(Boolean).join(" ");

/** Where the booking stands, in a sentence or two, from the viewer's side. */
export function statusNotice(booking: BookingDto, viewer: NoticeViewer, nowMs: number, t: DetailT = ENGLISH_DETAIL): Notice {
  const locale = t.locale;
  const other = otherNames(booking, locale);
  const expires = booking.requestExpiresAtUtc ? Date.parse(booking.requestExpiresAtUtc) - nowMs : null;
  const expiry = expires !== null && expires > 0 && t.t("notice.expiresIn", { timeLeft: formatTimeLeft(expires, locale) });
  switch (booking.status) {
    case "pending-approval":
    case "suggested-times": {
      const rescheduling = Boolean(booking.rescheduledBy);
      if (booking.awaitingMe)
        return rescheduling
          ? {
              tone: "action",
              title: t.t("notice.rescheduleAsked", { names: other }),
              text: sentences(t.t("notice.acceptNewTimes"), expiry, t.t("notice.rescheduleRefused")),
            }
          : {
              tone: "action",
              title: t.t("notice.waitingForYou", { names: other }),
              text: sentences(t.t("notice.answerNow"), expiry),
            };
      const iRescheduled = isMine(booking.rescheduledBy, booking, viewer.id);
      const waitingFor =
        booking.role === "facilitator"
          ? booking.awaitingFrom === "advisor"
            ? booking.advisor.firstName
            : booking.learner.firstName
          : other;
      return {
        tone: "info",
        title: t.t("notice.waitingFor", { name: waitingFor }),
        text: sentences(rescheduling && iRescheduled && t.t("notice.youAskedReschedule"), t.t("notice.theyCanAnswer"), expiry),
      };
    }
    case "confirmed": {
      if (!booking.bookingTimeUtc) return { tone: "info", title: t.t("notice.confirmed"), text: "" };
      const window = joinWindow(Date.parse(booking.bookingTimeUtc), nowMs);
      if (window === "early")
        return {
          tone: "info",
          title: t.t("notice.confirmed"),
          text: sentences(
            t.t("notice.joinFrom", {
              time: formatBookingTime(booking.joinOpensAtUtc ?? booking.bookingTimeUtc, viewer.timezone, nowMs, locale),
            }),
            t.t(viewer.smsReminder ? "notice.reminderText" : "notice.reminderMail"),
          ),
        };
      if (window === "open") return { tone: "action", title: t.t("notice.open"), text: t.t("notice.openText") };
      return { tone: "info", title: t.t("notice.passed"), text: t.t("notice.passedText") };
    }
    case "completed":
      return {
        tone: "info",
        title: t.t("notice.completed"),
        text: t.t(booking.reviewed ? "notice.reviewed" : booking.canReview ? "notice.askReview" : "notice.tookPlace"),
      };
    case "cancelled-provisional":
      return { tone: "ended", title: t.t("notice.requestCancelled"), text: t.t("notice.nothingCharged") };
    case "cancelled-confirmed":
      return { tone: "ended", title: t.t("notice.bookingCancelled"), text: cancelledText(booking, viewer, t) };
    case "provisional-request-expired":
      return { tone: "ended", title: t.t("notice.requestExpired"), text: t.t("notice.requestExpiredText") };
    case "expired-learner-no-show":
      return {
        tone: "ended",
        title: t.t("notice.didntJoin", { name: booking.learner.firstName }),
        text:
          booking.role === "advisor"
            ? t.t("notice.learnerNoShowYouPaid")
            : t.t("notice.learnerNoShowPaid", { name: booking.advisor.firstName }),
      };
    case "expired-advisor-no-show":
      return {
        tone: "ended",
        title: t.t("notice.didntJoin", { name: booking.advisor.firstName }),
        text: booking.role === "learner" ? t.t("notice.youGetRefund") : t.t("notice.theyGetRefund", { name: booking.learner.firstName }),
      };
    case "expired-both-no-show":
      return { tone: "ended", title: t.t("notice.nobodyJoined"), text: t.t("notice.nobodyJoinedText") };
  }
}
