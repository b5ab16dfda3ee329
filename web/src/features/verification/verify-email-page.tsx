import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { appPath } from "@kora/shared/brand.ts";
import { VERIFICATION_RESEND_SECONDS } from "@kora/shared/contracts/verification.ts";
import { isApiError } from "../../lib/api-client.ts";
import { useMe } from "../../lib/session.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { Button } from "../../ui/button.tsx";
import { PageLoader } from "../../ui/page-loader.tsx";
import { SentCodeStep } from "./sent-code-step.tsx";
import { confirmEmailCode, requestEmailCode, retryAfterOf } from "./verification.client.ts";
import { useVerifiedExit } from "./use-verified-exit.ts";
import styles from "./verification.module.css";
import { verificationMessages } from "@kora/shared/i18n/messages/verification.ts";
import { useT } from "../../lib/i18n/use-t.ts";

type Sending = { kind: "sending" } | { kind: "sent"; resendAfter: number } | { kind: "failed"; message: string };

/** /verify/email (public-site §2): a code is mailed on arrival; entering it verifies the address. */
export function VerifyEmailPage() {
  const t = useT(verificationMessages);
  usePageTitle(t.t("email.title"));
  const { data: me } = useMe();
  const navigate = useNavigate();
  const exit = useVerifiedExit();
  const [sending, setSending] = useState<Sending>({ kind: "sending" });
  const asked = useRef(false);

  const send = async () => {
    setSending({ kind: "sending" });
    try {
      setSending({ kind: "sent", resendAfter: (await requestEmailCode()).resendAfterSeconds });
    } catch (error) {
      if (!isApiError(error)) throw error;
      // A code went out a moment ago (another tab, a reload): use that one.
      if (error.status === 429) setSending({ kind: "sent", resendAfter: retryAfterOf(error.message) ?? VERIFICATION_RESEND_SECONDS });
      else if (error.status === 409) {
        toast.info(error.message);
        navigate(appPath("dashboard"), { replace: true });
      } else setSending({ kind: "failed", message: error.message });
    }
  };

  useEffect(() => {
    if (!me || asked.current) return;
    asked.current = true;
    void send();
  });

  if (!me || sending.kind === "sending") return <PageLoader label={t.t("email.sending")} />;
  if (sending.kind === "failed") {
    return (
      <div role="alert">
        <p className={styles.lead}>{sending.message}</p>
        <Button block size="large" onClick={send}>
          {t.t("tryAgain")}
        </Button>
      </div>
    );
  }
  return (
    <SentCodeStep
      lead={t.rich("email.sent", { email: me.email ?? "", strong: (chunks) => <strong key="email">{chunks}</strong> })}
      resendAfter={sending.resendAfter}
      onSubmit={async (code) => exit(await confirmEmailCode(code), t.t("email.verified"))}
      onResend={async () => (await requestEmailCode()).resendAfterSeconds}
    />
  );
}
