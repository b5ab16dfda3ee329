/**
 * "Starts in 10 minutes" reminders for the sessions on the agenda the web app hands over. Each
 * reminder fires once; a moment slept through fires on the next check while the session can still
 * be joined, never later; a new agenda re-plans everything. Time and timers are injected, so the
 * rules run under Node with fixed instants.
 */

/** One upcoming confirmed session, as the web app describes it (see ipc-contract's agendaSchema). */
export interface AgendaSession {
  bookingId: string;
  title: string;
  /** The other party's name, as the signed-in person knows them. */
  otherParty: string;
  /** UTC ISO instant. */
  startsAt: string;
  /** Page that joins the call, e.g. /my-kora/bookings/123/join. */
  joinPath: string;
  /** UTC ISO instant after which the call cannot be joined any more; null: 30 minutes after the start. */
  joinClosesAt: string | null;
}

export interface Agenda {
  sessions: readonly AgendaSession[];
  /** Booking requests waiting for the signed-in person's answer. */
  requests: number;
}

export const EMPTY_AGENDA: Agenda = { sessions: [], requests: 0 };

/** A reminder is due from this long before the start. */
export const REMINDER_LEAD_MS = 10 * 60_000;
/** Without a join window from the server, a call stays joinable this long after its start. */
export const DEFAULT_JOIN_GRACE_MS = 30 * 60_000;
/** The longest single timer: setTimeout overflows past 2^31 ms, and a shorter one re-plans anyway. */
export const MAX_TIMER_MS = 6 * 60 * 60_000;

export interface Reminder {
  /** Once-only identity: a rescheduled session gets a new reminder. */
  key: string;
  session: AgendaSession;
  title: string;
  body: string;
}

/** The reminder's identity: the booking and its start, so a reschedule reminds again. */
export const reminderKey = (session: AgendaSession): string => `${session.bookingId}@${session.startsAt}`;

const startOf = (session: AgendaSession): number => Date.parse(session.startsAt);

/** The last instant a reminder still makes sense: the end of the join window. */
export function lastUsefulInstant(session: AgendaSession): number {
  const closes = session.joinClosesAt === null ? Number.NaN : Date.parse(session.joinClosesAt);
  return Number.isFinite(closes) ? closes : startOf(session) + DEFAULT_JOIN_GRACE_MS;
}

/** Whether the session's reminder should show at `nowMs` (fired or not). */
export function isReminderDue(session: AgendaSession, nowMs: number): boolean {
  const start = startOf(session);
  if (!Number.isFinite(start)) return false;
  return nowMs >= start - REMINDER_LEAD_MS && nowMs <= lastUsefulInstant(session);
}

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? "" : "s"}`;

/** The reminder's words at `nowMs`: the minutes left, or how long ago it started when the moment was slept through. */
export function reminderFor(session: AgendaSession, nowMs: number): Reminder {
  const start = startOf(session);
  const minutesLeft = Math.ceil((start - nowMs) / 60_000);
  const minutesAgo = Math.floor((nowMs - start) / 60_000);
  let title: string;
  if (minutesLeft > 0) title = `Session in ${plural(minutesLeft, "minute")}`;
  else if (minutesAgo < 1) title = "Your session is starting";
  else title = `Your session started ${plural(minutesAgo, "minute")} ago`;
  return { key: reminderKey(session), session, title, body: `${session.title} with ${session.otherParty}` };
}

/** The instant of the next reminder still to come (after `nowMs`), or null when none is left. */
export function nextReminderAt(sessions: readonly AgendaSession[], nowMs: number, fired: ReadonlySet<string>): number | null {
  let next: number | null = null;
  for (const session of sessions) {
    const at = startOf(session) - REMINDER_LEAD_MS;
    if (!Number.isFinite(at) || at <= nowMs || fired.has(reminderKey(session))) continue;
    if (next === null || at < next) next = at;
  }
  return next;
}

export interface SchedulerDeps<TimerHandle> {
  now(): number;
  setTimer(callback: () => void, delayMs: number): TimerHandle;
  clearTimer(handle: TimerHandle): void;
  isDoNotDisturb(): boolean;
  /** Shows the reminder as an OS notification. */
  show(reminder: Reminder): void;
  /** A reminder held back by do-not-disturb. */
  suppress(reminder: Reminder): void;
}

export interface NotificationScheduler {
  /** Replaces the agenda and re-plans; reminders already shown stay shown once. */
  setAgenda(agenda: Agenda): void;
  /** Fires what is due now and re-arms the timer (on wake, unlock and every few minutes). */
  check(): void;
  agenda(): Agenda;
  dispose(): void;
}

export function createNotificationScheduler<TimerHandle>(deps: SchedulerDeps<TimerHandle>): NotificationScheduler {
  let current: Agenda = EMPTY_AGENDA;
  /** Fired (or suppressed) reminder keys, each kept until its join window closes. */
  const fired = new Map<string, number>();
  let timer: { handle: TimerHandle } | null = null;
  let disposed = false;

  const disarm = (): void => {
    if (timer) deps.clearTimer(timer.handle);
    timer = null;
  };

  const forgetPast = (nowMs: number): void => {
    for (const [key, until] of fired) if (until < nowMs) fired.delete(key);
  };

  const check = (): void => {
    if (disposed) return;
    disarm();
    const nowMs = deps.now();
    forgetPast(nowMs);
    const dueNow = current.sessions
      .filter((session) => !fired.has(reminderKey(session)) && isReminderDue(session, nowMs))
      .sort((a, b) => startOf(a) - startOf(b));
    for (const session of dueNow) {
      const reminder = reminderFor(session, nowMs);
      fired.set(reminder.key, lastUsefulInstant(session));
      if (deps.isDoNotDisturb()) deps.suppress(reminder);
      else deps.show(reminder);
    }
    const next = nextReminderAt(current.sessions, nowMs, new Set(fired.keys()));
    if (next === null) return;
    timer = { handle: deps.setTimer(check, Math.min(Math.max(next - nowMs, 0), MAX_TIMER_MS)) };
  };

  return {
    setAgenda(agenda) {
      current = { sessions: [...agenda.sessions], requests: agenda.requests };
      check();
    },
    check,
    agenda: () => current,
    dispose() {
      disposed = true;
      disarm();
    },
  };
}
