import type { NextPaymentDto, ReceiptDto } from "@kora/shared/contracts/payments.ts";
import type { PriceBreakdown } from "@kora/shared/domain/money/fees.ts";
import { notFound } from "../../http/app-error.ts";
import type { Page } from "../../http/pagination.ts";
import type { Services } from "../../services.ts";
import type { UserRow } from "../users/users.table.ts";
import { earningsRows, findReceipt, owedBookings, type ReceiptRow, receiptsPage } from "./receipts.read-model.ts";

export { handleWebhook } from "./webhooks.ts";
export { reconcileJob, scheduleReconciliation } from "./reconcile.ts";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function toReceipt(row: ReceiptRow): ReceiptDto {
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
          }
        : null,
    giftCard: row.gift_card_id ? { id: row.gift_card_id, recipientName: row.gift_recipient ?? "" } : null,
    createdAt: row.created_at,
  };
}

/** `GET /api/me/receipts`: every charge, refund, transfer and payout of the caller, newest first. */
export async function listReceipts(services: Services, user: UserRow, page: Page) {
  const { rows, total } = await receiptsPage(services.db, user.id, page);
  return { data: rows.map(toReceipt), total };
}

/** `GET /api/me/receipts/{id}`: one of the caller's; anyone else's is not found. */
export async function receiptOf(services: Services, user: UserRow, id: string): Promise<ReceiptDto> {
  const row = await findReceipt(services.db, user.id, id);
  if (!row) throw notFound();
  return toReceipt(row);
}

/** `GET /api/me/next-payment`: an unpaid confirmed booking first, else the paid request charged when confirmed. */
export async function nextPayment(services: Services, user: UserRow): Promise<NextPaymentDto> {
  const row = await owedBookings(services.db, user.id);
  if (!row) return null;
  const price = JSON.parse(row.price) as PriceBreakdown;
  const owedNow = row.status === "confirmed";
  return {
    // Owed now: what the credit didn't cover. At confirmation, credit then held pays first.
    amount: owedNow ? price.total - row.credit_minor : price.total,
    currency: price.currency,
    kind: owedNow ? "action-required" : "on-confirmation",
    dueAtUtc: iso(owedNow ? row.payment_due_ms : null),
    bookingId: row.id,
    cardTitle: row.title,
  };
}

const cell = (value: string | number | null) => {
  const text = value === null ? "" : String(value);
  // Quoted, doubled quotes; a leading = + - @ is defused so a spreadsheet never runs it as a formula.
  return `"${(/^[=+\-@]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
};

/** `GET /api/me/earnings.csv`: the advisor's transfers and payouts, one line each, amounts in major units. */
export async function earningsCsv(services: Services, user: UserRow): Promise<string> {
  const header = ["Date", "Type", "Status", "Amount", "Currency", "Due", "Booking", "Session", "Learner", "Session start (UTC)"];
  const lines = (await earningsRows(services.db, user.id)).map((row) => {
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
