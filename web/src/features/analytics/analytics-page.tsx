import { useQuery } from "@tanstack/react-query";
import { appPath } from "@kora/shared/brand.ts";
import { ANALYTICS_DEFAULT_MONTHS } from "@kora/shared/contracts/analytics.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { hasExtra, planOf, PLANS, PRO_EXTRAS, type ProExtra } from "@kora/shared/domain/plans/plans.ts";
import { analyticsMessages } from "@kora/shared/i18n/messages/analytics.ts";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { useT } from "../../lib/i18n/use-t.ts";
import { useMe } from "../../lib/session.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { ButtonAnchor, ButtonLink } from "../../ui/button.tsx";
import { LoadFailed } from "../../ui/load-failed.tsx";
import { PageHead } from "../../ui/page-head.tsx";
import { PageLoader } from "../../ui/page-loader.tsx";
import { Panel } from "../../ui/surface.tsx";
import { BookingsChart, IncomeChart } from "./analytics-charts.tsx";
import { incomeHeadline } from "./analytics-format.ts";
import { analyticsQuery, exportUrl, learnersQuery } from "./analytics.client.ts";
import { LearnersPanel } from "./learners-panel.tsx";
import styles from "./analytics.module.css";
import { PageLayout } from "../../ui/page-layout.tsx";

/** /my-kora/analytics — a Pro member's learners, bookings and income (public-site §1); everyone else sees what Pro gives. */
export function AnalyticsPage() {
  const t = useT(analyticsMessages);
  usePageTitle(t.t("title"));
  const { data: me } = useMe();
  if (!me) return <PageLoader />;
  const pro = hasExtra(planOf(me.planSubscriptions), "analytics");
  return (
    <PageLayout width="wide">
      <PageHead title={t.t("title")}>
        {pro ? t.t("intro.pro", { months: ANALYTICS_DEFAULT_MONTHS, zone: me.timezone }) : t.t("intro.upsell")}
      </PageHead>
      {pro ? <ProAnalytics me={me} /> : <ProUpsell />}
    </PageLayout>
  );
}

function Tile({ label, value, note }: { label: string; value: string | number; note?: string }) {
  return (
    <div className={styles.tile}>
      <span className={styles.tileValue}>{value}</span>
      <span className={styles.tileLabel}>{label}</span>
      {note && <span className={styles.tileNote}>{note}</span>}
    </div>
  );
}

function ProAnalytics({ me }: { me: Me }) {
  const t = useT(analyticsMessages);
  const locale = useLocale();
  const analytics = useQuery(analyticsQuery);
  const learners = useQuery(learnersQuery(1));
  if (analytics.isPending) return <PageLoader />;
  if (analytics.isError) return <LoadFailed message={t.t("loadFailed")} onRetry={() => void analytics.refetch()} />;
  const { totals } = analytics.data;
  return (
    <>
      <div className={styles.tiles} aria-label={t.t("tiles.label")} role="group">
        <Tile
          label={t.t("tiles.income")}
          value={incomeHeadline(analytics.data, me.currency, locale)}
          note={t.t("tiles.lastMonths", { months: ANALYTICS_DEFAULT_MONTHS })}
        />
        <Tile label={t.t("tiles.requests")} value={totals.bookings.requested} />
        <Tile label={t.t("tiles.completed")} value={totals.bookings.completed} />
        <Tile label={t.t("tiles.learners")} value={learners.data?.meta.total ?? "…"} note={t.t("tiles.allTime")} />
      </div>

      <Panel aria-labelledby="income-title">
        <div className={styles.panelHead}>
          <div>
            <h2 id="income-title" className={styles.sectionTitle}>
              {t.t("income.title")}
            </h2>
            <p className={styles.muted}>{t.t("income.text")}</p>
          </div>
          <ButtonAnchor href={exportUrl("months")} download variant="outline" size="small">
            {t.t("downloadCsv")}
          </ButtonAnchor>
        </div>
        <IncomeChart analytics={analytics.data} fallbackCurrency={me.currency} />
      </Panel>

      <Panel aria-labelledby="bookings-title">
        <h2 id="bookings-title" className={styles.sectionTitle}>
          {t.t("bookings.title")}
        </h2>
        <p className={styles.muted}>{t.t("bookings.text")}</p>
        <BookingsChart analytics={analytics.data} />
      </Panel>

      <LearnersPanel timeZone={me.timezone} />
    </>
  );
}

/** For Basic and Plus members: what Pro gives, and where to ask for it (no data calls: they would only be refused). */
function ProUpsell() {
  const t = useT(analyticsMessages);
  const plan = PLANS.pro.name;
  return (
    <Panel aria-labelledby="upsell-title" className={styles.upsell}>
      <h2 id="upsell-title" className={styles.sectionTitle}>
        {t.t("upsell.title", { plan })}
      </h2>
      <p>{t.t("upsell.text", { plan })}</p>
      <p className={styles.muted}>{t.t("upsell.youGet", { plan })}</p>
      <ul className={styles.extras}>
        {(Object.keys(PRO_EXTRAS) as ProExtra[]).map((extra) => (
          <li key={extra}>{t.t(`extra.${extra}`)}</li>
        ))}
      </ul>
      <div>
        <ButtonLink to={appPath("more/plan")}>{t.t("upsell.request", { plan })}</ButtonLink>
      </div>
    </Panel>
  );
}
