import type { NextPaymentDto, ReceiptDto } from "@kora/shared/contracts/payments.ts";
import type { PriceBreakdown } from "@kora/shared/domain/money/fees.ts";
import { notFound } from "../../http/app-error.ts";
import type { Page } from "../../http/pagination.ts";
import type { Services } from "../../services.ts";
import type { UserRow } from "../users/users.table.ts";
import { earningsCsvTask, receiptsPageTask } from "./billing.task.ts";
import { findReceipt, owedBookings } from "./receipts.read-model.ts";
import { iso, toReceipt } from "./receipts.ts";

export { handleWebhook } from "./webhooks.ts";
export { reconcileJob, scheduleReconciliation } from "./reconcile.ts";

/** `GET /api/me/receipts` as its JSON body: a page of the caller's money movements, newest first (on the reader pool). */
export function receiptsBody(services: Pick<Services, "reads">, user: UserRow, page: Page): Promise<string> {
  return services.reads.run(receiptsPageTask, { userId: user.id, page });
}

/** `GET /api/me/receipts/{id}`: one of the caller's; anyone else's is not found. */
export async function receiptOf(services: Pick<Services, "db">, user: UserRow, id: string): Promise<ReceiptDto> {
  const row = await findReceipt(services.db, user.id, id);
  if (!row) throw notFound();
  return toReceipt(row);
}

/** `GET /api/me/next-payment`: an unpaid confirmed booking first, else the paid request charged when confirmed. */
export async function nextPayment(services: Pick<Services, "db">, user: UserRow): Promise<NextPaymentDto> {
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

/** `GET /api/me/earnings.csv`: the advisor's transfers and payouts (billing.task.ts, on the reader pool). */
export function earningsCsv(services: Pick<Services, "reads">, user: UserRow): Promise<string> {
  return services.reads.run(earningsCsvTask, { userId: user.id });
}
