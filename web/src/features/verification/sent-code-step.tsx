import { type ReactNode, useState } from "react";
import { VERIFICATION_CODE_TTL_MINUTES } from "@kora/shared/constants.ts";
import { isApiError } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { CodeInput } from "../auth/auth.api.ts";
import { useCountdown } from "./use-countdown.ts";
import { retryAfterOf } from "./verification.client.ts";
import notes from "../../ui/form-notes.module.css";
import styles from "./verification.module.css";
import { verificationMessages } from "@kora/shared/i18n/messages/verification.ts";
import { useT } from "../../lib/i18n/use-t.ts";

/** Why a code was refused, for the boxes: the 422's message on `code`, or the error's own message. */
export function codeErrorOf(error: unknown): string {
  if (isApiError(error)) return error.fields?.code?.[0] ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * The step after a code was texted or mailed: six boxes that submit themselves when full (paste fills
 * and submits, core §5), the reason a code was refused under them, and a resend button that counts
 * down the cool-down.
 */
export function SentCodeStep({
  lead,
  resendAfter,
  onSubmit,
  onResend,
  change,
}: {
  lead: ReactNode;
  /** Seconds until another code may be asked for. */
  resendAfter: number;
  /** Rejects with the API's error when the code is refused. */
  onSubmit: (code: string) => Promise<void>;
  /** Asks for a new code; resolves with the seconds until the next may be asked for. */
  onResend: () => Promise<number>;
  /** "Use a different number": back to the first step. */
  change?: { label: string; onClick: () => void };
}) {
  const t = useT(verificationMessages);
  const [verifying, setVerifying] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [wait, restartWait] = useCountdown(resendAfter);
  const [resending, setResending] = useState(false);

  const submit = async (code: string) => {
    if (verifying) return;
    setVerifying(true);
    try {
      await onSubmit(code);
    } catch (failure) {
      setError(codeErrorOf(failure));
      setAttempt((value) => value + 1);
      setVerifying(false);
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      restartWait(await onResend());
      setError(null);
      setAttempt((value) => value + 1);
      toast.success(t.t("code.resent"));
    } catch (failure) {
      if (isApiError(failure) && failure.status === 429) restartWait(retryAfterOf(failure.message) ?? resendAfter);
    } finally {
      setResending(false);
    }
  };

  return (
    <div>
      <p className={styles.lead}>
        {lead} {t.t("code.works", { minutes: VERIFICATION_CODE_TTL_MINUTES })}
      </p>
      <CodeInput key={attempt} onComplete={submit} disabled={verifying} invalid={error !== null} />
      {error && (
        <p className={styles.codeError} role="alert">
          <span aria-hidden="true">!</span> {error}
        </p>
      )}
      <p className={styles.status} aria-live="polite">
        {verifying ? t.t("code.checking") : t.t("code.tip")}
      </p>
      <div className={notes.row}>
        <button type="button" className={notes.linkButton} disabled={wait > 0 || resending} onClick={resend}>
          {wait > 0 ? t.t("code.resendIn", { seconds: wait }) : t.t("code.resend")}
        </button>
        {change && (
          <button type="button" className={notes.linkButton} onClick={change.onClick}>
            {change.label}
          </button>
        )}
      </div>
    </div>
  );
}
