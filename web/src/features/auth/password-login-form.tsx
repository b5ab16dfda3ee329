import { useState } from "react";
import { Link } from "react-router-dom";
import { passwordLoginSchema } from "@kora/shared/contracts/auth.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import { useKoraForm } from "../../lib/forms/use-kora-form.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { passwordLogin } from "./auth.client.ts";
import { passwordLoginFailure } from "./password-login-failure.ts";
import notes from "../../ui/form-notes.module.css";
import styles from "./auth.module.css";
import { authMessages } from "@kora/shared/i18n/messages/auth.ts";
import { useT } from "../../lib/i18n/use-t.ts";

/**
 * "Use a password instead": email and password for people who have set one. "Logging in..." while
 * the request is out; a failure is one toast, plus the "weren't right" line for wrong credentials
 * (public-site §8). The page toasts the welcome.
 */
export function PasswordLoginForm({ initialEmail, onSignedIn }: { initialEmail: string; onSignedIn: (me: Me) => void }) {
  const t = useT(authMessages);
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, field, errorOf, submit, submitting } = useKoraForm({
    schema: passwordLoginSchema,
    defaultValues: { email: initialEmail, password: "" },
    onSubmit: async (values) => {
      setFailure(null);
      const pending = toast.info(t.t("login.loggingIn"));
      let me: Me;
      try {
        me = await passwordLogin(values);
      } catch (error) {
        toast.dismiss(pending);
        const outcome = passwordLoginFailure(error, t);
        // A 422 is the form's: its field messages, marked and toasted as on every form.
        if (outcome.kind === "fields") throw error;
        toast.error(outcome.toast);
        setFailure(outcome.inline);
        return;
      }
      toast.dismiss(pending);
      onSignedIn(me);
    },
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
      <TextField
        label={t.t("login.password")}
        type="password"
        autoComplete="current-password"
        limit={TEXT_LIMITS.password}
        error={errorOf("password")}
        {...field("password", { tidy: false })}
      />
      {failure && (
        <p className={styles.formError} role="alert">
          <span aria-hidden="true">!</span> {failure}
        </p>
      )}
      <Button type="submit" block size="large" busy={submitting}>
        {t.t("login.submit")}
      </Button>
      <p className={notes.fine}>
        <Link to="/forgot-password">{t.t("login.forgotten")}</Link>
      </p>
    </form>
  );
}
