import { useEffect } from "react";
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
  const choice = expiryChoice(times, Date.now());
  const offered = choice.kind === "hours" ? choice.hours.join(",") : "";
  const fallback = choice.kind === "hours" ? String(choice.fallback) : "";
  useEffect(() => {
    if (offered && !offered.split(",").includes(value)) setValue(fallback);
  }, [offered, fallback, value, setValue]);

  if (choice.kind === "exact")
    return (
      <SelectField
        label="The request expires"
        name={field.name}
        hint="The earliest time is less than 48 hours away, so the request stays open until then."
        disabled
      >
        <option>At {formatBookingTime(new Date(choice.atMs).toISOString(), timeZone)}</option>
      </SelectField>
    );
  return (
    <SelectField
      label="The request expires after"
      hint={choice.kind === "none" ? "Pick a time first." : "If nobody answers by then, the request is cancelled with no charge."}
      disabled={choice.kind === "none"}
      error={error}
      {...field}
    >
      {choice.kind === "hours" ? (
        choice.hours.map((hours) => (
          <option key={hours} value={String(hours)}>
            {hoursLabel(hours)}
          </option>
        ))
      ) : (
        <option value="">Choose times first</option>
      )}
    </SelectField>
  );
}
