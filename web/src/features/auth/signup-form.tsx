import { useMemo, useState } from "react";
import { requestCodeSchema, type RequestCode } from "@kora/shared/contracts/auth.ts";
import { currencyForCountry } from "@kora/shared/domain/money/currency-for-country.ts";
import { suggestedLocale } from "@kora/shared/domain/users/detect-country.ts";
import { exampleMobile } from "@kora/shared/domain/validation/phone-example.ts";
import { SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS } from "@kora/shared/domain/validation/social-urls.ts";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import { useKoraForm } from "../../lib/forms/use-kora-form.ts";
import { countryName, countryOptions, timezoneOptions } from "../../lib/locale-options.ts";
import { Button } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";
import { PersonFields } from "../../ui/person-fields.tsx";
import { FieldRow, SelectField, TextField } from "../../ui/text-field.tsx";
import notes from "../../ui/form-notes.module.css";
import styles from "./auth.module.css";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import { authMessages } from "@kora/shared/i18n/messages/auth.ts";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { useT } from "../../lib/i18n/use-t.ts";

type SignupValues = Extract<RequestCode, { step: "signup" }>;

/** The countries and the profile networks ("LinkedIn, GitHub… or X") in the page's language. */
function placesIn(locale: Locale) {
  return {
    countries: countryOptions(locale),
    networks:
      locale === "en"
        ? SOCIAL_NETWORK_NAMES
        : new Intl.ListFormat(locale, { type: "disjunction" }).format(SOCIAL_NETWORKS.map((network) => network.name)),
  };
}

/** The browser's zone and likely country, read once per form. */
const browserLocale = () =>
  suggestedLocale(Intl.DateTimeFormat().resolvedOptions().timeZone, typeof navigator === "undefined" ? [] : navigator.languages);

/**
 * Sign-up (public-site §1): names, what the person wants to do, email, a mobile number or a
 * professional profile link, and the time zone and country the browser suggests, confirmed here.
 */
export function SignupForm({
  initial,
  initialEmail,
  onSubmit,
}: {
  /** The request sent before, when the person comes back to change their email. */
  initial: RequestCode | null;
  initialEmail: string;
  onSubmit: (values: RequestCode) => Promise<void>;
}) {
  const t = useT(authMessages);
  const locale = useLocale();
  const places = useMemo(() => placesIn(locale), [locale]);
  const detected = useMemo(browserLocale, []);
  const before = initial?.step === "signup" ? initial : null;
  const { form, formRef, field, errorOf, submit, submitting } = useKoraForm({
    schema: requestCodeSchema,
    defaultValues: {
      step: "signup",
      email: initialEmail,
      firstName: before?.firstName ?? "",
      lastName: before?.lastName ?? "",
      type: before?.type ?? "Learner",
      phone: before?.phone ?? "",
      professionalUrl: before?.professionalUrl ?? "",
      timezone: before?.timezone ?? detected.timezone,
      country: before?.country ?? detected.country ?? "",
    } satisfies SignupValues,
    onSubmit: async (values) => onSubmit(values as RequestCode),
  });
  const [contactBy, setContactBy] = useState<"phone" | "url">(before?.professionalUrl && !before.phone ? "url" : "phone");
  const [changingZone, setChangingZone] = useState(false);
  const timezone = form.watch("timezone") as string;
  const country = form.watch("country") as string;
  const zones = useMemo(() => timezoneOptions(timezone), [timezone]);
  // The selects open by themselves when there is nothing to confirm or something to correct.
  const zoneOpen = changingZone || !country || Boolean(errorOf("timezone") || errorOf("country"));

  const switchContact = (to: "phone" | "url") => {
    const other = to === "phone" ? "professionalUrl" : "phone";
    form.setValue(other, "");
    form.clearErrors(["phone", "professionalUrl"]);
    setContactBy(to);
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLInputElement>(`[name="${to === "phone" ? "phone" : "professionalUrl"}"]`)?.focus(),
    );
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <PersonFields field={field} errorOf={errorOf} />
      <TextField
        label={t.t("email")}
        type="email"
        autoComplete="email"
        inputMode="email"
        limit={TEXT_LIMITS.email}
        error={errorOf("email")}
        {...field("email")}
      />
      {contactBy === "phone" ? (
        <TextField
          label={t.t("signup.mobile")}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder={exampleMobile(country)}
          hint={t.t("signup.mobileHint")}
          error={errorOf("phone")}
          {...field("phone")}
        />
      ) : (
        <TextField
          label={t.t("signup.profileLink")}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder={t.t("signup.profileLinkPlaceholder")}
          hint={t.t("signup.profileLinkHint", { networks: places.networks })}
          limit={TEXT_LIMITS.link}
          // "Add a mobile number or a profile link" is the phone's message; it belongs here when the link is asked for.
          error={errorOf("professionalUrl") ?? errorOf("phone")}
          {...field("professionalUrl")}
        />
      )}
      <p className={styles.switchLine}>
        <button type="button" className={notes.linkButton} onClick={() => switchContact(contactBy === "phone" ? "url" : "phone")}>
          {contactBy === "phone" ? t.t("signup.useProfileLink") : t.t("signup.useMobile")}
        </button>
      </p>

      {zoneOpen ? (
        <fieldset className={styles.zoneFields}>
          <legend className={styles.zoneLegend}>{t.t("signup.zoneAndCountry")}</legend>
          <FieldRow>
            <SelectField label={t.t("signup.timezone")} error={errorOf("timezone")} {...field("timezone", { tidy: false })}>
              {zones.map((zone) => (
                <option key={zone.value} value={zone.value}>
                  {zone.label}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t.t("signup.country")}
              autoComplete="country"
              error={errorOf("country")}
              {...field("country", { tidy: false })}
            >
              <option value="">{t.t("signup.chooseCountry")}</option>
              {places.countries.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </SelectField>
          </FieldRow>
        </fieldset>
      ) : (
        <div className={styles.zoneLine}>
          <Icon name="globe" size={18} />
          <p>
            <span className={styles.zoneLabel}>{t.t("signup.yourZone")}</span>{" "}
            <strong>
              {timezone.replaceAll("_", " ")} · {country ? countryName(country, locale) : ""}
            </strong>
            <span className={styles.zoneNote}>{t.t("signup.zoneNote", { currency: currencyForCountry(country) })}</span>
          </p>
          <button type="button" className={notes.linkButton} onClick={() => setChangingZone(true)} aria-label={t.t("signup.changeZone")}>
            {t.t("signup.change")}
          </button>
        </div>
      )}

      <Button type="submit" block size="large" busy={submitting}>
        {t.t("signup.submit")}
      </Button>
    </form>
  );
}
