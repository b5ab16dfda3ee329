import { useEffect, useId, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { appPath } from "@kora/shared/brand.ts";
import { PLANS } from "@kora/shared/domain/plans/plans.ts";
import type { PlanEndCause } from "@kora/shared/domain/plans/subscription.ts";
import { isApiError } from "../../lib/api-client.ts";
import { useAtomValue } from "../../lib/jotai.ts";
import { realtime } from "../../lib/realtime/realtime.ts";
import { useMe } from "../../lib/session.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { Modal } from "../../ui/modal.tsx";
import { closePlanModal, openConversion, openPlanEnded, planModalAtom } from "./plan-modals.atoms.ts";
import { planPoints, plusCta } from "./plan-format.ts";
import { plansQuery, refreshPlans, subscribeTo } from "./plans.client.ts";
import dialog from "../../ui/dialog.module.css";
import styles from "./plans.module.css";
import { plansMessages } from "@kora/shared/i18n/messages/plans.ts";
import { useT } from "../../lib/i18n/use-t.ts";

const PLAN_PAGE = appPath("more/plan");

/**
 * Plan changes reach the person wherever they are: an ended plan opens its modal, the rest toast. So
 * does someone turned away from their full room: the offer of Plus, or word of Pro when already on Plus.
 */
function usePlanEvents(signedIn: boolean) {
  const t = useT(plansMessages);
  useEffect(() => {
    if (!signedIn) return;
    return realtime().onEvent("RoomFull", ({ data }) => {
      if (data.plan === "plus") openConversion(data.text);
      else toast.info(t.t("event.roomFull", { text: data.text, plan: PLANS[data.plan].name }), "event");
    });
  }, [signedIn, t]);
  useEffect(() => {
    if (!signedIn) return;
    return realtime().onEvent("PlanChanged", ({ data }) => {
      void refreshPlans();
      if (data.plan === "basic") return;
      if (data.change === "ended") openPlanEnded(data.plan, data.why ?? "payment-failed");
      else if (data.change === "payment-failed") toast.error(t.t("event.renewFailed", { plan: PLANS[data.plan].name }), "event");
      else if (data.change === "pro-approved") toast.success(t.t("event.proApproved"), "event");
      else if (data.change === "pro-declined") toast.info(t.t("event.proDeclined"), "event");
    });
  }, [signedIn, t]);
}

/** The offer of Plus: what it gives, from the plan table, and the free month in one click while it's there. */
function ConversionModal({ reason, advises }: { reason: string | null; advises: boolean }) {
  const t = useT(plansMessages);
  const navigate = useNavigate();
  const textId = useId();
  const { data: plans } = useQuery(plansQuery);
  const plus = plans?.find((plan) => plan.id === "plus");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onPlus = plus?.current ?? false;
  const start = async () => {
    if (!plus?.trialAvailable) {
      closePlanModal();
      navigate(PLAN_PAGE);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await subscribeTo("plus");
      closePlanModal();
      toast.success(t.t("toast.trialStarted"));
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t.t("conversion.failed"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={onPlus ? t.t("conversion.onPlus") : t.t("conversion.title")} describedBy={textId} onEscape={closePlanModal}>
      <div id={textId} className={styles.modalBody}>
        {reason && <p className={styles.reason}>{reason}</p>}
        {plus && (
          <ul className={styles.points}>
            {planPoints(plus, advises, t).map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        )}
        {plus?.trialAvailable && <p className={styles.small}>{t.t("conversion.trial")}</p>}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
      <div className={dialog.actions}>
        <Button variant="outline" onClick={closePlanModal} autoFocus>
          {t.t("conversion.notNow")}
        </Button>
        {plus && !onPlus && (
          <Button onClick={() => void start()} busy={busy}>
            {plus.trialAvailable ? plusCta(plus, t) : t.t("conversion.seePlus")}
          </Button>
        )}
      </div>
    </Modal>
  );
}

/** The plan stopped without the person choosing it: what that changes, and the way back. */
function PlanEndedModal({ plan, why, advises }: { plan: "plus" | "pro"; why: PlanEndCause; advises: boolean }) {
  const t = useT(plansMessages);
  const navigate = useNavigate();
  const textId = useId();
  const name = PLANS[plan].name;
  return (
    <Modal open title={t.t("ended.title")} describedBy={textId} onEscape={closePlanModal}>
      <p id={textId}>
        {t.t(why === "no-card" ? "ended.noCard" : "ended.paymentFailed", { plan: name })}{" "}
        {t.t(advises ? "ended.effectAdvisor" : "ended.effect", { size: PLANS.basic.meetingSize })}
      </p>
      <div className={dialog.actions}>
        <Button variant="outline" onClick={closePlanModal} autoFocus>
          {t.t("ended.ok")}
        </Button>
        <Button
          onClick={() => {
            closePlanModal();
            navigate(PLAN_PAGE);
          }}
        >
          {t.t("ended.seePlans")}
        </Button>
      </div>
    </Modal>
  );
}

/** Mounted once in the app shell: whichever plan modal an app event opened. */
export function PlanModals() {
  const { data: me } = useMe();
  usePlanEvents(Boolean(me && !me.isPlaceholder));
  const modal = useAtomValue(planModalAtom);
  if (!modal || !me) return null;
  const advises = me.type === "Advisor";
  return modal.kind === "conversion" ? (
    <ConversionModal reason={modal.reason} advises={advises} />
  ) : (
    <PlanEndedModal plan={modal.plan} why={modal.why} advises={advises} />
  );
}
