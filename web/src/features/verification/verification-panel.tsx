import { useState } from "react";
import { Link } from "react-router-dom";
import type { Me } from "@kora/shared/contracts/users.ts";
import { VERIFY_EMAIL_PATH, VERIFY_PHONE_PATH } from "@kora/shared/domain/routing/guards.ts";
import { formatMobile } from "@kora/shared/domain/validation/phone.ts";
import { setSignedIn } from "../../lib/session.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { Panel } from "../../ui/surface.tsx";
import { PhoneVerification } from "./phone-verification.tsx";
import { setSmsReminders } from "./verification.client.ts";
import notes from "../../ui/form-notes.module.css";
import styles from "./verification.module.css";
import { verificationMessages } from "@kora/shared/i18n/messages/verification.ts";
import { useT } from "../../lib/i18n/use-t.ts";

function Badge({ verified }: { verified: boolean }) {
  const t = useT(verificationMessages);
  return (
    <span className={`${styles.badge} ${verified ? styles.verified : styles.unverified}`}>
      {verified ? t.t("panel.verified") : t.t("panel.notVerified")}
    </span>
  );
}

/**
 * My details' verification panel: the mobile number and the email with their state and a way to
 * verify each, a way to change a verified number, and the 10-minute SMS reminder switch (the opt-out;
 * it needs a verified number).
 */
export function VerificationPanel({ me }: { me: Me }) {
  const t = useT(verificationMessages);
  const [changing, setChanging] = useState(false);
  const [saving, setSaving] = useState(false);
  // The stats say it outright; without them, `verificationRequired` with no number waiting can only be the email.
  const emailVerified = me.stats ? !me.stats.requiresEmailVerification : !(me.verificationRequired && (me.phoneVerified || !me.phone));
  const remindersOn = me.phoneVerified && me.smsReminders;

  const toggleReminders = async (enabled: boolean) => {
    setSaving(true);
    try {
      setSignedIn(await setSmsReminders(enabled));
      toast.success(enabled ? t.t("panel.remindersOn") : t.t("panel.remindersOff"));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Panel id="verification" aria-labelledby="verification-title">
      <div className={styles.panelHead}>
        <h2 id="verification-title">{t.t("panel.title")}</h2>
        <p>{t.t("panel.lead")}</p>
      </div>
      <ul className={styles.items}>
        <li className={styles.item}>
          <div>
            <span className={styles.itemLabel}>{t.t("mobile")}</span>
            <span className={styles.itemValue}>
              {me.phone ? formatMobile(me.phone) : t.t("panel.notAdded")}
              {me.phone && <Badge verified={me.phoneVerified} />}
            </span>
          </div>
          {me.phoneVerified ? (
            <Button variant="outline" size="small" onClick={() => setChanging((open) => !open)} aria-expanded={changing}>
              {changing ? t.t("panel.keepNumber") : t.t("panel.changeNumber")}
            </Button>
          ) : (
            <Link className={notes.linkButton} to={VERIFY_PHONE_PATH}>
              {me.phone ? t.t("panel.verify") : t.t("panel.addAndVerify")}
            </Link>
          )}
          {changing && me.phoneVerified && (
            <div className={styles.inline}>
              <PhoneVerification
                me={{ ...me, phone: null }}
                submitLabel={t.t("panel.textNewNumber")}
                onVerified={(verified) => {
                  setSignedIn(verified);
                  setChanging(false);
                  toast.success(t.t("panel.newNumberVerified"));
                }}
              />
            </div>
          )}
        </li>
        {me.email && (
          <li className={styles.item}>
            <div>
              <span className={styles.itemLabel}>{t.t("panel.email")}</span>
              <span className={styles.itemValue}>
                {me.email}
                <Badge verified={emailVerified} />
              </span>
            </div>
            {!emailVerified && (
              <Link className={notes.linkButton} to={VERIFY_EMAIL_PATH}>
                {t.t("panel.verify")}
              </Link>
            )}
          </li>
        )}
        <li className={styles.item}>
          <label className={styles.toggle}>
            <input
              type="checkbox"
              checked={remindersOn}
              disabled={!me.phoneVerified || saving}
              onChange={(event) => void toggleReminders(event.target.checked)}
            />
            <span>
              <span className={styles.itemLabel}>{t.t("panel.remindersLabel")}</span>
              <span className={styles.toggleHint}>
                {me.phoneVerified ? t.t("panel.remindersHint") : t.t("panel.remindersHintUnverified")}
              </span>
            </span>
          </label>
        </li>
      </ul>
    </Panel>
  );
}
