import { appPath, BRAND } from "@kora/shared/brand.ts";
import { refundSplit } from "@kora/shared/domain/money/refund-split.ts";
import { type MovementStatus, type NextPaymentDto, REFUND_REASONS, type ReceiptDto } from "@kora/shared/contracts/payments.ts";
import { formatDuration } from "@kora/shared/domain/format/text.ts";
import { formatMoney } from "@kora/shared/domain/money/rates.ts";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import { billingMessages } from "@kora/shared/i18n/messages/billing.ts";
import { createTranslator, type KeyOf, type Translator } from "@kora/shared/i18n/translate.ts";

/**
 * How receipts and the next payment read on the billing pages. Pure: the zone is passed in, and the words
 * are the translator's (English unless given; its language also formats money and dates).
 */
export type BillingT = Translator<KeyOf<typeof billingMessages>>;
const ENGLISH: BillingT = createTranslator("en", billingMessages.en);

type Kind = ReceiptDto["kind"];

/** What a money movement is, in words. */
export const receiptKindLabel = (kind: Kind, t: BillingT = ENGLISH) => t.t("kind", { kind });

/** What a money movement is, in English words. */
export const RECEIPT_KIND_LABELS: Record<Kind, string> = {
  charge: receiptKindLabel("charge"),
  refund: receiptKindLabel("refund"),
  transfer: receiptKindLabel("transfer"),
  payout: receiptKindLabel("payout"),
};

/** A booking's page (the bookings feature's address; billing links to it without depending on that feature). */
export const bookingPath = (id: string) => appPath(`bookings/${encodeURIComponent(id)}`);

export const receiptPath = (id: string) => appPath(`my-details/billing/receipts/${encodeURIComponent(id)}`);

/** "21 Nov 2026" in the viewer's zone, built from parts so every engine prints the same ("21 nov. 2026" in Swedish). */
export function formatDate(iso: string, timeZone: string, locale: Locale = "en"): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  if (locale !== "en") return new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone }).format(ms);
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "short", year: "numeric", timeZone }).formatToParts(ms))
    parts[part.type] = part.value;
  return `${Number(parts.day)} ${parts.month} ${parts.year}`;
}

/** The status in words: "Paid", "Refunded", "Scheduled for 3 Dec 2026", "Waiting for your bank's check"… */
export function receiptStatusLabel(
  receipt: Pick<ReceiptDto, "kind" | "status" | "dueAtUtc">,
  timeZone: string,
  t: BillingT = ENGLISH,
): string {
  const due = receipt.dueAtUtc ? formatDate(receipt.dueAtUtc, timeZone, t.locale) : null;
  switch (receipt.status) {
    case "succeeded":
      return t.t("status.succeeded", { kind: receipt.kind });
    case "pending":
      return t.t("status.pending");
    case "requires-action":
      return t.t("status.requiresAction");
    case "failed":
      return t.t("status.failed");
    case "scheduled":
      return due ? t.t("status.scheduledFor", { date: due }) : t.t("status.scheduled");
    case "on-hold":
      return due ? t.t("status.onHoldUntil", { date: due }) : t.t("status.onHold");
    case "reversed":
      return t.t("status.reversed");
  }
}

export type StatusTone = "done" | "waiting" | "alert" | "neutral";

/** The colour a status chip takes. */
export const STATUS_TONES: Record<MovementStatus, StatusTone> = {
  succeeded: "done",
  pending: "waiting",
  scheduled: "waiting",
  "on-hold": "waiting",
  "requires-action": "alert",
  failed: "alert",
  reversed: "neutral",
};

export interface AmountView {
  /** "A$45.00", or "+A$45.00" for money coming to the viewer. */
  text: string;
  direction: "in" | "out" | "neutral";
  /** Said beside the amount where the sign alone isn't clear ("Money back"). */
  note: string | null;
}

/**
 * A receipt's amount from the viewer's side: a payment goes out; a refund comes back and a transfer comes in
 * (both "+"); a payout moves the viewer's own money to their bank. The API's sign is not relied on.
 */
export function receiptAmount(
  receipt: Pick<ReceiptDto, "kind" | "amount" | "currency"> & { booking?: ReceiptDto["booking"] },
  t: BillingT = ENGLISH,
): AmountView {
  const money = formatMoney(Math.abs(receipt.amount), receipt.currency, t.locale);
  switch (receipt.kind) {
    case "charge":
      return { text: money, direction: "out", note: null };
    case "refund": {
      // The card's part only: the rest of the refund went back as credit (refund-split.ts), said here too.
      const { booking } = receipt;
      const asCredit = booking ? refundSplit(booking.refunded, booking.price.total, booking.credit).credit : 0;
      return {
        text: `+${money}`,
        direction: "in",
        note:
          asCredit > 0
            ? t.t("amount.moneyBackCredit", { credit: formatMoney(asCredit, receipt.currency, t.locale) })
            : t.t("amount.moneyBack"),
      };
    }
    case "transfer":
      return { text: `+${money}`, direction: "in", note: null };
    case "payout":
      return { text: money, direction: "neutral", note: t.t("amount.toBank") };
  }
}

/** The platform fees inside a payment ("A$4.50"), or a dash where there are none. */
export const receiptFees = (receipt: Pick<ReceiptDto, "fees" | "currency">, locale: Locale = "en") =>
  receipt.fees > 0 ? formatMoney(receipt.fees, receipt.currency, locale) : "—";

/** "Gift card for Rosa": what a payment without a booking bought. */
export const giftCardText = (giftCard: NonNullable<ReceiptDto["giftCard"]>, t: BillingT = ENGLISH) =>
  t.t("giftCard", { name: giftCard.recipientName });

/** "Career chat with Maya", "Gift card for Rosa", or what a receipt without a booking is (a payout). */
export function receiptBookingText(receipt: Pick<ReceiptDto, "kind" | "booking" | "giftCard">, t: BillingT = ENGLISH): string {
  if (receipt.booking) return t.t("booking.with", { card: receipt.booking.cardTitle, name: receipt.booking.otherName });
  if (receipt.giftCard) return giftCardText(receipt.giftCard, t);
  return receipt.kind === "payout" ? t.t("booking.earnings") : "—";
}

type RefundReason = keyof typeof REFUND_REASONS;
const REASON_KEYS: Record<RefundReason, KeyOf<typeof billingMessages>> = {
  "no-show-advisor": "reason.noShowAdvisor",
  "cancel-by-advisor": "reason.cancelByAdvisor",
  "cancel-by-learner": "reason.cancelByLearner",
  "reschedule-failed": "reason.rescheduleFailed",
};

/**
 * A refund's reason in words: the API sends words, or (older rows) one of the REFUND_REASONS codes. A code, or
 * the policy's own words for one, reads in the translator's language; any other words are shown as sent.
 */
export function reasonText(reason: string | null, t: BillingT = ENGLISH): string | null {
  if (!reason) return null;
  const code = (Object.keys(REFUND_REASONS) as RefundReason[]).find((key) => key === reason || REFUND_REASONS[key] === reason);
  return code ? t.t(REASON_KEYS[code]) : reason;
}

/** The heading of a receipt's reason: why money came back, what went wrong, or a plain note. */
export function reasonLabel(receipt: Pick<ReceiptDto, "kind" | "status">, t: BillingT = ENGLISH): string {
  if (receipt.status === "failed" || receipt.status === "reversed") return t.t("reason.wentWrong");
  return receipt.kind === "refund" ? t.t("reason.refunded") : t.t("reason.note");
}

/**
 * Who paid whom. A payment and a refund are the learner's (the viewer), with Kora holding the money for the
 * advisor; a transfer and a payout are the advisor's (the viewer).
 */
export function receiptParties(
  receipt: Pick<ReceiptDto, "kind" | "booking" | "giftCard">,
  myName: string,
  t: BillingT = ENGLISH,
): { paidBy: string; paidTo: string } {
  const other = receipt.booking?.otherName;
  const brand = BRAND.name;
  switch (receipt.kind) {
    case "charge":
      return {
        paidBy: myName,
        paidTo: receipt.giftCard ? brand : other ? t.t("party.for", { brand, name: other }) : t.t("party.forTheAdvisor", { brand }),
      };
    case "refund":
      return { paidBy: brand, paidTo: myName };
    case "transfer":
      return {
        paidBy: other ? t.t("party.forSession", { brand, name: other }) : t.t("party.forTheAdvisorsSession", { brand }),
        paidTo: myName,
      };
    case "payout":
      return { paidBy: brand, paidTo: t.t("party.bankAccount", { name: myName }) };
  }
}

export interface ReceiptLine {
  label: string;
  amount: string;
}

/**
 * The breakdown a receipt prints. A payment: the session fee, the admin fee and the private card fee (when
 * charged) with their percentages, and the total. A refund: what was paid and what came back. A transfer:
 * the session fee and the advisor's amount. A payout: the amount sent to the bank.
 */
export function receiptLines(
  receipt: Pick<ReceiptDto, "kind" | "amount" | "currency" | "booking" | "giftCard">,
  t: BillingT = ENGLISH,
): {
  lines: ReceiptLine[];
  total: ReceiptLine;
} {
  const money = (minor: number) => formatMoney(Math.abs(minor), receipt.currency, t.locale);
  const booking = receipt.booking;
  const price = booking?.price;
  const sessionFee =
    booking && price
      ? { label: t.t("line.sessionFee", { duration: formatDuration(booking.duration, t.locale) }), amount: money(price.advisorFee) }
      : null;
  switch (receipt.kind) {
    case "charge": {
      const lines: ReceiptLine[] = [];
      if (receipt.giftCard) lines.push({ label: giftCardText(receipt.giftCard, t), amount: money(receipt.amount) });
      if (sessionFee && price) {
        lines.push(sessionFee, { label: t.t("line.adminFee", { percent: price.adminFeePercent }), amount: money(price.adminFee) });
        if (price.privateCardFee > 0)
          lines.push({ label: t.t("line.privateCardFee", { percent: price.privateCardFeePercent }), amount: money(price.privateCardFee) });
        // Credit paid part: the card was charged the rest, which is this receipt's amount.
        if (booking && booking.credit > 0) {
          lines.push(
            { label: t.t("line.sessionTotal"), amount: money(price.total) },
            { label: t.t("line.paidWithCredit"), amount: `−${money(booking.credit)}` },
          );
          return { lines, total: { label: t.t("line.chargedToCard"), amount: money(receipt.amount) } };
        }
      }
      return { lines, total: { label: t.t("line.total"), amount: money(receipt.amount) } };
    }
    case "refund": {
      // The rest of the refund went back as credit (refund-split.ts): listed, so the receipt adds up.
      const asCredit = booking && price ? refundSplit(booking.refunded, price.total, booking.credit).credit : 0;
      return {
        lines: [
          ...(price ? [{ label: t.t("line.paidForSession"), amount: money(price.total) }] : []),
          ...(asCredit > 0 ? [{ label: t.t("line.backAsCredit"), amount: `+${money(asCredit)}` }] : []),
        ],
        total: { label: t.t("line.refundedToCard"), amount: `+${money(receipt.amount)}` },
      };
    }
    case "transfer":
      return { lines: sessionFee ? [sessionFee] : [], total: { label: t.t("line.advisorsAmount"), amount: money(receipt.amount) } };
    case "payout":
      return { lines: [], total: { label: t.t("line.paidOut"), amount: money(receipt.amount) } };
  }
}

export interface NextPaymentView {
  amount: string;
  currency: string;
  cardTitle: string;
  /** "Pay by 3 Dec 2026", "Due 3 Dec 2026", "When the advisor confirms". */
  due: string;
  note: string;
  /** Where to pay now, when the bank asked the learner to confirm; null otherwise. */
  payNowPath: string | null;
}

/** The next payment as the billing page's first section shows it. */
export function nextPaymentView(next: NonNullable<NextPaymentDto>, timeZone: string, t: BillingT = ENGLISH): NextPaymentView {
  const date = next.dueAtUtc ? formatDate(next.dueAtUtc, timeZone, t.locale) : null;
  const base = { amount: formatMoney(next.amount, next.currency, t.locale), currency: next.currency, cardTitle: next.cardTitle };
  if (next.kind === "action-required")
    return {
      ...base,
      due: date ? t.t("next.payBy", { date }) : t.t("next.dueNow"),
      note: t.t("next.actionNote"),
      payNowPath: bookingPath(next.bookingId),
    };
  return {
    ...base,
    due: date ? t.t("next.due", { date }) : t.t("next.onConfirm"),
    note: t.t("next.onConfirmNote"),
    payNowPath: null,
  };
}

/** The receipts page from the address (`?page=2`): a whole number from 1, else 1. */
export function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
