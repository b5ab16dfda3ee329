import { useState } from "react";
import type { PlanDto } from "@kora/shared/contracts/plans.ts";
import { PLANS } from "@kora/shared/domain/plans/plans.ts";
import { isApiError } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { Panel } from "../../ui/surface.tsx";
import { type PlansT, planPoints, planPriceText, plusCta, subscriptionLine } from "./plan-format.ts";
import { downgradeFrom, subscribeTo } from "./plans.client.ts";
import { ProRequestForm } from "./pro-request-form.tsx";
import styles from "./plans.module.css";
import { plansMessages } from "@kora/shared/i18n/messages/plans.ts";
import { useT } from "../../lib/i18n/use-t.ts";

const downgradeText = (t: PlansT, plan: PlanDto, advises: boolean) =>
  t.t(advises ? "downgrade.messageAdvisor" : "downgrade.message", { plan: plan.name, size: PLANS.basic.meetingSize });

/** One plan: what it gives, its price, the caller's state on it, and what they can do about it. */
export function PlanCard({ plan, timeZone, onBasic, advises }: { plan: PlanDto; timeZone: string; onBasic: boolean; advises: boolean }) {
  const t = useT(plansMessages);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const line = subscriptionLine(plan, timeZone, t);
  const act = async (run: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      await run();
      toast.success(done);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t.t("card.failed"));
    } finally {
      setBusy(false);
    }
  };
  const paidPlan = plan.id === "plus" || plan.id === "pro" ? plan.id : null;

  return (
    <Panel className={`${styles.plan} ${plan.current ? styles.current : ""}`} aria-labelledby={`plan-${plan.id}`}>
      <div className={styles.planHead}>
        <h2 id={`plan-${plan.id}`}>{plan.name}</h2>
        {plan.current && <span className={styles.tag}>{t.t("card.yours")}</span>}
      </div>
      <p className={styles.price}>{planPriceText(plan, t)}</p>
      <ul className={styles.points}>
        {planPoints(plan, advises, t).map((point) => (
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
        {plan.id === "basic" && plan.current && <p className={styles.small}>{t.t("card.basicStart")}</p>}
        {plan.id === "plus" && !plan.subscription && (
          <Button
            busy={busy}
            onClick={() => void act(() => subscribeTo("plus"), plan.trialAvailable ? t.t("toast.trialStarted") : t.t("toast.onPlus"))}
          >
            {plusCta(plan, t)}
          </Button>
        )}
        {plan.id === "pro" && !plan.subscription && <ProRequestForm request={plan.request} onBasic={onBasic} />}
        {paidPlan && plan.subscription && (
          <Button variant="outline" busy={busy} onClick={() => setConfirming(true)}>
            {t.t("card.downgrade")}
          </Button>
        )}
      </div>
      {paidPlan && (
        <ConfirmDialog
          open={confirming}
          title={t.t("downgrade.title")}
          message={downgradeText(t, plan, advises)}
          confirmLabel={t.t("downgrade.confirm")}
          cancelLabel={t.t("downgrade.keep", { plan: plan.name })}
          tone="danger"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void act(() => downgradeFrom(paidPlan), t.t("toast.onBasic"));
          }}
        />
      )}
    </Panel>
  );
}
