import { useEffect } from "react";
import { Link, useParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { appPath } from "@kora/shared/brand.ts";
import { DEFAULT_TIMEZONE } from "@kora/shared/constants.ts";
import type { ReceiptDto } from "@kora/shared/contracts/payments.ts";
import { formatDuration } from "@kora/shared/domain/format/text.ts";
import { ErrorContent } from "../../app/errors/error-page.tsx";
import { isApiError } from "../../lib/api-client.ts";
import { formatDateTime } from "../../lib/format.ts";
import { useMe } from "../../lib/session.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { Button } from "../../ui/button.tsx";
import { Logo } from "../../ui/logo.tsx";
import { PageLoader } from "../../ui/page-loader.tsx";
import { Panel } from "../../ui/surface.tsx";
import {
  giftCardText,
  RECEIPT_KIND_LABELS,
  reasonLabel,
  reasonText,
  receiptLines,
  receiptParties,
  receiptStatusLabel,
  STATUS_TONES,
} from "./billing-format.ts";
import { receiptQuery } from "./billing.client.ts";
import billing from "./billing.module.css";
import styles from "./receipt.module.css";

const BILLING_PATH = appPath("my-details/billing");

/**
 * While the receipt is on screen, printing shows the receipt alone: the print rule in receipt.module.css is
 * keyed to this attribute, since the stylesheet itself stays in the document after leaving the page.
 */
function usePrintOnlyReceipt() {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.printOnly = "receipt";
    return () => {
      delete root.dataset.printOnly;
    };
  }, []);
}

/** /my-kora/my-details/billing/receipts/:id — one receipt, printable. Someone else's is a 404 from the API: the not-found page. */
export function ReceiptPage() {
  const { id = "" } = useParams();
  const receipt = useQuery(receiptQuery(id));
  const { data: me } = useMe();
  const status = isApiError(receipt.error) ? receipt.error.status : null;
  const missing = status === 404 || status === 403;
  usePageTitle(receipt.data ? `Receipt ${receipt.data.id}` : missing ? "Page not found" : "Receipt");

  if (receipt.isPending) return <PageLoader />;
  if (receipt.isError) {
    if (missing) return <ErrorContent kind={404} />;
    return (
      <Panel className={styles.failed}>
        <h1>We couldn't load this receipt</h1>
        <p className={billing.muted}>{receipt.error.message}</p>
        <div className={billing.inlineActions}>
          <Button onClick={() => void receipt.refetch()}>Try again</Button>
          <Link to={BILLING_PATH}>Back to billing</Link>
        </div>
      </Panel>
    );
  }
  return <Receipt receipt={receipt.data} myName={me?.fullName ?? "You"} timeZone={me?.timezone ?? DEFAULT_TIMEZONE} />;
}

function Receipt({ receipt, myName, timeZone }: { receipt: ReceiptDto; myName: string; timeZone: string }) {
  usePrintOnlyReceipt();
  const kind = RECEIPT_KIND_LABELS[receipt.kind];
  const parties = receiptParties(receipt, myName);
  const { lines, total } = receiptLines(receipt);
  const reason = reasonText(receipt.reason);
  const booking = receipt.booking;

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <Link to={BILLING_PATH} className={styles.back}>
          ← Billing
        </Link>
        <Button variant="outline" onClick={() => window.print()}>
          Print
        </Button>
      </div>
      <article className={styles.receipt} aria-labelledby="receipt-title">
        <div className={styles.head}>
          <Logo size={28} />
          <div className={styles.headText}>
            <h1 id="receipt-title">{kind} receipt</h1>
            <p className="small">
              Receipt number <span className={styles.number}>{receipt.id}</span>
            </p>
          </div>
        </div>

        <dl className={styles.facts}>
          <div>
            <dt>Date</dt>
            <dd>{formatDateTime(receipt.createdAt, timeZone)}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              <span className={`${billing.status} ${billing[STATUS_TONES[receipt.status]]}`}>{receiptStatusLabel(receipt, timeZone)}</span>
            </dd>
          </div>
          <div>
            <dt>Paid by</dt>
            <dd>{parties.paidBy}</dd>
          </div>
          <div>
            <dt>Paid to</dt>
            <dd>{parties.paidTo}</dd>
          </div>
          {receipt.giftCard && (
            <div>
              <dt>For</dt>
              <dd>{giftCardText(receipt.giftCard)}</dd>
            </div>
          )}
          {booking && (
            <>
              <div>
                <dt>Booking</dt>
                <dd>
                  {booking.cardTitle}, with {booking.otherName}
                </dd>
              </div>
              <div>
                <dt>Session</dt>
                <dd>
                  {booking.bookingTimeUtc ? formatDateTime(booking.bookingTimeUtc, timeZone) : "Time not set"} ·{" "}
                  <span className={styles.nowrap}>{formatDuration(booking.duration)}</span>
                </dd>
              </div>
            </>
          )}
        </dl>

        <table className={styles.breakdown}>
          <caption className={billing.visuallyHidden}>Breakdown</caption>
          <tbody>
            {lines.map((line) => (
              <tr key={line.label}>
                <th scope="row">{line.label}</th>
                <td>{line.amount}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{total.label}</th>
              <td>{total.amount}</td>
            </tr>
          </tfoot>
        </table>

        {reason && (
          <p className={styles.reason}>
            <strong>{reasonLabel(receipt)}</strong> {reason}
          </p>
        )}
        <p className={styles.smallPrint}>
          Amounts in {receipt.currency}. Times in {timeZone.replace(/_/g, " ")}.
        </p>
      </article>
    </div>
  );
}
