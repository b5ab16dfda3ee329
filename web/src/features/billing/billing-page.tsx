import { DEFAULT_TIMEZONE } from "@kora/shared/constants.ts";
import { useMe } from "../../lib/session.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { NextPaymentPanel } from "./next-payment-panel.tsx";
import { PaymentCardsPanel } from "./payment-cards-panel.tsx";
import { ReceiptsPanel } from "./receipts-panel.tsx";
import { PageLayout } from "../../ui/page-layout.tsx";
import { PageHead } from "../../ui/page-head.tsx";

/** /my-kora/my-details/billing — what's due next, the saved payment cards, and every receipt. */
export function BillingPage() {
  usePageTitle("Billing");
  const { data: me } = useMe();
  const timeZone = me?.timezone ?? DEFAULT_TIMEZONE;
  return (
    <PageLayout width="medium">
      <PageHead title="Billing">
        Cards you pay for sessions with, and receipts for every payment. You're only charged when an advisor confirms a booking.
      </PageHead>
      <NextPaymentPanel timeZone={timeZone} />
      <PaymentCardsPanel />
      <ReceiptsPanel timeZone={timeZone} />
    </PageLayout>
  );
}
