import { defineReadTask } from "../../db/read-task.ts";
import { type Page, pageMeta } from "../../http/pagination.ts";
import { earningsRows, receiptsPage } from "./receipts.read-model.ts";
import { earningsCsvOf, toReceipt } from "./receipts.ts";

/**
 * Receipts and the earnings CSV as read tasks (db/read-task.ts): the rows and their shaping run on a
 * reader worker in the server, so an advisor with thousands of transfers holds up no one. Both read
 * only the caller's own rows (`userId` is the signed-in caller).
 */

/** `GET /api/me/receipts`'s JSON body: one page and its meta. */
export const receiptsPageTask = defineReadTask("billing.receipts", async (db, { userId, page }: { userId: string; page: Page }) => {
  const { rows, total } = await receiptsPage(db, userId, page);
  return JSON.stringify({ data: rows.map(toReceipt), meta: pageMeta(total, page) });
});

/** `GET /api/me/earnings.csv`'s file. */
export const earningsCsvTask = defineReadTask("billing.earnings-csv", async (db, { userId }: { userId: string }) =>
  earningsCsvOf(await earningsRows(db, userId)),
);
