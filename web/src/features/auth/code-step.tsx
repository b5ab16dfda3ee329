import { useEffect, useState } from "react";
import { verifyCodeSchema } from "@kora/shared/contracts/auth.ts";
import { VERIFICATION_CODE_TTL_MINUTES } from "@kora/shared/constants.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { isApiError } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { verifyCode } from "./auth.client.ts";
import notes from "../../ui/form-notes.module.css";
import styles from "./auth.module.css";
import { CodeInput } from "./code-input.tsx";
import { authMessages } from "@kora/shared/i18n/messages/auth.ts";
import { useT } from "../../lib/i18n/use-t.ts";

const RESEND_WAIT_S = 30;

/**
 * Step two: the mailed code. It submits itself when complete; a wrong code clears the boxes. A log-in
 * for an address with no account gets a "no account yet" mail instead of a code, and the screen is
 * the same for both, so it never tells anyone but the mailbox's owner whether the account exists.
 */
export function CodeStep({
  email,
  step,
  onVerified,
  onResend,
  onChangeEmail,
}: {
  email: string;
  step: "login" | "signup";
  onVerified: (me: Me) => void;
  onResend: () => Promise<void>;
  onChangeEmail: () => void;
}) {
  const t = useT(authMessages);
  const [verifying, setVerifying] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [wrong, setWrong] = useState(false);
  const [wait, setWait] = useState(RESEND_WAIT_S);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const submit = async (code: string) => {
    if (verifying) return;
    const parsed = verifyCodeSchema.safeParse({ email, code });
    if (!parsed.success) return;
    setVerifying(true);
    try {
      onVerified(await verifyCode(parsed.data));
    } catch (error) {
      // The API client has toasted the reason (a wrong code on this page is 401 → the spec's message).
      if (isApiError(error) && !error.toasted) toast.error(error.message);
      setWrong(true);
      setAttempt((value) => value + 1);
      setVerifying(false);
    }
  };

  return (
    <div>
      <p className={styles.lead}>
        {t.rich(step === "login" ? "code.sentLogin" : "code.sentSignup", {
          email,
          minutes: VERIFICATION_CODE_TTL_MINUTES,
          strong: (chunks) => <strong key="email">{chunks}</strong>,
        })}
      </p>
      <CodeInput key={attempt} onComplete={submit} disabled={verifying} invalid={wrong} />
      <p className={styles.status} aria-live="polite">
        {verifying ? t.t("code.checking") : t.t("code.tip")}
      </p>
      <div className={notes.row}>
        <button
          type="button"
          className={notes.linkButton}
          disabled={wait > 0}
          onClick={async () => {
            setWait(RESEND_WAIT_S);
            await onResend();
          }}
        >
          {wait > 0 ? t.t("code.resendIn", { seconds: wait }) : t.t("code.resend")}
        </button>
        <button type="button" className={notes.linkButton} onClick={onChangeEmail}>
          {t.t("code.differentEmail")}
        </button>
      </div>
    </div>
  );
}
