import { DEFAULT_TIMEZONE } from "@kora/shared/constants.ts";
import { useMe } from "../../lib/session.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { NextPaymentPanel } from "./next-payment-panel.tsx";
import { PaymentCardsPanel } from "./payment-cards-panel.tsx";
import { ReceiptsPanel } from "./receipts-panel.tsx";
import styles from "./billing.module.css";

/** /my-kora/my-details/billing — what's due next, the saved payment cards, and every receipt. */
export function BillingPage() {
  usePageTitle("Billing");
  const { data: me } = useMe();
  const timeZone = me?.timezone ?? DEFAULT_TIMEZONE;
  return (
    <div className={styles.page}>
      <div>
        <h1>Billing</h1>
        <p className={styles.muted}>
          Cards you pay for sessions with, and receipts for every payment. You're only charged when an advisor confirms a booking.
        </p>
      </div>
      <NextPaymentPanel timeZone={timeZone} />
      <PaymentCardsPanel />
      <ReceiptsPanel timeZone={timeZone} />
    </div>
  );
}
