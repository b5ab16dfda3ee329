import { useEffect, useMemo } from "react";
import { changePasswordSchema } from "@kora/shared/contracts/auth.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { fillMessage, MESSAGES } from "@kora/shared/messages.ts";
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

const EMPTY = { currentPassword: "", password: "", passwordConfirmation: "" };

/** Optional password: set one (password-free accounts) or change it (current password needed then). */
export function PasswordForm({ me, onDirtyChange }: { me: Me; onDirtyChange: (dirty: boolean) => void }) {
  const schema = useMemo(
    () =>
      changePasswordSchema.superRefine((value, ctx) => {
        if (me.hasPassword && !value.currentPassword)
          ctx.addIssue({ code: "custom", path: ["currentPassword"], message: fillMessage("required", { field: "current password" }) });
      }),
    [me.hasPassword],
  );
  const { form, formRef, field, errorOf, submit, submitting } = useKoraForm({
    schema,
    defaultValues: EMPTY,
    onSubmit: async (values) => {
      const { message } = await changePassword(
        me.hasPassword ? values : { password: values.password, passwordConfirmation: values.passwordConfirmation },
      );
      form.reset(EMPTY);
      toast.success(message || MESSAGES.passwordUpdated);
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
  const dirty = form.formState.isDirty;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  return (
    <Panel id="password" aria-labelledby="password-title" tabIndex={-1}>
      <div className={settingsPage.sectionHead}>
        <h2 id="password-title">{me.hasPassword ? "Change your password" : "Set a password"}</h2>
        <p>
          {me.hasPassword
            ? "You can log in with your password or with a code we email you."
            : "Optional: you can always log in with a code we email you. A password lets you log in without checking your inbox."}
        </p>
      </div>
      <form ref={formRef} onSubmit={submit} noValidate>
        {me.hasPassword && (
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            limit={TEXT_LIMITS.password}
            error={errorOf("currentPassword")}
            {...field("currentPassword", { tidy: false })}
          />
        )}
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          limit={TEXT_LIMITS.password}
          hint="At least 12 characters with numbers, uppercase and lowercase letters."
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
        <div className={styles.actions}>
          <Button type="submit" busy={submitting} variant="secondary">
            {me.hasPassword ? "Change password" : "Set password"}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
