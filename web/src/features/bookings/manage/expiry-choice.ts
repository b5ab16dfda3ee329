import { EXPIRY_HOURS, expiryOptions } from "@kora/shared/domain/bookings/expiry.ts";
import { ENGLISH_MANAGE, type ManageT } from "./manage-i18n.ts";

export type ExpiryChoice = { kind: "none" } | { kind: "exact"; atMs: number } | { kind: "hours"; hours: number[]; fallback: number };

/**
 * What the expiry select offers for the chosen times (core §5): nothing until a time is chosen;
 * under 48 hours to the earliest one, only that exact time; otherwise the clamped hours, with the
 * second one (or the only one) as the default, as the server's own default picks. A clamped value
 * (60 when the start is 60 hours away) is left out: the request schema accepts only 24, 48, 72 or 96.
 */
export function expiryChoice(times: readonly string[], nowMs: number): ExpiryChoice {
  const starts = times.map((time) => Date.parse(time)).filter((ms) => !Number.isNaN(ms));
  if (starts.length === 0) return { kind: "none" };
  const options = expiryOptions(Math.min(...starts), nowMs);
  if (options.kind === "exact") return options;
  const hours = options.hours.filter((h) => (EXPIRY_HOURS as readonly number[]).includes(h));
  return { kind: "hours", hours, fallback: hours[hours.length > 1 ? 1 : 0]! };
}

/** The form's select value as the API wants it: "exact", one of the hours, or null for the default. */
export function expiryForApi(value: string, choice: ExpiryChoice): 24 | 48 | 72 | 96 | "exact" | null {
  if (choice.kind === "exact") return "exact";
  if (choice.kind === "none") return null;
  const hours = Number(value);
  return choice.hours.includes(hours) ? (hours as 24 | 48 | 72 | 96) : null;
}

/** "24 hours", "2 days" for the select. */
export const hoursLabel = (hours: number, t: ManageT = ENGLISH_MANAGE) =>
  hours % 24 === 0 && hours >= 48 ? t.t("expiry.days", { days: hours / 24 }) : t.t("expiry.hours", { hours });
