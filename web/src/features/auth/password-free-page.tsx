import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { appPath } from "@kora/shared/brand.ts";
import type { RequestCode } from "@kora/shared/contracts/auth.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { safeRedirect } from "@kora/shared/domain/routing/guards.ts";
import { setSignedIn } from "../../lib/session.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { requestCode } from "./auth.client.ts";
import { InviteCodeNotice } from "../invites/invites.api.ts";
import notes from "../../ui/form-notes.module.css";
import styles from "./auth.module.css";
import { CodeStep } from "./code-step.tsx";
import { EmailStepForm } from "./email-step-form.tsx";
import { PasswordLoginForm } from "./password-login-form.tsx";
import { SignupForm } from "./signup-form.tsx";
import { authMessages } from "@kora/shared/i18n/messages/auth.ts";
import { useT } from "../../lib/i18n/use-t.ts";

type Stage = { kind: "email" } | { kind: "code"; request: RequestCode } | { kind: "password" };

/** /password-free?step=login|signup (optional invite, group, redirectTo): email → mailed code → signed in. */
export function PasswordFreePage() {
  const t = useT(authMessages);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const step = params.get("step") === "signup" ? "signup" : "login";
  const [stage, setStage] = useState<Stage>({ kind: "email" });
  const [email, setEmail] = useState("");
  // What was sent last, so "Use a different email" comes back to a filled sign-up form.
  const [sentSignup, setSentSignup] = useState<RequestCode | null>(null);
  usePageTitle(step === "signup" ? t.t("signup.title") : t.t("login.title"));

  // Switching tabs starts the chosen step afresh.
  const [shownStep, setShownStep] = useState(step);
  if (shownStep !== step) {
    setShownStep(step);
    setStage({ kind: "email" });
  }

  const send = async (request: RequestCode) => {
    const invite = params.get("invite");
    const group = params.get("group");
    const body: RequestCode = { ...request, ...(invite ? { invite } : {}), ...(group ? { group } : {}) };
    await requestCode(body);
    setEmail(body.email);
    if (body.step === "signup") setSentSignup(body);
    setStage({ kind: "code", request: body });
  };

  const signedIn = (me: Me, signUp: boolean) => {
    setSignedIn(me);
    toast.success(signUp ? t.t("signup.complete") : t.t("login.welcomeBack"));
    const next = safeRedirect(params.get("redirectTo")) ?? appPath("dashboard");
    // A mobile number given at sign-up is verified next (guard 5 would hold the account until it is).
    const verifyFirst = me.verificationRequired && me.phone !== null && !me.phoneVerified;
    navigate(verifyFirst ? `/verify/phone?redirectTo=${encodeURIComponent(next)}` : next, { replace: true });
  };

  if (stage.kind === "code") {
    const { request } = stage;
    return (
      <CodeStep
        email={request.email}
        step={request.step}
        onVerified={(me) => signedIn(me, request.step === "signup")}
        onResend={async () => {
          await requestCode(request);
          toast.success(t.t("code.resent", { email: request.email }));
        }}
        onChangeEmail={() => setStage({ kind: "email" })}
      />
    );
  }

  if (stage.kind === "password") {
    return (
      <>
        <p className={styles.lead}>{t.t("login.passwordLead")}</p>
        <PasswordLoginForm initialEmail={email} onSignedIn={(me) => signedIn(me, false)} />
        <div className={styles.divider}>{t.t("or")}</div>
        <p className={notes.fine} style={{ marginTop: 0 }}>
          <button type="button" className={notes.linkButton} onClick={() => setStage({ kind: "email" })}>
            {t.t("login.codeInstead")}
          </button>
        </p>
      </>
    );
  }

  return (
    <>
      <p className={styles.lead}>{step === "signup" ? t.t("signup.lead") : t.t("login.lead")}</p>
      {step === "signup" && params.get("invite") && <InviteCodeNotice code={params.get("invite") ?? ""} />}
      {step === "signup" ? (
        <SignupForm initial={sentSignup} initialEmail={email} onSubmit={send} />
      ) : (
        <EmailStepForm initialEmail={email} onSubmit={send} />
      )}
      {step === "login" && (
        <>
          <div className={styles.divider}>{t.t("or")}</div>
          <p className={notes.fine} style={{ marginTop: 0 }}>
            <button type="button" className={notes.linkButton} onClick={() => setStage({ kind: "password" })}>
              {t.t("login.passwordInstead")}
            </button>
          </p>
        </>
      )}
      {step === "signup" && (
        <p className={notes.fine}>
          {t.rich("signup.agree", {
            terms: (chunks) => (
              <Link key="terms" to="/terms-and-conditions">
                {chunks}
              </Link>
            ),
            privacy: (chunks) => (
              <Link key="privacy" to="/privacy">
                {chunks}
              </Link>
            ),
          })}
        </p>
      )}
    </>
  );
}
