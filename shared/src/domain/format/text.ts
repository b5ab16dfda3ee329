/** Display rules shared by every screen (core §9). Pure; runtime-neutral Intl only. */
import type { Locale } from "../../i18n/locales.ts";

/**
 * Session lengths: under 60 minutes in minutes, otherwise hours to 1 decimal ("30 min", "1.5 hours";
 * "30 Min.", "1,5 Stunden" in German).
 */
export function formatDuration(minutes: number, locale: Locale = "en"): string {
  const hours = Math.round((minutes / 60) * 10) / 10;
  if (locale !== "en") {
    const [unit, value] = minutes < 60 ? (["minute", minutes] as const) : (["hour", hours] as const);
    return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: unit === "minute" ? "short" : "long" }).format(value);
  }
  if (minutes < 60) return `${minutes} min`;
  return `${hours} ${hours === 1 ? "hour" : "hours"}`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2024-03" → "Mar 2024" (work history and qualification dates are year-months); anything else as it is. */
export function formatYearMonth(value: string, locale: Locale = "en"): string {
  const match = /^(\d{4})-(\d{2})/.exec(value);
  if (match && locale !== "en" && Number(match[2]) >= 1 && Number(match[2]) <= 12)
    return new Intl.DateTimeFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" }).format(
      Date.UTC(Number(match[1]), Number(match[2]) - 1),
    );
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[1]}` : value;
}

const LANGUAGE_NAMES = new Map<Locale, Intl.DisplayNames>();

/** "fr" → "French" ("franska" in Swedish); a code the runtime cannot name is shown as it is. */
export function languageName(code: string, locale: Locale = "en"): string {
  let names = LANGUAGE_NAMES.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: "language" });
    LANGUAGE_NAMES.set(locale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
