import { useQuery } from "@tanstack/react-query";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { Panel } from "../../ui/surface.tsx";
import { nextPaymentView } from "./billing-format.ts";
import { nextPaymentQuery } from "./billing.client.ts";
import styles from "./billing.module.css";
import { EmptyState } from "../../ui/empty-state.tsx";

/** The billing page's first section: the soonest payment the learner owes or will owe, or a calm "nothing due". */
export function NextPaymentPanel({ timeZone }: { timeZone: string }) {
  const next = useQuery(nextPaymentQuery);
  const view = next.data ? nextPaymentView(next.data, timeZone) : null;
  return (
    <Panel aria-labelledby="next-payment-title">
      <h2 id="next-payment-title" className={styles.sectionTitle}>
        Next payment
      </h2>
      {next.isPending ? (
        <p className={styles.muted}>Loading…</p>
      ) : next.isError ? (
        <p className={styles.muted}>
          Your next payment couldn't be loaded.{" "}
          <Button size="small" variant="outline" onClick={() => void next.refetch()}>
            Try again
          </Button>
        </p>
      ) : !view ? (
        <EmptyState>Nothing to pay right now. When an advisor confirms a paid booking, the payment shows here.</EmptyState>
      ) : (
        <div className={styles.next}>
          <div className={styles.nextFacts}>
            <p className={styles.nextAmount}>
              {view.amount} <span className={styles.currency}>{view.currency}</span>
            </p>
            <p className={styles.nextFor}>For {view.cardTitle}</p>
            <p className={view.payNowPath ? styles.nextDueUrgent : styles.nextDue}>{view.due}</p>
            <p className={styles.muted}>{view.note}</p>
          </div>
          {view.payNowPath && <ButtonLink to={view.payNowPath}>Pay now</ButtonLink>}
        </div>
      )}
    </Panel>
  );
}
