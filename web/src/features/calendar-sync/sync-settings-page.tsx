import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import type { CalendarSyncOverview } from "@kora/shared/contracts/calendar-sync.ts";
import { calendarSyncMessages } from "@kora/shared/i18n/messages/calendar-sync.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { queryClient } from "../../lib/query-client.ts";
import { ME_QUERY_KEY, useMe } from "../../lib/session.ts";
import { useNow } from "../../lib/use-now.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { Button } from "../../ui/button.tsx";
import { PageHead } from "../../ui/page-head.tsx";
import { PageLoader } from "../../ui/page-loader.tsx";
import { Panel } from "../../ui/surface.tsx";
import { CaldavForm, IcsForm } from "./connect-forms.tsx";
import { ConnectionCard } from "./connection-card.tsx";
import { FeedPanel } from "./feed-panel.tsx";
import { askedLately, overviewQuery } from "./calendar-sync.client.ts";
import settingsPage from "../../ui/settings-page.module.css";
import styles from "./calendar-sync.module.css";
import { EmptyState } from "../../ui/empty-state.tsx";
import { PageLayout } from "../../ui/page-layout.tsx";

/**
 * While a sync is under way (or a new connection waits for its first), and for a while after the person
 * asked for one (the job may not have started yet), the overview is read again every 2 seconds, so
 * "Syncing…" turns into its result.
 */
export const pollWhileSyncing = (overview: CalendarSyncOverview | undefined, asked = false) =>
  asked ||
  overview?.connections.some(
    (connection) => connection.status === "syncing" || (connection.status === "ok" && connection.lastSyncedAt === null),
  )
    ? 2_000
    : false;

/** /my-kora/my-calendar/sync-settings: connected calendars, connecting one, and the private feed of Kora sessions. */
export function SyncSettingsPage() {
  const t = useT(calendarSyncMessages);
  usePageTitle(t.t("page.title"));
  const { data: me } = useMe();
  const now = useNow(30_000);
  const overview = useQuery({ ...overviewQuery, refetchInterval: (query) => pollWhileSyncing(query.state.data, askedLately(Date.now())) });
  // The menu's alert count comes with /api/me: read it again when the failing count here says otherwise.
  const failing = overview.data?.failing;
  const alerts = me?.stats?.calendarAlerts;
  useEffect(() => {
    if (failing !== undefined && alerts !== undefined && failing !== alerts) void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  }, [failing, alerts]);
  if (!me) return null;

  return (
    <PageLayout width="settings" className={styles.page}>
      <PageHead title={t.t("page.title")}>{t.t("page.intro")}</PageHead>
      {overview.isPending ? (
        <PageLoader label={t.t("page.loading")} />
      ) : overview.isError ? (
        <Panel>
          <p className={settingsPage.muted}>{t.t("page.loadFailed")}</p>
          <Button onClick={() => void overview.refetch()}>{t.t("tryAgain")}</Button>
        </Panel>
      ) : (
        <>
          <Panel aria-labelledby="connections-title">
            <div className={settingsPage.sectionHead}>
              <h2 id="connections-title">{t.t("connections.title")}</h2>
              <p>{t.t("connections.text")}</p>
            </div>
            {overview.data.connections.length === 0 ? (
              <EmptyState>{t.t("connections.none")}</EmptyState>
            ) : (
              <div className={styles.connections}>
                {overview.data.connections.map((connection) => (
                  <ConnectionCard key={connection.id} connection={connection} now={now} timeZone={me.timezone} />
                ))}
              </div>
            )}
          </Panel>
          <Panel aria-labelledby="connect-title">
            <div className={settingsPage.sectionHead}>
              <h2 id="connect-title">{t.t("connect.title")}</h2>
              <p>{t.t("connect.text")}</p>
            </div>
            <div className={styles.forms}>
              <CaldavForm />
              <IcsForm />
            </div>
          </Panel>
          <FeedPanel feed={overview.data.feed} />
        </>
      )}
    </PageLayout>
  );
}
