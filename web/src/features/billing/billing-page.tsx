import { DEFAULT_TIMEZONE } from "@kora/shared/constants.ts";
import { useMe } from "../../lib/session.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { NextPaymentPanel } from "./next-payment-panel.tsx";
import { PaymentCardsPanel } from "./payment-cards-panel.tsx";
import { ReceiptsPanel } from "./receipts-panel.tsx";
import { PageLayout } from "../../ui/page-layout.tsx";
import { PageHead } from "../../ui/page-head.tsx";
import { billingMessages } from "@kora/shared/i18n/messages/billing.ts";
import { useT } from "../../lib/i18n/use-t.ts";

/** /my-kora/my-details/billing — what's due next, the saved payment cards, and every receipt. */
export function BillingPage() {
  const t = useT(billingMessages);
  usePageTitle(t.t("page.title"));
  const { data: me } = useMe();
  const timeZone = me?.timezone ?? DEFAULT_TIMEZONE;
  return (
    <PageLayout width="medium">
      <PageHead title={t.t("page.title")}>{t.t("page.lead")}</PageHead>
      <NextPaymentPanel timeZone={timeZone} />
      <PaymentCardsPanel />
      <ReceiptsPanel timeZone={timeZone} />
    </PageLayout>
  );
}
