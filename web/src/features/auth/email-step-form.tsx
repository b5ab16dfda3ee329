import { Link } from "react-router-dom";
import { requestCodeSchema, type RequestCode } from "@kora/shared/contracts/auth.ts";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import { useKoraForm } from "../../lib/forms/use-kora-form.ts";
import { Button } from "../../ui/button.tsx";
import { TextField } from "../../ui/text-field.tsx";
import notes from "../../ui/form-notes.module.css";
import { authMessages } from "@kora/shared/i18n/messages/auth.ts";
import { useT } from "../../lib/i18n/use-t.ts";

/** Step one of password-free log-in: the email the code goes to (sign-up has its own form, signup-form.tsx). */
export function EmailStepForm({ initialEmail, onSubmit }: { initialEmail: string; onSubmit: (values: RequestCode) => Promise<void> }) {
  const t = useT(authMessages);
  const { formRef, field, errorOf, submit, submitting } = useKoraForm({
    schema: requestCodeSchema,
    defaultValues: { step: "login", email: initialEmail } satisfies RequestCode,
    onSubmit: async (values) => onSubmit(values as RequestCode),
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
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
        {t.t("login.emailMeACode")}
      </Button>
      <p className={notes.fine}>
        {t.rich("login.noEmail", {
          link: (chunks) => (
            <Link key="link" to="/recover-account">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </form>
  );
}
