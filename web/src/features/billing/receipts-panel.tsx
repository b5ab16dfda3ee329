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
import { Cell, ResponsiveTable } from "../../ui/responsive-table.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";

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
        <EmptyState>
          {page > 1 ? "There are no receipts on this page." : "No receipts yet. Payments, refunds and payouts show here once they happen."}
        </EmptyState>
      ) : (
        <ResponsiveTable
          columns={[
            { label: "Date" },
            { label: "Booking" },
            { label: "Kind" },
            { label: "Amount", numeric: true },
            { label: "Fees", numeric: true },
            { label: "Status" },
            { label: "Receipt", hidden: true },
          ]}
          busy={receipts.isPlaceholderData}
        >
          {receipts.data.data.map((receipt) => (
            <ReceiptRow key={receipt.id} receipt={receipt} timeZone={timeZone} />
          ))}
        </ResponsiveTable>
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
      <Cell label="Date" className={styles.dateCell}>
        {date}
      </Cell>
      <Cell label="Booking" className={styles.bookingCell}>
        {receiptBookingText(receipt)}
      </Cell>
      <Cell label="Kind">{kind}</Cell>
      <Cell label="Amount" numeric>
        <span className={amount.direction === "in" ? `${styles.amountValue} ${styles.amountIn}` : styles.amountValue}>
          {amount.text}
          {amount.note && <span className={styles.amountNote}>{amount.note}</span>}
        </span>
      </Cell>
      <Cell label="Fees" numeric>
        {receiptFees(receipt)}
      </Cell>
      <Cell label="Status">
        <span className={`${styles.status} ${styles[STATUS_TONES[receipt.status]]}`}>{receiptStatusLabel(receipt, timeZone)}</span>
      </Cell>
      <Cell className={styles.viewCell}>
        <Link to={receiptPath(receipt.id)} aria-label={`View ${kind.toLowerCase()} receipt, ${date}, ${amount.text}`}>
          View
        </Link>
      </Cell>
    </tr>
  );
}
