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
import { giftCardText, reasonLabel, reasonText, receiptLines, receiptParties, receiptStatusLabel, STATUS_TONES } from "./billing-format.ts";
import { receiptQuery } from "./billing.client.ts";
import billing from "./billing.module.css";
import styles from "./receipt.module.css";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { billingMessages } from "@kora/shared/i18n/messages/billing.ts";
import { useT } from "../../lib/i18n/use-t.ts";

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
  const t = useT(billingMessages);
  const { id = "" } = useParams();
  const receipt = useQuery(receiptQuery(id));
  const { data: me } = useMe();
  const status = isApiError(receipt.error) ? receipt.error.status : null;
  const missing = status === 404 || status === 403;
  usePageTitle(
    receipt.data ? t.t("receipt.pageTitleOf", { id: receipt.data.id }) : missing ? t.t("receipt.notFound") : t.t("receipt.pageTitle"),
  );

  if (receipt.isPending) return <PageLoader />;
  if (receipt.isError) {
    if (missing) return <ErrorContent kind={404} />;
    return (
      <Panel className={styles.failed}>
        <h1>{t.t("receipt.failed")}</h1>
        <p className={billing.muted}>{receipt.error.message}</p>
        <div className={billing.inlineActions}>
          <Button onClick={() => void receipt.refetch()}>{t.t("tryAgain")}</Button>
          <Link to={BILLING_PATH}>{t.t("receipt.backToBilling")}</Link>
        </div>
      </Panel>
    );
  }
  return <Receipt receipt={receipt.data} myName={me?.fullName ?? t.t("receipt.you")} timeZone={me?.timezone ?? DEFAULT_TIMEZONE} />;
}

function Receipt({ receipt, myName, timeZone }: { receipt: ReceiptDto; myName: string; timeZone: string }) {
  usePrintOnlyReceipt();
  const t = useT(billingMessages);
  const locale = useLocale();
  const parties = receiptParties(receipt, myName, t);
  const { lines, total } = receiptLines(receipt, t);
  const reason = reasonText(receipt.reason, t);
  const booking = receipt.booking;

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <Link to={BILLING_PATH} className={styles.back}>
          {t.t("receipt.back")}
        </Link>
        <Button variant="outline" onClick={() => window.print()}>
          {t.t("receipt.print")}
        </Button>
      </div>
      <article className={styles.receipt} aria-labelledby="receipt-title">
        <div className={styles.head}>
          <Logo size={28} />
          <div className={styles.headText}>
            <h1 id="receipt-title">{t.t("receipt.title", { kind: receipt.kind })}</h1>
            <p className="small">
              {t.rich("receipt.number", {
                id: receipt.id,
                number: (chunks) => (
                  <span key="number" className={styles.number}>
                    {chunks}
                  </span>
                ),
              })}
            </p>
          </div>
        </div>

        <dl className={styles.facts}>
          <div>
            <dt>{t.t("receipt.date")}</dt>
            <dd>{formatDateTime(receipt.createdAt, timeZone, locale)}</dd>
          </div>
          <div>
            <dt>{t.t("receipt.status")}</dt>
            <dd>
              <span className={`${billing.status} ${billing[STATUS_TONES[receipt.status]]}`}>
                {receiptStatusLabel(receipt, timeZone, t)}
              </span>
            </dd>
          </div>
          <div>
            <dt>{t.t("receipt.paidBy")}</dt>
            <dd>{parties.paidBy}</dd>
          </div>
          <div>
            <dt>{t.t("receipt.paidTo")}</dt>
            <dd>{parties.paidTo}</dd>
          </div>
          {receipt.giftCard && (
            <div>
              <dt>{t.t("receipt.for")}</dt>
              <dd>{giftCardText(receipt.giftCard, t)}</dd>
            </div>
          )}
          {booking && (
            <>
              <div>
                <dt>{t.t("receipt.booking")}</dt>
                <dd>{t.t("receipt.bookingWith", { card: booking.cardTitle, name: booking.otherName })}</dd>
              </div>
              <div>
                <dt>{t.t("receipt.session")}</dt>
                <dd>
                  {booking.bookingTimeUtc ? formatDateTime(booking.bookingTimeUtc, timeZone, locale) : t.t("receipt.timeNotSet")} ·{" "}
                  <span className={styles.nowrap}>{formatDuration(booking.duration, locale)}</span>
                </dd>
              </div>
            </>
          )}
        </dl>

        <table className={styles.breakdown}>
          <caption className={billing.visuallyHidden}>{t.t("receipt.breakdown")}</caption>
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
            <strong>{reasonLabel(receipt, t)}</strong> {reason}
          </p>
        )}
        <p className={styles.smallPrint}>{t.t("receipt.smallPrint", { currency: receipt.currency, zone: timeZone.replace(/_/g, " ") })}</p>
      </article>
    </div>
  );
}
