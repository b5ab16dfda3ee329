import { useState } from "react";
import { DEFAULT_WORKING_HOURS, defaultHoursOffer } from "@kora/shared/domain/onboarding/default-hours.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { saveSettings } from "./availability.client.ts";
import settingsPage from "../../ui/settings-page.module.css";
import styles from "./availability.module.css";

/**
 * For an advisor with no standard hours yet (public-site §2.11): one click saves weekdays 9 am – 5 pm in
 * their zone through the usual settings call; the grid below then shows them, ready to change.
 */
export function DefaultHoursOffer({ zone }: { zone: string }) {
  const [saving, setSaving] = useState(false);
  const use = async () => {
    setSaving(true);
    try {
      await saveSettings({ workingHours: [...DEFAULT_WORKING_HOURS] });
      toast.success("Your working hours are saved: Monday to Friday, 9 am to 5 pm. Change them below whenever you like.");
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
          {defaultHoursOffer(zone)}
        </p>
        <p className={settingsPage.muted}>
          You have no working hours yet, so learners can't book you. Start from these and adjust them below.
        </p>
      </div>
      <Button onClick={() => void use()} busy={saving}>
        Use these hours
      </Button>
    </div>
  );
}
