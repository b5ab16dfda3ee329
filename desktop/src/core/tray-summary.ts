/**
 * What the tray, the dock/taskbar badge and the do-not-disturb summary say, as pure functions of
 * the agenda, the clock and the time zone.
 */
import { PRODUCT_NAME } from "./identity.ts";
import { lastUsefulInstant, type Agenda, type AgendaSession } from "./notification-scheduler.ts";

/** The web app's list of booking requests (the tray's requests line opens it). */
export const BOOKING_REQUESTS_PATH = "/my-kora/bookings/requests";

export interface TraySummary {
  /** The tray icon's tooltip. */
  tooltip: string;
  /** First menu line: the next session, or that there is none. */
  nextSession: string;
  /** Second menu line: the number of booking requests. */
  requests: string;
}

/** The badge shows the booking requests waiting for an answer (0 clears it). */
export function badgeCount(agenda: Agenda): number {
  return Number.isSafeInteger(agenda.requests) && agenda.requests > 0 ? agenda.requests : 0;
}

/** The session still to come or still joinable that starts first; null when there is none. */
export function nextSession(agenda: Agenda, nowMs: number): AgendaSession | null {
  let best: AgendaSession | null = null;
  for (const session of agenda.sessions) {
    const start = Date.parse(session.startsAt);
    if (!Number.isFinite(start) || lastUsefulInstant(session) < nowMs) continue;
    if (best === null || start < Date.parse(best.startsAt)) best = session;
  }
  return best;
}

const dayKey = (ms: number, timeZone: string): string =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(ms);

/** "today 14:30", "tomorrow 09:00", "Mon 2 Dec 09:00", in `timeZone`. */
export function whenLabel(startMs: number, nowMs: number, timeZone: string): string {
  const time = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(startMs);
  if (dayKey(startMs, timeZone) === dayKey(nowMs, timeZone)) return `today ${time}`;
  if (dayKey(startMs, timeZone) === dayKey(nowMs + 86_400_000, timeZone)) return `tomorrow ${time}`;
  const day = new Intl.DateTimeFormat("en-GB", { timeZone, weekday: "short", day: "numeric", month: "short" }).format(startMs);
  return `${day.replace(",", "")} ${time}`;
}

export function requestsLabel(count: number): string {
  if (count <= 0) return "No booking requests";
  return count === 1 ? "1 booking request" : `${count} booking requests`;
}

export function traySummary(agenda: Agenda, nowMs: number, timeZone: string, doNotDisturb: boolean): TraySummary {
  const next = nextSession(agenda, nowMs);
  let nextLine = "No upcoming sessions";
  if (next) {
    const start = Date.parse(next.startsAt);
    const when = start <= nowMs ? "now" : whenLabel(start, nowMs, timeZone);
    nextLine = `Next: ${next.title} with ${next.otherParty}, ${when}`;
  }
  const requests = requestsLabel(badgeCount(agenda));
  const parts = [PRODUCT_NAME, nextLine, requests];
  if (doNotDisturb) parts.push("Do not disturb");
  return { tooltip: parts.join(" · "), nextSession: nextLine, requests };
}

/** Most notifications held back that the summary names; the rest are counted. */
export const HELD_BACK_NAMED = 3;
/** Most held-back titles remembered while do-not-disturb is on. */
export const HELD_BACK_MAX = 100;

/**
 * Remembers what do-not-disturb held back, so turning it off can say what was missed (one
 * notification instead of a burst of stale ones).
 */
export class HeldBack {
  #titles: string[] = [];
  #dropped = 0;

  add(title: string): void {
    if (this.#titles.length < HELD_BACK_MAX) this.#titles.push(title);
    else this.#dropped += 1;
  }

  get count(): number {
    return this.#titles.length + this.#dropped;
  }

  /** The summary notification, then forgets; null when nothing was held back. */
  drain(): { title: string; body: string } | null {
    const count = this.count;
    if (count === 0) return null;
    const named = this.#titles.slice(0, HELD_BACK_NAMED);
    const rest = count - named.length;
    this.#titles = [];
    this.#dropped = 0;
    const title = count === 1 ? "1 notification while you were not disturbed" : `${count} notifications while you were not disturbed`;
    return { title, body: rest > 0 ? `${named.join("; ")}; and ${rest} more` : named.join("; ") };
  }
}
