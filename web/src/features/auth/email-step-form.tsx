import { Link } from "react-router-dom";
import { requestCodeSchema, type RequestCode } from "@kora/shared/contracts/auth.ts";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import { useKoraForm } from "../../lib/forms/use-kora-form.ts";
import { Button } from "../../ui/button.tsx";
import { TextField } from "../../ui/text-field.tsx";
import notes from "../../ui/form-notes.module.css";

/** Step one of password-free log-in: the email the code goes to (sign-up has its own form, signup-form.tsx). */
export function EmailStepForm({ initialEmail, onSubmit }: { initialEmail: string; onSubmit: (values: RequestCode) => Promise<void> }) {
  const { formRef, field, errorOf, submit, submitting } = useKoraForm({
    schema: requestCodeSchema,
    defaultValues: { step: "login", email: initialEmail } satisfies RequestCode,
    onSubmit: async (values) => onSubmit(values as RequestCode),
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
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
        Email me a code
      </Button>
      <p className={notes.fine}>
        No access to your email? <Link to="/recover-account">Log in with your mobile number</Link>
      </p>
    </form>
  );
}
