import { useEffect } from "react";
import { bookingsManageMessages } from "@kora/shared/i18n/messages/bookings-manage.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import type { KoraFieldProps } from "../../../lib/forms/use-kora-form.ts";
import { SelectField } from "../../../ui/text-field.tsx";
import { formatBookingTime } from "../booking-format.ts";
import { expiryChoice, hoursLabel } from "./expiry-choice.ts";

/**
 * When the request expires (core §5), for the times chosen so far: the hours that fit before the earliest
 * time, or, under 48 hours away, that time itself (explained, not offered). `value`/`setValue` keep the
 * form on an offered choice as the earliest time moves, defaulting like the server does.
 */
export function ExpiryField({
  times,
  timeZone,
  field,
  error,
  value,
  setValue,
}: {
  times: string[];
  timeZone: string;
  field: KoraFieldProps;
  error?: string;
  value: string;
  setValue: (next: string) => void;
}) {
  const t = useT(bookingsManageMessages);
  const choice = expiryChoice(times, Date.now());
  const offered = choice.kind === "hours" ? choice.hours.join(",") : "";
  const fallback = choice.kind === "hours" ? String(choice.fallback) : "";
  useEffect(() => {
    if (offered && !offered.split(",").includes(value)) setValue(fallback);
  }, [offered, fallback, value, setValue]);

  if (choice.kind === "exact")
    return (
      <SelectField label={t.t("expiry.fixedLabel")} name={field.name} hint={t.t("expiry.fixedHint")} disabled>
        <option>
          {t.t("expiry.at", { time: formatBookingTime(new Date(choice.atMs).toISOString(), timeZone, Date.now(), t.locale) })}
        </option>
      </SelectField>
    );
  return (
    <SelectField
      label={t.t("expiry.label")}
      hint={t.t(choice.kind === "none" ? "expiry.pickFirst" : "expiry.hint")}
      disabled={choice.kind === "none"}
      error={error}
      {...field}
    >
      {choice.kind === "hours" ? (
        choice.hours.map((hours) => (
          <option key={hours} value={String(hours)}>
            {hoursLabel(hours, t)}
          </option>
        ))
      ) : (
        <option value="">{t.t("expiry.chooseFirst")}</option>
      )}
    </SelectField>
  );
}
