import { useQuery } from "@tanstack/react-query";
import type { CreditAvailableDto } from "@kora/shared/contracts/credits.ts";
import { formatMoney } from "@kora/shared/domain/money/rates.ts";
import { Panel } from "../../ui/surface.tsx";
import { otherBalances } from "./credits-format.ts";
import { creditAvailableQuery } from "./credits.client.ts";
import styles from "./credits.module.css";
import { LoadFailed } from "../../ui/load-failed.tsx";

/** What credit can pay now, in the caller's currency, big; any held in another currency below it. */
export function BalancePanel() {
  const available = useQuery(creditAvailableQuery);
  return (
    <Panel aria-labelledby="balance-title" className={styles.panel}>
      <h2 id="balance-title" className={styles.sectionTitle}>
        Available now
      </h2>
      {available.isPending ? (
        <p className={styles.muted}>Loading your balance…</p>
      ) : available.isError ? (
        <LoadFailed what="balance" className={styles.muted} onRetry={() => void available.refetch()} />
      ) : (
        <Balance available={available.data} />
      )}
    </Panel>
  );
}

function Balance({ available }: { available: CreditAvailableDto }) {
  const others = otherBalances(available);
  return (
    <>
      <p className={styles.balance}>
        <span className={styles.balanceAmount}>{formatMoney(available.credit_available, available.currency)}</span>{" "}
        <span className={styles.balanceCurrency}>{available.currency}</span>
      </p>
      {others.length > 0 && (
        <div className={styles.others}>
          <p className={styles.muted}>Also held, for sessions priced in that currency:</p>
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
