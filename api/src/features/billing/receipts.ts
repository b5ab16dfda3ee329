import type { ReceiptDto } from "@kora/shared/contracts/payments.ts";
import type { PriceBreakdown } from "@kora/shared/domain/money/fees.ts";
import type { ReceiptRow } from "./receipts.read-model.ts";

/** Receipts as the API shows them (core §7 me/receipts), and the earnings CSV: pure shaping of receipt rows. */

export const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function toReceipt(row: ReceiptRow): ReceiptDto {
  const due =
    row.kind === "transfer" ? row.due_at_ms : row.kind === "charge" && row.status === "requires-action" ? row.payment_due_ms : null;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    fees: row.kind === "charge" ? row.fees : 0,
    reason: row.reason,
    dueAtUtc: iso(due ?? null),
    booking:
      row.booking_id && row.price
        ? {
            id: row.booking_id,
            cardTitle: row.card_title ?? "",
            otherName: `${row.other_first ?? ""} ${row.other_last ?? ""}`.trim(),
            bookingTimeUtc: iso(row.start_ms ?? null),
            duration: row.duration ?? 0,
            price: JSON.parse(row.price) as PriceBreakdown,
            credit: row.credit_minor ?? 0,
            refunded: row.refunded_minor ?? 0,
          }
        : null,
    giftCard: row.gift_card_id ? { id: row.gift_card_id, recipientName: row.gift_recipient ?? "" } : null,
    createdAt: row.created_at,
  };
}

const cell = (value: string | number | null) => {
  const text = value === null ? "" : String(value);
  // Quoted, doubled quotes; a leading = + - @ is defused so a spreadsheet never runs it as a formula.
  return `"${(/^[=+\-@]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
};

/** The advisor's transfers and payouts as CSV, one line each, amounts in major units. */
export function earningsCsvOf(rows: ReceiptRow[]): string {
  const header = ["Date", "Type", "Status", "Amount", "Currency", "Due", "Booking", "Session", "Learner", "Session start (UTC)"];
  const lines = rows.map((row) => {
    const r = toReceipt(row);
    return [
      r.createdAt,
      r.kind,
      r.status,
      (r.amount / 100).toFixed(2),
      r.currency,
      r.dueAtUtc,
      r.booking?.id ?? null,
      r.booking?.cardTitle ?? null,
      r.booking?.otherName ?? null,
      r.booking?.bookingTimeUtc ?? null,
    ]
      .map(cell)
      .join(",");
  });
  return `${[header.map(cell).join(","), ...lines].join("\r\n")}\r\n`;
}
