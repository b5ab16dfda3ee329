import { Link, useSearchParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import type { ReceiptDto } from "@kora/shared/contracts/payments.ts";
import { Panel } from "../../ui/surface.tsx";
import {
  formatDate,
  pageFromSearch,
  RECEIPT_KIND_LABELS,
  receiptAmount,
  receiptBookingText,
  receiptFees,
  receiptPath,
  receiptStatusLabel,
  STATUS_TONES,
} from "./billing-format.ts";
import { receiptsQuery } from "./billing.client.ts";
import styles from "./billing.module.css";
import { LoadFailed } from "../../ui/load-failed.tsx";
import { Pager } from "../../ui/pager.tsx";

/** Every payment, refund, transfer and payout, 10 a page, newest first; the page is kept in the address (`?page=2`). */
export function ReceiptsPanel({ timeZone }: { timeZone: string }) {
  const [params, setParams] = useSearchParams();
  const page = pageFromSearch(params.get("page"));
  const receipts = useQuery(receiptsQuery(page));
  const pages = receipts.data?.meta.pages ?? 1;

  const goTo = (next: number) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next <= 1) copy.delete("page");
        else copy.set("page", String(next));
        return copy;
      },
      { preventScrollReset: true },
    );

  return (
    <Panel aria-labelledby="receipts-title">
      <h2 id="receipts-title" className={styles.sectionTitle}>
        Receipts
      </h2>
      {receipts.isPending ? (
        <p className={styles.muted}>Loading your receipts…</p>
      ) : receipts.isError ? (
        <LoadFailed what="receipts" className={styles.muted} onRetry={() => void receipts.refetch()} />
      ) : receipts.data.data.length === 0 ? (
        <p className={styles.calm}>
          {page > 1 ? "There are no receipts on this page." : "No receipts yet. Payments, refunds and payouts show here once they happen."}
        </p>
      ) : (
        <table className={styles.receipts} aria-busy={receipts.isPlaceholderData || undefined}>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Booking</th>
              <th scope="col">Kind</th>
              <th scope="col" className={styles.numeric}>
                Amount
              </th>
              <th scope="col" className={styles.numeric}>
                Fees
              </th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className={styles.visuallyHidden}>Receipt</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {receipts.data.data.map((receipt) => (
              <ReceiptRow key={receipt.id} receipt={receipt} timeZone={timeZone} />
            ))}
          </tbody>
        </table>
      )}
      <Pager label="Receipt pages" className={styles.pager} page={page} pages={pages} onPage={goTo} previous="← Newer" next="Older →" />
    </Panel>
  );
}

function ReceiptRow({ receipt, timeZone }: { receipt: ReceiptDto; timeZone: string }) {
  const amount = receiptAmount(receipt);
  const kind = RECEIPT_KIND_LABELS[receipt.kind];
  const date = formatDate(receipt.createdAt, timeZone);
  return (
    <tr>
      <td data-label="Date" className={styles.dateCell}>
        {date}
      </td>
      <td data-label="Booking" className={styles.bookingCell}>
        {receiptBookingText(receipt)}
      </td>
      <td data-label="Kind">{kind}</td>
      <td data-label="Amount" className={styles.numeric}>
        <span className={amount.direction === "in" ? `${styles.amountValue} ${styles.amountIn}` : styles.amountValue}>
          {amount.text}
          {amount.note && <span className={styles.amountNote}>{amount.note}</span>}
        </span>
      </td>
      <td data-label="Fees" className={styles.numeric}>
        {receiptFees(receipt)}
      </td>
      <td data-label="Status">
        <span className={`${styles.status} ${styles[STATUS_TONES[receipt.status]]}`}>{receiptStatusLabel(receipt, timeZone)}</span>
      </td>
      <td className={styles.viewCell}>
        <Link to={receiptPath(receipt.id)} aria-label={`View ${kind.toLowerCase()} receipt, ${date}, ${amount.text}`}>
          View
        </Link>
      </td>
    </tr>
  );
}
