import { useQuery } from "@tanstack/react-query";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { Panel } from "../../ui/surface.tsx";
import { nextPaymentView } from "./billing-format.ts";
import { nextPaymentQuery } from "./billing.client.ts";
import styles from "./billing.module.css";
import { EmptyState } from "../../ui/empty-state.tsx";
import { billingMessages } from "@kora/shared/i18n/messages/billing.ts";
import { useT } from "../../lib/i18n/use-t.ts";

/** The billing page's first section: the soonest payment the learner owes or will owe, or a calm "nothing due". */
export function NextPaymentPanel({ timeZone }: { timeZone: string }) {
  const t = useT(billingMessages);
  const next = useQuery(nextPaymentQuery);
  const view = next.data ? nextPaymentView(next.data, timeZone, t) : null;
  return (
    <Panel aria-labelledby="next-payment-title">
      <h2 id="next-payment-title" className={styles.sectionTitle}>
        {t.t("next.title")}
      </h2>
      {next.isPending ? (
        <p className={styles.muted}>{t.t("next.loading")}</p>
      ) : next.isError ? (
        <p className={styles.muted}>
          {t.t("next.failed")}{" "}
          <Button size="small" variant="outline" onClick={() => void next.refetch()}>
            {t.t("tryAgain")}
          </Button>
        </p>
      ) : !view ? (
        <EmptyState>{t.t("next.none")}</EmptyState>
      ) : (
        <div className={styles.next}>
          <div className={styles.nextFacts}>
            <p className={styles.nextAmount}>
              {view.amount} <span className={styles.currency}>{view.currency}</span>
            </p>
            <p className={styles.nextFor}>{t.t("next.for", { card: view.cardTitle })}</p>
            <p className={view.payNowPath ? styles.nextDueUrgent : styles.nextDue}>{view.due}</p>
            <p className={styles.muted}>{view.note}</p>
          </div>
          {view.payNowPath && <ButtonLink to={view.payNowPath}>{t.t("next.payNow")}</ButtonLink>}
        </div>
      )}
    </Panel>
  );
}
