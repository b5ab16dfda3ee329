import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { appPath } from "@kora/shared/brand.ts";
import { resetPasswordSchema } from "@kora/shared/contracts/auth.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import { useKoraForm } from "../../lib/forms/use-kora-form.ts";
import { queryClient } from "../../lib/query-client.ts";
import { meQueryOptions } from "../../lib/session.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { resetPassword } from "./auth.client.ts";
import notes from "../../ui/form-notes.module.css";
import styles from "./auth.module.css";

/** /reset-password?token&email from the mailed link: a new password, typed twice. Success signs the person in. */
export function ResetPasswordPage() {
  usePageTitle("Reset password");
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token") ?? "";
  const email = params.get("email") ?? "";
  const { formRef, field, errorOf, submit, submitting } = useKoraForm({
    schema: resetPasswordSchema,
    defaultValues: { email, token, password: "", passwordConfirmation: "" },
    onSubmit: async (values) => {
      const { message } = await resetPassword(values);
      await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
      toast.success(message || MESSAGES.passwordReset);
      navigate(appPath("dashboard"), { replace: true });
    },
  });

  if (!token || !email) {
    return (
      <div>
        <p className={styles.lead}>This reset link is incomplete. Open the link from the email again, or ask for a new one.</p>
        <ButtonLink to="/forgot-password" block>
          Send me a new link
        </ButtonLink>
      </div>
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <p className={styles.lead}>
        Choose a new password for <strong>{email}</strong>. Use at least 12 characters with numbers, uppercase and lowercase letters.
      </p>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        limit={TEXT_LIMITS.password}
        error={errorOf("password")}
        {...field("password", { tidy: false })}
      />
      <TextField
        label="Retype new password"
        type="password"
        autoComplete="new-password"
        limit={TEXT_LIMITS.password}
        error={errorOf("passwordConfirmation")}
        {...field("passwordConfirmation", { tidy: false })}
      />
      <Button type="submit" block size="large" busy={submitting}>
        Reset password
      </Button>
      <p className={notes.fine}>
        Link expired? <Link to="/forgot-password">Send a new one</Link>
      </p>
    </form>
  );
}
