import { useId, useMemo } from "react";
import { z } from "zod";
import { PAYOUT_COUNTRIES, payoutAccountInputSchema } from "@kora/shared/contracts/payments.ts";
import { PAID_COUNTRIES_TEXT } from "@kora/shared/domain/cards/rules.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { useKoraForm } from "../../lib/forms/use-kora-form.ts";
import { countryName, paidCountriesText } from "../../lib/locale-options.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { SelectField, TextField } from "../../ui/text-field.tsx";
import fieldStyles from "../../ui/field.module.css";
import { dateIn, isAdultOn, type PaymentsT, payoutCountryOptions } from "./payout-status.ts";
import { savePayoutDetails } from "./payments.client.ts";
import styles from "./payouts.module.css";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { paymentsMessages } from "@kora/shared/i18n/messages/payments.ts";
import { useT } from "../../lib/i18n/use-t.ts";

const isPayoutCountry = (code: string | null): code is (typeof PAYOUT_COUNTRIES)[number] =>
  (PAYOUT_COUNTRIES as readonly string[]).includes(code ?? "");

/** The API's schema, with the form's empty states (no country chosen, box unticked) and the age check on the viewer's date. */
function detailsFormSchema(today: string, t: PaymentsT) {
  return z.object({
    country: z.string().min(1, t.t("details.chooseCountryError")).pipe(payoutAccountInputSchema.shape.country),
    dateOfBirth: z
      .string()
      .pipe(payoutAccountInputSchema.shape.dateOfBirth)
      .refine((date) => isAdultOn(date, today), t.t("details.dateOfBirthError")),
    acceptTerms: z.boolean().refine(Boolean, t.t("details.termsError")),
  });
}

/** Country, date of birth and the payout terms (public-site §5): the first step of being paid. */
export function PayoutDetailsForm({ me }: { me: Me }) {
  const t = useT(paymentsMessages);
  const locale = useLocale();
  const today = dateIn(me.timezone, Date.now());
  const schema = useMemo(() => detailsFormSchema(today, t), [today, t]);
  const countries = useMemo(() => payoutCountryOptions((code) => countryName(code, locale), locale), [locale]);
  const termsId = useId();
  const { formRef, field, errorOf, submit, submitting } = useKoraForm({
    schema,
    defaultValues: { country: isPayoutCountry(me.country) ? me.country : "", dateOfBirth: "", acceptTerms: false },
    onSubmit: async (values) => {
      await savePayoutDetails({ country: values.country, dateOfBirth: values.dateOfBirth, acceptTerms: true });
      toast.success(t.t("details.saved"));
    },
  });
  const termsError = errorOf("acceptTerms");

  return (
    <form ref={formRef} onSubmit={submit} noValidate className={styles.form} aria-labelledby="payout-details-title">
      <h3 id="payout-details-title" className={styles.formTitle}>
        {t.t("details.title")}
      </h3>
      <p className={styles.formLead}>
        {t.t("details.countries", { countries: locale === "en" ? PAID_COUNTRIES_TEXT : paidCountriesText(locale) })}
      </p>
      <div className={styles.pair}>
        <SelectField
          label={t.t("details.country")}
          hint={t.t("details.countryHint")}
          error={errorOf("country")}
          autoComplete="country"
          {...field("country", { tidy: false })}
        >
          <option value="">{t.t("details.chooseCountry")}</option>
          {countries.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t.t("details.dateOfBirth")}
          hint={t.t("details.dateOfBirthHint")}
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
            {t.rich("details.agree", {
              link: (chunks) => (
                <a key="terms" href="/terms-and-conditions" target="_blank" rel="noreferrer">
                  {chunks}
                </a>
              ),
            })}
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
          {t.t("details.save")}
        </Button>
      </div>
    </form>
  );
}
