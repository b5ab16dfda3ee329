import { useState } from "react";
import type { PlanDto } from "@kora/shared/contracts/plans.ts";
import { PLANS } from "@kora/shared/domain/plans/plans.ts";
import { isApiError } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { Panel } from "../../ui/surface.tsx";
import { basicFeeClause, planPoints, planPriceText, plusCta, subscriptionLine } from "./plan-format.ts";
import { downgradeFrom, subscribeTo } from "./plans.client.ts";
import { ProRequestForm } from "./pro-request-form.tsx";
import styles from "./plans.module.css";

const downgradeText = (plan: PlanDto, advises: boolean) =>
  `${plan.name} ends now and the rest of this period isn't refunded. Meetings go back to ${PLANS.basic.meetingSize} people${advises ? "," : " and"} people can no longer download your recordings${basicFeeClause(advises)}.`;

/** One plan: what it gives, its price, the caller's state on it, and what they can do about it. */
export function PlanCard({ plan, timeZone, onBasic, advises }: { plan: PlanDto; timeZone: string; onBasic: boolean; advises: boolean }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const line = subscriptionLine(plan, timeZone);
  const act = async (run: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      await run();
      toast.success(done);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : "Something went wrong. Please try again.");
    } finally {
      setBusy(false);
    }
  };
  const paidPlan = plan.id === "plus" || plan.id === "pro" ? plan.id : null;

  return (
    <Panel className={`${styles.plan} ${plan.current ? styles.current : ""}`} aria-labelledby={`plan-${plan.id}`}>
      <div className={styles.planHead}>
        <h2 id={`plan-${plan.id}`}>{plan.name}</h2>
        {plan.current && <span className={styles.tag}>Your plan</span>}
      </div>
      <p className={styles.price}>{planPriceText(plan)}</p>
      <ul className={styles.points}>
        {planPoints(plan, advises).map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      {line && (
        <p className={plan.subscription?.status === "past_due" ? styles.warning : styles.state} role="status">
          {line}
        </p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        {plan.id === "basic" && plan.current && <p className={styles.small}>Every account starts here, free.</p>}
        {plan.id === "plus" && !plan.subscription && (
          <Button
            busy={busy}
            onClick={() =>
              void act(() => subscribeTo("plus"), plan.trialAvailable ? "Your free month of Plus has started." : "You're on Plus.")
            }
          >
            {plusCta(plan)}
          </Button>
        )}
        {plan.id === "pro" && !plan.subscription && <ProRequestForm request={plan.request} onBasic={onBasic} />}
        {paidPlan && plan.subscription && (
          <Button variant="outline" busy={busy} onClick={() => setConfirming(true)}>
            Downgrade to Basic
          </Button>
        )}
      </div>
      {paidPlan && (
        <ConfirmDialog
          open={confirming}
          title="Move to Basic now?"
          message={downgradeText(plan, advises)}
          confirmLabel="Downgrade now"
          cancelLabel={`Keep ${plan.name}`}
          tone="danger"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void act(() => downgradeFrom(paidPlan), "You're on Basic now.");
          }}
        />
      )}
    </Panel>
  );
}
