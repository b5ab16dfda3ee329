import { describe, expect, it } from "vitest";
import { createNotificationScheduler, MAX_TIMER_MS, reminderFor, type AgendaSession, type Reminder } from "./notification-scheduler.ts";

const at = (iso: string): number => Date.parse(iso);

const session = (overrides: Partial<AgendaSession> = {}): AgendaSession => ({
  bookingId: "b1",
  title: "Career chat",
  otherParty: "Anna",
  startsAt: "2026-03-10T14:00:00.000Z",
  joinPath: "/my-kora/bookings/b1/join",
  joinClosesAt: "2026-03-10T14:30:00.000Z",
  ...overrides,
});

/** A fake clock with timers that only run when the test moves time (or "wakes" the machine). */
function harness(startIso: string, doNotDisturb = false) {
  let now = at(startIso);
  let dnd = doNotDisturb;
  const timers = new Map<number, { due: number; run: () => void }>();
  let nextId = 1;
  const shown: Reminder[] = [];
  const suppressed: Reminder[] = [];
  const scheduler = createNotificationScheduler<number>({
    now: () => now,
    setTimer(run, delay) {
      const id = nextId++;
      timers.set(id, { due: now + delay, run });
      return id;
    },
    clearTimer: (id) => void timers.delete(id),
    isDoNotDisturb: () => dnd,
    show: (reminder) => shown.push(reminder),
    suppress: (reminder) => suppressed.push(reminder),
  });
  /** Time passes with the machine awake: timers fire when due. */
  const advanceTo = (iso: string): void => {
    const target = at(iso);
    for (;;) {
      const due = [...timers.entries()].filter(([, t]) => t.due <= target).sort((a, b) => a[1].due - b[1].due)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].due;
      due[1].run();
    }
    now = target;
  };
  /** The machine slept: no timer ran; on wake main calls check(). */
  const sleepUntil = (iso: string): void => {
    now = at(iso);
  };
  return {
    scheduler,
    shown,
    suppressed,
    timers,
    advanceTo,
    sleepUntil,
    setDnd: (on: boolean) => {
      dnd = on;
    },
  };
}

describe("reminder timing", () => {
  it("fires once, ten minutes before the start, with the minutes and the session in plain words", () => {
    const h = harness("2026-03-10T12:00:00.000Z");
    h.scheduler.setAgenda({ sessions: [session()], requests: 0 });
    h.advanceTo("2026-03-10T13:49:59.000Z");
    expect(h.shown).toEqual([]);
    h.advanceTo("2026-03-10T13:50:00.000Z");
    expect(h.shown.map((r) => [r.title, r.body])).toEqual([["Session in 10 minutes", "Career chat with Anna"]]);
    h.scheduler.check();
    h.advanceTo("2026-03-10T14:20:00.000Z");
    h.scheduler.setAgenda({ sessions: [session()], requests: 0 }); // the web app refreshes the agenda
    expect(h.shown).toHaveLength(1);
  });

  it("fires on wake when the machine slept through the moment but the session has not started", () => {
    const h = harness("2026-03-10T13:00:00.000Z");
    h.scheduler.setAgenda({ sessions: [session()], requests: 0 });
    h.sleepUntil("2026-03-10T13:56:30.000Z");
    expect(h.shown).toEqual([]);
    h.scheduler.check();
    expect(h.shown.map((r) => r.title)).toEqual(["Session in 4 minutes"]);
  });

  it("still fires inside the join window after the start, saying how long ago it started", () => {
    const h = harness("2026-03-10T13:00:00.000Z");
    h.scheduler.setAgenda({ sessions: [session()], requests: 0 });
    h.sleepUntil("2026-03-10T14:07:00.000Z");
    h.scheduler.check();
    expect(h.shown.map((r) => r.title)).toEqual(["Your session started 7 minutes ago"]);
  });

  it("never fires a stale reminder once the join window has closed", () => {
    const h = harness("2026-03-10T13:00:00.000Z");
    h.scheduler.setAgenda({ sessions: [session()], requests: 0 });
    h.sleepUntil("2026-03-10T17:00:00.000Z");
    h.scheduler.check();
    h.scheduler.setAgenda({ sessions: [session()], requests: 0 });
    expect(h.shown).toEqual([]);
    expect(h.timers.size).toBe(0);
  });

  it("uses 30 minutes after the start when the server gave no join window", () => {
    const open = harness("2026-03-10T14:29:00.000Z");
    open.scheduler.setAgenda({ sessions: [session({ joinClosesAt: null })], requests: 0 });
    expect(open.shown).toHaveLength(1);
    const closed = harness("2026-03-10T14:31:00.000Z");
    closed.scheduler.setAgenda({ sessions: [session({ joinClosesAt: null })], requests: 0 });
    expect(closed.shown).toHaveLength(0);
  });

  it("reminds again for a rescheduled session, and drops a cancelled one", () => {
    const h = harness("2026-03-10T12:00:00.000Z");
    h.scheduler.setAgenda({
      sessions: [session(), session({ bookingId: "b2", title: "Intro", startsAt: "2026-03-10T13:00:00.000Z" })],
      requests: 0,
    });
    h.advanceTo("2026-03-10T13:00:00.000Z");
    expect(h.shown.map((r) => r.session.bookingId)).toEqual(["b2"]);
    // b1 moves to 16:00; b2 was cancelled and is gone from the agenda.
    h.scheduler.setAgenda({
      sessions: [session({ startsAt: "2026-03-10T16:00:00.000Z", joinClosesAt: "2026-03-10T16:30:00.000Z" })],
      requests: 0,
    });
    h.advanceTo("2026-03-10T15:49:00.000Z");
    expect(h.shown).toHaveLength(1); // nothing at the old 13:50
    h.advanceTo("2026-03-10T15:50:00.000Z");
    expect(h.shown.map((r) => [r.session.bookingId, r.title])).toEqual([
      ["b2", "Session in 10 minutes"],
      ["b1", "Session in 10 minutes"],
    ]);
  });

  it("fires every due reminder on wake, soonest first, each once", () => {
    const h = harness("2026-03-10T12:00:00.000Z");
    const later = session({ bookingId: "late", startsAt: "2026-03-10T14:05:00.000Z", joinClosesAt: "2026-03-10T14:35:00.000Z" });
    h.scheduler.setAgenda({ sessions: [later, session()], requests: 0 });
    h.sleepUntil("2026-03-10T13:58:00.000Z");
    h.scheduler.check();
    h.scheduler.check();
    expect(h.shown.map((r) => [r.session.bookingId, r.title])).toEqual([
      ["b1", "Session in 2 minutes"],
      ["late", "Session in 7 minutes"],
    ]);
  });

  it("caps a far-away timer so it never overflows, and re-plans when it runs", () => {
    const h = harness("2026-03-01T00:00:00.000Z");
    h.scheduler.setAgenda({ sessions: [session()], requests: 0 });
    const [timer] = [...h.timers.values()];
    expect(timer?.due).toBe(at("2026-03-01T00:00:00.000Z") + MAX_TIMER_MS);
    h.advanceTo("2026-03-10T13:50:00.000Z");
    expect(h.shown.map((r) => r.title)).toEqual(["Session in 10 minutes"]);
  });

  it("ignores a session whose start cannot be read", () => {
    const h = harness("2026-03-10T13:55:00.000Z");
    h.scheduler.setAgenda({ sessions: [session({ startsAt: "soon" })], requests: 0 });
    expect(h.shown).toEqual([]);
    expect(h.timers.size).toBe(0);
  });

  it("stops after dispose", () => {
    const h = harness("2026-03-10T12:00:00.000Z");
    h.scheduler.setAgenda({ sessions: [session()], requests: 0 });
    h.scheduler.dispose();
    h.advanceTo("2026-03-10T14:00:00.000Z");
    h.scheduler.check();
    expect(h.shown).toEqual([]);
  });
});

describe("do not disturb", () => {
  it("holds a due reminder back, reports it, and does not show it later when turned off", () => {
    const h = harness("2026-03-10T12:00:00.000Z", true);
    h.scheduler.setAgenda({ sessions: [session()], requests: 0 });
    h.advanceTo("2026-03-10T13:50:00.000Z");
    expect(h.shown).toEqual([]);
    expect(h.suppressed.map((r) => r.title)).toEqual(["Session in 10 minutes"]);
    h.setDnd(false);
    h.advanceTo("2026-03-10T13:55:00.000Z");
    h.scheduler.check();
    expect(h.shown).toEqual([]);
  });

  it("shows reminders again for sessions due after it was turned off", () => {
    const h = harness("2026-03-10T12:00:00.000Z", true);
    h.setDnd(false);
    h.scheduler.setAgenda({ sessions: [session()], requests: 0 });
    h.advanceTo("2026-03-10T13:50:00.000Z");
    expect(h.shown).toHaveLength(1);
    expect(h.suppressed).toEqual([]);
  });
});

describe("reminderFor", () => {
  it("says 1 minute, not 1 minutes, and 'starting' at the start", () => {
    expect(reminderFor(session(), at("2026-03-10T13:59:30.000Z")).title).toBe("Session in 1 minute");
    expect(reminderFor(session(), at("2026-03-10T14:00:20.000Z")).title).toBe("Your session is starting");
    expect(reminderFor(session(), at("2026-03-10T14:01:00.000Z")).title).toBe("Your session started 1 minute ago");
  });
});
