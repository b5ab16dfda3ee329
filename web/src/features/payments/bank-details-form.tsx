import type { Me } from "@kora/shared/contracts/users.ts";
import { useKoraForm } from "../../lib/forms/use-kora-form.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { Notice } from "../../ui/surface.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { routingLabel } from "./payout-status.ts";
import { addBankAccount, bankAccountInputSchema } from "./payments.client.ts";
import styles from "./payouts.module.css";
import { paymentsMessages } from "@kora/shared/i18n/messages/payments.ts";
import { useT } from "../../lib/i18n/use-t.ts";

/**
 * The bank account payouts go to, on the built-in ledger (on Stripe, its onboarding collects it). `onCancel`
 * is offered when an account already works and this form only changes it.
 */
export function BankDetailsForm({
  me,
  country,
  onDone,
  onCancel,
}: {
  me: Me;
  country: string | null;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const t = useT(paymentsMessages);
  const { formRef, field, errorOf, submit, submitting } = useKoraForm({
    schema: bankAccountInputSchema,
    defaultValues: { accountHolder: me.fullName, routingNumber: "", accountNumber: "" },
    onSubmit: async (values) => {
      const account = await addBankAccount(values);
      toast.success(account.bankLast4 ? t.t("bank.savedEnding", { last4: account.bankLast4 }) : t.t("bank.saved"));
      onDone();
    },
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate className={styles.form} id="bank-details" aria-labelledby="bank-details-title">
      <h3 id="bank-details-title" className={styles.formTitle}>
        {onCancel ? t.t("bank.changeTitle") : t.t("bank.title")}
      </h3>
      <div className={styles.formNote}>
        <Notice>
          <span>{t.rich("bank.testLedger", { code: (chunks) => <code key={chunks.join("")}>{chunks}</code> })}</span>
        </Notice>
      </div>
      <TextField
        label={t.t("bank.holder")}
        autoComplete="name"
        error={errorOf("accountHolder")}
        {...field("accountHolder", { capitalise: true })}
      />
      <div className={styles.pair}>
        <TextField
          label={routingLabel(country, t)}
          inputMode="numeric"
          autoComplete="off"
          error={errorOf("routingNumber")}
          {...field("routingNumber")}
        />
        <TextField
          label={t.t("bank.number")}
          inputMode="numeric"
          autoComplete="off"
          error={errorOf("accountNumber")}
          {...field("accountNumber")}
        />
      </div>
      <div className={styles.formActions}>
        <Button type="submit" busy={submitting}>
          {t.t("bank.save")}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={submitting}>
            {t.t("bank.keep")}
          </Button>
        )}
      </div>
    </form>
  );
}
