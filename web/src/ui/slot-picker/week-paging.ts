import { BOOKING_HORIZON_DAYS } from "@kora/shared/domain/bookings/expiry.ts";
import { addDays, dayOfWeek, utcToZonedParts, zonedWallToUtcOrNext } from "@kora/shared/domain/availability/zones.ts";

/**
 * The slot picker shows one week at a time, Monday to Sunday in the VIEWER's zone, from the week of today up
 * to the week that holds the booking horizon (a year ahead). Pure: the clock and zone are inputs.
 */

/** The Monday on or before `date` ("YYYY-MM-DD"). */
export const mondayOf = (date: string) => addDays(date, 1 - dayOfWeek(date));

export interface Week {
  /** Monday, "YYYY-MM-DD" in the viewer's zone. */
  start: string;
  /** The seven local dates, Monday first. */
  days: string[];
  /** UTC window for the availability call: [from, to) = local midnight Monday to local midnight next Monday. */
  from: string;
  to: string;
}

export function weekOf(start: string, timeZone: string): Week {
  const monday = mondayOf(start);
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  const iso = (date: string) => new Date(zonedWallToUtcOrNext(date, 0, timeZone)).toISOString();
  return { start: monday, days, from: iso(monday), to: iso(addDays(monday, 7)) };
}

export interface WeekBounds {
  /** Today's local date. */
  today: string;
  /** The Monday of this week: no paging before it. */
  first: string;
  /** The Monday of the week holding the horizon: no paging after it. */
  last: string;
}

export function weekBounds(nowMs: number, timeZone: string, horizonDays = BOOKING_HORIZON_DAYS): WeekBounds {
  const today = utcToZonedParts(nowMs, timeZone).date;
  return { today, first: mondayOf(today), last: mondayOf(addDays(today, horizonDays)) };
}

/** The Monday `step` weeks from `start`, kept within the bounds. */
export function pageWeek(start: string, step: number, bounds: WeekBounds): string {
  const next = addDays(mondayOf(start), step * 7);
  if (next < bounds.first) return bounds.first;
  if (next > bounds.last) return bounds.last;
  return next;
}

export const canPage = (start: string, step: -1 | 1, bounds: WeekBounds) =>
  step < 0 ? mondayOf(start) > bounds.first : mondayOf(start) < bounds.last;

/** The viewer-local date of a UTC instant. */
export const viewerDate = (startUtc: string, timeZone: string) => utcToZonedParts(Date.parse(startUtc), timeZone).date;

/** Slots grouped by the VIEWER's local date (the API groups by the advisor's), in the order given. */
export function slotsByViewerDate<T extends { startUtc: string }>(slots: readonly T[], timeZone: string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const slot of slots) {
    const date = viewerDate(slot.startUtc, timeZone);
    const group = groups.get(date);
    if (group) group.push(slot);
    else groups.set(date, [slot]);
  }
  return groups;
}

/**
 * Toggling a time in a picker that holds at most `max`: a chosen time is removed; a new one is added in time
 * order; when full, a single-choice picker swaps its time and a multi-choice one refuses (returns null).
 */
export function toggleTime(selected: readonly string[], time: string, max: number): string[] | null {
  const at = Date.parse(time);
  if (selected.some((t) => Date.parse(t) === at)) return selected.filter((t) => Date.parse(t) !== at);
  if (selected.length >= max) return max === 1 ? [time] : null;
  return [...selected, time].sort((a, b) => Date.parse(a) - Date.parse(b));
}
