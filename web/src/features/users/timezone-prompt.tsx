import { useId, useMemo, useState } from "react";
import type { Me } from "@kora/shared/contracts/users.ts";
import { suggestedLocale } from "@kora/shared/domain/users/detect-country.ts";
import { isApiError } from "../../lib/api-client.ts";
import { timezoneOptions } from "../../lib/locale-options.ts";
import { setSignedIn } from "../../lib/session.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";
import { SelectField } from "../../ui/text-field.tsx";
import { updateMe } from "./users.client.ts";
import styles from "./timezone-prompt.module.css";
import { usersMessages } from "@kora/shared/i18n/messages/users.ts";
import { useT } from "../../lib/i18n/use-t.ts";

const readable = (zone: string) => zone.replaceAll("_", " ");

/**
 * Asked once (sign-up asks the zone, public-site §1): an account whose time zone was never confirmed (every account from before
 * sign-up asked for it) is asked in the dashboard, with the browser's zone suggested. Confirming or
 * choosing another saves it (and the browser's country when none is set), and the question is gone for good.
 */
export function TimezonePrompt({ me }: { me: Me }) {
  const t = useT(usersMessages);
  const detected = useMemo(
    () => suggestedLocale(Intl.DateTimeFormat().resolvedOptions().timeZone, typeof navigator === "undefined" ? [] : navigator.languages),
    [],
  );
  const [changing, setChanging] = useState(false);
  const [zone, setZone] = useState(detected.timezone);
  const [saving, setSaving] = useState(false);
  const titleId = useId();
  const zones = useMemo(() => timezoneOptions(zone), [zone]);
  if (me.timezoneConfirmed || me.isPlaceholder) return null;

  const save = async (timezone: string) => {
    setSaving(true);
    try {
      const updated = await updateMe({
        timezone,
        timezoneConfirmed: true,
        ...(me.country === null && detected.country ? { country: detected.country } : {}),
      });
      setSignedIn(updated);
      toast.success(t.t("zone.saved", { zone: readable(updated.timezone) }));
    } catch (error) {
      if (!isApiError(error) || !error.toasted) toast.error(isApiError(error) ? error.message : t.t("zone.notSaved"));
      setSaving(false);
    }
  };

  return (
    <section className={styles.prompt} aria-labelledby={titleId}>
      <Icon name="globe" size={22} />
      <div className={styles.body}>
        <h2 id={titleId}>{t.t("zone.question", { zone: readable(detected.timezone) })}</h2>
        <p>
          {t.t("zone.lead")} {me.timezone !== detected.timezone && t.t("zone.accountSays", { zone: readable(me.timezone) })}
        </p>
        {changing ? (
          <form
            className={styles.change}
            onSubmit={(event) => {
              event.preventDefault();
              void save(zone);
            }}
          >
            <SelectField label={t.t("zone.label")} value={zone} onChange={(event) => setZone(event.target.value)}>
              {zones.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </SelectField>
            <div className={styles.actions}>
              <Button type="submit" size="small" busy={saving}>
                {t.t("zone.save")}
              </Button>
              <Button variant="ghost" size="small" onClick={() => setChanging(false)} disabled={saving}>
                {t.t("cancel")}
              </Button>
            </div>
          </form>
        ) : (
          <div className={styles.actions}>
            <Button size="small" busy={saving} onClick={() => void save(detected.timezone)}>
              {t.t("zone.confirm")}
            </Button>
            <Button variant="outline" size="small" onClick={() => setChanging(true)} disabled={saving}>
              {t.t("zone.change")}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
