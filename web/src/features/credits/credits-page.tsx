import { DEFAULT_TIMEZONE } from "@kora/shared/constants.ts";
import { useMe } from "../../lib/session.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { PageHead } from "../../ui/page-head.tsx";
import { BalancePanel } from "./balance-panel.tsx";
import { CreditList } from "./credit-list.tsx";
import { RedeemVoucherForm } from "./redeem-voucher-form.tsx";
import styles from "./credits.module.css";
import { PageLayout } from "../../ui/page-layout.tsx";
import { creditsMessages } from "@kora/shared/i18n/messages/credits.ts";
import { useT } from "../../lib/i18n/use-t.ts";

/** /my-kora/more/credits — the balance, redeeming a voucher or gift card, and every credit with its history. */
export function CreditsPage() {
  const t = useT(creditsMessages);
  usePageTitle(t.t("page.title"));
  const { data: me } = useMe();
  const timeZone = me?.timezone ?? DEFAULT_TIMEZONE;
  return (
    <PageLayout width="medium">
      <PageHead title={t.t("page.title")}>{t.t("page.lead")}</PageHead>
      <div className={styles.top}>
        <BalancePanel />
        <RedeemVoucherForm />
      </div>
      <CreditList timeZone={timeZone} />
    </PageLayout>
  );
}
