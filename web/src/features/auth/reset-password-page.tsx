import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { appPath } from "@kora/shared/brand.ts";
import { resetPasswordSchema } from "@kora/shared/contracts/auth.ts";
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
import { authMessages } from "@kora/shared/i18n/messages/auth.ts";
import { useT } from "../../lib/i18n/use-t.ts";

/** /reset-password?token&email from the mailed link: a new password, typed twice. Success signs the person in. */
export function ResetPasswordPage() {
  const t = useT(authMessages);
  usePageTitle(t.t("reset.title"));
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
      toast.success(message || t.t("reset.done"));
      navigate(appPath("dashboard"), { replace: true });
    },
  });

  if (!token || !email) {
    return (
      <div>
        <p className={styles.lead}>{t.t("reset.incomplete")}</p>
        <ButtonLink to="/forgot-password" block>
          {t.t("reset.newLink")}
        </ButtonLink>
      </div>
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <p className={styles.lead}>{t.rich("reset.lead", { email, strong: (chunks) => <strong key="email">{chunks}</strong> })}</p>
      <TextField
        label={t.t("reset.newPassword")}
        type="password"
        autoComplete="new-password"
        limit={TEXT_LIMITS.password}
        error={errorOf("password")}
        {...field("password", { tidy: false })}
      />
      <TextField
        label={t.t("reset.retype")}
        type="password"
        autoComplete="new-password"
        limit={TEXT_LIMITS.password}
        error={errorOf("passwordConfirmation")}
        {...field("passwordConfirmation", { tidy: false })}
      />
      <Button type="submit" block size="large" busy={submitting}>
        {t.t("reset.submit")}
      </Button>
      <p className={notes.fine}>
        {t.rich("reset.expired", {
          link: (chunks) => (
            <Link key="link" to="/forgot-password">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </form>
  );
}
