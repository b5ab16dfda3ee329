import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { createInviteSchema } from "@kora/shared/contracts/invites.ts";
import { useKoraForm } from "../../lib/forms/use-kora-form.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { Panel } from "../../ui/surface.tsx";
import { SelectField, TextField } from "../../ui/text-field.tsx";
import { myCardOptionsQuery, sendInvite } from "./invites.client.ts";
import styles from "./invites.module.css";
import type { KeyOf, Translator } from "@kora/shared/i18n/translate.ts";
import { invitesMessages } from "@kora/shared/i18n/messages/invites.ts";
import { useT } from "../../lib/i18n/use-t.ts";

const formSchema = (t: Translator<KeyOf<typeof invitesMessages>>) =>
  z.object({
    email: z.string().trim().min(1, t.t("form.emailMissing")).pipe(createInviteSchema.shape.email),
    pendingCardId: z.string(),
  });

/** Invite someone by email, optionally with one of my cards (core §3 pendingCard). Off while the limit is reached. */
export function InviteForm({ limitReached }: { limitReached: boolean }) {
  const t = useT(invitesMessages);
  const schema = useMemo(() => formSchema(t), [t]);
  const cards = useQuery(myCardOptionsQuery);
  const { form, formRef, field, errorOf, submit, submitting } = useKoraForm({
    schema,
    defaultValues: { email: "", pendingCardId: "" },
    onSubmit: async (values) => {
      const sent = await sendInvite({ email: values.email, pendingCardId: values.pendingCardId || null });
      form.reset({ email: "", pendingCardId: values.pendingCardId });
      toast.success(t.t("form.sent", { email: sent.email }));
    },
  });
  return (
    <Panel aria-labelledby="invite-title" className={styles.panel}>
      <h2 id="invite-title" className={styles.sectionTitle}>
        {t.t("form.title")}
      </h2>
      <p className={styles.muted}>{t.t("form.lead")}</p>
      <form ref={formRef} onSubmit={submit} noValidate className={styles.form}>
        <TextField
          label={t.t("form.email")}
          type="email"
          autoComplete="off"
          inputMode="email"
          error={errorOf("email")}
          {...field("email", { tidy: false })}
        />
        {cards.data && cards.data.length > 0 && (
          <SelectField label={t.t("form.card")} error={errorOf("pendingCardId")} {...field("pendingCardId")}>
            <option value="">{t.t("form.noCard")}</option>
            {cards.data.map((card) => (
              <option key={card.id} value={card.id}>
                {card.title}
              </option>
            ))}
          </SelectField>
        )}
        <Button type="submit" busy={submitting} disabled={limitReached} className={styles.submit}>
          {t.t("form.send")}
        </Button>
      </form>
    </Panel>
  );
}
