import { z } from "zod";
import { type PlanDto, proRequestMessageSchema } from "@kora/shared/contracts/plans.ts";
import { formatCreditExpiry } from "@kora/shared/domain/money/credits.ts";
import { useKoraForm } from "../../lib/forms/use-kora-form.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { TextAreaField } from "../../ui/text-field.tsx";
import { subscribeTo } from "./plans.client.ts";
import styles from "./plans.module.css";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { plansMessages } from "@kora/shared/i18n/messages/plans.ts";
import { useT } from "../../lib/i18n/use-t.ts";

const schema = z.object({ message: proRequestMessageSchema });

/** Pro is on request: a short note to the team, or where the request stands. */
export function ProRequestForm({ request, onBasic }: { request: PlanDto["request"]; onBasic: boolean }) {
  const t = useT(plansMessages);
  const locale = useLocale();
  const { formRef, field, errorOf, submit, submitting } = useKoraForm({
    schema,
    defaultValues: { message: "" },
    onSubmit: async (values) => {
      await subscribeTo("pro", values.message);
      toast.success(t.t("pro.sent"));
    },
  });
  if (request?.status === "pending")
    return (
      <p className={styles.state} role="status">
        {t.t("pro.pending", { date: formatCreditExpiry(request.createdAt, "UTC", locale) })}
      </p>
    );
  return (
    <form ref={formRef} onSubmit={submit} noValidate className={styles.proForm}>
      {request?.status === "declined" && <p className={styles.small}>{t.t("pro.declined")}</p>}
      <TextAreaField
        label={t.t("pro.label")}
        rows={3}
        placeholder={onBasic ? t.t("pro.placeholderBasic") : t.t("pro.placeholder")}
        error={errorOf("message")}
        {...field("message")}
      />
      <Button type="submit" variant="secondary" busy={submitting}>
        {t.t("pro.request")}
      </Button>
    </form>
  );
}
