import type { Me } from "@kora/shared/contracts/users.ts";
import { useKoraForm } from "../../lib/forms/use-kora-form.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { Notice } from "../../ui/surface.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { routingLabel } from "./payout-status.ts";
import { addBankAccount, bankAccountInputSchema } from "./payments.client.ts";
import styles from "./payouts.module.css";

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
  const { formRef, field, errorOf, submit, submitting } = useKoraForm({
    schema: bankAccountInputSchema,
    defaultValues: { accountHolder: me.fullName, routingNumber: "", accountNumber: "" },
    onSubmit: async (values) => {
      const account = await addBankAccount(values);
      toast.success(account.bankLast4 ? `Payouts will go to the account ending •••• ${account.bankLast4}.` : "Your bank account is saved.");
      onDone();
    },
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate className={styles.form} id="bank-details" aria-labelledby="bank-details-title">
      <h3 id="bank-details-title" className={styles.formTitle}>
        {onCancel ? "Change your bank account" : "Bank account"}
      </h3>
      <div className={styles.formNote}>
        <Notice>
          <span>
            Built-in test ledger: use account number <code>000123456789</code>; <code>000111111116</code> fails payouts like Stripe's test
            account.
          </span>
        </Notice>
      </div>
      <TextField
        label="Account holder"
        autoComplete="name"
        error={errorOf("accountHolder")}
        {...field("accountHolder", { capitalise: true })}
      />
      <div className={styles.pair}>
        <TextField
          label={routingLabel(country)}
          inputMode="numeric"
          autoComplete="off"
          error={errorOf("routingNumber")}
          {...field("routingNumber")}
        />
        <TextField
          label="Account number"
          inputMode="numeric"
          autoComplete="off"
          error={errorOf("accountNumber")}
          {...field("accountNumber")}
        />
      </div>
      <div className={styles.formActions}>
        <Button type="submit" busy={submitting}>
          Save bank account
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={submitting}>
            Keep the current account
          </Button>
        )}
      </div>
    </form>
  );
}
