import { useQuery } from "@tanstack/react-query";
import type { CreditAvailableDto } from "@kora/shared/contracts/credits.ts";
import { formatMoney } from "@kora/shared/domain/money/rates.ts";
import { Panel } from "../../ui/surface.tsx";
import { otherBalances } from "./credits-format.ts";
import { creditAvailableQuery } from "./credits.client.ts";
import styles from "./credits.module.css";
import { LoadFailed } from "../../ui/load-failed.tsx";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { creditsMessages } from "@kora/shared/i18n/messages/credits.ts";
import { useT } from "../../lib/i18n/use-t.ts";

/** What credit can pay now, in the caller's currency, big; any held in another currency below it. */
export function BalancePanel() {
  const t = useT(creditsMessages);
  const available = useQuery(creditAvailableQuery);
  return (
    <Panel aria-labelledby="balance-title" className={styles.panel}>
      <h2 id="balance-title" className={styles.sectionTitle}>
        {t.t("balance.title")}
      </h2>
      {available.isPending ? (
        <p className={styles.muted}>{t.t("balance.loading")}</p>
      ) : available.isError ? (
        <LoadFailed message={t.t("balance.loadFailed")} className={styles.muted} onRetry={() => void available.refetch()} />
      ) : (
        <Balance available={available.data} />
      )}
    </Panel>
  );
}

function Balance({ available }: { available: CreditAvailableDto }) {
  const t = useT(creditsMessages);
  const locale = useLocale();
  const others = otherBalances(available, locale);
  return (
    <>
      <p className={styles.balance}>
        <span className={styles.balanceAmount}>{formatMoney(available.credit_available, available.currency, locale)}</span>{" "}
        <span className={styles.balanceCurrency}>{available.currency}</span>
      </p>
      {others.length > 0 && (
        <div className={styles.others}>
          <p className={styles.muted}>{t.t("balance.others")}</p>
          <ul className={styles.otherList}>
            {others.map((balance) => (
              <li key={balance.currency}>
                {balance.text} <span className={styles.balanceCurrency}>{balance.currency}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
