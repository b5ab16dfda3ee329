import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { appPath } from "@kora/shared/brand.ts";
import { calendarSyncMessages } from "@kora/shared/i18n/messages/calendar-sync.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { overviewQuery } from "./calendar-sync.client.ts";
import styles from "./calendar-sync.module.css";

export const SYNC_SETTINGS_PATH = appPath("my-calendar/sync-settings");

/** The sentence the banner says; a pure function so a test can read it without a browser. */
export function SyncAlertText({ failing }: { failing: number }) {
  const t = useT(calendarSyncMessages);
  if (failing <= 0) return null;
  return (
    <div className={styles.banner} role="alert">
      <p>
        {t.t("banner.failing", { failing })} <Link to={SYNC_SETTINGS_PATH}>{t.t("banner.fix")}</Link>
      </p>
    </div>
  );
}

/** The working-hours page's banner when a connection is flagged as failing (overview.failing > 0). */
export function SyncAlertBanner() {
  const overview = useQuery(overviewQuery);
  return <SyncAlertText failing={overview.data?.failing ?? 0} />;
}
