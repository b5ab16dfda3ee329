import { useState } from "react";
import { DEFAULT_WORKING_HOURS } from "@kora/shared/domain/onboarding/default-hours.ts";
import { availabilityMessages } from "@kora/shared/i18n/messages/availability.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { saveSettings } from "./availability.client.ts";
import settingsPage from "../../ui/settings-page.module.css";
import styles from "./availability.module.css";

/**
 * For an advisor with no standard hours yet (public-site §2.11): one click saves weekdays 9 am – 5 pm in
 * their zone through the usual settings call; the grid below then shows them, ready to change. The offer's
 * question is defaultHoursOffer()'s (shared/src/domain/onboarding/default-hours.ts), in the page's language.
 */
export function DefaultHoursOffer({ zone }: { zone: string }) {
  const t = useT(availabilityMessages);
  const [saving, setSaving] = useState(false);
  const use = async () => {
    setSaving(true);
    try {
      await saveSettings({ workingHours: [...DEFAULT_WORKING_HOURS] });
      toast.success(t.t("offer.saved"));
    } catch {
      // The client has said what went wrong; the offer stays to try again.
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className={styles.offer} role="group" aria-labelledby="default-hours-offer">
      <div>
        <p id="default-hours-offer" className={styles.offerTitle}>
          {t.t("offer.title", { zone })}
        </p>
        <p className={settingsPage.muted}>{t.t("offer.text")}</p>
      </div>
      <Button onClick={() => void use()} busy={saving}>
        {t.t("offer.use")}
      </Button>
    </div>
  );
}
