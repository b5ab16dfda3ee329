import type ICAL from "ical.js";
import { IcsError } from "./ics-limits.ts";

/**
 * Reads a time as an instant: UTC and in-file VTIMEZONEs through ical.js; a TZID without a VTIMEZONE
 * (Google and Outlook send bare IANA names) through Intl; floating times, dates and unknown TZIDs in
 * the calendar's zone.
 */
export type InstantOf = (time: ICAL.Time, tzid: string | null) => number;

const SECOND = 1000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
/** Steps whose length never varies in wall time, so a series can be moved ahead by whole steps. */
const STEP_MS: Record<string, number> = { SECONDLY: SECOND, MINUTELY: 60 * SECOND, HOURLY: HOUR, DAILY: DAY, WEEKLY: 7 * DAY };

const hasByParts = (recur: ICAL.Recur) => Object.values(recur.parts ?? {}).some((v) => v !== undefined && [v].flat().length > 0);

/**
 * Where to start iterating a rule so the range is reached without walking from a DTSTART years back:
 * the DTSTART moved forward by whole steps (k × INTERVAL × step, in wall time as ical.js counts), to
 * just before the range less the event's length. The moved start is yielded first by ical.js even if
 * the BY parts would not pick it; it ends before the range, so it never counts. With COUNT, only rules
 * without BY parts (one occurrence per step) are moved, the count lowered by the steps skipped.
 */
function skipAhead(recur: ICAL.Recur, start: ICAL.Time, startMs: number, lengthMs: number, fromMs: number) {
  const step = STEP_MS[String(recur.freq)];
  const interval = Math.max(1, recur.interval || 1);
  if (step === undefined || (recur.count && hasByParts(recur))) return { recur, start };
  const margin = lengthMs + (step >= DAY ? 2 * DAY : 2 * HOUR);
  const k = Math.floor((fromMs - margin - startMs) / (step * interval));
  if (k <= 0) return { recur, start };
  const moved = start.clone();
  const seconds = (k * interval * step) / SECOND;
  if (step >= DAY) moved.adjust(seconds / 86_400, 0, 0, 0);
  else moved.adjust(0, 0, 0, seconds);
  if (!recur.count) return { recur, start: moved };
  const remaining = recur.count - k;
  if (remaining <= 0) return null;
  const lowered = recur.clone();
  lowered.count = remaining;
  return { recur: lowered, start: moved };
}

/**
 * Starts of a recurring event's occurrences from its RRULEs (or its DTSTART alone when it has only
 * RDATEs), up to the range's end. Every step counts against `budget.steps`; past it, or past the
 * deadline, IcsError("tooBig").
 */
export function* recurrenceStarts(
  event: ICAL.Component,
  t: { start: ICAL.Time; tzid: string | null; startMs: number },
  lengthMs: number,
  c: { fromMs: number; toMs: number; instantOf: InstantOf },
  budget: { steps: number; deadline: number },
): Generator<ICAL.Time> {
  const rules = event.getAllProperties("rrule");
  if (rules.length === 0) {
    yield t.start;
    return;
  }
  for (const rule of rules) {
    const moved = skipAhead(rule.getFirstValue() as ICAL.Recur, t.start, t.startMs, lengthMs, c.fromMs);
    if (!moved) continue;
    const iterator = moved.recur.iterator(moved.start);
    for (let time = iterator.next(); time; time = iterator.next()) {
      if (--budget.steps < 0) throw new IcsError("tooBig", "too many occurrences");
      if ((budget.steps & 1023) === 0 && performance.now() > budget.deadline) throw new IcsError("tooBig", "time budget spent");
      if (c.instantOf(time, t.tzid) >= c.toMs) break;
      yield time.clone();
    }
  }
}
