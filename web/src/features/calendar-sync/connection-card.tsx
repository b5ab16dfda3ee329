import { useState } from "react";
import { CALENDAR_SYNC_MESSAGES, type CalendarChoiceInput, type CalendarConnection } from "@kora/shared/contracts/calendar-sync.ts";
import { isApiError } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { SelectField } from "../../ui/text-field.tsx";
import { busyCountWords, statusWords } from "./sync-status.ts";
import { chooseCalendars, disconnect, syncNow } from "./calendar-sync.client.ts";
import settingsPage from "../../ui/settings-page.module.css";
import styles from "./calendar-sync.module.css";

/** The choice the API holds now, as the PATCH body takes it. */
export const choiceOf = (connection: CalendarConnection): CalendarChoiceInput => ({
  busyCalendars: connection.calendars.filter((calendar) => calendar.busy).map((calendar) => calendar.url),
  writeCalendar: connection.calendars.find((calendar) => calendar.write)?.url ?? null,
});

const reportUnlessToasted = (error: unknown) => {
  if (!isApiError(error) || !error.toasted) toast.error(isApiError(error) ? error.message : "That didn't work. Please try again.");
};

/** One connection: what it is, how it is doing in plain words, its calendars (CalDAV), Sync now and Disconnect. */
export function ConnectionCard({ connection, now, timeZone }: { connection: CalendarConnection; now: number; timeZone: string }) {
  const [saving, setSaving] = useState(false);
  const [syncing, setSyncing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const status = statusWords(connection, now, timeZone);
  const titleId = `connection-${connection.id}`;

  const save = async (choice: CalendarChoiceInput) => {
    setSaving(true);
    try {
      await chooseCalendars(connection.id, choice);
      toast.success("Your calendar choices are saved.");
    } catch (error) {
      reportUnlessToasted(error);
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
      reportUnlessToasted(error);
    } finally {
      setSyncing(false);
    }
  };
  const remove = async () => {
    setConfirming(false);
    try {
      await disconnect(connection.id);
      toast.success(`Disconnected ${connection.label}.`);
    } catch (error) {
      reportUnlessToasted(error);
    }
  };

  return (
    <article className={styles.connection} aria-labelledby={titleId}>
      <div className={styles.connectionHead}>
        <div className={styles.connectionName}>
          <h3 id={titleId}>{connection.label}</h3>
          <p className={styles.address}>
            {connection.kind === "caldav" ? "CalDAV" : "ICS subscription"} · <span>{connection.address}</span>
            {connection.username && <> · {connection.username}</>}
          </p>
        </div>
        <div className={styles.connectionActions}>
          <Button variant="outline" size="small" busy={syncing} disabled={connection.status === "syncing"} onClick={() => void sync()}>
            Sync now
          </Button>
          <Button variant="ghost" size="small" onClick={() => setConfirming(true)}>
            Disconnect
          </Button>
        </div>
      </div>
      <p className={`${styles.status} ${styles[`status-${status.tone}`]}`} role="status" data-status={connection.status}>
        <span className={styles.dot} aria-hidden="true" />
        <span>{status.text}</span>
      </p>
      {connection.status === "ok" && connection.lastSyncedAt && (
        <p className={settingsPage.muted}>{busyCountWords(connection.busyCount)}</p>
      )}
      {connection.lastError === CALENDAR_SYNC_MESSAGES.badLogin && connection.status !== "ok" && (
        <p className={settingsPage.muted}>
          If you changed your password or removed the app password, disconnect this account and connect it again with a new app password.
        </p>
      )}
      {connection.kind === "caldav" && connection.calendars.length > 0 && (
        <fieldset className={styles.calendars} disabled={saving} aria-busy={saving || undefined}>
          <legend>Calendars</legend>
          <ul>
            {connection.calendars.map((calendar) => (
              <li key={calendar.url}>
                <span className={styles.swatch} style={{ background: calendar.color ?? "var(--grey-400)" }} aria-hidden="true" />
                <span className={styles.calendarName}>{calendar.name}</span>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={calendar.busy}
                    aria-label={`${calendar.name} counts as busy`}
                    onChange={(event) => toggleBusy(calendar.url, event.target.checked)}
                  />
                  Counts as busy
                </label>
              </li>
            ))}
          </ul>
          <SelectField
            label="Write my Kora sessions into"
            hint="Confirmed sessions appear in this calendar, and move or go when a session does."
            value={choiceOf(connection).writeCalendar ?? ""}
            onChange={(event) => void save({ ...choiceOf(connection), writeCalendar: event.target.value || null })}
          >
            <option value="">Don't write my sessions anywhere</option>
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
        title={`Disconnect ${connection.label}?`}
        message={
          connection.kind === "caldav"
            ? "Kora stops reading its busy times, and stops writing sessions into it. Sessions already written there stay."
            : "Kora stops reading its busy times. Your calendar itself doesn't change."
        }
        confirmLabel="Disconnect"
        cancelLabel="Keep it"
        tone="danger"
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </article>
  );
}
