import { useEffect } from "react";
import { useSearchParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { DEFAULT_TIMEZONE } from "@kora/shared/constants.ts";
import { useMe } from "../../lib/session.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { PageHead } from "../../ui/page-head.tsx";
import { LoadFailed } from "../../ui/load-failed.tsx";
import { PageLoader } from "../../ui/page-loader.tsx";
import { PlanCard } from "./plan-card.tsx";
import { openConversion } from "./plan-modals.atoms.ts";
import { plansQuery } from "./plans.client.ts";
import styles from "./plans.module.css";
import { PageLayout } from "../../ui/page-layout.tsx";
import { plansMessages } from "@kora/shared/i18n/messages/plans.ts";
import { useT } from "../../lib/i18n/use-t.ts";

/** /my-kora/more/plan — Basic, Plus and Pro side by side: the caller's plan, subscribing, downgrading, asking for Pro. */
export function PlanPage() {
  const t = useT(plansMessages);
  usePageTitle(t.t("page.title"));
  const { data: me } = useMe();
  const plans = useQuery(plansQuery);
  const [params, setParams] = useSearchParams();
  const start = params.get("start");
  // The pricing page's "Start your free month" lands here with ?start=plus: the offer opens at once.
  useEffect(() => {
    if (start !== "plus" || !plans.data) return;
    setParams({}, { replace: true });
    if (!plans.data.find((plan) => plan.id === "plus")?.current) openConversion(null);
  }, [start, plans.data, setParams]);

  const timeZone = me?.timezone ?? DEFAULT_TIMEZONE;
  const onBasic = plans.data?.find((plan) => plan.current)?.id === "basic";
  return (
    <PageLayout width="wide">
      <PageHead title={t.t("page.title")}>{t.t("page.lead")}</PageHead>
      {plans.isPending ? (
        <PageLoader />
      ) : plans.isError ? (
        <LoadFailed message={t.t("page.loadFailed")} onRetry={() => void plans.refetch()} />
      ) : (
        <div className={styles.grid}>
          {plans.data.map((plan) => (
            <PlanCard key={plan.id} plan={plan} timeZone={timeZone} onBasic={onBasic} advises={me?.type === "Advisor"} />
          ))}
        </div>
      )}
    </PageLayout>
  );
}
