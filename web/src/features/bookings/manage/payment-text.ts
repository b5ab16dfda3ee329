import { refundSplit } from "@kora/shared/domain/money/refund-split.ts";
import type { PaymentMethodDto } from "@kora/shared/contracts/availability.ts";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import { REFUND_REASONS } from "@kora/shared/contracts/payments.ts";
import { formatBookingTime, formatMoney, PAYMENT_STATUS_LABELS } from "../booking-format.ts";

type Viewer = { timezone: string };

/** A paid booking: something is (or will be) charged, so the Payment section is shown. */
export const isPaidBooking = (booking: Pick<BookingDto, "price">) => !booking.price.free && booking.price.total > 0;

/** An unpaid confirmed booking: the bank wants the learner's check, or the card was declined. It is cancelled at `dueAtUtc`. */
export const awaitsPayment = (booking: Pick<BookingDto, "status" | "payment">) =>
  booking.status === "confirmed" && (booking.payment.status === "action-required" || booking.payment.status === "failed");

const FALLBACK_FAILURE = {
  "action-required": "Your bank needs you to confirm this payment",
  failed: "Your card was declined",
} as const;

/** A sentence without its full stop, so it can run on ("…declined. Pay by …"). */
const clause = (text: string) => text.trim().replace(/[.\s]+$/, "");

export type PaymentNotice =
  /**
   * The learner: pay now. The page shows `${title}: ${text}`. `bankCheck`: the charge waits for the bank's check
   * ("Complete payment"); a declined card can't be retried (the API refuses), only another card can pay.
   */
  | { kind: "pay"; title: string; text: string; bankCheck: boolean }
  /** The advisor (or facilitator): the learner has to pay. */
  | { kind: "waiting"; text: string };

/** The notice an unpaid confirmed booking gets, from the viewer's side; null when nothing is owed. */
export function paymentNotice(booking: BookingDto, viewer: Viewer, nowMs: number): PaymentNotice | null {
  if (!awaitsPayment(booking)) return null;
  const due = booking.payment.dueAtUtc ? formatBookingTime(booking.payment.dueAtUtc, viewer.timezone, nowMs) : null;
  if (booking.role === "learner") {
    const reason = clause(booking.payment.failure || FALLBACK_FAILURE[booking.payment.status as keyof typeof FALLBACK_FAILURE]);
    return {
      kind: "pay",
      title: "Payment needed",
      text: `${reason}. ${due ? `Pay by ${due}` : "Pay as soon as you can"} or the booking is cancelled.`,
      bankCheck: booking.payment.status === "action-required",
    };
  }
  return { kind: "waiting", text: due ? `Waiting for the learner's payment (due ${due}).` : "Waiting for the learner's payment." };
}

/**
 * What a `pay` call's booking means next: paid (or on its way); the new card wants the bank's check too; or
 * refused, with the bank's words.
 */
export function afterPaying(booking: Pick<BookingDto, "payment">): { next: "done" | "bank-check" | "refused"; message: string } {
  switch (booking.payment.status) {
    case "action-required":
      return { next: "bank-check", message: "Your bank needs you to confirm this payment." };
    case "failed":
      return { next: "refused", message: `${clause(booking.payment.failure || FALLBACK_FAILURE.failed)}.` };
    case "pending":
      return { next: "done", message: "Your payment is being processed. We'll let you know when it's through." };
    default:
      return { next: "done", message: "Payment complete." };
  }
}

/** What paying an unpaid booking costs: the price less the credit that already paid part of it. */
export const amountDue = (booking: Pick<BookingDto, "price" | "payment">) =>
  formatMoney(booking.price.total - booking.payment.credit, booking.price.currency);

/** What the ledger's stand-in for the bank's check asks. */
export const bankCheckMessage = (booking: Pick<BookingDto, "price" | "payment">) =>
  `Your bank asks you to confirm this payment of ${amountDue(booking)}.`;

/** "Tue 12 May" in the zone; the year is added when it isn't the current one. */
export function formatDay(iso: string, timeZone: string, nowMs: number): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const year = (at: number) => new Intl.DateTimeFormat("en-AU", { year: "numeric", timeZone }).format(at);
  const withYear = year(ms) !== year(nowMs);
  const parts = new Intl.DateTimeFormat("en-AU", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: withYear ? "numeric" : undefined,
    timeZone,
  }).formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("weekday")} ${part("day")} ${part("month")}${withYear ? ` ${part("year")}` : ""}`;
}

/** A refund's reason in words: the API sends the words, or one of REFUND_REASONS' keys. */
export const refundReason = (reason: string) => REFUND_REASONS[reason as keyof typeof REFUND_REASONS] ?? reason;

const REFUND_STATES: Record<string, string> = {
  pending: "on its way (refunds take a few days)",
  succeeded: "refunded",
  failed: "failed: we're looking into it",
};

const PAYOUT_STATES = {
  "on-hold": "On hold until you add payout details",
  succeeded: "Paid",
  failed: "Failed: please check your payout details",
} as const;

export interface PaymentDetails {
  /** Where the payment stands, in a few words. */
  status: string;
  /** What was charged, with whose card; null before any charge. */
  charged: { label: string; amount: string } | null;
  /** The part paid with the learner's credit, or null. */
  credit: { label: string; amount: string } | null;
  /** Refunds to the card: `label` says where the money went ("A$64.00 back to your card"). */
  refunds: { amount: string; label: string; reason: string; when: string; state: string }[];
  /** The part of the refund that went back as the learner's credit (the card's part is in `refunds`), or null. */
  creditBack: { amount: string; state: string } | null;
  /** The advisor's transfer; `settings` is the label of a link to the advisor settings (details missing, or the payout failed). */
  payout: { amount: string; state: string; settings: string | null } | null;
  /** A line under it all (when an advisor is paid), or null. */
  note: string | null;
}

/**
 * The Payment section of a paid booking: the charge, its refunds (both sides), and the advisor's payout.
 * `payoutsReady`: whether the advisor's payouts are set up (false: a scheduled payout waits for their details).
 */
export function paymentDetails(booking: BookingDto, viewer: Viewer, nowMs: number, payoutsReady = true): PaymentDetails {
  const { payment, price } = booking;
  const money = (minor: number) => formatMoney(minor, price.currency);
  const whose =
    booking.role === "learner" ? "your card" : booking.role === "advisor" ? `${booking.learner.firstName}'s card` : "the learner's card";
  const refunds = payment.refunds.map((refund) => ({
    amount: money(refund.amount),
    label: `${money(refund.amount)} back to ${whose}`,
    reason: refundReason(refund.reason),
    when: formatDay(refund.createdAt, viewer.timezone, nowMs),
    state: REFUND_STATES[refund.status] ?? refund.status,
  }));
  const creditBack = refundSplit(payment.refunded, payment.charged, payment.credit).credit;
  let payout: PaymentDetails["payout"] = null;
  if (booking.role === "advisor" && payment.payout) {
    const { status, dueAtUtc } = payment.payout;
    // A scheduled payout is made on its day only if payouts are set up by then; otherwise it goes on hold.
    const waitsForDetails = status === "scheduled" && !payoutsReady;
    const scheduled = dueAtUtc ? `Scheduled for ${formatDay(dueAtUtc, viewer.timezone, nowMs)}` : "Scheduled";
    const state =
      status === "scheduled"
        ? waitsForDetails
          ? `${scheduled}, once you add your payout details`
          : scheduled
        : (PAYOUT_STATES[status as keyof typeof PAYOUT_STATES] ?? status);
    const settings = status === "on-hold" || waitsForDetails ? "Add payout details" : status === "failed" ? "Check payout details" : null;
    payout = { amount: money(payment.payout.amount), state, settings };
  }
  const unpaidAdvisor =
    booking.role === "advisor" &&
    !payment.payout &&
    booking.status === "confirmed" &&
    (payment.status === "charged" || payment.status === "partly-refunded");
  return {
    status: PAYMENT_STATUS_LABELS[payment.status],
    charged:
      payment.charged - payment.credit > 0 ? { label: `Charged to ${whose}`, amount: money(payment.charged - payment.credit) } : null,
    credit:
      payment.credit > 0
        ? { label: booking.role === "learner" ? "Paid with your credit" : "Paid with credit", amount: money(payment.credit) }
        : null,
    refunds,
    creditBack:
      creditBack > 0
        ? { amount: money(creditBack), state: booking.role === "learner" ? "added to your credit" : "back as the learner's credit" }
        : null,
    payout,
    note: unpaidAdvisor
      ? payoutsReady
        ? "You're paid about a week after the session is completed."
        : "You're paid about a week after the session is completed, once you add your payout details."
      : null,
  };
}

/** The card "Use another card" starts on: the first that isn't the default (the one that just failed, usually). */
export const firstOtherCard = (cards: readonly Pick<PaymentMethodDto, "id" | "isDefault">[]) =>
  (cards.find((card) => !card.isDefault) ?? cards[0])?.id ?? "";
