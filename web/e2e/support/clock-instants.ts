import { offsetAt } from "@kora/shared/domain/availability/zones.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface ClockInstant {
  name: string;
  /** UTC ISO instant the server's clock (and every browser context's) starts at. */
  at: string;
}

/**
 * The instants the time-sensitive end-to-end specs run at (`npm run test:e2e:clock`), all after
 * `nowMs` so credentials and cookies minted on the moved clock stay valid on the real one: a Monday
 * morning, a Saturday night, the day before Sydney's next DST change (the demo advisor lives there),
 * half an hour before New York's next one, and the evening of the next 31st.
 */
export function clockInstants(nowMs: number): ClockInstant[] {
  const instants = [
    { name: "Monday morning (Berlin)", at: nextWall(nowMs, "Europe/Berlin", 1, 8 * 60) },
    { name: "Saturday night (UTC)", at: nextWall(nowMs, "UTC", 6, 23 * 60 + 30) },
    { name: "the day before Sydney's DST change", at: nextOffsetChange(nowMs, "Australia/Sydney") - DAY },
    { name: "New York's DST change", at: nextOffsetChange(nowMs, "America/New_York") - HOUR / 2 },
    { name: "the 31st of a month (UTC)", at: next31st(nowMs) },
  ];
  return instants.map(({ name, at }) => ({ name, at: new Date(at).toISOString() }));
}

/** The next instant after `nowMs` (at least a day ahead) whose wall clock in `timeZone` is weekday `day` (0 = Sunday) at `minuteOfDay`. */
function nextWall(nowMs: number, timeZone: string, day: number, minuteOfDay: number): number {
  for (let candidate = Math.floor(nowMs / DAY) * DAY + DAY; ; candidate += DAY) {
    const offset = offsetAt(candidate + 12 * HOUR, timeZone);
    const wallMidnight = candidate;
    const at = wallMidnight + minuteOfDay * 60_000 - offset;
    if (new Date(wallMidnight).getUTCDay() === day && at > nowMs + DAY) return at;
  }
}

/** The first instant after `nowMs` + two days at which `timeZone`'s offset from UTC changes (to the minute). */
function nextOffsetChange(nowMs: number, timeZone: string): number {
  let low = nowMs + 2 * DAY;
  const start = offsetAt(low, timeZone);
  let high = low;
  while (offsetAt(high, timeZone) === start) {
    low = high;
    high += 6 * HOUR;
    if (high - nowMs > 400 * DAY) throw new Error(`${timeZone} has no offset change within 400 days`);
  }
  while (high - low > 60_000) {
    const mid = Math.floor((low + high) / 2 / 60_000) * 60_000;
    if (offsetAt(mid, timeZone) === start) low = mid;
    else high = mid;
  }
  return high;
}

/** 22:00 UTC on the next 31st at least a day ahead. */
function next31st(nowMs: number): number {
  const now = new Date(nowMs);
  for (let month = 0; ; month++) {
    const at = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + month, 31, 22);
    if (new Date(at).getUTCDate() === 31 && at > nowMs + DAY) return at;
  }
}
