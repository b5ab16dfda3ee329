import { CALENDAR_SYNC_MESSAGES } from "@kora/shared/contracts/calendar-sync.ts";

/**
 * What a calendar may cost us before we refuse it. A subscribed or CalDAV calendar is someone else's
 * text: without these a 100 MB file, 10,000 nested components or an RRULE repeating every second
 * would hold the server. Each bound is checked before the work it protects.
 */
export interface IcsLimits {
  /** Characters of calendar text (the fetch itself stops reading at this many bytes). */
  maxChars: number;
  /** BEGIN:… lines in the whole text. */
  maxComponents: number;
  /** BEGIN:… inside BEGIN:… */
  maxDepth: number;
  /** Recurrence steps taken in total, in the range or not. */
  maxOccurrences: number;
  /** Wall-clock milliseconds the expansion may take. */
  timeBudgetMs: number;
}

export const ICS_MAX_BYTES = 10 * 1024 * 1024;

export const DEFAULT_ICS_LIMITS: IcsLimits = {
  maxChars: ICS_MAX_BYTES,
  maxComponents: 20_000,
  maxDepth: 10,
  maxOccurrences: 50_000,
  timeBudgetMs: 3_000,
};

/** Why a calendar could not be read: a key of CALENDAR_SYNC_MESSAGES. */
export type IcsProblem = keyof typeof CALENDAR_SYNC_MESSAGES;

/** A calendar that could not be read or was refused, with the plain words of CALENDAR_SYNC_MESSAGES for the person. */
export class IcsError extends Error {
  constructor(
    readonly reason: IcsProblem,
    /** What exactly was exceeded, for logs (never shown). */
    readonly detail: string,
  ) {
    super(CALENDAR_SYNC_MESSAGES[reason]);
    this.name = "IcsError";
  }

  /** The same reason under the name the sync's error mapping reads (sync-errors.ts). */
  get code(): IcsProblem {
    return this.reason;
  }
}

/**
 * Each logical line's first `keep` characters, as ical.js reads lines (its parse._eachLine): split at
 * LF (a CR before it dropped), and a line starting with a space or a tab continued onto the one
 * before, without that character (RFC 5545 §3.1 unfolding). Only the starts are kept: this is for
 * counting BEGIN and END, in one pass, without building the unfolded text.
 */
export function forEachLineStart(text: string, keep: number, visit: (start: string) => void): void {
  let start: string | null = null;
  let at = 0;
  while (at < text.length) {
    let end = text.indexOf("\n", at);
    if (end === -1) end = text.length;
    const lineEnd = end > at && text[end - 1] === "\r" ? end - 1 : end;
    const first = text[at];
    if ((first === " " || first === "\t") && start !== null) {
      if (start.length < keep) start += text.slice(at + 1, Math.min(lineEnd, at + 1 + keep - start.length));
    } else {
      if (start) visit(start);
      start = text.slice(at, Math.min(lineEnd, at + keep));
    }
    at = end + 1;
  }
  if (start) visit(start);
}

/** Whether the text opens with BEGIN:VCALENDAR, folded or not (after any blank space). */
export function opensAsCalendar(text: string): boolean {
  let first: string | null = null;
  forEachLineStart(text.slice(0, 1024).trimStart(), 15, (start) => {
    first ??= start;
  });
  return first !== null && (first as string).toUpperCase() === "BEGIN:VCALENDAR";
}

/**
 * Counts components and nesting by their BEGIN/END lines — after unfolding, as the parser will see
 * them — before any parser sees the text (ical.js builds every component it reads). Throws
 * IcsError("tooBig") past the limits, ("notCalendar") without a VCALENDAR.
 */
export function checkIcsShape(text: string, limits: IcsLimits): void {
  if (text.length > limits.maxChars) throw new IcsError("tooBig", `${text.length} characters`);
  if (!opensAsCalendar(text)) throw new IcsError("notCalendar", "no BEGIN:VCALENDAR at the start");
  let depth = 0;
  let components = 0;
  forEachLineStart(text, 6, (start) => {
    // ical.js: a line is a component's BEGIN or END when its name, before the first ':' with no ';' before it, is exactly that.
    const line = start.toLowerCase();
    if (line.startsWith("begin:")) {
      depth++;
      components++;
      if (depth > limits.maxDepth) throw new IcsError("tooBig", `nesting deeper than ${limits.maxDepth}`);
      if (components > limits.maxComponents) throw new IcsError("tooBig", `more than ${limits.maxComponents} components`);
    } else if (line.startsWith("end:")) depth--;
  });
}

const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const WEEKDAY = /^[+-]?\d{0,2}(SU|MO|TU|WE|TH|FR|SA)$/;

function numbers(values: unknown, min: number, max: number): number[] | null {
  if (values === undefined) return [];
  const list = (Array.isArray(values) ? values : [values]).map(Number);
  return list.every((n) => Number.isInteger(n) && n !== 0 && Math.abs(n) >= min && Math.abs(n) <= max) ? list : null;
}

/**
 * ical.js steps a daily or shorter rule one unit at a time until its BY parts match, with no limit:
 * an impossible rule (BYMONTH=2;BYMONTHDAY=30, BYHOUR=25) never returns. Such rules, and BY parts
 * ical.js would have to search far for, are refused here; weekly and longer rules have its own guard.
 * Returns why the rule is refused, or null when it is safe to iterate.
 */
export function unsafeRule(freq: string, parts: Record<string, unknown>): string | null {
  const hours = parts.BYHOUR === undefined ? [] : [parts.BYHOUR].flat().map(Number);
  const minutes = parts.BYMINUTE === undefined ? [] : [parts.BYMINUTE].flat().map(Number);
  const seconds = parts.BYSECOND === undefined ? [] : [parts.BYSECOND].flat().map(Number);
  if (![...hours].every((n) => Number.isInteger(n) && n >= 0 && n <= 23)) return "BYHOUR out of range";
  if (![...minutes, ...seconds].every((n) => Number.isInteger(n) && n >= 0 && n <= 60)) return "BYMINUTE/BYSECOND out of range";
  const days = parts.BYDAY === undefined ? [] : [parts.BYDAY].flat().map(String);
  if (!days.every((day) => WEEKDAY.test(day))) return "BYDAY not a weekday";
  const months = numbers(parts.BYMONTH, 1, 12);
  const monthDays = numbers(parts.BYMONTHDAY, 1, 31);
  if (!months || !monthDays) return "BYMONTH/BYMONTHDAY out of range";
  if (!["SECONDLY", "MINUTELY", "HOURLY", "DAILY"].includes(freq)) return null;
  if (["BYYEARDAY", "BYWEEKNO", "BYSETPOS"].some((key) => parts[key] !== undefined)) return `${freq} with BYYEARDAY/BYWEEKNO/BYSETPOS`;
  if (days.some((day) => /\d/.test(day))) return `${freq} with a numbered BYDAY`;
  if (months.length > 0 && monthDays.length > 0) {
    const reachable = monthDays.some((d) => months.some((m) => Math.abs(d) <= MONTH_DAYS[m - 1]!));
    if (!reachable) return "BYMONTHDAY never falls in BYMONTH";
  }
  return null;
}
