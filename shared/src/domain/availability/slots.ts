import { normaliseRules, type WorkingHoursRule } from "./working-hours.ts";
import { addDays, dayOfWeek, utcToZonedParts, zonedWallToUtc, zonedWallToUtcOrNext } from "./zones.ts";

/**
 * Bookable slots (core §3 "Availability slot"): where an advisor's weekly working hours, in their own zone,
 * meet a requested window, minus everything that makes them busy. Pure: the clock is an input.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;

/** A UTC time range in epoch ms, half-open [startMs, endMs): touching ranges do not overlap. */
export interface Interval {
  startMs: number;
  endMs: number;
}

export interface SlotInput {
  /** Advisor's IANA zone; working hours are wall-clock in it. */
  timezone: string;
  workingHours: WorkingHoursRule[];
  /** Advisor's unavailable date ranges (already UTC). */
  unavailable: Interval[];
  /** Advisor's active (confirmed) bookings; these alone get the buffer. */
  bookings: Interval[];
  /** Other busy time (the viewer's own bookings, an external calendar). */
  busy: Interval[];
  /** Kept free before AND after each booking; 0 = none. */
  bufferMinutes: number;
  /** Session length wanted (30, 60, 90, 120). */
  durationMinutes: number;
  /** Slot starts every this many minutes of wall time, counted from each period's start. */
  stepMinutes: number;
  /** No slot may start before nowMs + this. */
  minNoticeMinutes: number;
  /** No slot may start after nowMs + this many days (callers cap at 365). */
  horizonDays: number;
  /** Window asked for: slots whose START is in [fromMs, toMs). */
  fromMs: number;
  toMs: number;
  nowMs: number;
  /** Consultation cap: monthly minutes (advisor-zone calendar months), pro bono included. null = no cap. */
  cap: { minutesPerMonth: number; bookedMinutesByMonth: Record<string, number> } | null;
}

export interface Slot {
  /** ISO 8601 with Z, e.g. "2026-10-05T22:00:00.000Z". */
  startUtc: string;
  endUtc: string;
  /** Advisor-local calendar date "YYYY-MM-DD" of the start. */
  date: string;
  /** Advisor-local wall time "HH:MM" of the start. */
  time: string;
  /** Advisor-local weekday of the start, 1–7 with Monday = 1. */
  day: number;
  /** Minutes. */
  duration: number;
}

/** Sorted, merged, non-empty intervals, so one binary search answers "does [s, e) hit anything?". */
function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter((i) => i.endMs > i.startMs).sort((a, b) => a.startMs - b.startMs);
  const merged: Interval[] = [];
  for (const { startMs, endMs } of sorted) {
    const last = merged.at(-1);
    if (last && startMs <= last.endMs) last.endMs = Math.max(last.endMs, endMs);
    else merged.push({ startMs, endMs });
  }
  return merged;
}

/** True when [startMs, endMs) overlaps one of the merged `blockers` (whose ends are therefore ascending). */
function overlapsAny(blockers: readonly Interval[], startMs: number, endMs: number): boolean {
  let lo = 0;
  let hi = blockers.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (blockers[mid]!.endMs <= startMs) lo = mid + 1;
    else hi = mid;
  }
  const first = blockers[lo];
  return first !== undefined && first.startMs < endMs;
}

const pad2 = (n: number) => String(n).padStart(2, "0");
const hhmm = (minuteOfDay: number) => `${pad2(Math.floor(minuteOfDay / 60))}:${pad2(minuteOfDay % 60)}`;

function assertPositiveInteger(name: string, value: number) {
  if (!Number.isInteger(value) || value <= 0) throw new RangeError(`${name} must be a positive whole number of minutes`);
}

/**
 * Every bookable slot whose start lies in [fromMs, toMs), sorted by start, no two with the same start.
 *
 * Invariants of each slot: its start is a wall time startMinute + k·step of a working period of that local date
 * (wall times skipped by a spring-forward gap are never offered; a repeated fall-back time is offered once, at
 * the earlier instant); start + duration (real minutes) ≤ the period's end instant; it does not overlap any
 * unavailable or busy range, nor any booking widened by bufferMinutes on each side; nowMs + minNotice ≤ start ≤
 * nowMs + horizonDays; and booked minutes of its local month + duration ≤ the cap.
 * Periods that touch across midnight (…–24:00 then 00:00–… next day) run on as one, up to a day long.
 * Throws RangeError for a non-positive duration or step, or an unknown zone.
 */
export function computeSlots(input: SlotInput): Slot[] {
  const { timezone, durationMinutes, stepMinutes, cap } = input;
  assertPositiveInteger("durationMinutes", durationMinutes);
  assertPositiveInteger("stepMinutes", stepMinutes);
  const lo = Math.max(input.fromMs, input.nowMs + input.minNoticeMinutes * MINUTE);
  // The horizon is inclusive ("not after"); the window end is exclusive.
  const hi = Math.min(input.toMs, input.nowMs + input.horizonDays * DAY + 1);
  const rules = normaliseRules(input.workingHours);
  if (!(lo < hi) || rules.length === 0) return [];

  const rulesByDay: WorkingHoursRule[][] = Array.from({ length: 8 }, () => []);
  for (const rule of rules) rulesByDay[rule.day]!.push(rule);
  const buffer = input.bufferMinutes * MINUTE;
  const blockers = mergeIntervals([
    ...input.unavailable,
    ...input.busy,
    ...input.bookings.map((b) => ({ startMs: b.startMs - buffer, endMs: b.endMs + buffer })),
  ]);
  const duration = durationMinutes * MINUTE;

  const slots: Slot[] = [];
  let lastStart = -Infinity;
  let ordered = true;
  const lastDate = utcToZonedParts(hi - 1, timezone).date;
  // Every candidate start is an instant whose local date is its own date, so these dates cover the window exactly.
  for (let date = utcToZonedParts(lo, timezone).date; date <= lastDate; date = addDays(date, 1)) {
    const day = dayOfWeek(date);
    if (cap && (cap.bookedMinutesByMonth[date.slice(0, 7)] ?? 0) + durationMinutes > cap.minutesPerMonth) continue;
    for (const rule of rulesByDay[day]!) {
      // A period ending at midnight continues into a next-day period starting at midnight.
      const next = rule.endMinute === 1440 ? rulesByDay[(day % 7) + 1]![0] : undefined;
      const continues = next !== undefined && next.startMinute === 0;
      const endDate = continues ? addDays(date, 1) : date;
      const endMinute = continues ? next.endMinute : rule.endMinute;
      const periodEnd = zonedWallToUtcOrNext(endDate, endMinute, timezone);
      const periodStart = zonedWallToUtc(date, rule.startMinute, timezone);
      const wallLength = (continues ? 1440 : 0) + endMinute - rule.startMinute;
      // No offset change inside the period: wall minutes are real minutes, so skip converting every candidate.
      const steady = periodStart !== null && periodEnd - periodStart === wallLength * MINUTE;
      for (let minute = rule.startMinute; minute < rule.endMinute; minute += stepMinutes) {
        const start = steady ? periodStart + (minute - rule.startMinute) * MINUTE : zonedWallToUtc(date, minute, timezone);
        if (start === null) continue;
        const end = start + duration;
        // Starts only move forward within a period, so once one fails these tests every later one does too.
        if (end > periodEnd || start >= hi) break;
        if (start < lo || overlapsAny(blockers, start, end)) continue;
        if (start <= lastStart) ordered = false;
        lastStart = start;
        slots.push({
          startUtc: new Date(start).toISOString(),
          endUtc: new Date(end).toISOString(),
          date,
          time: hhmm(minute),
          day,
          duration: durationMinutes,
        });
      }
    }
  }
  // Wall order and instant order agree outside pathological zone data; keep the output contract regardless.
  if (!ordered) {
    slots.sort((a, b) => (a.startUtc < b.startUtc ? -1 : a.startUtc > b.startUtc ? 1 : 0));
    return slots.filter((slot, i) => i === 0 || slot.startUtc !== slots[i - 1]!.startUtc);
  }
  return slots;
}

/**
 * Slots grouped by their advisor-local date, for the day-by-day picker. Invariant: dates in ascending order of
 * first appearance in `slots`, each group keeping the input order.
 */
export function slotsByDate(slots: readonly Slot[]): { date: string; slots: Slot[] }[] {
  const groups = new Map<string, Slot[]>();
  for (const slot of slots) {
    const group = groups.get(slot.date);
    if (group) group.push(slot);
    else groups.set(slot.date, [slot]);
  }
  return [...groups].map(([date, grouped]) => ({ date, slots: grouped }));
}

const WEEKDAY_NAMES = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * A slot's start as the VIEWER sees it in `timeZone` (the book page shows the advisor's and the viewer's zone):
 * date "YYYY-MM-DD", time "HH:MM" (24 h) and label like "Mon, 1 Jan 2024, 09:00 am" (core §9's date style).
 * Built by hand rather than by locale so the label is identical on server, browser and desktop.
 */
export function formatSlotInZone(startUtc: string, timeZone: string): { date: string; time: string; label: string } {
  const ms = Date.parse(startUtc);
  if (Number.isNaN(ms)) throw new RangeError(`Not an ISO instant: ${startUtc}`);
  const { date, minuteOfDay, day } = utcToZonedParts(ms, timeZone);
  const [year, month, dayOfMonth] = date.split("-").map(Number) as [number, number, number];
  const hour = Math.floor(minuteOfDay / 60);
  const clock = `${pad2(hour % 12 === 0 ? 12 : hour % 12)}:${pad2(minuteOfDay % 60)} ${hour < 12 ? "am" : "pm"}`;
  return {
    date,
    time: hhmm(minuteOfDay),
    label: `${WEEKDAY_NAMES[day - 1]}, ${dayOfMonth} ${MONTH_NAMES[month - 1]} ${year}, ${clock}`,
  };
}
