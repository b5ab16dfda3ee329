import { useState } from "react";
import { Link } from "react-router-dom";
import { forgotPasswordSchema } from "@kora/shared/contracts/auth.ts";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import { useKoraForm } from "../../lib/forms/use-kora-form.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { forgotPassword } from "./auth.client.ts";
import notes from "../../ui/form-notes.module.css";
import styles from "./auth.module.css";
import { authMessages } from "@kora/shared/i18n/messages/auth.ts";
import { useT } from "../../lib/i18n/use-t.ts";

/** Forgot password: enter the email, then a "check your email" confirmation (public-site §2). */
export function ForgotPasswordPage() {
  const t = useT(authMessages);
  usePageTitle(t.t("forgot.title"));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { formRef, field, errorOf, submit, submitting } = useKoraForm({
    schema: forgotPasswordSchema,
    defaultValues: { email: "" },
    onSubmit: async (values) => {
      await forgotPassword(values);
      setSentTo(values.email);
    },
  });

  if (sentTo) {
    return (
      <div className={styles.done} role="status">
        <span className={styles.doneIcon}>
          <Icon name="mail" size={30} />
        </span>
        <h2>{t.t("forgot.checkEmail")}</h2>
        <p className={styles.lead}>{t.rich("forgot.sent", { email: sentTo, strong: (chunks) => <strong key="email">{chunks}</strong> })}</p>
        <ButtonLink to="/password-free?step=login" variant="outline" block>
          {t.t("forgot.backToLogIn")}
        </ButtonLink>
      </div>
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <p className={styles.lead}>{t.t("forgot.lead")}</p>
      <TextField
        label={t.t("email")}
        type="email"
        autoComplete="email"
        inputMode="email"
        limit={TEXT_LIMITS.email}
        error={errorOf("email")}
        {...field("email")}
      />
      <Button type="submit" block size="large" busy={submitting}>
        {t.t("forgot.send")}
      </Button>
      <p className={notes.fine}>
        {t.rich("forgot.remembered", {
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
