import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { appPath } from "@kora/shared/brand.ts";
import { overviewQuery } from "./calendar-sync.client.ts";
import styles from "./calendar-sync.module.css";

export const SYNC_SETTINGS_PATH = appPath("my-calendar/sync-settings");

/** The sentence the banner says; a pure function so a test can read it without a browser. */
export function SyncAlertText({ failing }: { failing: number }) {
  if (failing <= 0) return null;
  return (
    <div className={styles.banner} role="alert">
      <p>
        {failing === 1
          ? "Kora can't reach one of your calendars, so some busy times may be missing."
          : `Kora can't reach ${failing} of your calendars, so some busy times may be missing.`}{" "}
        <Link to={SYNC_SETTINGS_PATH}>Fix it in sync settings</Link>
      </p>
    </div>
  );
}

/** The working-hours page's banner when a connection is flagged as failing (overview.failing > 0). */
export function SyncAlertBanner() {
  const overview = useQuery(overviewQuery);
  return <SyncAlertText failing={overview.data?.failing ?? 0} />;
}
