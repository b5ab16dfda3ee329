/**
 * How a slot reads on the book, respond and suggest pages: in the VIEWER's zone first, with the advisor's
 * wall time alongside when their zones differ. Pure: zones are passed in; Intl does the zone maths.
 */
import type { Locale } from "@kora/shared/i18n/locales.ts";

const parts = (ms: number, timeZone: string, options: Intl.DateTimeFormatOptions) => {
  const out: Record<string, string> = {};
  for (const part of new Intl.DateTimeFormat("en-AU", { timeZone, ...options }).formatToParts(ms)) out[part.type] = part.value;
  return out;
};

/** In another language than English: the language's own way of writing the same fields. */
const inLanguage = (locale: Locale, ms: number, timeZone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { timeZone, ...options }).format(ms);

/** "9:00 am" — the wall clock at `ms` in `timeZone`, 12-hour with a lower-case period (the language's clock in others: "09:00"). */
export function formatClock(ms: number, timeZone: string, locale: Locale = "en"): string {
  if (locale !== "en") return inLanguage(locale, ms, timeZone, { hour: "2-digit", minute: "2-digit" });
  const p = parts(ms, timeZone, { hour: "numeric", minute: "2-digit", hourCycle: "h12" });
  return `${Number(p.hour)}:${p.minute} ${(p.dayPeriod ?? "").toLowerCase()}`.trim();
}

/** "Tue 5 May" — the local date at `ms` in `timeZone` ("tis 5 maj" in Swedish). */
export function formatDay(ms: number, timeZone: string, locale: Locale = "en"): string {
  if (locale !== "en") return inLanguage(locale, ms, timeZone, { weekday: "short", day: "numeric", month: "short" });
  const p = parts(ms, timeZone, { weekday: "short", day: "numeric", month: "short" });
  return `${p.weekday} ${Number(p.day)} ${p.month}`;
}

/** "Tue" — the local weekday at `ms` in `timeZone`. */
export const formatWeekday = (ms: number, timeZone: string, locale: Locale = "en") =>
  locale === "en" ? (parts(ms, timeZone, { weekday: "short" }).weekday ?? "") : inLanguage(locale, ms, timeZone, { weekday: "short" });

/** "Tue 5 May, 9:00 am". */
export const formatDayTime = (ms: number, timeZone: string, locale: Locale = "en") =>
  `${formatDay(ms, timeZone, locale)}, ${formatClock(ms, timeZone, locale)}`;

const localDate = (ms: number, timeZone: string) => {
  const p = parts(ms, timeZone, { year: "numeric", month: "2-digit", day: "2-digit" });
  return `${p.year}-${p.month}-${p.day}`;
};

/**
 * The zone's short name at `ms` ("AEDT", "EST", "CET"), taken from whichever of three English locales has a
 * name for it, else the GMT offset ("GMT+5:30").
 */
export function zoneAbbreviation(timeZone: string, ms: number): string {
  const names = ["en-AU", "en-US", "en-GB"].map(
    (locale) =>
      new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "short" }).formatToParts(ms).find((p) => p.type === "timeZoneName")
        ?.value ?? "",
  );
  return names.find((name) => name && !/^GMT[+-]/.test(name)) ?? (names[0] || timeZone);
}

/** "Australia/Sydney (AEDT)". */
export const zoneLabel = (timeZone: string, ms: number) => `${timeZone} (${zoneAbbreviation(timeZone, ms)})`;

/**
 * The advisor's side of a time, or null when both are in the same zone: "11:00 pm" on the same local date,
 * "11:00 pm Mon" when the advisor's date differs from the viewer's.
 */
export function advisorTime(ms: number, viewerZone: string, advisorZone: string): string | null {
  if (!advisorZone || advisorZone === viewerZone) return null;
  const clock = formatClock(ms, advisorZone);
  return localDate(ms, advisorZone) === localDate(ms, viewerZone) ? clock : `${clock} ${formatWeekday(ms, advisorZone)}`;
}

/** Who the other zone belongs to, as a slot label names it. */
export type SlotSide = "advisor" | "learner";

/**
 * A slot label's words in the reader's language (`slotLabel` says English without them): the language,
 * and the two-zone sentence, given the viewer's time and zone and the other side's ("{mine} your time
 * ({viewerZone}) · {theirs} advisor ({otherZone})" in English).
 */
export interface SlotLabelWords {
  locale: Locale;
  bothZones: (values: { mine: string; viewerZone: string; theirs: string; otherZone: string; side: SlotSide }) => string;
}

/**
 * A chosen time with both zones labelled:
 * "Tue 5 May, 9:00 am your time (Australia/Sydney) · 11:00 pm Mon advisor (America/New_York)".
 * Same zone: "Tue 5 May, 9:00 am (Australia/Sydney)". With `words`, in their language.
 */
export function slotLabel(
  startUtc: string,
  viewerZone: string,
  advisorZone: string,
  otherSide: SlotSide = "advisor",
  words?: SlotLabelWords,
): string {
  const ms = Date.parse(startUtc);
  const locale = words?.locale ?? "en";
  const mine = formatDayTime(ms, viewerZone, locale);
  const english = advisorTime(ms, viewerZone, advisorZone);
  if (!english) return `${mine} (${viewerZone})`;
  if (!words) return `${mine} your time (${viewerZone}) · ${english} ${otherSide} (${advisorZone})`;
  // The other side's clock in the reader's language, with its weekday when its date differs from the viewer's.
  const sameDay = localDate(ms, advisorZone) === localDate(ms, viewerZone);
  const clock = formatClock(ms, advisorZone, locale);
  const theirs = locale === "en" ? english : sameDay ? clock : `${formatWeekday(ms, advisorZone, locale)} ${clock}`;
  return words.bothZones({ mine, viewerZone, theirs, otherZone: advisorZone, side: otherSide });
}
