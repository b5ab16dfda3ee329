import { z } from "zod";

/**
 * Weekly working hours, as the advisor edits them: a 7-day × 48 half-hour grid (core §9). Rules are wall-clock
 * times in the advisor's own zone, so 09:00 stays 09:00 across daylight-saving changes.
 */

/** Days run Monday = 1 … Sunday = 7 (ISO 8601), the same numbering as availability slots (core §3). */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/**
 * One working period on one weekday, local wall time in minutes after midnight.
 * Invariant (enforced by `workingHoursRuleSchema`): multiples of 30, 0 ≤ startMinute < endMinute ≤ 1440;
 * 1440 means the period runs to midnight.
 */
export interface WorkingHoursRule {
  day: Weekday;
  startMinute: number;
  endMinute: number;
}

export const DAYS_PER_WEEK = 7;
/** Half-hour cells per day in the grid. */
export const CELLS_PER_DAY = 48;
export const CELL_MINUTES = 30;
export const MINUTES_PER_DAY = 1440;

export const WORKING_HOURS_MESSAGES = {
  day: "Please choose a day of the week.",
  halfHour: "Working hours must start and end on the half hour.",
  range: "Working hours must be within the day, from 00:00 to 24:00.",
  order: "A working period must end after it starts.",
  tooMany: "Please use no more than 168 working periods.",
} as const;

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const minuteField = z
  .number({ error: WORKING_HOURS_MESSAGES.halfHour })
  .int(WORKING_HOURS_MESSAGES.halfHour)
  .min(0, WORKING_HOURS_MESSAGES.range)
  .max(MINUTES_PER_DAY, WORKING_HOURS_MESSAGES.range)
  .refine((minute) => minute % CELL_MINUTES === 0, WORKING_HOURS_MESSAGES.halfHour);

/** One rule; the order error sits on `endMinute` so the form marks the end field. */
export const workingHoursRuleSchema = z
  .object({
    day: z.literal(WEEKDAYS, { error: WORKING_HOURS_MESSAGES.day }),
    startMinute: minuteField,
    endMinute: minuteField,
  })
  .refine((rule) => rule.endMinute > rule.startMinute, { path: ["endMinute"], message: WORKING_HOURS_MESSAGES.order });

/**
 * A week of rules. At most 7 × 24: the most separate periods a half-hour grid can hold (every other cell), and a
 * bound that keeps slot computation cheap. Overlaps are allowed; `normaliseRules` merges them.
 */
export const workingHoursSchema = z.array(workingHoursRuleSchema).max(DAYS_PER_WEEK * 24, WORKING_HOURS_MESSAGES.tooMany);

const clampMinute = (minute: number) => Math.min(MINUTES_PER_DAY, Math.max(0, minute));

/**
 * Sorted by day then start, with overlapping or touching periods of a day merged into one (so 09:00–12:00 and
 * 12:00–17:00 become 09:00–17:00 and a session can run across 12:00). Out-of-day minutes are clamped and empty
 * or unknown-day rules dropped. Invariant: output rules of a day are disjoint and non-adjacent; idempotent.
 */
export function normaliseRules(rules: readonly WorkingHoursRule[]): WorkingHoursRule[] {
  const sorted = rules
    .filter((rule) => (WEEKDAYS as readonly number[]).includes(rule.day))
    .map((rule) => ({ day: rule.day, startMinute: clampMinute(rule.startMinute), endMinute: clampMinute(rule.endMinute) }))
    .filter((rule) => rule.endMinute > rule.startMinute)
    .sort((a, b) => a.day - b.day || a.startMinute - b.startMinute);
  const merged: WorkingHoursRule[] = [];
  for (const rule of sorted) {
    const last = merged.at(-1);
    if (last && last.day === rule.day && rule.startMinute <= last.endMinute) last.endMinute = Math.max(last.endMinute, rule.endMinute);
    else merged.push(rule);
  }
  return merged;
}

/**
 * Rules → the editing grid: 7 rows (index 0 = Monday) × 48 cells (index 0 = 00:00–00:30). A cell is on when any
 * part of it is working time, so an off-grid rule is never hidden from the advisor.
 */
export function rulesToGrid(rules: readonly WorkingHoursRule[]): boolean[][] {
  const grid = Array.from({ length: DAYS_PER_WEEK }, () => Array<boolean>(CELLS_PER_DAY).fill(false));
  for (const rule of normaliseRules(rules)) {
    const row = grid[rule.day - 1]!;
    const first = Math.floor(rule.startMinute / CELL_MINUTES);
    const last = Math.ceil(rule.endMinute / CELL_MINUTES);
    for (let cell = first; cell < last; cell++) row[cell] = true;
  }
  return grid;
}

/**
 * The grid → rules: each run of selected cells in a day becomes one rule, sorted by day then start.
 * Missing rows or cells count as off; cells past 48 are ignored. Invariant: rulesToGrid(gridToRules(g)) equals g
 * for a 7 × 48 grid, and the output is already normalised.
 */
export function gridToRules(grid: readonly (readonly boolean[])[]): WorkingHoursRule[] {
  const rules: WorkingHoursRule[] = [];
  for (const day of WEEKDAYS) {
    const row = grid[day - 1] ?? [];
    let runStart: number | null = null;
    for (let cell = 0; cell <= CELLS_PER_DAY; cell++) {
      const on = cell < CELLS_PER_DAY && row[cell] === true;
      if (on && runStart === null) runStart = cell;
      if (!on && runStart !== null) {
        rules.push({ day, startMinute: runStart * CELL_MINUTES, endMinute: cell * CELL_MINUTES });
        runStart = null;
      }
    }
  }
  return rules;
}
