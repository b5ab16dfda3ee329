import { Link, useSearchParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import type { ReceiptDto } from "@kora/shared/contracts/payments.ts";
import { Panel } from "../../ui/surface.tsx";
import {
  formatDate,
  pageFromSearch,
  receiptAmount,
  receiptKindLabel,
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
import { useLocale } from "../../lib/i18n/locale.tsx";
import { billingMessages } from "@kora/shared/i18n/messages/billing.ts";
import { useT } from "../../lib/i18n/use-t.ts";

/** Every payment, refund, transfer and payout, 10 a page, newest first; the page is kept in the address (`?page=2`). */
export function ReceiptsPanel({ timeZone }: { timeZone: string }) {
  const t = useT(billingMessages);
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
        {t.t("receipts.title")}
      </h2>
      {receipts.isPending ? (
        <p className={styles.muted}>{t.t("receipts.loading")}</p>
      ) : receipts.isError ? (
        <LoadFailed message={t.t("receipts.loadFailed")} className={styles.muted} onRetry={() => void receipts.refetch()} />
      ) : receipts.data.data.length === 0 ? (
        <EmptyState>{page > 1 ? t.t("receipts.noneOnPage") : t.t("receipts.none")}</EmptyState>
      ) : (
        <ResponsiveTable
          columns={[
            { label: t.t("column.date") },
            { label: t.t("column.booking") },
            { label: t.t("column.kind") },
            { label: t.t("column.amount"), numeric: true },
            { label: t.t("column.fees"), numeric: true },
            { label: t.t("column.status") },
            { label: t.t("column.receipt"), hidden: true },
          ]}
          busy={receipts.isPlaceholderData}
        >
          {receipts.data.data.map((receipt) => (
            <ReceiptRow key={receipt.id} receipt={receipt} timeZone={timeZone} />
          ))}
        </ResponsiveTable>
      )}
      <Pager
        label={t.t("receipts.pages")}
        className={styles.pager}
        page={page}
        pages={pages}
        onPage={goTo}
        previous={t.t("receipts.newer")}
        next={t.t("receipts.older")}
      />
    </Panel>
  );
}

function ReceiptRow({ receipt, timeZone }: { receipt: ReceiptDto; timeZone: string }) {
  const t = useT(billingMessages);
  const locale = useLocale();
  const amount = receiptAmount(receipt, t);
  const kind = receiptKindLabel(receipt.kind, t);
  const date = formatDate(receipt.createdAt, timeZone, locale);
  return (
    <tr>
      <Cell label={t.t("column.date")} className={styles.dateCell}>
        {date}
      </Cell>
      <Cell label={t.t("column.booking")} className={styles.bookingCell}>
        {receiptBookingText(receipt, t)}
      </Cell>
      <Cell label={t.t("column.kind")}>{kind}</Cell>
      <Cell label={t.t("column.amount")} numeric>
        <span className={amount.direction === "in" ? `${styles.amountValue} ${styles.amountIn}` : styles.amountValue}>
          {amount.text}
          {amount.note && <span className={styles.amountNote}>{amount.note}</span>}
        </span>
      </Cell>
      <Cell label={t.t("column.fees")} numeric>
        {receiptFees(receipt, locale)}
      </Cell>
      <Cell label={t.t("column.status")}>
        <span className={`${styles.status} ${styles[STATUS_TONES[receipt.status]]}`}>{receiptStatusLabel(receipt, timeZone, t)}</span>
      </Cell>
      <Cell className={styles.viewCell}>
        <Link to={receiptPath(receipt.id)} aria-label={t.t("receipts.viewLabel", { kind: receipt.kind, date, amount: amount.text })}>
          {t.t("receipts.view")}
        </Link>
      </Cell>
    </tr>
  );
}
