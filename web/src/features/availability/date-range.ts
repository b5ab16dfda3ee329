import { addDays, utcToZonedParts, zonedWallToUtcOrNext } from "@kora/shared/domain/availability/zones.ts";
import type { Locale } from "@kora/shared/i18n/locales.ts";

/**
 * Unavailable dates: the advisor picks whole days in THEIR zone; the API stores UTC instants. Pure.
 * A range "from 4 May to 8 May" blocks from local midnight starting 4 May to local midnight ending 8 May.
 */

/** Why a range can't be taken, for the page to say in its language (`message` is the English). */
export type RangeProblem = "noFirst" | "noLast" | "order" | "past";
export type RangeResult =
  | { ok: true; startsAtUtc: string; endsAtUtc: string }
  | { ok: false; field: "from" | "to"; problem: RangeProblem; message: string };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whole local days [from, to] (inclusive, "YYYY-MM-DD") in `timeZone` → a UTC range, or why not. */
export function dateRangeToUtc(from: string, to: string, timeZone: string, today: string): RangeResult {
  if (!DATE.test(from)) return { ok: false, field: "from", problem: "noFirst", message: "Please choose the first day." };
  if (!DATE.test(to)) return { ok: false, field: "to", problem: "noLast", message: "Please choose the last day." };
  if (to < from) return { ok: false, field: "to", problem: "order", message: "The last day can't be before the first." };
  if (to < today) return { ok: false, field: "to", problem: "past", message: "Those days have already passed." };
  // Midnight may fall in a daylight-saving gap in a few zones: the day then starts when the clocks jump.
  const start = zonedWallToUtcOrNext(from, 0, timeZone);
  const end = zonedWallToUtcOrNext(addDays(to, 1), 0, timeZone);
  return { ok: true, startsAtUtc: new Date(start).toISOString(), endsAtUtc: new Date(end).toISOString() };
}

/** "Mon 4 May 2026" (English drops the commas en-AU puts in; other languages keep their own punctuation). */
const dayFormat = (date: string, withYear: boolean, locale: Locale) => {
  const text = new Intl.DateTimeFormat(locale === "en" ? "en-AU" : locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: withYear ? "numeric" : undefined,
    timeZone: "UTC",
  }).format(Date.parse(`${date}T12:00:00Z`));
  return locale === "en" ? text.replace(/,/g, "") : text;
};

/**
 * A stored range as the advisor reads it, in their zone: "Mon 4 May – Fri 8 May 2026", "Mon 4 May 2026"
 * for one day; a range that does not start and end at local midnight shows its times too.
 */
export function describeRange(startsAtUtc: string, endsAtUtc: string, timeZone: string, locale: Locale = "en"): string {
  const start = utcToZonedParts(Date.parse(startsAtUtc), timeZone);
  const end = utcToZonedParts(Date.parse(endsAtUtc), timeZone);
  if (start.minuteOfDay === 0 && end.minuteOfDay === 0) {
    const last = addDays(end.date, -1);
    if (last <= start.date) return dayFormat(start.date, true, locale);
    return `${dayFormat(start.date, start.date.slice(0, 4) !== last.slice(0, 4), locale)} – ${dayFormat(last, true, locale)}`;
  }
  const clock = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
  return `${dayFormat(start.date, true, locale)} ${clock(start.minuteOfDay)} – ${dayFormat(end.date, true, locale)} ${clock(end.minuteOfDay)}`;
}

/** Today's date in `timeZone`, for the date inputs' `min`. */
export const todayIn = (timeZone: string, nowMs: number) => utcToZonedParts(nowMs, timeZone).date;
