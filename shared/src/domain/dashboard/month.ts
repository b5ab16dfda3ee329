import { utcToZonedParts, zonedWallToUtcOrNext } from "../availability/zones.ts";
import { formatMonth } from "../money/pro-bono.ts";

/** A calendar month in someone's time zone, as UTC instants: [startMs, endMs). */
export interface MonthWindow {
  /** "2026-11" */
  key: string;
  /** "November 2026" */
  label: string;
  startMs: number;
  endMs: number;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The "YYYY-MM" after `key`. */
function nextMonthKey(key: string): string {
  const [year, month] = key.split("-").map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${pad(month + 1)}`;
}

/**
 * The calendar month containing `nowMs` on the wall clock of `timeZone` (the dashboard's "This month").
 * Invariant: startMs ≤ nowMs < endMs; both ends are local midnight of the 1st (or the first instant after
 * it, where a zone skips midnight), so consecutive months tile the time line with no gap or overlap.
 */
export function monthWindow(nowMs: number, timeZone: string): MonthWindow {
  const key = utcToZonedParts(nowMs, timeZone).date.slice(0, 7);
  return {
    key,
    label: formatMonth(key),
    startMs: zonedWallToUtcOrNext(`${key}-01`, 0, timeZone),
    endMs: zonedWallToUtcOrNext(`${nextMonthKey(key)}-01`, 0, timeZone),
  };
}
