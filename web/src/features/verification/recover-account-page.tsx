import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { appPath } from "@kora/shared/brand.ts";
import { recoveryCodeRequestSchema, VERIFICATION_RESEND_SECONDS } from "@kora/shared/contracts/verification.ts";
import { formatMobile, parseMobile } from "@kora/shared/domain/validation/phone.ts";
import { isApiError } from "../../lib/api-client.ts";
import { useKoraForm } from "../../lib/forms/use-kora-form.ts";
import { setSignedIn } from "../../lib/session.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { Button } from "../../ui/button.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { SentCodeStep } from "./sent-code-step.tsx";
import { recoverAccount, requestRecoveryCode } from "./verification.client.ts";
import notes from "../../ui/form-notes.module.css";
import styles from "./verification.module.css";
import { verificationMessages } from "@kora/shared/i18n/messages/verification.ts";
import { useT } from "../../lib/i18n/use-t.ts";

/**
 * /recover-account: log back in with a verified mobile number (core §7 recover-account), for someone
 * who can't get into their email. The answer never says whether the number belongs to an account.
 */
export function RecoverAccountPage() {
  const t = useT(verificationMessages);
  usePageTitle(t.t("recover.title"));
  const navigate = useNavigate();
  const [phone, setPhone] = useState<string | null>(null);
  const { formRef, field, errorOf, submit, submitting } = useKoraForm({
    schema: recoveryCodeRequestSchema,
    defaultValues: { phone: "" },
    onSubmit: async (values) => {
      await requestRecoveryCode(values.phone);
      setPhone(values.phone);
    },
  });

  if (phone) {
    const shown = parseMobile(phone) ?? phone;
    return (
      <SentCodeStep
        lead={t.rich("recover.sent", { phone: formatMobile(shown), strong: (chunks) => <strong key="phone">{chunks}</strong> })}
        resendAfter={VERIFICATION_RESEND_SECONDS}
        onSubmit={async (code) => {
          try {
            setSignedIn(await recoverAccount({ phone, code }));
          } catch (error) {
            // A wrong or stale code is a 401 like a wrong sign-in code; too many tries says so itself.
            throw new Error(isApiError(error) && error.status !== 401 ? error.message : t.t("recover.badCode"));
          }
          toast.success(t.t("recover.welcomeBack"));
          navigate(appPath("dashboard"), { replace: true });
        }}
        onResend={async () => {
          await requestRecoveryCode(phone);
          return VERIFICATION_RESEND_SECONDS;
        }}
        change={{ label: t.t("differentNumber"), onClick: () => setPhone(null) }}
      />
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <p className={styles.lead}>{t.t("recover.lead")}</p>
      <TextField
        label={t.t("mobile")}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+61 412 345 678"
        hint={t.t("recover.hint")}
        error={errorOf("phone")}
        {...field("phone")}
      />
      <Button type="submit" block size="large" busy={submitting}>
        {t.t("textMeACode")}
      </Button>
      <p className={notes.fine}>
        {t.rich("recover.gotEmail", {
          link: (chunks) => (
            <Link key="link" to="/password-free?step=login">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </form>
  );
}
