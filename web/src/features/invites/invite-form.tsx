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

const formSchema = z.object({
  email: z.string().trim().min(1, "Please enter their email address.").pipe(createInviteSchema.shape.email),
  pendingCardId: z.string(),
});

/** Invite someone by email, optionally with one of my cards (core §3 pendingCard). Off while the limit is reached. */
export function InviteForm({ limitReached }: { limitReached: boolean }) {
  const cards = useQuery(myCardOptionsQuery);
  const { form, formRef, field, errorOf, submit, submitting } = useKoraForm({
    schema: formSchema,
    defaultValues: { email: "", pendingCardId: "" },
    onSubmit: async (values) => {
      const sent = await sendInvite({ email: values.email, pendingCardId: values.pendingCardId || null });
      form.reset({ email: "", pendingCardId: values.pendingCardId });
      toast.success(`Invite sent to ${sent.email}.`);
    },
  });
  return (
    <Panel aria-labelledby="invite-title" className={styles.panel}>
      <h2 id="invite-title" className={styles.sectionTitle}>
        Invite someone
      </h2>
      <p className={styles.muted}>We'll email them a link to sign up. When they join, you earn pro-bono credit.</p>
      <form ref={formRef} onSubmit={submit} noValidate className={styles.form}>
        <TextField
          label="Their email"
          type="email"
          autoComplete="off"
          inputMode="email"
          error={errorOf("email")}
          {...field("email", { tidy: false })}
        />
        {cards.data && cards.data.length > 0 && (
          <SelectField label="Card to share (optional)" error={errorOf("pendingCardId")} {...field("pendingCardId")}>
            <option value="">No card</option>
            {cards.data.map((card) => (
              <option key={card.id} value={card.id}>
                {card.title}
              </option>
            ))}
          </SelectField>
        )}
        <Button type="submit" busy={submitting} disabled={limitReached} className={styles.submit}>
          Send invite
        </Button>
      </form>
    </Panel>
  );
}
