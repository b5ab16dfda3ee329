/**
 * Time-zone arithmetic on IANA zones using only `Intl` (no Date local-time methods), so the answer is the
 * same whatever TZ the process runs in — Deno server, browser or Electron. Dates are "YYYY-MM-DD" strings
 * and wall times are minutes after local midnight; instants are UTC epoch milliseconds.
 *
 * Limits: years 1000–9999, and at most one offset change within about a day of any wall time asked about
 * (true of every zone in current tzdata; a second change is still caught by the fallback in `resolveWall`).
 */

const MINUTE = 60_000;
const DAY = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
// en-US with h23 always prints "MM/DD/YYYY, HH:MM"; `format` is ~4× faster than `formatToParts` here.
const WALL_PATTERN = /(\d+)\D+(\d+)\D+(\d+)\D+(\d+)\D+(\d+)/;

const formatters = new Map<string, Intl.DateTimeFormat>();
// Offsets per zone by UTC minute: the same advisors' days are asked about on every request (halves the cost).
// One budget across all zones keeps a long-running server's memory flat (~4 MB at most).
const offsetCache = new Map<string, Map<number, number>>();
const OFFSET_CACHE_LIMIT = 50_000;
let cachedOffsets = 0;

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Throws RangeError for an unknown zone, which is what callers should see.
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock at `ms` in `timeZone`, expressed as if it were a UTC instant (whole minutes). */
function wallAsUtc(ms: number, timeZone: string): number {
  const match = WALL_PATTERN.exec(formatterFor(timeZone).format(ms));
  if (!match) throw new RangeError(`Cannot read the wall time in ${timeZone}`);
  const [, month, day, year, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  // Some engines once printed midnight as 24 even with h23.
  return Date.UTC(year, month - 1, day, hour % 24, minute);
}

/** Offset of `timeZone` from UTC at instant `ms`, in ms (wall − UTC). */
export function offsetAt(ms: number, timeZone: string): number {
  const minute = Math.floor(ms / MINUTE) * MINUTE;
  let offset = offsetCache.get(timeZone)?.get(minute);
  if (offset === undefined) {
    offset = wallAsUtc(minute, timeZone) - minute;
    if (cachedOffsets >= OFFSET_CACHE_LIMIT) {
      offsetCache.clear();
      cachedOffsets = 0;
    }
    const cache = offsetCache.get(timeZone) ?? new Map<number, number>();
    offsetCache.set(timeZone, cache);
    cache.set(minute, offset);
    cachedOffsets++;
  }
  return offset;
}

/** "YYYY-MM-DD" → midnight of that date as a UTC instant. Throws on an impossible date such as 2026-02-30. */
function parseDate(date: string): number {
  const match = DATE_PATTERN.exec(date);
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  if (!match || Number.isNaN(ms) || formatDate(ms) !== date) throw new RangeError(`Not a date: ${date}`);
  return ms;
}

const formatDate = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

interface WallResolution {
  /** Instants whose wall clock reads the asked time, earliest first: none in a gap, two in a repeated hour. */
  instants: number[];
  /** Offset just before and just after the wall time, for working out where a gap ends. */
  before: number;
  after: number;
  wall: number;
}

function resolveWall(date: string, minuteOfDay: number, timeZone: string): WallResolution {
  const wall = parseDate(date) + minuteOfDay * MINUTE;
  // A day either side of the wall time is at least 10 h either side of the instant (offsets are within ±14 h).
  const before = offsetAt(wall - DAY, timeZone);
  const after = offsetAt(wall + DAY, timeZone);
  const candidates = new Set([before, after]);
  const instants: number[] = [];
  const tryOffset = (offset: number) => {
    const instant = wall - offset;
    if (offsetAt(instant, timeZone) === offset && !instants.includes(instant)) instants.push(instant);
  };
  candidates.forEach(tryOffset);
  if (instants.length === 0 && before === after) {
    // Two changes that cancel out within the day: the offsets found at the guesses are the real candidates.
    tryOffset(offsetAt(wall - before, timeZone));
  }
  instants.sort((a, b) => a - b);
  return { instants, before, after, wall };
}

/**
 * The UTC instant at which the wall clock in `timeZone` reads `date` + `minuteOfDay` (0–1440; 1440 is the
 * next midnight). Invariant: returns null exactly when that wall time is skipped by a spring-forward gap;
 * when it occurs twice (fall-back hour) returns the EARLIER instant.
 */
export function zonedWallToUtc(date: string, minuteOfDay: number, timeZone: string): number | null {
  return resolveWall(date, minuteOfDay, timeZone).instants[0] ?? null;
}

/**
 * Like `zonedWallToUtc`, but a wall time inside a spring-forward gap gives the first real instant after it
 * (the moment the clocks jump). Used for the END of a working period, which must still close somewhere.
 */
export function zonedWallToUtcOrNext(date: string, minuteOfDay: number, timeZone: string): number {
  const { instants, before, after, wall } = resolveWall(date, minuteOfDay, timeZone);
  if (instants[0] !== undefined) return instants[0];
  // In a gap `after` > `before`; the jump lies in (wall − after, wall − before]. Bisect by whole minutes.
  let lo = wall - after;
  let hi = wall - before;
  while (hi - lo > MINUTE) {
    const mid = lo + Math.floor((hi - lo) / MINUTE / 2) * MINUTE;
    if (offsetAt(mid, timeZone) === after) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** Local calendar parts of an instant; `day` is 1–7 with Monday = 1. Invariant: zonedWallToUtc(date, minuteOfDay) ≤ ms. */
export function utcToZonedParts(ms: number, timeZone: string): { date: string; minuteOfDay: number; day: number } {
  const wall = wallAsUtc(ms, timeZone);
  const midnight = Math.floor(wall / DAY) * DAY;
  const date = formatDate(midnight);
  return { date, minuteOfDay: (wall - midnight) / MINUTE, day: dayOfWeek(date) };
}

/** The calendar date `n` days after `date` (n may be negative). Pure calendar arithmetic, no zone. */
export function addDays(date: string, n: number): string {
  return formatDate(parseDate(date) + n * DAY);
}

/** Day of the week of a calendar date, 1–7 with Monday = 1 (ISO 8601). */
export function dayOfWeek(date: string): number {
  return ((new Date(parseDate(date)).getUTCDay() + 6) % 7) + 1;
}
