import { useId, useMemo } from "react";
import { z } from "zod";
import { PAYOUT_COUNTRIES, PAYOUT_MESSAGES, payoutAccountInputSchema } from "@kora/shared/contracts/payments.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { useKoraForm } from "../../lib/forms/use-kora-form.ts";
import { countryName } from "../../lib/locale-options.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { SelectField, TextField } from "../../ui/text-field.tsx";
import fieldStyles from "../../ui/field.module.css";
import { dateIn, isAdultOn, payoutCountryOptions } from "./payout-status.ts";
import { savePayoutDetails } from "./payments.client.ts";
import styles from "./payouts.module.css";

const COUNTRY_OPTIONS = payoutCountryOptions(countryName);
const isPayoutCountry = (code: string | null): code is (typeof PAYOUT_COUNTRIES)[number] =>
  (PAYOUT_COUNTRIES as readonly string[]).includes(code ?? "");

/** The API's schema, with the form's empty states (no country chosen, box unticked) and the age check on the viewer's date. */
function detailsFormSchema(today: string) {
  return z.object({
    country: z.string().min(1, "Please choose your country.").pipe(payoutAccountInputSchema.shape.country),
    dateOfBirth: z
      .string()
      .pipe(payoutAccountInputSchema.shape.dateOfBirth)
      .refine((date) => isAdultOn(date, today), PAYOUT_MESSAGES.dateOfBirth),
    acceptTerms: z.boolean().refine(Boolean, PAYOUT_MESSAGES.terms),
  });
}

/** Country, date of birth and the payout terms (public-site §5): the first step of being paid. */
export function PayoutDetailsForm({ me }: { me: Me }) {
  const today = dateIn(me.timezone, Date.now());
  const schema = useMemo(() => detailsFormSchema(today), [today]);
  const termsId = useId();
  const { formRef, field, errorOf, submit, submitting } = useKoraForm({
    schema,
    defaultValues: { country: isPayoutCountry(me.country) ? me.country : "", dateOfBirth: "", acceptTerms: false },
    onSubmit: async (values) => {
      await savePayoutDetails({ country: values.country, dateOfBirth: values.dateOfBirth, acceptTerms: true });
      toast.success("Your payout details are saved.");
    },
  });
  const termsError = errorOf("acceptTerms");

  return (
    <form ref={formRef} onSubmit={submit} noValidate className={styles.form} aria-labelledby="payout-details-title">
      <h3 id="payout-details-title" className={styles.formTitle}>
        Payout details
      </h3>
      <p className={styles.formLead}>{PAYOUT_MESSAGES.country}</p>
      <div className={styles.pair}>
        <SelectField
          label="Country"
          hint="Where your bank account is."
          error={errorOf("country")}
          autoComplete="country"
          {...field("country", { tidy: false })}
        >
          <option value="">Choose your country</option>
          {COUNTRY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Date of birth"
          hint="You must be 18 or over to be paid."
          type="date"
          max={today}
          autoComplete="bday"
          error={errorOf("dateOfBirth")}
          {...field("dateOfBirth", { tidy: false })}
        />
      </div>
      <div className={styles.check}>
        <label className={styles.checkLabel}>
          <input
            type="checkbox"
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? `${termsId}-error` : undefined}
            {...field("acceptTerms", { tidy: false })}
          />
          <span>
            I agree to the{" "}
            <a href="/terms-and-conditions" target="_blank" rel="noreferrer">
              payout terms and conditions
            </a>
          </span>
        </label>
        {termsError && (
          <p className={fieldStyles.error} id={`${termsId}-error`}>
            <span aria-hidden="true">!</span> {termsError}
          </p>
        )}
      </div>
      <div className={styles.formActions}>
        <Button type="submit" busy={submitting}>
          Save payout details
        </Button>
      </div>
    </form>
  );
}
