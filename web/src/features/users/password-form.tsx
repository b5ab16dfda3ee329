import { useEffect, useMemo } from "react";
import { changePasswordSchema } from "@kora/shared/contracts/auth.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import { useKoraForm } from "../../lib/forms/use-kora-form.ts";
import { queryClient } from "../../lib/query-client.ts";
import { ME_QUERY_KEY } from "../../lib/session.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { Panel } from "../../ui/surface.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { changePassword } from "./users.client.ts";
import settingsPage from "../../ui/settings-page.module.css";
import styles from "./account.module.css";
import { usersMessages } from "@kora/shared/i18n/messages/users.ts";
import { useT } from "../../lib/i18n/use-t.ts";

const EMPTY = { currentPassword: "", password: "", passwordConfirmation: "" };

/** Optional password: set one (password-free accounts) or change it (current password needed then). */
export function PasswordForm({ me, onDirtyChange }: { me: Me; onDirtyChange: (dirty: boolean) => void }) {
  const t = useT(usersMessages);
  const schema = useMemo(
    () =>
      changePasswordSchema.superRefine((value, ctx) => {
        if (me.hasPassword && !value.currentPassword)
          ctx.addIssue({ code: "custom", path: ["currentPassword"], message: t.t("password.currentRequired") });
      }),
    [me.hasPassword, t],
  );
  const { form, formRef, field, errorOf, submit, submitting } = useKoraForm({
    schema,
    defaultValues: EMPTY,
    onSubmit: async (values) => {
      const { message } = await changePassword(
        me.hasPassword ? values : { password: values.password, passwordConfirmation: values.passwordConfirmation },
      );
      form.reset(EMPTY);
      toast.success(message || t.t("password.updated"));
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
  const dirty = form.formState.isDirty;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  return (
    <Panel id="password" aria-labelledby="password-title" tabIndex={-1}>
      <div className={settingsPage.sectionHead}>
        <h2 id="password-title">{me.hasPassword ? t.t("password.changeTitle") : t.t("password.setTitle")}</h2>
        <p>{me.hasPassword ? t.t("password.changeLead") : t.t("password.setLead")}</p>
      </div>
      <form ref={formRef} onSubmit={submit} noValidate>
        {me.hasPassword && (
          <TextField
            label={t.t("password.current")}
            type="password"
            autoComplete="current-password"
            limit={TEXT_LIMITS.password}
            error={errorOf("currentPassword")}
            {...field("currentPassword", { tidy: false })}
          />
        )}
        <TextField
          label={t.t("password.new")}
          type="password"
          autoComplete="new-password"
          limit={TEXT_LIMITS.password}
          hint={t.t("password.hint")}
          error={errorOf("password")}
          {...field("password", { tidy: false })}
        />
        <TextField
          label={t.t("password.retype")}
          type="password"
          autoComplete="new-password"
          limit={TEXT_LIMITS.password}
          error={errorOf("passwordConfirmation")}
          {...field("passwordConfirmation", { tidy: false })}
        />
        <div className={styles.actions}>
          <Button type="submit" busy={submitting} variant="secondary">
            {me.hasPassword ? t.t("password.change") : t.t("password.set")}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
