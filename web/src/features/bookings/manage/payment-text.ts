import { refundSplit } from "@kora/shared/domain/money/refund-split.ts";
import type { PaymentMethodDto } from "@kora/shared/contracts/availability.ts";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import { REFUND_REASONS } from "@kora/shared/contracts/payments.ts";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import { formatBookingTime, formatMoney } from "../booking-format.ts";
import { type DetailT, ENGLISH_DETAIL } from "./manage-i18n.ts";

type Viewer = { timezone: string };

/** A paid booking: something is (or will be) charged, so the Payment section is shown. */
export const isPaidBooking = (booking: Pick<BookingDto, "price">) => !booking.price.free && booking.price.total > 0;

/** An unpaid confirmed booking: the bank wants the learner's check, or the card was declined. It is cancelled at `dueAtUtc`. */
export const awaitsPayment = (booking: Pick<BookingDto, "status" | "payment">) =>
  booking.status === "confirmed" && (booking.payment.status === "action-required" || booking.payment.status === "failed");

/** What to say when the bank gave no words of its own (the catalogue's `failure.{status}`). */
const fallbackFailure = (status: "action-required" | "failed", t: DetailT) => t.t(`failure.${status}`);

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
export function paymentNotice(booking: BookingDto, viewer: Viewer, nowMs: number, t: DetailT = ENGLISH_DETAIL): PaymentNotice | null {
  if (!awaitsPayment(booking)) return null;
  const due = booking.payment.dueAtUtc ? formatBookingTime(booking.payment.dueAtUtc, viewer.timezone, nowMs, t.locale) : null;
  if (booking.role === "learner") {
    // The bank's own words when it gave any (shown as they came), else ours.
    const status = booking.payment.status === "action-required" ? "action-required" : "failed";
    const reason = clause(booking.payment.failure || fallbackFailure(status, t));
    return {
      kind: "pay",
      title: t.t("payNotice.title"),
      text: due ? t.t("payNotice.payBy", { reason, due }) : t.t("payNotice.payAsap", { reason }),
      bankCheck: booking.payment.status === "action-required",
    };
  }
  return { kind: "waiting", text: due ? t.t("payNotice.waitingDue", { due }) : t.t("payNotice.waiting") };
}

/**
 * What a `pay` call's booking means next: paid (or on its way); the new card wants the bank's check too; or
 * refused, with the bank's words.
 */
export function afterPaying(
  booking: Pick<BookingDto, "payment">,
  t: DetailT = ENGLISH_DETAIL,
): { next: "done" | "bank-check" | "refused"; message: string } {
  switch (booking.payment.status) {
    case "action-required":
      return { next: "bank-check", message: t.t("paid.bankCheck") };
    case "failed":
      return { next: "refused", message: t.t("paid.refused", { reason: clause(booking.payment.failure || fallbackFailure("failed", t)) }) };
    case "pending":
      return { next: "done", message: t.t("paid.pending") };
    default:
      return { next: "done", message: t.t("paid.done") };
  }
}

/** What paying an unpaid booking costs: the price less the credit that already paid part of it. */
export const amountDue = (booking: Pick<BookingDto, "price" | "payment">, locale: Locale = "en") =>
  formatMoney(booking.price.total - booking.payment.credit, booking.price.currency, locale);

/** What the ledger's stand-in for the bank's check asks. */
export const bankCheckMessage = (booking: Pick<BookingDto, "price" | "payment">, t: DetailT = ENGLISH_DETAIL) =>
  t.t("bankCheck.message", { amount: amountDue(booking, t.locale) });

/** "Tue 12 May" in the zone; the year is added when it isn't the current one ("tis 12 maj" in Swedish). */
export function formatDay(iso: string, timeZone: string, nowMs: number, locale: Locale = "en"): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const year = (at: number) => new Intl.DateTimeFormat("en-AU", { year: "numeric", timeZone }).format(at);
  const withYear = year(ms) !== year(nowMs);
  if (locale !== "en")
    return new Intl.DateTimeFormat(locale, {
      weekday: "short",
      day: "numeric",
      month: "short",
      year: withYear ? "numeric" : undefined,
      timeZone,
    }).format(ms);
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

/** A refund's reason in words: the API sends the words (shown as they are), or one of REFUND_REASONS' keys. */
export const refundReason = (reason: string, t: DetailT = ENGLISH_DETAIL) =>
  Object.hasOwn(REFUND_REASONS, reason) ? t.t(`refundReason.${reason as keyof typeof REFUND_REASONS}`) : reason;

/** A refund's state in words (`refundState.{status}`), or the status itself when the catalogue has none. */
const refundState = (status: string, t: DetailT) => {
  const key = `refundState.${status}`;
  return t.has(key) ? t.t(key) : status;
};

/** A payout's state in words (`payoutState.{status}`), or the status itself when the catalogue has none. */
const payoutState = (status: string, t: DetailT) => {
  const key = `payoutState.${status}`;
  return t.has(key) ? t.t(key) : status;
};

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
export function paymentDetails(
  booking: BookingDto,
  viewer: Viewer,
  nowMs: number,
  payoutsReady = true,
  t: DetailT = ENGLISH_DETAIL,
): PaymentDetails {
  const { payment, price } = booking;
  const locale = t.locale;
  const money = (minor: number) => formatMoney(minor, price.currency, locale);
  /** Whose card the money came from and goes back to, from the viewer's side. */
  const card = {
    whose: booking.role === "learner" ? "mine" : booking.role === "advisor" ? "named" : "learners",
    name: booking.learner.firstName,
  };
  const refunds = payment.refunds.map((refund) => ({
    amount: money(refund.amount),
    label: t.t("refund.backTo", { ...card, amount: money(refund.amount) }),
    reason: refundReason(refund.reason, t),
    when: formatDay(refund.createdAt, viewer.timezone, nowMs, locale),
    state: refundState(refund.status, t),
  }));
  const creditBack = refundSplit(payment.refunded, payment.charged, payment.credit).credit;
  let payout: PaymentDetails["payout"] = null;
  if (booking.role === "advisor" && payment.payout) {
    const { status, dueAtUtc } = payment.payout;
    // A scheduled payout is made on its day only if payouts are set up by then; otherwise it goes on hold.
    const waitsForDetails = status === "scheduled" && !payoutsReady;
    const day = dueAtUtc ? formatDay(dueAtUtc, viewer.timezone, nowMs, locale) : null;
    const state =
      status === "scheduled"
        ? day
          ? t.t(waitsForDetails ? "payout.scheduledForOnceDetails" : "payout.scheduledFor", { day })
          : t.t(waitsForDetails ? "payout.scheduledOnceDetails" : "payout.scheduled")
        : payoutState(status, t);
    const settings =
      status === "on-hold" || waitsForDetails ? t.t("payout.addDetails") : status === "failed" ? t.t("payout.checkDetails") : null;
    payout = { amount: money(payment.payout.amount), state, settings };
  }
  const unpaidAdvisor =
    booking.role === "advisor" &&
    !payment.payout &&
    booking.status === "confirmed" &&
    (payment.status === "charged" || payment.status === "partly-refunded");
  return {
    status: t.t(`paymentStatus.${payment.status}`),
    charged:
      payment.charged - payment.credit > 0 ? { label: t.t("charged.to", card), amount: money(payment.charged - payment.credit) } : null,
    credit:
      payment.credit > 0
        ? { label: t.t(booking.role === "learner" ? "credit.yours" : "credit.paid"), amount: money(payment.credit) }
        : null,
    refunds,
    creditBack:
      creditBack > 0
        ? { amount: money(creditBack), state: t.t(booking.role === "learner" ? "creditBack.yours" : "creditBack.learners") }
        : null,
    payout,
    note: unpaidAdvisor ? t.t(payoutsReady ? "payout.note" : "payout.noteOnceDetails") : null,
  };
}

/** The card "Use another card" starts on: the first that isn't the default (the one that just failed, usually). */
export const firstOtherCard = (cards: readonly Pick<PaymentMethodDto, "id" | "isDefault">[]) =>
  (cards.find((card) => !card.isDefault) ?? cards[0])?.id ?? "";
