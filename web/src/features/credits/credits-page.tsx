import { DEFAULT_TIMEZONE } from "@kora/shared/constants.ts";
import { useMe } from "../../lib/session.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { PageHead } from "../../ui/page-head.tsx";
import { BalancePanel } from "./balance-panel.tsx";
import { CreditList } from "./credit-list.tsx";
import { RedeemVoucherForm } from "./redeem-voucher-form.tsx";
import styles from "./credits.module.css";
import { PageLayout } from "../../ui/page-layout.tsx";

/** /my-kora/more/credits — the balance, redeeming a voucher or gift card, and every credit with its history. */
export function CreditsPage() {
  usePageTitle("Credits");
  const { data: me } = useMe();
  const timeZone = me?.timezone ?? DEFAULT_TIMEZONE;
  return (
    <PageLayout width="medium">
      <PageHead title="Credits">
        Credit pays for sessions before your card: at confirmation, the soonest-expiring credit first. Credit in another currency than the
        session's isn't used.
      </PageHead>
      <div className={styles.top}>
        <BalancePanel />
        <RedeemVoucherForm />
      </div>
      <CreditList timeZone={timeZone} />
    </PageLayout>
  );
}
