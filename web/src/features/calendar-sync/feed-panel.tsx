import { useState } from "react";
import type { CalendarFeed } from "@kora/shared/contracts/calendar-sync.ts";
import { calendarSyncMessages } from "@kora/shared/i18n/messages/calendar-sync.ts";
import { isApiError } from "../../lib/api-client.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { Panel } from "../../ui/surface.tsx";
import { rotateFeed } from "./calendar-sync.client.ts";
import settingsPage from "../../ui/settings-page.module.css";
import styles from "./calendar-sync.module.css";

/** "Your Kora calendar feed": the private address of the person's sessions, Copy, and Make a new address. */
export function FeedPanel({ feed }: { feed: CalendarFeed }) {
  const t = useT(calendarSyncMessages);
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [rotating, setRotating] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(feed.url);
      setCopied(true);
      toast.success(t.t("feed.copiedToast"));
      setTimeout(() => setCopied(false), 2_000);
    } catch {
      toast.error(t.t("feed.copyFailed"));
    }
  };
  const rotate = async () => {
    setConfirming(false);
    setRotating(true);
    try {
      await rotateFeed();
      toast.success(t.t("feed.rotated"));
    } catch (error) {
      if (!isApiError(error) || !error.toasted) toast.error(t.t("feed.rotateFailed"));
    } finally {
      setRotating(false);
    }
  };

  return (
    <Panel aria-labelledby="feed-title">
      <div className={settingsPage.sectionHead}>
        <h2 id="feed-title">{t.t("feed.title")}</h2>
        <p>{t.t("feed.text")}</p>
      </div>
      <label className={styles.feedLabel} htmlFor="feed-url">
        {t.t("feed.label")}
      </label>
      <div className={styles.feedRow}>
        <input
          id="feed-url"
          className={styles.feedInput}
          readOnly
          value={feed.url}
          onFocus={(event) => event.target.select()}
          spellCheck={false}
          dir="ltr"
        />
        <Button variant="outline" onClick={() => void copy()} aria-label={t.t("feed.copyLabel")}>
          {copied ? t.t("feed.copied") : t.t("feed.copy")}
        </Button>
      </div>
      <p className={`${settingsPage.muted} ${styles.feedNote}`}>{t.t("feed.note")}</p>
      <div>
        <Button variant="outline" size="small" busy={rotating} onClick={() => setConfirming(true)}>
          {t.t("feed.rotate")}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t.t("feed.confirm.title")}
        message={t.t("feed.confirm.message")}
        confirmLabel={t.t("feed.rotate")}
        cancelLabel={t.t("feed.confirm.keep")}
        onConfirm={() => void rotate()}
        onCancel={() => setConfirming(false)}
      />
    </Panel>
  );
}
