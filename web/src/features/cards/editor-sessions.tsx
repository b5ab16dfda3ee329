import { useMemo } from "react";
import { Link } from "react-router-dom";
import { appPath } from "@kora/shared/brand.ts";
import { CARD_DURATIONS } from "@kora/shared/contracts/cards.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { averageHourlyRate, averageRateHint, formatRate } from "@kora/shared/domain/money/rates.ts";
import { rateProblem } from "@kora/shared/domain/cards/rules.ts";
import { Notice } from "../../ui/surface.tsx";
import { SelectField, TextField } from "../../ui/text-field.tsx";
import { currencyOptions, paidCountriesText, timezoneOptions } from "../../lib/locale-options.ts";
import { editorRate, takesPaidBookings } from "./card-editor-values.ts";
import { formatDuration } from "./card-format.ts";
import { EditorSection, PillGroup, Toggle } from "./editor-fields.tsx";
import { useEditorValue, type EditorKit } from "./editor-kit.ts";
import styles from "./editor.module.css";

const DURATION_OPTIONS = CARD_DURATIONS.map((minutes) => ({ value: String(minutes), label: formatDuration(minutes) }));
const SLOT_OPTIONS = [
  { value: "30", label: "Every 30 minutes" },
  { value: "60", label: "On the hour" },
];

/** Why paid sessions are off for this advisor, with the way to change it. */
function PaidNotice({ me }: { me: Me }) {
  return (
    <Notice tone="warning">
      <p style={{ margin: 0 }}>
        Paid cards are for advisors in {paidCountriesText()} for now, so your cards are free.{" "}
        {me.country ? "If you've moved, " : "If you live in one of them, "}
        <Link to={appPath("my-details")}>set your country in My details</Link>.
      </p>
    </Notice>
  );
}

/** Free, rate (typed in major units, checked live against the rate rule) and currency. */
function RateFields({ kit, me }: { kit: EditorKit; me: Me }) {
  const { field, errorOf } = kit;
  const free = useEditorValue(kit, "free");
  const rate = useEditorValue(kit, "rate");
  const currency = useEditorValue(kit, "currency");
  const minor = editorRate({ free, rate });
  const live = minor === null ? null : rateProblem(minor, me.country);
  const rateError = free ? undefined : (errorOf("rate") ?? live ?? undefined);
  return (
    <>
      <Toggle label="Free sessions" description="Learners book this card at no cost." {...field("free", { tidy: false })} />
      <div className={styles.rateRow}>
        <TextField
          label={`Rate per 30 minutes (${currency})`}
          hint={free ? "This card is free." : `At least 15.00 per 30 minutes. ${averageRateHint(currency)}`}
          inputMode="decimal"
          autoComplete="off"
          placeholder={free ? "Free" : `e.g. ${averageHourlyRate(currency) / 200}`}
          error={rateError}
          {...field("rate")}
          disabled={free}
        />
        <SelectField label="Currency" error={errorOf("currency")} {...field("currency", { tidy: false })}>
          {currencyOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      </div>
      {!free && minor !== null && minor > 0 && !rateError && (
        <p className={styles.ratePreview}>Learners see {formatRate(minor, currency)} per 30 minutes.</p>
      )}
    </>
  );
}

/** Rate, session lengths, slots, timezone and the pro bono and repeat-only options. */
export function EditorSessions({ kit, me }: { kit: EditorKit; me: Me }) {
  const { field, errorOf } = kit;
  const zones = useMemo(() => timezoneOptions(me.timezone), [me.timezone]);
  return (
    <EditorSection title="Rate and sessions" description="What a session costs and how learners can book it.">
      {!takesPaidBookings(me.country) && <PaidNotice me={me} />}
      <RateFields kit={kit} me={me} />
      <PillGroup
        legend="Session lengths"
        hint="Learners can book any of these."
        options={DURATION_OPTIONS}
        error={errorOf("durations")}
        inputProps={field("durations", { tidy: false })}
      />
      <PillGroup
        type="radio"
        legend="Sessions can start"
        options={SLOT_OPTIONS}
        error={errorOf("bookingSlotDuration")}
        inputProps={field("bookingSlotDuration", { tidy: false })}
      />
      <SelectField
        label="Timezone"
        hint="Your availability for this card is in this zone."
        error={errorOf("timezone")}
        {...field("timezone", { tidy: false })}
      >
        {zones.map((zone) => (
          <option key={zone.value} value={zone.value}>
            {zone.label}
          </option>
        ))}
      </SelectField>
      <Toggle
        label="Pro bono"
        description="You also give some sessions free to people who can't pay."
        {...field("proBono", { tidy: false })}
      />
      <Toggle
        label="Repeat learners only"
        description="Only people who have booked you before can book this card."
        {...field("repeatOnly", { tidy: false })}
      />
    </EditorSection>
  );
}
