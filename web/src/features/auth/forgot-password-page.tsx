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

/** Forgot password: enter the email, then a "check your email" confirmation (public-site §2). */
export function ForgotPasswordPage() {
  usePageTitle("Forgot password");
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
        <h2>Check your email</h2>
        <p className={styles.lead}>
          We've sent a link to reset your password to <strong>{sentTo}</strong>. It may take a minute to arrive; check your spam folder if
          it doesn't.
        </p>
        <ButtonLink to="/password-free?step=login" variant="outline" block>
          Back to log in
        </ButtonLink>
      </div>
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <p className={styles.lead}>Enter the email you use for Kora and we'll send you a link to choose a new password.</p>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        limit={TEXT_LIMITS.email}
        error={errorOf("email")}
        {...field("email")}
      />
      <Button type="submit" block size="large" busy={submitting}>
        Send reset link
      </Button>
      <p className={notes.fine}>
        Remembered it? <Link to="/password-free?step=login">Log in</Link>
      </p>
    </form>
  );
}
