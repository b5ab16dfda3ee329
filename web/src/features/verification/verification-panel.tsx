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

function Badge({ verified }: { verified: boolean }) {
  return (
    <span className={`${styles.badge} ${verified ? styles.verified : styles.unverified}`}>{verified ? "Verified" : "Not verified"}</span>
  );
}

/**
 * My details' verification panel: the mobile number and the email with their state and a way to
 * verify each, a way to change a verified number, and the 10-minute SMS reminder switch (the opt-out;
 * it needs a verified number).
 */
export function VerificationPanel({ me }: { me: Me }) {
  const [changing, setChanging] = useState(false);
  const [saving, setSaving] = useState(false);
  // The stats say it outright; without them, `verificationRequired` with no number waiting can only be the email.
  const emailVerified = me.stats ? !me.stats.requiresEmailVerification : !(me.verificationRequired && (me.phoneVerified || !me.phone));
  const remindersOn = me.phoneVerified && me.smsReminders;

  const toggleReminders = async (enabled: boolean) => {
    setSaving(true);
    try {
      setSignedIn(await setSmsReminders(enabled));
      toast.success(enabled ? "We'll text you 10 minutes before each session." : "No more text reminders. You'll still get them by email.");
    } finally {
      setSaving(false);
    }
  };

  return (
    <Panel id="verification" aria-labelledby="verification-title">
      <div className={styles.panelHead}>
        <h2 id="verification-title">Verification and reminders</h2>
        <p>A verified mobile gets a text 10 minutes before each session, and lets you log back in if you lose your email.</p>
      </div>
      <ul className={styles.items}>
        <li className={styles.item}>
          <div>
            <span className={styles.itemLabel}>Mobile number</span>
            <span className={styles.itemValue}>
              {me.phone ? formatMobile(me.phone) : "Not added yet"}
              {me.phone && <Badge verified={me.phoneVerified} />}
            </span>
          </div>
          {me.phoneVerified ? (
            <Button variant="outline" size="small" onClick={() => setChanging((open) => !open)} aria-expanded={changing}>
              {changing ? "Keep this number" : "Change number"}
            </Button>
          ) : (
            <Link className={notes.linkButton} to={VERIFY_PHONE_PATH}>
              {me.phone ? "Verify" : "Add and verify"}
            </Link>
          )}
          {changing && me.phoneVerified && (
            <div className={styles.inline}>
              <PhoneVerification
                me={{ ...me, phone: null }}
                submitLabel="Text a code to the new number"
                onVerified={(verified) => {
                  setSignedIn(verified);
                  setChanging(false);
                  toast.success("Your new mobile number is verified.");
                }}
              />
            </div>
          )}
        </li>
        {me.email && (
          <li className={styles.item}>
            <div>
              <span className={styles.itemLabel}>Email</span>
              <span className={styles.itemValue}>
                {me.email}
                <Badge verified={emailVerified} />
              </span>
            </div>
            {!emailVerified && (
              <Link className={notes.linkButton} to={VERIFY_EMAIL_PATH}>
                Verify
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
              <span className={styles.itemLabel}>Text me 10 minutes before each session</span>
              <span className={styles.toggleHint}>
                {me.phoneVerified
                  ? "Only booking reminders, never marketing."
                  : "Verify your mobile number to get text reminders. Only booking reminders, never marketing."}
              </span>
            </span>
          </label>
        </li>
      </ul>
    </Panel>
  );
}
