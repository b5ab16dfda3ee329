import { useState } from "react";
import { CALENDAR_SYNC_MESSAGES, type CalendarChoiceInput, type CalendarConnection } from "@kora/shared/contracts/calendar-sync.ts";
import { calendarSyncMessages } from "@kora/shared/i18n/messages/calendar-sync.ts";
import { isApiError } from "../../lib/api-client.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { SelectField } from "../../ui/text-field.tsx";
import { busyCountWords, statusWords, type SyncT } from "./sync-status.ts";
import { chooseCalendars, disconnect, syncNow } from "./calendar-sync.client.ts";
import settingsPage from "../../ui/settings-page.module.css";
import styles from "./calendar-sync.module.css";

/** The choice the API holds now, as the PATCH body takes it. */
export const choiceOf = (connection: CalendarConnection): CalendarChoiceInput => ({
  busyCalendars: connection.calendars.filter((calendar) => calendar.busy).map((calendar) => calendar.url),
  writeCalendar: connection.calendars.find((calendar) => calendar.write)?.url ?? null,
});

/** A failure the API client hasn't toasted: the server's words as it sent them, else ours. */
const reportUnlessToasted = (error: unknown, t: SyncT) => {
  if (!isApiError(error) || !error.toasted) toast.error(isApiError(error) ? error.message : t.t("failed"));
};

/** One connection: what it is, how it is doing in plain words, its calendars (CalDAV), Sync now and Disconnect. */
export function ConnectionCard({ connection, now, timeZone }: { connection: CalendarConnection; now: number; timeZone: string }) {
  const t = useT(calendarSyncMessages);
  const [saving, setSaving] = useState(false);
  const [syncing, setSyncing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const status = statusWords(connection, now, timeZone, t);
  const titleId = `connection-${connection.id}`;

  const save = async (choice: CalendarChoiceInput) => {
    setSaving(true);
    try {
      await chooseCalendars(connection.id, choice);
      toast.success(t.t("connection.saved"));
    } catch (error) {
      reportUnlessToasted(error, t);
    } finally {
      setSaving(false);
    }
  };
  const toggleBusy = (url: string, on: boolean) => {
    const current = choiceOf(connection);
    const busy = on ? [...current.busyCalendars, url] : current.busyCalendars.filter((entry) => entry !== url);
    void save({ ...current, busyCalendars: busy });
  };
  const sync = async () => {
    setSyncing(true);
    try {
      await syncNow(connection.id);
    } catch (error) {
      reportUnlessToasted(error, t);
    } finally {
      setSyncing(false);
    }
  };
  const remove = async () => {
    setConfirming(false);
    try {
      await disconnect(connection.id);
      toast.success(t.t("connection.disconnected", { label: connection.label }));
    } catch (error) {
      reportUnlessToasted(error, t);
    }
  };

  return (
    <article className={styles.connection} aria-labelledby={titleId}>
      <div className={styles.connectionHead}>
        <div className={styles.connectionName}>
          <h3 id={titleId}>{connection.label}</h3>
          <p className={styles.address}>
            {connection.kind === "caldav" ? "CalDAV" : t.t("connection.ics")} · <span>{connection.address}</span>
            {connection.username && <> · {connection.username}</>}
          </p>
        </div>
        <div className={styles.connectionActions}>
          <Button variant="outline" size="small" busy={syncing} disabled={connection.status === "syncing"} onClick={() => void sync()}>
            {t.t("connection.syncNow")}
          </Button>
          <Button variant="ghost" size="small" onClick={() => setConfirming(true)}>
            {t.t("connection.disconnect")}
          </Button>
        </div>
      </div>
      <p className={`${styles.status} ${styles[`status-${status.tone}`]}`} role="status" data-status={connection.status}>
        <span className={styles.dot} aria-hidden="true" />
        <span>{status.text}</span>
      </p>
      {connection.status === "ok" && connection.lastSyncedAt && (
        <p className={settingsPage.muted}>{busyCountWords(connection.busyCount, t)}</p>
      )}
      {connection.lastError === CALENDAR_SYNC_MESSAGES.badLogin && connection.status !== "ok" && (
        <p className={settingsPage.muted}>{t.t("connection.badLoginHelp")}</p>
      )}
      {connection.kind === "caldav" && connection.calendars.length > 0 && (
        <fieldset className={styles.calendars} disabled={saving} aria-busy={saving || undefined}>
          <legend>{t.t("connection.calendars")}</legend>
          <ul>
            {connection.calendars.map((calendar) => (
              <li key={calendar.url}>
                <span className={styles.swatch} style={{ background: calendar.color ?? "var(--grey-400)" }} aria-hidden="true" />
                <span className={styles.calendarName}>{calendar.name}</span>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={calendar.busy}
                    aria-label={t.t("connection.countsAsBusy.label", { name: calendar.name })}
                    onChange={(event) => toggleBusy(calendar.url, event.target.checked)}
                  />
                  {t.t("connection.countsAsBusy")}
                </label>
              </li>
            ))}
          </ul>
          <SelectField
            label={t.t("connection.write")}
            hint={t.t("connection.write.hint")}
            value={choiceOf(connection).writeCalendar ?? ""}
            onChange={(event) => void save({ ...choiceOf(connection), writeCalendar: event.target.value || null })}
          >
            <option value="">{t.t("connection.write.none")}</option>
            {connection.calendars.map((calendar) => (
              <option key={calendar.url} value={calendar.url}>
                {calendar.name}
              </option>
            ))}
          </SelectField>
        </fieldset>
      )}
      <ConfirmDialog
        open={confirming}
        title={t.t("connection.confirm.title", { label: connection.label })}
        message={connection.kind === "caldav" ? t.t("connection.confirm.caldav") : t.t("connection.confirm.ics")}
        confirmLabel={t.t("connection.disconnect")}
        cancelLabel={t.t("connection.confirm.keep")}
        tone="danger"
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </article>
  );
}
