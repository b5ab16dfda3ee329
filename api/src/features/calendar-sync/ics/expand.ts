import ICAL from "ical.js";
import { zonedWallToUtcOrNext } from "@kora/shared/domain/availability/zones.ts";
import { checkIcsShape, DEFAULT_ICS_LIMITS, IcsError, type IcsLimits, unsafeRule } from "./ics-limits.ts";
import { type InstantOf, recurrenceStarts } from "./recurrence.ts";

export { DEFAULT_ICS_LIMITS, ICS_MAX_BYTES, IcsError, type IcsLimits } from "./ics-limits.ts";

/** A busy time in UTC epoch ms, half-open [startMs, endMs). */
export interface BusyPeriod {
  startMs: number;
  endMs: number;
}

/** Recurrence steps and a deadline shared by every calendar text one sync expands (see syncBudget). */
export interface ExpandBudget {
  steps: number;
  deadline: number;
}

export interface ExpandOptions extends Partial<IcsLimits> {
  /** The calendar owner's IANA zone: all-day and floating times are read in it (after X-WR-TIMEZONE). */
  timezone?: string;
  /** A bound over several texts (a CalDAV calendar is one text per event): spent by this call too. */
  shared?: ExpandBudget;
  /** Events whose UID this accepts are left out (Kora's own sessions: the booking already holds that time). */
  skipUid?: (uid: string) => boolean;
}

const DAY = 86_400_000;
const pad = (n: number, width = 2) => String(n).padStart(width, "0");

const knownZones = new Map<string, boolean>();
function isIanaZone(zone: string): boolean {
  let known = knownZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    if (knownZones.size < 1000) knownZones.set(zone, known);
  }
  return known;
}

function instantReader(calendarZone: string): InstantOf {
  return (time, tzid) => {
    const zone = time.zone;
    if (!time.isDate && zone && zone.tzid === "UTC")
      return Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
    if (!time.isDate && zone && zone.tzid !== "floating" && zone.component) return time.toUnixTime() * 1000;
    const wallZone = !time.isDate && tzid && isIanaZone(tzid) ? tzid : calendarZone;
    const date = `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;
    const minute = time.isDate ? 0 : time.hour * 60 + time.minute;
    return zonedWallToUtcOrNext(date, minute, wallZone) + (time.isDate ? 0 : time.second * 1000);
  };
}

const tzidOf = (property: ICAL.Property | null): string | null => {
  const tzid = property?.getParameter("tzid");
  return typeof tzid === "string" ? tzid : null;
};

/** Busy, by its own word: not free-looking (TRANSPARENT) and not called off (CANCELLED). */
const isBusy = (event: ICAL.Component) =>
  String(event.getFirstPropertyValue("status") ?? "").toUpperCase() !== "CANCELLED" &&
  String(event.getFirstPropertyValue("transp") ?? "").toUpperCase() !== "TRANSPARENT";

/** An event's start and how long each of its occurrences lasts: exact ms for timed, whole wall days for all-day. */
function timing(event: ICAL.Component, instantOf: InstantOf) {
  const startProp = event.getFirstProperty("dtstart");
  const start = startProp?.getFirstValue();
  if (!(start instanceof ICAL.Time)) return null;
  const tzid = tzidOf(startProp);
  const startMs = instantOf(start, tzid);
  const endProp = event.getFirstProperty("dtend");
  const end = endProp?.getFirstValue();
  const duration = event.getFirstPropertyValue("duration");
  let lengthMs: number;
  let days = 0;
  if (end instanceof ICAL.Time) {
    if (start.isDate)
      days = Math.round((Date.UTC(end.year, end.month - 1, end.day) - Date.UTC(start.year, start.month - 1, start.day)) / DAY);
    lengthMs = start.isDate ? 0 : instantOf(end, tzidOf(endProp)) - startMs;
  } else if (duration instanceof ICAL.Duration) {
    days = start.isDate ? Math.floor(duration.toSeconds() / 86_400) : 0;
    lengthMs = start.isDate ? 0 : duration.toSeconds() * 1000;
  } else {
    // RFC 5545 §3.6.1: a date without an end lasts the day; a date-time without one is an instant (not busy).
    days = start.isDate ? 1 : 0;
    lengthMs = 0;
  }
  return { start, tzid, startMs, lengthMs, days };
}

interface Collector {
  fromMs: number;
  toMs: number;
  out: BusyPeriod[];
  instantOf: InstantOf;
}

/** One occurrence starting at `time`, with the event's length, clipped to the range. */
function addOccurrence(c: Collector, time: ICAL.Time, tzid: string | null, t: { lengthMs: number; days: number }) {
  const startMs = c.instantOf(time, tzid);
  let endMs = startMs + t.lengthMs;
  if (time.isDate) {
    const end = time.clone();
    end.day += t.days;
    endMs = c.instantOf(end, tzid);
  }
  const from = Math.max(startMs, c.fromMs);
  const to = Math.min(endMs, c.toMs);
  if (to > from) c.out.push({ startMs: from, endMs: to });
}

/** Overlapping and touching periods joined, earliest first (the input is left as it is). */
export function mergePeriods(periods: readonly BusyPeriod[]): BusyPeriod[] {
  const sorted = [...periods].sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs);
  const merged: BusyPeriod[] = [];
  for (const p of sorted) {
    const last = merged.at(-1);
    if (last && p.startMs <= last.endMs) last.endMs = Math.max(last.endMs, p.endMs);
    else merged.push({ ...p });
  }
  return merged;
}

function parse(icsText: string): ICAL.Component[] {
  let json: unknown;
  try {
    json = ICAL.parse(icsText);
  } catch (error) {
    throw new IcsError("notCalendar", `unparsable: ${(error as Error).message}`);
  }
  const roots = (Array.isArray(json) && typeof json[0] === "string" ? [json] : (json as unknown[])) as unknown[];
  const calendars = roots.map((root) => new ICAL.Component(root as never)).filter((c) => c.name === "vcalendar");
  if (calendars.length === 0) throw new IcsError("notCalendar", "no VCALENDAR");
  return calendars;
}

/**
 * The busy periods of a calendar (ICS text) inside [fromMs, toMs): every event that is neither
 * TRANSPARENT nor CANCELLED, recurring ones expanded (RRULE, RDATE, EXDATE, RECURRENCE-ID overrides),
 * merged and clipped to the range. Bounded (IcsLimits): throws IcsError("tooBig") for text, components,
 * nesting, recurrence steps or time past the limits, IcsError("notCalendar") for text that is no calendar.
 * An RRULE without an end is expanded from just before the range, never from its DTSTART onwards.
 */
export function expandBusyPeriods(icsText: string, range: { fromMs: number; toMs: number }, options: ExpandOptions = {}): BusyPeriod[] {
  const limits: IcsLimits = { ...DEFAULT_ICS_LIMITS, ...options };
  checkIcsShape(icsText, limits);
  const calendars = parse(icsText);
  const shared = options.shared;
  if (shared && (shared.steps <= 0 || performance.now() > shared.deadline)) throw new IcsError("tooBig", "sync budget spent");
  const steps = Math.min(limits.maxOccurrences, shared?.steps ?? Number.POSITIVE_INFINITY);
  const deadline = Math.min(performance.now() + limits.timeBudgetMs, shared?.deadline ?? Number.POSITIVE_INFINITY);
  const budget = { steps, deadline };
  const out: BusyPeriod[] = [];
  try {
    for (const calendar of calendars) {
      const declared = String(calendar.getFirstPropertyValue("x-wr-timezone") ?? "");
      const zone = isIanaZone(declared) ? declared : options.timezone && isIanaZone(options.timezone) ? options.timezone : "UTC";
      const collector: Collector = { fromMs: range.fromMs, toMs: range.toMs, out, instantOf: instantReader(zone) };
      expandCalendar(calendar, collector, budget, options.skipUid);
    }
  } finally {
    if (shared) shared.steps -= steps - Math.max(budget.steps, 0);
  }
  return mergePeriods(out);
}

function expandCalendar(
  calendar: ICAL.Component,
  c: Collector,
  budget: { steps: number; deadline: number },
  skipUid: (uid: string) => boolean = () => false,
) {
  // ical.js walks a VTIMEZONE's rules up to the year asked about: only yearly ones are time zones.
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    for (const part of zone.getAllSubcomponents()) {
      for (const rule of part.getAllProperties("rrule")) {
        if (String((rule.getFirstValue() as ICAL.Recur).freq) !== "YEARLY") throw new IcsError("tooBig", "VTIMEZONE rule not yearly");
      }
    }
  }
  // Several masters under one UID are invalid but common in exported calendars: each counts.
  const masters = new Map<string, ICAL.Component[]>();
  const overrides = new Map<string, ICAL.Component[]>();
  let anonymous = 0;
  for (const event of calendar.getAllSubcomponents("vevent")) {
    const uid = String(event.getFirstPropertyValue("uid") ?? `no-uid-${anonymous++}`);
    if (skipUid(uid)) continue;
    // Pushed, never copied: thousands of events under one UID must stay linear.
    const into = event.hasProperty("recurrence-id") ? overrides : masters;
    const list = into.get(uid);
    if (list) list.push(event);
    else into.set(uid, [event]);
  }
  const inTime = () => {
    if (performance.now() > budget.deadline) throw new IcsError("tooBig", "time budget spent");
  };
  for (const [uid, series] of masters) {
    const moved = overrides.get(uid) ?? [];
    overrides.delete(uid);
    for (const master of series) {
      inTime();
      expandEvent(master, moved, c, budget);
    }
  }
  // An override whose series is not in this text (a CalDAV object may hold only that) stands alone.
  for (const events of overrides.values())
    for (const event of events) {
      inTime();
      expandEvent(event, [], c, budget);
    }
}

function expandEvent(event: ICAL.Component, moved: ICAL.Component[], c: Collector, budget: { steps: number; deadline: number }) {
  const t = timing(event, c.instantOf);
  if (!t) return;
  const recurring = event.hasProperty("rrule") || event.hasProperty("rdate");
  if (!recurring) {
    if (isBusy(event)) addOccurrence(c, t.start, t.tzid, t);
    return;
  }
  for (const rule of event.getAllProperties("rrule")) {
    const recur = rule.getFirstValue() as ICAL.Recur;
    const why = unsafeRule(String(recur.freq), (recur.parts ?? {}) as Record<string, unknown>);
    if (why) throw new IcsError("tooBig", `RRULE refused: ${why}`);
  }
  // Overrides replace the occurrence they name, busy or not (a moved, cancelled or freed instance).
  const replaced = new Set<number>();
  for (const override of moved) {
    const idProp = override.getFirstProperty("recurrence-id");
    const id = idProp?.getFirstValue();
    if (id instanceof ICAL.Time) replaced.add(c.instantOf(id, tzidOf(idProp)));
    const ot = timing(override, c.instantOf);
    if (ot && isBusy(override)) addOccurrence(c, ot.start, ot.tzid, ot);
  }
  if (!isBusy(event)) return;
  const excluded = new Set<number>();
  for (const exdate of event.getAllProperties("exdate")) {
    for (const value of exdate.getValues()) if (value instanceof ICAL.Time) excluded.add(c.instantOf(value, tzidOf(exdate)));
  }
  const seen = new Set<number>();
  const take = (time: ICAL.Time, tzid: string | null) => {
    const ms = c.instantOf(time, tzid);
    if (seen.has(ms) || replaced.has(ms) || excluded.has(ms)) return;
    seen.add(ms);
    addOccurrence(c, time, tzid, t);
  };
  const lengthMs = t.start.isDate ? t.days * DAY + DAY : t.lengthMs;
  for (const time of recurrenceStarts(event, t, lengthMs, c, budget)) take(time, t.tzid);
  for (const rdate of event.getAllProperties("rdate")) {
    for (const value of rdate.getValues()) {
      if (value instanceof ICAL.Time) take(value, tzidOf(rdate) ?? t.tzid);
      else if (value instanceof ICAL.Period) take(value.start, tzidOf(rdate) ?? t.tzid);
    }
  }
}
