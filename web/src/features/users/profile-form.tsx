import { useEffect, useMemo } from "react";
import { z } from "zod";
import { countryField, updateMeSchema, type Me } from "@kora/shared/contracts/users.ts";
import { LOCALE_NAMES, LOCALES } from "@kora/shared/i18n/locales.ts";
import { commonMessages } from "@kora/shared/i18n/messages/common.ts";
import { usersMessages } from "@kora/shared/i18n/messages/users.ts";
import { useKoraForm } from "../../lib/forms/use-kora-form.ts";
import { useChangeLocale } from "../../lib/i18n/app-locale.tsx";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { useT } from "../../lib/i18n/use-t.ts";
import { setSignedIn } from "../../lib/session.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { PersonFields } from "../../ui/person-fields.tsx";
import { Panel } from "../../ui/surface.tsx";
import { FieldRow, SelectField } from "../../ui/text-field.tsx";
import { updateMe } from "./users.client.ts";
import { countryOptions, currencyOptionsIn, paidCountriesText, timezoneOptions } from "../../lib/locale-options.ts";
import settingsPage from "../../ui/settings-page.module.css";
import styles from "./account.module.css";

/** The select holds "" for "not set"; the API takes null for that. */
const profileSchema = updateMeSchema.extend({
  country: z
    .string()
    .transform((code) => code || null)
    .pipe(countryField.nullable()),
});

const valuesOf = (me: Me): z.input<typeof profileSchema> => ({
  firstName: me.firstName,
  lastName: me.lastName,
  type: me.type,
  timezone: me.timezone,
  currency: me.currency,
  country: me.country ?? "",
  locale: me.locale,
});

/**
 * Name, learner/advisor, country, timezone, currency and language, saved with PUT /api/me. A saved
 * language is the page's at once (and the cookie's, for the next visit).
 */
export function ProfileForm({ me, onDirtyChange }: { me: Me; onDirtyChange: (dirty: boolean) => void }) {
  const t = useT(usersMessages);
  const common = useT(commonMessages);
  const locale = useLocale();
  const changeLocale = useChangeLocale();
  const zones = useMemo(() => timezoneOptions(me.timezone), [me.timezone]);
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const currencies = useMemo(() => currencyOptionsIn(locale), [locale]);
  const { form, formRef, field, errorOf, submit, submitting } = useKoraForm({
    schema: profileSchema,
    defaultValues: valuesOf(me),
    onSubmit: async (values) => {
      const updated = await updateMe(values);
      setSignedIn(updated);
      form.reset(valuesOf(updated));
      toast.success(t.t("details.updated"));
      // The account has the language already; this shows it and keeps it for the next visit.
      await changeLocale(updated.locale).catch(() => {});
    },
  });
  const dirty = form.formState.isDirty;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  return (
    <Panel aria-labelledby="profile-title">
      <div className={settingsPage.sectionHead}>
        <h2 id="profile-title">{t.t("details.title")}</h2>
        <p>{t.t("details.lead")}</p>
      </div>
      <form ref={formRef} onSubmit={submit} noValidate>
        <PersonFields field={field} errorOf={errorOf} />
        <SelectField
          label={t.t("details.country")}
          autoComplete="country"
          error={errorOf("country")}
          {...field("country", { tidy: false })}
        >
          <option value="">{t.t("details.chooseCountry")}</option>
          {countries.map((country) => (
            <option key={country.value} value={country.value}>
              {country.label}
            </option>
          ))}
        </SelectField>
        <p className={styles.fieldNote}>{t.t("details.paidCountries", { countries: paidCountriesText(locale) })}</p>
        <FieldRow>
          <SelectField
            label={t.t("details.timezone")}
            hint={t.t("details.timezoneHint")}
            error={errorOf("timezone")}
            {...field("timezone", { tidy: false })}
          >
            {zones.map((zone) => (
              <option key={zone.value} value={zone.value}>
                {zone.label}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t.t("details.currency")}
            hint={t.t("details.currencyHint")}
            error={errorOf("currency")}
            {...field("currency", { tidy: false })}
          >
            {currencies.map((currency) => (
              <option key={currency.value} value={currency.value}>
                {currency.label}
              </option>
            ))}
          </SelectField>
        </FieldRow>
        <SelectField
          label={common.t("language.label")}
          hint={t.t("details.languageHint")}
          error={errorOf("locale")}
          {...field("locale", { tidy: false })}
        >
          {LOCALES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LOCALE_NAMES[code]}
            </option>
          ))}
        </SelectField>
        <div className={styles.actions}>
          <Button type="submit" busy={submitting} disabled={!dirty}>
            {t.t("details.save")}
          </Button>
          {dirty && (
            <Button variant="ghost" onClick={() => form.reset(valuesOf(me))} disabled={submitting}>
              {t.t("details.discard")}
            </Button>
          )}
        </div>
      </form>
    </Panel>
  );
}
