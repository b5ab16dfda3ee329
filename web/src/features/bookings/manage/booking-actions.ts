import { refundSplit, refundSplitWords } from "@kora/shared/domain/money/refund-split.ts";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import { LATE_CANCEL_HOURS, settle } from "@kora/shared/domain/money/fees.ts";
import { joinWindow, transitionBooking, type BookingAction, type BookingState } from "@kora/shared/domain/bookings/lifecycle.ts";
import { formatMoney, otherNames, sideOf } from "../booking-format.ts";

/** What the detail page may offer: the state machine's actions people take, plus join and review. */
export type ViewerAction = "confirm" | "suggest-times" | "reschedule" | "cancel" | "complete" | "join" | "review";

const ms = (iso: string | null) => (iso ? Date.parse(iso) : null);

/** The state machine's view of a booking as the API sent it. */
export function toBookingState(booking: BookingDto): BookingState {
  return {
    status: booking.status,
    awaitingFrom: booking.awaitingFrom,
    rescheduledBy: sideOf(booking.rescheduledBy, booking) ?? (booking.rescheduledBy ? "advisor" : null),
    startMs: ms(booking.bookingTimeUtc),
    endMs: ms(booking.endTimeUtc),
    requestExpiresAtMs: ms(booking.requestExpiresAtUtc),
  };
}

const PERSON_ACTIONS: readonly (BookingAction & ViewerAction)[] = ["confirm", "suggest-times", "reschedule", "cancel", "complete"];

/** May the viewer join now? Either party or the facilitator, a confirmed booking, inside the window (60 min before to 30 after). */
export function canJoin(booking: BookingDto, nowMs: number): boolean {
  if (booking.status !== "confirmed" || !booking.bookingTimeUtc) return false;
  return joinWindow(Date.parse(booking.bookingTimeUtc), nowMs) === "open";
}

/**
 * The actions the viewer's side may take now, in the order the page shows them. Derived from the
 * shared `transitionBooking`, so a button is only offered when the server would accept it.
 * Confirm needs at least one proposed time still in the future.
 */
export function viewerActions(booking: BookingDto, nowMs: number): ViewerAction[] {
  const state = toBookingState(booking);
  const actions: ViewerAction[] = [];
  if (canJoin(booking, nowMs)) actions.push("join");
  for (const action of PERSON_ACTIONS) {
    if (!transitionBooking(state, action, booking.role, nowMs).ok) continue;
    if (action === "confirm" && confirmableTimes(booking, nowMs).length === 0) continue;
    actions.push(action);
  }
  if (booking.canReview && !booking.reviewed) actions.push("review");
  return actions;
}

/** The proposed times the viewer can accept: the other side's, not yet started, soonest first. */
export function confirmableTimes(booking: BookingDto, nowMs: number): BookingDto["bookingTimesSuggested"] {
  const mine = booking.role === "facilitator" ? null : booking.role;
  return booking.bookingTimesSuggested
    .filter((time) => Date.parse(time.timestampUtc) > nowMs)
    .filter((time) => {
      const by = sideOf(time.suggestedBy, booking);
      return by === null || by !== mine;
    })
    .sort((a, b) => Date.parse(a.timestampUtc) - Date.parse(b.timestampUtc));
}

export const ACTION_LABELS: Record<ViewerAction, string> = {
  join: "Join",
  confirm: "Confirm a time",
  "suggest-times": "Suggest other times",
  reschedule: "Reschedule",
  cancel: "Cancel booking",
  complete: "Mark as complete",
  review: "Leave a review",
};

/**
 * What cancelling will mean, in words, for the viewer (core §4, public-site §4 and §9): free before
 * confirmation; a failed reschedule keeps only the admin fee; a confirmed paid booking cancelled by
 * the learner keeps the fees (everything within 24 hours); by the advisor, the learner gets it all back.
 */
export function cancelConsequence(booking: BookingDto, nowMs: number): string {
  const state = toBookingState(booking);
  const result = transitionBooking(state, "cancel", booking.role, nowMs);
  if (!result.ok) return result.message;
  const names = otherNames(booking);
  const paid = !booking.price.free && booking.price.total > 0;
  const money = (minor: number) => formatMoney(minor, booking.price.currency);
  /** Where `refund` goes: the card first, the rest as credit (refund-split.ts), named from the viewer's side. */
  const back = (refund: number) =>
    refundSplitWords(
      refundSplit(refund, booking.price.total, booking.payment.credit),
      booking.price.currency,
      booking.role === "learner" ? "your card" : `${booking.learner.firstName}'s card`,
    );
  switch (result.outcome) {
    case "free-cancel":
      return booking.role === "learner"
        ? "Nothing has been charged yet, so cancelling this request is free."
        : `The request is withdrawn and ${names} is told. Nothing has been charged.`;
    case "reschedule-failed": {
      if (!paid) return `This ends the booking with ${names}. It's a free session, so nothing is charged.`;
      const { refund } = settle(booking.price, "reschedule-failed");
      return `This ends the confirmed booking. Only the admin fee is kept: ${back(refund)}.`;
    }
    case "cancel-by-advisor": {
      const late = state.startMs !== null && state.startMs - nowMs < LATE_CANCEL_HOURS * 3_600_000;
      const rating = late
        ? ` Cancelling within ${LATE_CANCEL_HOURS} hours of the start harms your marketplace rating: it counts as a 1-star rating on this card for a year.`
        : "";
      return `${paid ? `${names} gets a full refund of ${money(booking.price.total)}: ${back(booking.price.total)}.` : `${names} is told straight away.`}${rating}`;
    }
    case "cancel-by-learner": {
      if (!paid) return `It's a free session, so nothing is charged. ${names} is told straight away.`;
      const late = state.startMs !== null && state.startMs - nowMs < LATE_CANCEL_HOURS * 3_600_000;
      if (late)
        return `The session starts within ${LATE_CANCEL_HOURS} hours, so there is no refund: the full ${money(booking.price.total)} is kept.`;
      const { refund } = settle(booking.price, "cancel-by-learner");
      return `The booking is confirmed, so the fees are kept: ${back(refund)}, of the ${money(booking.price.total)} paid. Within ${LATE_CANCEL_HOURS} hours of the start there is no refund at all.`;
    }
    default:
      return `${names} is told straight away.`;
  }
}
