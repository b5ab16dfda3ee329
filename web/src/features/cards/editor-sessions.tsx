import { useMemo, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { appPath } from "@kora/shared/brand.ts";
import { CURRENCIES } from "@kora/shared/constants.ts";
import { CARD_DURATIONS } from "@kora/shared/contracts/cards.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { averageHourlyRate, formatMoney, formatRate } from "@kora/shared/domain/money/rates.ts";
import { PAID_BOOKABLE_COUNTRIES, rateProblem } from "@kora/shared/domain/cards/rules.ts";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import { cardsEditorMessages } from "@kora/shared/i18n/messages/cards-editor.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { Notice } from "../../ui/surface.tsx";
import { SelectField, TextField } from "../../ui/text-field.tsx";
import { currencyOptions, paidCountriesText, timezoneOptions } from "../../lib/locale-options.ts";
import { editorRate, takesPaidBookings } from "./card-editor-values.ts";
import { formatDuration } from "./card-format.ts";
import { cardIssueText } from "./card-validation.ts";
import { EditorSection, PillGroup, Toggle } from "./editor-fields.tsx";
import { useEditorValue, type EditorKit } from "./editor-kit.ts";
import styles from "./editor.module.css";

/** Where advisors can take paid bookings, in the page's language (English keeps the spec's wording). */
function paidCountries(locale: Locale): string {
  if (locale === "en") return paidCountriesText();
  const names = new Intl.DisplayNames([locale], { type: "region" });
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(PAID_BOOKABLE_COUNTRIES.map((code) => names.of(code) ?? code));
}

/** "AUD — Australian dollar", the currency named in the page's language. */
function currencyChoices(locale: Locale) {
  if (locale === "en") return currencyOptions;
  const names = new Intl.DisplayNames([locale], { type: "currency" });
  return CURRENCIES.map((code) => ({ value: code, label: `${code} — ${names.of(code) ?? code}` }));
}

/** Why paid sessions are off for this advisor, with the way to change it. */
function PaidNotice({ me }: { me: Me }) {
  const t = useT(cardsEditorMessages);
  const link = (chunks: ReactNode[]) => (
    <Link key="link" to={appPath("my-details")}>
      {chunks}
    </Link>
  );
  return (
    <Notice tone="warning">
      <p style={{ margin: 0 }}>{t.rich(me.country ? "paid.moved" : "paid.elsewhere", { countries: paidCountries(t.locale), link })}</p>
    </Notice>
  );
}

/**
 * Free, rate (typed in major units, checked live against the rate rule) and currency. The field reads a
 * decimal point in every language, so the amounts it suggests keep theirs.
 */
function RateFields({ kit, me }: { kit: EditorKit; me: Me }) {
  const t = useT(cardsEditorMessages);
  const { field, errorOf } = kit;
  const free = useEditorValue(kit, "free");
  const rate = useEditorValue(kit, "rate");
  const currency = useEditorValue(kit, "currency");
  const minor = editorRate({ free, rate });
  const problem = minor === null ? null : rateProblem(minor, me.country);
  const text = cardIssueText(t);
  const live = problem && text ? text(problem) : problem;
  const rateError = free ? undefined : (errorOf("rate") ?? live ?? undefined);
  const hourly = averageHourlyRate(currency);
  return (
    <>
      <Toggle label={t.t("free.label")} description={t.t("free.description")} {...field("free", { tidy: false })} />
      <div className={styles.rateRow}>
        <TextField
          label={t.t("rate.label", { currency })}
          hint={
            free
              ? t.t("rate.hint.free")
              : t.t("rate.hint.paid", {
                  hourly: formatMoney(hourly, currency, t.locale),
                  half: formatMoney(hourly / 2, currency, t.locale),
                })
          }
          inputMode="decimal"
          autoComplete="off"
          placeholder={free ? t.t("rate.placeholder.free") : t.t("rate.placeholder.paid", { amount: String(hourly / 200) })}
          error={rateError}
          {...field("rate")}
          disabled={free}
        />
        <SelectField label={t.t("currency.label")} error={errorOf("currency")} {...field("currency", { tidy: false })}>
          {currencyChoices(t.locale).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      </div>
      {!free && minor !== null && minor > 0 && !rateError && (
        <p className={styles.ratePreview}>{t.t("rate.preview", { rate: formatRate(minor, currency, t.locale) })}</p>
      )}
    </>
  );
}

/** Rate, session lengths, slots, timezone and the pro bono and repeat-only options. */
export function EditorSessions({ kit, me }: { kit: EditorKit; me: Me }) {
  const t = useT(cardsEditorMessages);
  const { field, errorOf } = kit;
  const zones = useMemo(() => timezoneOptions(me.timezone), [me.timezone]);
  const durationOptions = CARD_DURATIONS.map((minutes) => ({ value: String(minutes), label: formatDuration(minutes, t.locale) }));
  const slotOptions = [
    { value: "30", label: t.t("slots.every30") },
    { value: "60", label: t.t("slots.onTheHour") },
  ];
  return (
    <EditorSection title={t.t("sessions.title")} description={t.t("sessions.description")}>
      {!takesPaidBookings(me.country) && <PaidNotice me={me} />}
      <RateFields kit={kit} me={me} />
      <PillGroup
        legend={t.t("durations.legend")}
        hint={t.t("durations.hint")}
        options={durationOptions}
        error={errorOf("durations")}
        inputProps={field("durations", { tidy: false })}
      />
      <PillGroup
        type="radio"
        legend={t.t("slots.legend")}
        options={slotOptions}
        error={errorOf("bookingSlotDuration")}
        inputProps={field("bookingSlotDuration", { tidy: false })}
      />
      <SelectField
        label={t.t("timezone.label")}
        hint={t.t("timezone.hint")}
        error={errorOf("timezone")}
        {...field("timezone", { tidy: false })}
      >
        {zones.map((zone) => (
          <option key={zone.value} value={zone.value}>
            {zone.label}
          </option>
        ))}
      </SelectField>
      <Toggle label={t.t("proBono.label")} description={t.t("proBono.description")} {...field("proBono", { tidy: false })} />
      <Toggle label={t.t("repeatOnly.label")} description={t.t("repeatOnly.description")} {...field("repeatOnly", { tidy: false })} />
    </EditorSection>
  );
}
