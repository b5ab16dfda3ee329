import { refundSplit } from "@kora/shared/domain/money/refund-split.ts";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import { LATE_CANCEL_HOURS, settle } from "@kora/shared/domain/money/fees.ts";
import { joinWindow, transitionBooking, type BookingAction, type BookingState } from "@kora/shared/domain/bookings/lifecycle.ts";
import { formatMoney, otherNames, sideOf } from "../booking-format.ts";
import { ENGLISH_MANAGE, type ManageT, refusalText } from "./manage-i18n.ts";

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

/** An action's button (and page title): "Confirm a time", "Mark as complete"… */
export const actionLabel = (action: ViewerAction, t: ManageT = ENGLISH_MANAGE) => t.t(`action.${action}`);

/**
 * What cancelling will mean, in words, for the viewer (core §4, public-site §4 and §9): free before
 * confirmation; a failed reschedule keeps only the admin fee; a confirmed paid booking cancelled by
 * the learner keeps the fees (everything within 24 hours); by the advisor, the learner gets it all back.
 */
export function cancelConsequence(booking: BookingDto, nowMs: number, t: ManageT = ENGLISH_MANAGE): string {
  const state = toBookingState(booking);
  const result = transitionBooking(state, "cancel", booking.role, nowMs);
  if (!result.ok) return refusalText(result.message, t);
  const names = otherNames(booking, t.locale);
  const paid = !booking.price.free && booking.price.total > 0;
  const money = (minor: number) => formatMoney(minor, booking.price.currency, t.locale);
  const hours = LATE_CANCEL_HOURS;
  /** Where `refund` goes: the card first, the rest as credit (refund-split.ts), named from the viewer's side. */
  const back = (refund: number) => {
    const split = refundSplit(refund, booking.price.total, booking.payment.credit);
    const card = { whose: booking.role === "learner" ? "mine" : "theirs", name: booking.learner.firstName, amount: money(split.card) };
    if (split.card > 0 && split.credit > 0) return t.t("refund.cardAndCredit", { ...card, credit: money(split.credit) });
    if (split.card > 0) return t.t("refund.card", card);
    if (split.credit > 0) return t.t("refund.credit", { amount: money(split.credit) });
    return t.t("refund.nothing");
  };
  switch (result.outcome) {
    case "free-cancel":
      return booking.role === "learner" ? t.t("consequence.freeRequest") : t.t("consequence.withdrawn", { names });
    case "reschedule-failed": {
      if (!paid) return t.t("consequence.rescheduleFailedFree", { names });
      const { refund } = settle(booking.price, "reschedule-failed");
      return t.t("consequence.rescheduleFailedPaid", { back: back(refund) });
    }
    case "cancel-by-advisor": {
      const late = state.startMs !== null && state.startMs - nowMs < LATE_CANCEL_HOURS * 3_600_000;
      const told = paid
        ? t.t("consequence.fullRefund", { names, total: money(booking.price.total), back: back(booking.price.total) })
        : t.t("consequence.told", { names });
      return late ? `${told} ${t.t("consequence.lateRating", { hours })}` : told;
    }
    case "cancel-by-learner": {
      if (!paid) return t.t("consequence.learnerFree", { names });
      const late = state.startMs !== null && state.startMs - nowMs < LATE_CANCEL_HOURS * 3_600_000;
      if (late) return t.t("consequence.learnerLate", { hours, total: money(booking.price.total) });
      const { refund } = settle(booking.price, "cancel-by-learner");
      return t.t("consequence.learnerFees", { back: back(refund), total: money(booking.price.total), hours });
    }
    default:
      return t.t("consequence.told", { names });
  }
}
