import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { appPath } from "@kora/shared/brand.ts";
import { BOOKING_EVENTS } from "@kora/shared/contracts/realtime.ts";
import type { Me, UserStats } from "@kora/shared/contracts/users.ts";
import { dashboardMessages } from "@kora/shared/i18n/messages/dashboard.ts";
import type { KeyOf } from "@kora/shared/i18n/translate.ts";
import { greetingTime } from "../../lib/format.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { realtime } from "../../lib/realtime/realtime.ts";
import { useMe } from "../../lib/session.ts";
import { useNow } from "../../lib/use-now.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { ButtonAnchor, ButtonLink } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";
import { LoadFailed } from "../../ui/load-failed.tsx";
import { Panel } from "../../ui/surface.tsx";
import { dashboardQuery, onboardingQuery, refreshDashboard } from "./dashboard.client.ts";
import { Alerts, MoneyPanel, RequestsPanel, UpcomingPanel } from "./dashboard-panels.tsx";
import panels from "./dashboard-panels.module.css";
import styles from "./dashboard.module.css";
import { GetStartedBanner } from "./get-started-banner.tsx";
import { InfoBoxes } from "./info-boxes.tsx";
import { OnboardingChecklist } from "./onboarding-checklist.tsx";

const STAT_TILES: { key: keyof UserStats; label: KeyOf<typeof dashboardMessages> }[] = [
  { key: "bookingRequestsLearning", label: "stats.requestsMade" },
  { key: "bookingRequestsAdvising", label: "stats.requestsToAdvise" },
  { key: "bookingsConfirmed", label: "stats.confirmed" },
  { key: "bookingsArchived", label: "stats.past" },
];

/** User-conversion card (public-site §2): guests are invited to sign up, everyone else to record. */
function ConversionCard({ me }: { me: Me }) {
  const t = useT(dashboardMessages);
  if (me.isPlaceholder) {
    return (
      <section className={styles.convert} aria-labelledby="convert-title">
        <h2 id="convert-title">{t.t("convert.guest.title")}</h2>
        <p>{t.t("convert.guest.text")}</p>
        <ButtonLink to="/password-free?step=signup" size="large">
          {t.t("convert.guest.action")}
        </ButtonLink>
      </section>
    );
  }
  return (
    <section className={styles.convert} aria-labelledby="convert-title">
      <h2 id="convert-title">{t.t("convert.room.title")}</h2>
      <p>{t.t("convert.room.text")}</p>
      <ButtonAnchor href={me.instantMeetingLink} size="large">
        {t.t("convert.room.action")}
      </ButtonAnchor>
    </section>
  );
}

function Library({ me }: { me: Me }) {
  const t = useT(dashboardMessages);
  return (
    <Panel className={styles.library} aria-labelledby="library-title">
      <h2 id="library-title">{t.t("library.title")}</h2>
      <p style={{ color: "var(--text-muted)", margin: 0 }}>{t.t("library.text")}</p>
      <div className={styles.options}>
        <a className={styles.option} href={me.instantMeetingLink}>
          <span className={styles.optionIcon}>
            <Icon name="video" />
          </span>
          <span className={styles.optionText}>
            <strong>{t.t("library.record.title")}</strong>
            <span>{t.t("library.record.text")}</span>
          </span>
          <Icon name="arrowRight" />
        </a>
        <Link className={styles.option} to={`${appPath("videos")}?upload=1`}>
          <span className={styles.optionIcon}>
            <Icon name="upload" />
          </span>
          <span className={styles.optionText}>
            <strong>{t.t("library.upload.title")}</strong>
            <span>{t.t("library.upload.text")}</span>
          </span>
          <Icon name="arrowRight" />
        </Link>
        <Link className={styles.option} to={appPath("videos")}>
          <span className={styles.optionIcon}>
            <Icon name="dashboard" />
          </span>
          <span className={styles.optionText}>
            <strong>{t.t("library.open.title")}</strong>
            <span>{t.t("library.open.text")}</span>
          </span>
          <Icon name="arrowRight" />
        </Link>
      </div>
    </Panel>
  );
}

/** The Get-started banner, the checklist (until hidden) and the info boxes: what a new user should do first (public-site §2.11). */
function GettingStarted() {
  const { data: onboarding } = useQuery(onboardingQuery);
  const checklist = onboarding?.checklist;
  return (
    <>
      {onboarding?.showGetStarted && <GetStartedBanner />}
      {checklist && !checklist.hidden && <OnboardingChecklist checklist={checklist} />}
      <InfoBoxes />
    </>
  );
}

/** Booking news (either side acted, a call opened) and a refreshed user change the dashboard: ask for it again. */
function useDashboardRefresh() {
  useEffect(() => {
    const refresh = () => void refreshDashboard().catch(() => undefined);
    const offs = (["RefreshUser", "RefreshBooking", ...BOOKING_EVENTS] as const).map((name) => realtime().onEvent(name, refresh));
    return () => {
      for (const off of offs) off();
    };
  }, []);
}

/** What is waiting for the user, their next sessions, requests to answer and (not for guests) this month's money. */
function Overview({ me }: { me: Me }) {
  const t = useT(dashboardMessages);
  const { data, isError, refetch } = useQuery(dashboardQuery);
  const nowMs = useNow();
  useDashboardRefresh();
  if (isError && !data) return <LoadFailed message={t.t("overview.loadFailed")} onRetry={() => void refetch()} className={panels.quiet} />;
  if (!data) return null;
  return (
    <>
      <Alerts alerts={data.alerts} />
      <div className={panels.columns}>
        <UpcomingPanel me={me} upcoming={data.upcoming} nowMs={nowMs} />
        <RequestsPanel requests={data.requests} timeZone={me.timezone} nowMs={nowMs} />
      </div>
      {data.money && !me.isPlaceholder && <MoneyPanel me={me} money={data.money} />}
    </>
  );
}

/** /my-kora/dashboard: greeting, getting started, what needs the user, the user's numbers, the conversion card and library options. */
export function DashboardPage() {
  const t = useT(dashboardMessages);
  usePageTitle(t.t("title"));
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <>
      <div className={styles.hello}>
        <div>
          <h1>{t.t(`hello.${greetingTime(new Date(), me.timezone)}`, { name: me.firstName })}</h1>
          <p>{me.type === "Advisor" ? t.t("intro.advisor") : t.t("intro.learner")}</p>
        </div>
        {!me.isPlaceholder && (
          <ButtonLink to={appPath("my-details")} variant="outline" size="small">
            <Icon name="edit" size={16} /> {t.t("editDetails")}
          </ButtonLink>
        )}
      </div>
      {me.isPlaceholder && (
        <div className={styles.guestConvert}>
          <ConversionCard me={me} />
        </div>
      )}
      {!me.isPlaceholder && <GettingStarted />}
      <Overview me={me} />
      {me.stats && (
        <section className={styles.stats} aria-label={t.t("stats.label")}>
          {STAT_TILES.map((tile) => (
            <div key={tile.key} className={styles.stat}>
              <span className={styles.statValue}>{Number(me.stats?.[tile.key] ?? 0)}</span>
              <span className={styles.statLabel}>{t.t(tile.label)}</span>
            </div>
          ))}
        </section>
      )}
      {me.isPlaceholder ? (
        <Library me={me} />
      ) : (
        <div className={styles.grid}>
          <ConversionCard me={me} />
          <Library me={me} />
        </div>
      )}
    </>
  );
}
