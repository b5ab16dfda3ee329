import { addDays, utcToZonedParts, zonedWallToUtcOrNext } from "@kora/shared/domain/availability/zones.ts";

/**
 * Unavailable dates: the advisor picks whole days in THEIR zone; the API stores UTC instants. Pure.
 * A range "from 4 May to 8 May" blocks from local midnight starting 4 May to local midnight ending 8 May.
 */

export type RangeResult = { ok: true; startsAtUtc: string; endsAtUtc: string } | { ok: false; field: "from" | "to"; message: string };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whole local days [from, to] (inclusive, "YYYY-MM-DD") in `timeZone` → a UTC range, or why not. */
export function dateRangeToUtc(from: string, to: string, timeZone: string, today: string): RangeResult {
  if (!DATE.test(from)) return { ok: false, field: "from", message: "Please choose the first day." };
  if (!DATE.test(to)) return { ok: false, field: "to", message: "Please choose the last day." };
  if (to < from) return { ok: false, field: "to", message: "The last day can't be before the first." };
  if (to < today) return { ok: false, field: "to", message: "Those days have already passed." };
  // Midnight may fall in a daylight-saving gap in a few zones: the day then starts when the clocks jump.
  const start = zonedWallToUtcOrNext(from, 0, timeZone);
  const end = zonedWallToUtcOrNext(addDays(to, 1), 0, timeZone);
  return { ok: true, startsAtUtc: new Date(start).toISOString(), endsAtUtc: new Date(end).toISOString() };
}

const dayFormat = (date: string, withYear: boolean) =>
  new Intl.DateTimeFormat("en-AU", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: withYear ? "numeric" : undefined,
    timeZone: "UTC",
  })
    .format(Date.parse(`${date}T12:00:00Z`))
    .replace(/,/g, "");

/**
 * A stored range as the advisor reads it, in their zone: "Mon 4 May – Fri 8 May 2026", "Mon 4 May 2026"
 * for one day; a range that does not start and end at local midnight shows its times too.
 */
export function describeRange(startsAtUtc: string, endsAtUtc: string, timeZone: string): string {
  const start = utcToZonedParts(Date.parse(startsAtUtc), timeZone);
  const end = utcToZonedParts(Date.parse(endsAtUtc), timeZone);
  if (start.minuteOfDay === 0 && end.minuteOfDay === 0) {
    const last = addDays(end.date, -1);
    if (last <= start.date) return dayFormat(start.date, true);
    return `${dayFormat(start.date, start.date.slice(0, 4) !== last.slice(0, 4))} – ${dayFormat(last, true)}`;
  }
  const clock = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
  return `${dayFormat(start.date, true)} ${clock(start.minuteOfDay)} – ${dayFormat(end.date, true)} ${clock(end.minuteOfDay)}`;
}

/** Today's date in `timeZone`, for the date inputs' `min`. */
export const todayIn = (timeZone: string, nowMs: number) => utcToZonedParts(nowMs, timeZone).date;
