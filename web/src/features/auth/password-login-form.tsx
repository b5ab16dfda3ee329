import { Link } from "react-router-dom";
import { passwordLoginSchema } from "@kora/shared/contracts/auth.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import { useKoraForm } from "../../lib/forms/use-kora-form.ts";
import { Button } from "../../ui/button.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { passwordLogin } from "./auth.api.ts";
import notes from "../../ui/form-notes.module.css";

/** "Use a password instead": email and password for people who have set one. */
export function PasswordLoginForm({ initialEmail, onSignedIn }: { initialEmail: string; onSignedIn: (me: Me) => void }) {
  const { formRef, field, errorOf, submit, submitting } = useKoraForm({
    schema: passwordLoginSchema,
    defaultValues: { email: initialEmail, password: "" },
    onSubmit: async (values) => onSignedIn(await passwordLogin(values)),
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
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        limit={TEXT_LIMITS.password}
        error={errorOf("password")}
        {...field("password", { tidy: false })}
      />
      <Button type="submit" block size="large" busy={submitting}>
        Log in
      </Button>
      <p className={notes.fine}>
        <Link to="/forgot-password">Forgotten your password?</Link>
      </p>
    </form>
  );
}
