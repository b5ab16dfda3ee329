import { z } from "zod";
import { type PlanDto, proRequestMessageSchema } from "@kora/shared/contracts/plans.ts";
import { formatCreditExpiry } from "@kora/shared/domain/money/credits.ts";
import { useKoraForm } from "../../lib/forms/use-kora-form.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { TextAreaField } from "../../ui/text-field.tsx";
import { subscribeTo } from "./plans.client.ts";
import styles from "./plans.module.css";

const schema = z.object({ message: proRequestMessageSchema });

/** Pro is on request: a short note to the team, or where the request stands. */
export function ProRequestForm({ request, onBasic }: { request: PlanDto["request"]; onBasic: boolean }) {
  const { formRef, field, errorOf, submit, submitting } = useKoraForm({
    schema,
    defaultValues: { message: "" },
    onSubmit: async (values) => {
      await subscribeTo("pro", values.message);
      toast.success("Your request is with us. We'll reply within 24 hours.");
    },
  });
  if (request?.status === "pending")
    return (
      <p className={styles.state} role="status">
        Requested on {formatCreditExpiry(request.createdAt, "UTC")}. We'll reply within 24 hours.
      </p>
    );
  return (
    <form ref={formRef} onSubmit={submit} noValidate className={styles.proForm}>
      {request?.status === "declined" && <p className={styles.small}>Your last request wasn't approved; you're welcome to ask again.</p>}
      <TextAreaField
        label="How would you use Pro?"
        rows={3}
        placeholder={
          onBasic ? "My practice, my clients, what I'd like from analytics and branding…" : "What you'd like from analytics and branding…"
        }
        error={errorOf("message")}
        {...field("message")}
      />
      <Button type="submit" variant="secondary" busy={submitting}>
        Request Pro
      </Button>
    </form>
  );
}
