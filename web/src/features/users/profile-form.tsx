import { useEffect, useMemo } from "react";
import { z } from "zod";
import { countryField, updateMeSchema, type Me } from "@kora/shared/contracts/users.ts";
import { formUpdatedToast } from "@kora/shared/messages.ts";
import { useKoraForm } from "../../lib/forms/use-kora-form.ts";
import { setSignedIn } from "../../lib/session.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { PersonFields } from "../../ui/person-fields.tsx";
import { Panel } from "../../ui/surface.tsx";
import { FieldRow, SelectField } from "../../ui/text-field.tsx";
import { updateMe } from "./users.client.ts";
import { countryOptions, currencyOptions, paidCountriesText, timezoneOptions } from "../../lib/locale-options.ts";
import settingsPage from "../../ui/settings-page.module.css";
import styles from "./account.module.css";

/** The select holds "" for "not set"; the API takes null for that. */
const profileSchema = updateMeSchema.extend({
  country: z
    .string()
    .transform((code) => code || null)
    .pipe(countryField.nullable()),
});
const COUNTRIES = countryOptions();

const valuesOf = (me: Me): z.input<typeof profileSchema> => ({
  firstName: me.firstName,
  lastName: me.lastName,
  type: me.type,
  timezone: me.timezone,
  currency: me.currency,
  country: me.country ?? "",
});

/** Name, learner/advisor, country, timezone and currency, saved with PUT /api/me. */
export function ProfileForm({ me, onDirtyChange }: { me: Me; onDirtyChange: (dirty: boolean) => void }) {
  const zones = useMemo(() => timezoneOptions(me.timezone), [me.timezone]);
  const { form, formRef, field, errorOf, submit, submitting } = useKoraForm({
    schema: profileSchema,
    defaultValues: valuesOf(me),
    onSubmit: async (values) => {
      const updated = await updateMe(values);
      setSignedIn(updated);
      form.reset(valuesOf(updated));
      toast.success(formUpdatedToast("details"));
    },
  });
  const dirty = form.formState.isDirty;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  return (
    <Panel aria-labelledby="profile-title">
      <div className={settingsPage.sectionHead}>
        <h2 id="profile-title">Your details</h2>
        <p>This is how advisors and learners will see you.</p>
      </div>
      <form ref={formRef} onSubmit={submit} noValidate>
        <PersonFields field={field} errorOf={errorOf} />
        <SelectField label="Country" autoComplete="country" error={errorOf("country")} {...field("country", { tidy: false })}>
          <option value="">Choose your country</option>
          {COUNTRIES.map((country) => (
            <option key={country.value} value={country.value}>
              {country.label}
            </option>
          ))}
        </SelectField>
        <p className={styles.fieldNote}>
          Paid Kora Cards need a country where paid bookings work: {paidCountriesText()}. Elsewhere your cards are free.
        </p>
        <FieldRow>
          <SelectField
            label="Timezone"
            hint="Session times are shown in this zone."
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
            label="Currency"
            hint="Rates and payments are shown in this currency."
            error={errorOf("currency")}
            {...field("currency", { tidy: false })}
          >
            {currencyOptions.map((currency) => (
              <option key={currency.value} value={currency.value}>
                {currency.label}
              </option>
            ))}
          </SelectField>
        </FieldRow>
        <div className={styles.actions}>
          <Button type="submit" busy={submitting} disabled={!dirty}>
            Save details
          </Button>
          {dirty && (
            <Button variant="ghost" onClick={() => form.reset(valuesOf(me))} disabled={submitting}>
              Discard changes
            </Button>
          )}
        </div>
      </form>
    </Panel>
  );
}
