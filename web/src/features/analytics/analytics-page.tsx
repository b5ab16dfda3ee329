import { useQuery } from "@tanstack/react-query";
import { appPath } from "@kora/shared/brand.ts";
import { ANALYTICS_DEFAULT_MONTHS } from "@kora/shared/contracts/analytics.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { hasExtra, planOf, PLANS, PRO_EXTRAS } from "@kora/shared/domain/plans/plans.ts";
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
  usePageTitle("Analytics");
  const { data: me } = useMe();
  if (!me) return <PageLoader />;
  const pro = hasExtra(planOf(me.planSubscriptions), "analytics");
  return (
    <PageLayout width="wide">
      <PageHead title="Analytics">
        {pro
          ? `Your last ${ANALYTICS_DEFAULT_MONTHS} months in your time zone (${me.timezone}): income, booking requests and the people you met.`
          : "See who booked you, how your bookings are going and what you earned, month by month."}
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
  const analytics = useQuery(analyticsQuery);
  const learners = useQuery(learnersQuery(1));
  if (analytics.isPending) return <PageLoader />;
  if (analytics.isError) return <LoadFailed what="analytics" onRetry={() => void analytics.refetch()} />;
  const { totals } = analytics.data;
  return (
    <>
      <div className={styles.tiles} aria-label="Headline figures" role="group">
        <Tile label="Income earned" value={incomeHeadline(analytics.data, me.currency)} note={`Last ${ANALYTICS_DEFAULT_MONTHS} months`} />
        <Tile label="Booking requests" value={totals.bookings.requested} />
        <Tile label="Sessions completed" value={totals.bookings.completed} />
        <Tile label="Learners" value={learners.data?.meta.total ?? "…"} note="All time" />
      </div>

      <Panel aria-labelledby="income-title">
        <div className={styles.panelHead}>
          <div>
            <h2 id="income-title" className={styles.sectionTitle}>
              Income by month
            </h2>
            <p className={styles.muted}>
              Your share of each session, in the month it ended, once it's settled: on its way to you or paid out. Refunds are not counted.
            </p>
          </div>
          <ButtonAnchor href={exportUrl("months")} download variant="outline" size="small">
            Download CSV
          </ButtonAnchor>
        </div>
        <IncomeChart analytics={analytics.data} fallbackCurrency={me.currency} />
      </Panel>

      <Panel aria-labelledby="bookings-title">
        <h2 id="bookings-title" className={styles.sectionTitle}>
          Booking requests by month
        </h2>
        <p className={styles.muted}>Each request in the month it was made, by where it stands now.</p>
        <BookingsChart analytics={analytics.data} />
      </Panel>

      <LearnersPanel timeZone={me.timezone} />
    </>
  );
}

/** For Basic and Plus members: what Pro gives, and where to ask for it (no data calls: they would only be refused). */
function ProUpsell() {
  return (
    <Panel aria-labelledby="upsell-title" className={styles.upsell}>
      <h2 id="upsell-title" className={styles.sectionTitle}>
        Analytics come with {PLANS.pro.name}
      </h2>
      <p>
        {PLANS.pro.name} is in beta and given on request. Once you're on it, this page shows the people who booked you with their emails,
        your booking requests month by month and your income, each with a CSV download.
      </p>
      <p className={styles.muted}>With {PLANS.pro.name} you get:</p>
      <ul className={styles.extras}>
        {Object.values(PRO_EXTRAS).map((extra) => (
          <li key={extra}>{extra}</li>
        ))}
      </ul>
      <div>
        <ButtonLink to={appPath("more/plan")}>Request {PLANS.pro.name}</ButtonLink>
      </div>
    </Panel>
  );
}
