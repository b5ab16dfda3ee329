import { appPath, BRAND } from "@kora/shared/brand.ts";
import { refundSplit } from "@kora/shared/domain/money/refund-split.ts";
import { type MovementStatus, type NextPaymentDto, REFUND_REASONS, type ReceiptDto } from "@kora/shared/contracts/payments.ts";
import { formatDuration } from "@kora/shared/domain/format/text.ts";
import { formatMoney } from "@kora/shared/domain/money/rates.ts";

/** How receipts and the next payment read on the billing pages. Pure: the zone is passed in. */

type Kind = ReceiptDto["kind"];

/** What a money movement is, in words. */
export const RECEIPT_KIND_LABELS: Record<Kind, string> = {
  charge: "Payment",
  refund: "Refund",
  transfer: "Transfer",
  payout: "Payout",
};

/** A booking's page (the bookings feature's address; billing links to it without depending on that feature). */
export const bookingPath = (id: string) => appPath(`bookings/${encodeURIComponent(id)}`);

export const receiptPath = (id: string) => appPath(`my-details/billing/receipts/${encodeURIComponent(id)}`);

/** "21 Nov 2026" in the viewer's zone, built from parts so every engine prints the same. */
export function formatDate(iso: string, timeZone: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "short", year: "numeric", timeZone }).formatToParts(ms))
    parts[part.type] = part.value;
  return `${Number(parts.day)} ${parts.month} ${parts.year}`;
}

const SUCCEEDED: Record<Kind, string> = { charge: "Paid", refund: "Refunded", transfer: "Transferred", payout: "Paid out" };

/** The status in words: "Paid", "Refunded", "Scheduled for 3 Dec 2026", "Waiting for your bank's check"… */
export function receiptStatusLabel(receipt: Pick<ReceiptDto, "kind" | "status" | "dueAtUtc">, timeZone: string): string {
  const due = receipt.dueAtUtc ? formatDate(receipt.dueAtUtc, timeZone) : null;
  switch (receipt.status) {
    case "succeeded":
      return SUCCEEDED[receipt.kind];
    case "pending":
      return "Processing";
    case "requires-action":
      return "Waiting for your bank's check";
    case "failed":
      return "Failed";
    case "scheduled":
      return due ? `Scheduled for ${due}` : "Scheduled";
    case "on-hold":
      return due ? `On hold until ${due}` : "On hold";
    case "reversed":
      return "Reversed";
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
export function receiptAmount(receipt: Pick<ReceiptDto, "kind" | "amount" | "currency"> & { booking?: ReceiptDto["booking"] }): AmountView {
  const money = formatMoney(Math.abs(receipt.amount), receipt.currency);
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
        note: asCredit > 0 ? `Money back, and ${formatMoney(asCredit, receipt.currency)} back as credit` : "Money back",
      };
    }
    case "transfer":
      return { text: `+${money}`, direction: "in", note: null };
    case "payout":
      return { text: money, direction: "neutral", note: "To your bank" };
  }
}

/** The platform fees inside a payment ("A$4.50"), or a dash where there are none. */
export const receiptFees = (receipt: Pick<ReceiptDto, "fees" | "currency">) =>
  receipt.fees > 0 ? formatMoney(receipt.fees, receipt.currency) : "—";

/** "Gift card for Rosa": what a payment without a booking bought. */
export const giftCardText = (giftCard: NonNullable<ReceiptDto["giftCard"]>) => `Gift card for ${giftCard.recipientName}`;

/** "Career chat with Maya", "Gift card for Rosa", or what a receipt without a booking is (a payout). */
export function receiptBookingText(receipt: Pick<ReceiptDto, "kind" | "booking" | "giftCard">): string {
  if (receipt.booking) return `${receipt.booking.cardTitle} with ${receipt.booking.otherName}`;
  if (receipt.giftCard) return giftCardText(receipt.giftCard);
  return receipt.kind === "payout" ? "Your earnings" : "—";
}

/** A refund's reason in words: the API sends words, or (older rows) one of the REFUND_REASONS codes. */
export function reasonText(reason: string | null): string | null {
  if (!reason) return null;
  return (REFUND_REASONS as Record<string, string>)[reason] ?? reason;
}

/** The heading of a receipt's reason: why money came back, what went wrong, or a plain note. */
export function reasonLabel(receipt: Pick<ReceiptDto, "kind" | "status">): string {
  if (receipt.status === "failed" || receipt.status === "reversed") return "What went wrong:";
  return receipt.kind === "refund" ? "Why it was refunded:" : "Note:";
}

/**
 * Who paid whom. A payment and a refund are the learner's (the viewer), with Kora holding the money for the
 * advisor; a transfer and a payout are the advisor's (the viewer).
 */
export function receiptParties(
  receipt: Pick<ReceiptDto, "kind" | "booking" | "giftCard">,
  myName: string,
): { paidBy: string; paidTo: string } {
  const other = receipt.booking?.otherName ?? "the advisor";
  switch (receipt.kind) {
    case "charge":
      return { paidBy: myName, paidTo: receipt.giftCard ? BRAND.name : `${BRAND.name}, for ${other}` };
    case "refund":
      return { paidBy: BRAND.name, paidTo: myName };
    case "transfer":
      return { paidBy: `${BRAND.name}, for ${other}'s session`, paidTo: myName };
    case "payout":
      return { paidBy: BRAND.name, paidTo: `${myName}'s bank account` };
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
export function receiptLines(receipt: Pick<ReceiptDto, "kind" | "amount" | "currency" | "booking" | "giftCard">): {
  lines: ReceiptLine[];
  total: ReceiptLine;
} {
  const money = (minor: number) => formatMoney(Math.abs(minor), receipt.currency);
  const booking = receipt.booking;
  const price = booking?.price;
  const sessionFee =
    booking && price ? { label: `Session fee (${formatDuration(booking.duration)})`, amount: money(price.advisorFee) } : null;
  switch (receipt.kind) {
    case "charge": {
      const lines: ReceiptLine[] = [];
      if (receipt.giftCard) lines.push({ label: giftCardText(receipt.giftCard), amount: money(receipt.amount) });
      if (sessionFee && price) {
        lines.push(sessionFee, { label: `Admin fee (${price.adminFeePercent}%)`, amount: money(price.adminFee) });
        if (price.privateCardFee > 0)
          lines.push({ label: `Private card fee (${price.privateCardFeePercent}%)`, amount: money(price.privateCardFee) });
        // Credit paid part: the card was charged the rest, which is this receipt's amount.
        if (booking && booking.credit > 0) {
          lines.push(
            { label: "Session total", amount: money(price.total) },
            { label: "Paid with credit", amount: `−${money(booking.credit)}` },
          );
          return { lines, total: { label: "Charged to your card", amount: money(receipt.amount) } };
        }
      }
      return { lines, total: { label: "Total", amount: money(receipt.amount) } };
    }
    case "refund": {
      // The rest of the refund went back as credit (refund-split.ts): listed, so the receipt adds up.
      const asCredit = booking && price ? refundSplit(booking.refunded, price.total, booking.credit).credit : 0;
      return {
        lines: [
          ...(price ? [{ label: "Paid for the session", amount: money(price.total) }] : []),
          ...(asCredit > 0 ? [{ label: "Back as credit", amount: `+${money(asCredit)}` }] : []),
        ],
        total: { label: "Refunded to your card", amount: `+${money(receipt.amount)}` },
      };
    }
    case "transfer":
      return { lines: sessionFee ? [sessionFee] : [], total: { label: "Advisor's amount", amount: money(receipt.amount) } };
    case "payout":
      return { lines: [], total: { label: "Paid out to your bank", amount: money(receipt.amount) } };
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
export function nextPaymentView(next: NonNullable<NextPaymentDto>, timeZone: string): NextPaymentView {
  const date = next.dueAtUtc ? formatDate(next.dueAtUtc, timeZone) : null;
  const base = { amount: formatMoney(next.amount, next.currency), currency: next.currency, cardTitle: next.cardTitle };
  if (next.kind === "action-required")
    return {
      ...base,
      due: date ? `Pay by ${date}` : "Due now",
      note: "Your bank asked you to confirm this payment. The booking is cancelled if it isn't paid in time.",
      payNowPath: bookingPath(next.bookingId),
    };
  return {
    ...base,
    due: date ? `Due ${date}` : "When the advisor confirms",
    note: "Charged to your default card when the advisor confirms the booking.",
    payNowPath: null,
  };
}

/** The receipts page from the address (`?page=2`): a whole number from 1, else 1. */
export function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
