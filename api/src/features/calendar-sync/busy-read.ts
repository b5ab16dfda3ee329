import { bookingCalendarUid } from "@kora/shared/domain/calendar/booking-calendar.ts";
import { type CaldavAccount, type DiscoveredCalendar, discoverCalendars, type NetPolicy, readCalendarObjects } from "./caldav.ts";
import { type BusyPeriod, type ExpandBudget, expandBusyPeriods, IcsError, mergePeriods } from "./ics/expand.ts";
import { fetchIcsBusy } from "./ics/subscription.ts";
import { FetchTimeoutError, GUARD_TIMEOUT_MS } from "./net-guard.ts";
import { type SyncErrorCode, syncErrorCode } from "./sync-errors.ts";

/**
 * Reading someone else's calendar: the network answers, their XML (a CalDAV REPORT of 10 MB takes
 * the XML parser most of a second) and their iCalendar text, parsed and expanded — all of it CPU on
 * untrusted input, so it runs as a task on the calendar worker (workers/lanes.ts), never on the event
 * loop. Plain data in and out; nothing here reaches services (the worker has none). Keep this file's
 * imports free of mail and services: React Email's prismjs takes over a worker's messages.
 */

/**
 * One sync's bounds over all it reads (each calendar text also has its own, DEFAULT_ICS_LIMITS): a
 * CalDAV account of many calendars, each of many event objects, must not add up to an unbounded sync.
 * The deadline stays under the job lease (60 s), so a slow sync is never claimed a second time.
 */
export const SYNC_LIMITS = { maxOccurrences: 200_000, expandMs: 10_000, maxPeriods: 20_000, deadlineMs: 45_000 } as const;

export type BusySource = { kind: "ics"; url: string } | { kind: "caldav"; account: CaldavAccount; calendarUrls: string[] };

export interface BusyReadInput {
  source: BusySource;
  fromMs: number;
  toMs: number;
  /** The calendar owner's IANA zone: all-day and floating times are read in it. */
  timezone: string;
  /** Kora's own address: events it wrote itself (UID `{bookingId}@{host}`) are left out. */
  publicUrl: string;
  policy: NetPolicy;
}

/** Busy periods as [start, end, start, end, …] in epoch ms: one array crosses threads at once, however many. */
export type BusyReadResult = { ok: true; periods: Float64Array } | { ok: false; code: SyncErrorCode; detail: string };

/** Adds a text's periods, refusing the sync once it holds more than SYNC_LIMITS.maxPeriods. */
function collect(into: BusyPeriod[], periods: BusyPeriod[]) {
  if (into.length + periods.length > SYNC_LIMITS.maxPeriods) throw new IcsError("tooBig", `over ${SYNC_LIMITS.maxPeriods} busy periods`);
  into.push(...periods);
}

/** An event Kora wrote itself (a session, UID `{bookingId}@{host}`): the booking already holds that time. */
export function isKoraEvent(icsText: string, publicUrl: string): boolean {
  const host = new URL(publicUrl).hostname.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^UID:[^\\r\\n@]+@${host}\\r?$`, "m").test(icsText);
}

/** A UID of Kora's own sessions (bookingCalendarUid: `{bookingId}@{host}`), in any calendar or feed it reaches back to Kora. */
export function isKoraUid(publicUrl: string): (uid: string) => boolean {
  const suffix = bookingCalendarUid("", new URL(publicUrl).hostname);
  return (uid) => uid.endsWith(suffix) && uid.length > suffix.length && !uid.slice(0, -suffix.length).includes("@");
}

/** A source's busy periods in the range, merged; throws what the server or the text did. */
export async function readBusy(input: BusyReadInput): Promise<BusyPeriod[]> {
  const range = { fromMs: input.fromMs, toMs: input.toMs };
  const { timezone } = input;
  const started = performance.now();
  const shared: ExpandBudget = { steps: SYNC_LIMITS.maxOccurrences, deadline: started + SYNC_LIMITS.expandMs };
  // Each request gets what is left of the sync's deadline (at most the guard's own).
  const policy = () => {
    const left = Math.round(started + SYNC_LIMITS.deadlineMs - performance.now());
    if (left <= 0) throw new FetchTimeoutError(`sync over ${SYNC_LIMITS.deadlineMs} ms`);
    return { ...input.policy, timeoutMs: Math.min(left, GUARD_TIMEOUT_MS) };
  };
  const periods: BusyPeriod[] = [];
  if (input.source.kind === "ics") {
    // A subscription may be the person's own Kora feed, or a calendar Kora writes sessions into.
    const skipUid = isKoraUid(input.publicUrl);
    collect(periods, await fetchIcsBusy(input.source.url, range, { ...policy(), timezone, shared, skipUid }));
    return mergePeriods(periods);
  }
  for (const url of input.source.calendarUrls) {
    for (const text of await readCalendarObjects(input.source.account, policy(), url, range.fromMs, range.toMs))
      if (!isKoraEvent(text, input.publicUrl)) collect(periods, expandBusyPeriods(text, range, { timezone, shared }));
  }
  return mergePeriods(periods);
}

const pairs = (periods: BusyPeriod[]) => Float64Array.from(periods.flatMap((p) => [p.startMs, p.endMs]));
/** The periods of a BusyReadResult back as objects. */
export const periodsOf = (flat: Float64Array): BusyPeriod[] =>
  Array.from({ length: flat.length / 2 }, (_, i) => ({ startMs: flat[2 * i]!, endMs: flat[2 * i + 1]! }));

/** readBusy with its failure as a result (an error crossing threads keeps only its message; the code is what counts). */
export async function readBusyResult(input: BusyReadInput): Promise<BusyReadResult> {
  try {
    return { ok: true, periods: pairs(await readBusy(input)) };
  } catch (error) {
    return { ok: false, code: syncErrorCode(error), detail: error instanceof Error ? error.message : String(error) };
  }
}

export type DiscoverResult = { ok: true; calendars: DiscoveredCalendar[] } | { ok: false; code: SyncErrorCode; detail: string };

/** discoverCalendars with its failure as a result. */
export async function discoverResult(input: { account: CaldavAccount; policy: NetPolicy }): Promise<DiscoverResult> {
  try {
    return { ok: true, calendars: await discoverCalendars(input.account, input.policy) };
  } catch (error) {
    return { ok: false, code: syncErrorCode(error), detail: error instanceof Error ? error.message : String(error) };
  }
}
