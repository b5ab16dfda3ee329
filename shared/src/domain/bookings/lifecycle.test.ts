import { describe, expect, it } from "vitest";
import {
  ARCHIVED_STATUSES,
  AWAITING_STATUSES,
  type Attendance,
  BOOKING_ACTIONS,
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  type BookingAction,
  type BookingRole,
  type BookingState,
  type BookingStatus,
  type BookingTransition,
  CONFIRMED_GROUP,
  isArchived,
  isAwaiting,
  isFresh,
  joinWindow,
  resolveAttendance,
  SLOT_HOLDING_STATUSES,
  transitionBooking,
} from "./lifecycle.ts";

const MIN = 60_000;
const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);
/** Requests in the table expire a day after T0; sessions start three days after T0 and last an hour. */
const EXPIRES = T0 + 24 * HOUR;
const START = T0 + 72 * HOUR;
const END = START + 60 * MIN;

const ROLES: readonly BookingRole[] = ["advisor", "learner", "facilitator", "system"];

/** A transition as one comparable string: "next/outcome/awaitingFrom/rescheduledBy", or the refusal code. */
const show = (t: BookingTransition) => (t.ok ? `${t.status}/${t.outcome}/${t.awaitingFrom ?? "-"}/${t.rescheduledBy ?? "-"}` : t.code);

const awaiting = (status: BookingStatus, awaitingFrom: "advisor" | "learner", rescheduledBy: "advisor" | "learner" | null): BookingState => ({
  status,
  awaitingFrom,
  rescheduledBy,
  startMs: START,
  endMs: END,
  requestExpiresAtMs: EXPIRES,
});
const settled = (status: BookingStatus): BookingState => ({ status, awaitingFrom: null, rescheduledBy: null, startMs: START, endMs: END, requestExpiresAtMs: null });

/** Every status, with the awaiting ones in each awaitingFrom × rescheduledBy combination the flows produce. */
const SCENARIOS = {
  "pending-approval, learner's request awaiting advisor": awaiting("pending-approval", "advisor", null),
  "pending-approval, advisor/facilitator request awaiting learner": awaiting("pending-approval", "learner", null),
  "suggested-times, advisor countered, awaiting learner": awaiting("suggested-times", "learner", null),
  "suggested-times, learner countered, awaiting advisor": awaiting("suggested-times", "advisor", null),
  "reschedule by learner, awaiting advisor": awaiting("suggested-times", "advisor", "learner"),
  "reschedule by advisor, awaiting learner": awaiting("suggested-times", "learner", "advisor"),
  "reschedule by learner, advisor countered, awaiting learner": awaiting("suggested-times", "learner", "learner"),
  "reschedule by advisor, learner countered, awaiting advisor": awaiting("suggested-times", "advisor", "advisor"),
  confirmed: settled("confirmed"),
  completed: settled("completed"),
  "cancelled-provisional": settled("cancelled-provisional"),
  "cancelled-confirmed": settled("cancelled-confirmed"),
  "provisional-request-expired": settled("provisional-request-expired"),
  "expired-learner-no-show": settled("expired-learner-no-show"),
  "expired-advisor-no-show": settled("expired-advisor-no-show"),
  "expired-both-no-show": settled("expired-both-no-show"),
} satisfies Record<string, BookingState>;
type Scenario = keyof typeof SCENARIOS;

type Expect = string;
/** A string: the same for every role; otherwise [advisor, learner, facilitator, system]. */
type Cell = Expect | readonly [Expect, Expect, Expect, Expect];
type Row = Record<BookingAction, Cell>;

const C = "conflict";
const F = "forbidden";
const FREE_CANCEL = "cancelled-provisional/free-cancel/-/-";
const RESCHEDULE_FAILED = "cancelled-confirmed/reschedule-failed/-/-";
/** Withdrawing your own reschedule is your cancellation of the confirmed booking. */
const WITHDRAWN_BY_LEARNER = "cancelled-confirmed/cancel-by-learner/-/-";
const WITHDRAWN_BY_ADVISOR = "cancelled-confirmed/cancel-by-advisor/-/-";
/** Nobody answered a reschedule: money depends on how late it is (settled in the API). */
const RESCHEDULE_LAPSED = "cancelled-confirmed/reschedule-lapsed/-/-";
/** Actions of an ended booking: nothing moves it; only people may try to cancel (conflict), only the system may expire (conflict). */
const ENDED: Row = {
  confirm: C,
  "suggest-times": C,
  reschedule: C,
  cancel: [C, C, C, F],
  complete: C,
  expire: [F, F, F, C],
  "resolve-attendance": C,
};

/** now = T0: before the request expires and before the start. */
const BEFORE: Record<Scenario, Row> = {
  "pending-approval, learner's request awaiting advisor": {
    confirm: ["confirmed/charge/-/-", C, F, F],
    "suggest-times": ["suggested-times/request/learner/-", C, F, F],
    reschedule: C,
    cancel: [FREE_CANCEL, FREE_CANCEL, FREE_CANCEL, F],
    complete: C,
    expire: [F, F, F, C],
    "resolve-attendance": C,
  },
  "pending-approval, advisor/facilitator request awaiting learner": {
    confirm: [C, "confirmed/charge/-/-", F, F],
    "suggest-times": [C, "suggested-times/request/advisor/-", F, F],
    reschedule: C,
    cancel: [FREE_CANCEL, FREE_CANCEL, FREE_CANCEL, F],
    complete: C,
    expire: [F, F, F, C],
    "resolve-attendance": C,
  },
  "suggested-times, advisor countered, awaiting learner": {
    confirm: [C, "confirmed/charge/-/-", F, F],
    "suggest-times": [C, "suggested-times/request/advisor/-", F, F],
    reschedule: C,
    cancel: [FREE_CANCEL, FREE_CANCEL, FREE_CANCEL, F],
    complete: C,
    expire: [F, F, F, C],
    "resolve-attendance": C,
  },
  "suggested-times, learner countered, awaiting advisor": {
    confirm: ["confirmed/charge/-/-", C, F, F],
    "suggest-times": ["suggested-times/request/learner/-", C, F, F],
    reschedule: C,
    cancel: [FREE_CANCEL, FREE_CANCEL, FREE_CANCEL, F],
    complete: C,
    expire: [F, F, F, C],
    "resolve-attendance": C,
  },
  "reschedule by learner, awaiting advisor": {
    confirm: ["confirmed/rescheduled/-/-", C, F, F],
    "suggest-times": ["suggested-times/reschedule-requested/learner/learner", C, F, F],
    reschedule: C,
    cancel: [RESCHEDULE_FAILED, WITHDRAWN_BY_LEARNER, RESCHEDULE_FAILED, F],
    complete: C,
    expire: [F, F, F, C],
    "resolve-attendance": C,
  },
  "reschedule by advisor, awaiting learner": {
    confirm: [C, "confirmed/rescheduled/-/-", F, F],
    "suggest-times": [C, "suggested-times/reschedule-requested/advisor/advisor", F, F],
    reschedule: C,
    cancel: [WITHDRAWN_BY_ADVISOR, RESCHEDULE_FAILED, WITHDRAWN_BY_ADVISOR, F],
    complete: C,
    expire: [F, F, F, C],
    "resolve-attendance": C,
  },
  "reschedule by learner, advisor countered, awaiting learner": {
    confirm: [C, "confirmed/rescheduled/-/-", F, F],
    "suggest-times": [C, "suggested-times/reschedule-requested/advisor/learner", F, F],
    reschedule: C,
    cancel: [RESCHEDULE_FAILED, WITHDRAWN_BY_LEARNER, RESCHEDULE_FAILED, F],
    complete: C,
    expire: [F, F, F, C],
    "resolve-attendance": C,
  },
  "reschedule by advisor, learner countered, awaiting advisor": {
    confirm: ["confirmed/rescheduled/-/-", C, F, F],
    "suggest-times": ["suggested-times/reschedule-requested/learner/advisor", C, F, F],
    reschedule: C,
    cancel: [WITHDRAWN_BY_ADVISOR, RESCHEDULE_FAILED, WITHDRAWN_BY_ADVISOR, F],
    complete: C,
    expire: [F, F, F, C],
    "resolve-attendance": C,
  },
  confirmed: {
    confirm: C,
    "suggest-times": C,
    reschedule: ["suggested-times/reschedule-requested/learner/advisor", "suggested-times/reschedule-requested/advisor/learner", F, F],
    cancel: ["cancelled-confirmed/cancel-by-advisor/-/-", "cancelled-confirmed/cancel-by-learner/-/-", "cancelled-confirmed/cancel-by-advisor/-/-", F],
    complete: [C, C, F, C],
    expire: [F, F, F, C],
    "resolve-attendance": C,
  },
  completed: ENDED,
  "cancelled-provisional": ENDED,
  "cancelled-confirmed": ENDED,
  "provisional-request-expired": ENDED,
  "expired-learner-no-show": ENDED,
  "expired-advisor-no-show": ENDED,
  "expired-both-no-show": ENDED,
};

/** now = an hour after the start: the request has expired and the session has started. */
const AFTER: Record<Scenario, Row> = {
  "pending-approval, learner's request awaiting advisor": {
    confirm: [C, C, F, F],
    "suggest-times": [C, C, F, F],
    reschedule: C,
    cancel: [FREE_CANCEL, FREE_CANCEL, FREE_CANCEL, F],
    complete: C,
    expire: [F, F, F, "provisional-request-expired/expired/-/-"],
    "resolve-attendance": C,
  },
  "pending-approval, advisor/facilitator request awaiting learner": {
    confirm: [C, C, F, F],
    "suggest-times": [C, C, F, F],
    reschedule: C,
    cancel: [FREE_CANCEL, FREE_CANCEL, FREE_CANCEL, F],
    complete: C,
    expire: [F, F, F, "provisional-request-expired/expired/-/-"],
    "resolve-attendance": C,
  },
  "suggested-times, advisor countered, awaiting learner": {
    confirm: [C, C, F, F],
    "suggest-times": [C, C, F, F],
    reschedule: C,
    cancel: [FREE_CANCEL, FREE_CANCEL, FREE_CANCEL, F],
    complete: C,
    expire: [F, F, F, "provisional-request-expired/expired/-/-"],
    "resolve-attendance": C,
  },
  "suggested-times, learner countered, awaiting advisor": {
    confirm: [C, C, F, F],
    "suggest-times": [C, C, F, F],
    reschedule: C,
    cancel: [FREE_CANCEL, FREE_CANCEL, FREE_CANCEL, F],
    complete: C,
    expire: [F, F, F, "provisional-request-expired/expired/-/-"],
    "resolve-attendance": C,
  },
  "reschedule by learner, awaiting advisor": {
    confirm: [C, C, F, F],
    "suggest-times": [C, C, F, F],
    reschedule: C,
    cancel: [RESCHEDULE_FAILED, WITHDRAWN_BY_LEARNER, RESCHEDULE_FAILED, F],
    complete: C,
    expire: [F, F, F, RESCHEDULE_LAPSED],
    "resolve-attendance": C,
  },
  "reschedule by advisor, awaiting learner": {
    confirm: [C, C, F, F],
    "suggest-times": [C, C, F, F],
    reschedule: C,
    cancel: [WITHDRAWN_BY_ADVISOR, RESCHEDULE_FAILED, WITHDRAWN_BY_ADVISOR, F],
    complete: C,
    expire: [F, F, F, RESCHEDULE_LAPSED],
    "resolve-attendance": C,
  },
  "reschedule by learner, advisor countered, awaiting learner": {
    confirm: [C, C, F, F],
    "suggest-times": [C, C, F, F],
    reschedule: C,
    cancel: [RESCHEDULE_FAILED, WITHDRAWN_BY_LEARNER, RESCHEDULE_FAILED, F],
    complete: C,
    expire: [F, F, F, RESCHEDULE_LAPSED],
    "resolve-attendance": C,
  },
  "reschedule by advisor, learner countered, awaiting advisor": {
    confirm: [C, C, F, F],
    "suggest-times": [C, C, F, F],
    reschedule: C,
    cancel: [WITHDRAWN_BY_ADVISOR, RESCHEDULE_FAILED, WITHDRAWN_BY_ADVISOR, F],
    complete: C,
    expire: [F, F, F, RESCHEDULE_LAPSED],
    "resolve-attendance": C,
  },
  confirmed: {
    confirm: C,
    "suggest-times": C,
    reschedule: [C, C, F, F],
    cancel: [C, C, C, F],
    complete: ["completed/completed/-/-", "completed/completed/-/-", F, "completed/completed/-/-"],
    expire: [F, F, F, C],
    "resolve-attendance": C,
  },
  completed: ENDED,
  "cancelled-provisional": ENDED,
  "cancelled-confirmed": ENDED,
  "provisional-request-expired": ENDED,
  "expired-learner-no-show": ENDED,
  "expired-advisor-no-show": ENDED,
  "expired-both-no-show": ENDED,
};

const cell = (c: Cell, role: BookingRole) => (typeof c === "string" ? c : c[ROLES.indexOf(role)]);

describe("transitionBooking: every scenario × action × role", () => {
  it("the scenarios cover every status", () => {
    expect(new Set(Object.values(SCENARIOS).map((s) => s.status))).toEqual(new Set(BOOKING_STATUSES));
    expect([...BOOKING_ACTIONS]).toEqual(["confirm", "suggest-times", "reschedule", "cancel", "complete", "expire", "resolve-attendance"]);
  });

  const phases = { "before expiry and start (now = T0)": [BEFORE, T0], "after expiry and start (now = start + 1 h)": [AFTER, START + HOUR] } as const;
  for (const [phase, [table, now]] of Object.entries(phases)) {
    describe(phase, () => {
      for (const scenario of Object.keys(SCENARIOS) as Scenario[]) {
        for (const action of BOOKING_ACTIONS) {
          for (const role of ROLES) {
            const expected = cell(table[scenario][action], role);
            it(`${scenario} · ${action} by ${role} → ${expected}`, () => {
              expect(show(transitionBooking(SCENARIOS[scenario], action, role, now))).toBe(expected);
            });
          }
        }
      }
    });
  }
});

describe("proposals alternate: only the awaited side may confirm or counter, and a counter flips awaitingFrom", () => {
  const apply = (state: BookingState, action: BookingAction, role: BookingRole, now = T0): BookingState => {
    const t = transitionBooking(state, action, role, now);
    if (!t.ok) throw new Error(`${action} by ${role} refused: ${t.message}`);
    return { ...state, status: t.status, awaitingFrom: t.awaitingFrom, rescheduledBy: t.rescheduledBy };
  };

  it("request → advisor counters → learner counters → advisor confirms (charge)", () => {
    let s = awaiting("pending-approval", "advisor", null);
    expect(show(transitionBooking(s, "suggest-times", "learner", T0))).toBe("conflict");
    s = apply(s, "suggest-times", "advisor");
    expect(s).toMatchObject({ status: "suggested-times", awaitingFrom: "learner", rescheduledBy: null });
    expect(show(transitionBooking(s, "confirm", "advisor", T0))).toBe("conflict");
    expect(show(transitionBooking(s, "suggest-times", "advisor", T0))).toBe("conflict");
    s = apply(s, "suggest-times", "learner");
    expect(s).toMatchObject({ status: "suggested-times", awaitingFrom: "advisor", rescheduledBy: null });
    expect(show(transitionBooking(s, "confirm", "learner", T0))).toBe("conflict");
    expect(show(transitionBooking(s, "confirm", "advisor", T0))).toBe("confirmed/charge/-/-");
  });

  it("confirmed → learner reschedules → advisor counters → learner accepts (rescheduled, no charge)", () => {
    let s = settled("confirmed");
    s = { ...apply(s, "reschedule", "learner"), requestExpiresAtMs: EXPIRES };
    expect(s).toMatchObject({ status: "suggested-times", awaitingFrom: "advisor", rescheduledBy: "learner" });
    expect(show(transitionBooking(s, "confirm", "learner", T0))).toBe("conflict");
    s = apply(s, "suggest-times", "advisor");
    expect(s).toMatchObject({ status: "suggested-times", awaitingFrom: "learner", rescheduledBy: "learner" });
    expect(show(transitionBooking(s, "confirm", "learner", T0))).toBe("confirmed/rescheduled/-/-");
  });

  it("confirmed → advisor reschedules → learner accepts directly (rescheduled)", () => {
    const s = { ...apply(settled("confirmed"), "reschedule", "advisor"), requestExpiresAtMs: EXPIRES };
    expect(s).toMatchObject({ status: "suggested-times", awaitingFrom: "learner", rescheduledBy: "advisor" });
    expect(show(transitionBooking(s, "confirm", "advisor", T0))).toBe("conflict");
    expect(show(transitionBooking(s, "confirm", "learner", T0))).toBe("confirmed/rescheduled/-/-");
  });

  it("an awaiting booking with awaitingFrom null can be confirmed by nobody", () => {
    const s: BookingState = { ...awaiting("pending-approval", "advisor", null), awaitingFrom: null };
    for (const role of ROLES) expect(transitionBooking(s, "confirm", role, T0).ok).toBe(false);
  });
});

describe("request expiry timing (confirm refused at/after requestExpiresAtMs; expire refused before it)", () => {
  const request = awaiting("pending-approval", "advisor", null);
  const reschedule = awaiting("suggested-times", "advisor", "learner");
  const CASES: [string, BookingState, BookingAction, BookingRole, number, Expect][] = [
    ["confirm 1 ms before expiry", request, "confirm", "advisor", EXPIRES - 1, "confirmed/charge/-/-"],
    ["confirm at expiry", request, "confirm", "advisor", EXPIRES, C],
    ["confirm 1 ms after expiry", request, "confirm", "advisor", EXPIRES + 1, C],
    ["counter 1 ms before expiry", request, "suggest-times", "advisor", EXPIRES - 1, "suggested-times/request/learner/-"],
    ["counter at expiry", request, "suggest-times", "advisor", EXPIRES, C],
    ["expire 1 ms before expiry", request, "expire", "system", EXPIRES - 1, C],
    ["expire at expiry", request, "expire", "system", EXPIRES, "provisional-request-expired/expired/-/-"],
    ["expire with no expiry set", { ...request, requestExpiresAtMs: null }, "expire", "system", START + 1000 * HOUR, C],
    ["confirm with no expiry set, long after", { ...request, requestExpiresAtMs: null }, "confirm", "advisor", START + 1000 * HOUR, "confirmed/charge/-/-"],
    ["cancel after expiry (job not run yet)", request, "cancel", "learner", EXPIRES + 1, FREE_CANCEL],
    ["reschedule: accept 1 ms before expiry", reschedule, "confirm", "advisor", EXPIRES - 1, "confirmed/rescheduled/-/-"],
    ["reschedule: accept at expiry", reschedule, "confirm", "advisor", EXPIRES, C],
    ["reschedule: expire 1 ms before", reschedule, "expire", "system", EXPIRES - 1, C],
    ["reschedule: expire at expiry", reschedule, "expire", "system", EXPIRES, RESCHEDULE_LAPSED],
  ];
  for (const [name, state, action, role, now, expected] of CASES) {
    it(`${name} → ${expected}`, () => expect(show(transitionBooking(state, action, role, now))).toBe(expected));
  }
});

describe("start timing of a confirmed booking", () => {
  const confirmed = settled("confirmed");
  const CASES: [string, BookingState, BookingAction, BookingRole, number, Expect][] = [
    ["reschedule 1 ms before start", confirmed, "reschedule", "learner", START - 1, "suggested-times/reschedule-requested/advisor/learner"],
    ["reschedule at start", confirmed, "reschedule", "learner", START, C],
    ["reschedule by advisor at start", confirmed, "reschedule", "advisor", START, C],
    ["cancel by learner 1 ms before start", confirmed, "cancel", "learner", START - 1, "cancelled-confirmed/cancel-by-learner/-/-"],
    ["cancel by learner at start", confirmed, "cancel", "learner", START, C],
    ["cancel by advisor 1 ms before start", confirmed, "cancel", "advisor", START - 1, "cancelled-confirmed/cancel-by-advisor/-/-"],
    ["cancel by advisor at start", confirmed, "cancel", "advisor", START, C],
    ["cancel by facilitator 1 ms before start", confirmed, "cancel", "facilitator", START - 1, "cancelled-confirmed/cancel-by-advisor/-/-"],
    ["complete 1 ms before start", confirmed, "complete", "advisor", START - 1, C],
    ["complete at start", confirmed, "complete", "advisor", START, "completed/completed/-/-"],
    ["complete by system at start", confirmed, "complete", "system", START, "completed/completed/-/-"],
    ["complete with no start", { ...confirmed, startMs: null }, "complete", "advisor", START + HOUR, C],
    ["reschedule with no start", { ...confirmed, startMs: null }, "reschedule", "advisor", START + HOUR, "suggested-times/reschedule-requested/learner/advisor"],
  ];
  for (const [name, state, action, role, now, expected] of CASES) {
    it(`${name} → ${expected}`, () => expect(show(transitionBooking(state, action, role, now))).toBe(expected));
  }
});

describe("resolveAttendance (≥ 60 s online counts; checked from start + 30 min)", () => {
  const confirmed = settled("confirmed");
  const CHECK = START + 30 * MIN;
  const TABLE: [advisorSeconds: number, learnerSeconds: number, expected: Expect][] = [
    [0, 0, "expired-both-no-show/no-show-both/-/-"],
    [59, 59, "expired-both-no-show/no-show-both/-/-"],
    [60, 59, "expired-learner-no-show/no-show-learner/-/-"],
    [59, 60, "expired-advisor-no-show/no-show-advisor/-/-"],
    [60, 60, "confirmed/attended/-/-"],
    [3600, 0, "expired-learner-no-show/no-show-learner/-/-"],
    [0, 3600, "expired-advisor-no-show/no-show-advisor/-/-"],
    [1800, 1800, "confirmed/attended/-/-"],
  ];
  for (const [advisorSeconds, learnerSeconds, expected] of TABLE) {
    const attendance: Attendance = { advisorSeconds, learnerSeconds };
    it(`advisor ${advisorSeconds} s, learner ${learnerSeconds} s → ${expected}`, () => {
      expect(show(resolveAttendance(confirmed, attendance, CHECK))).toBe(expected);
    });
  }

  it("is refused 1 ms before start + 30 min and allowed at it", () => {
    expect(show(resolveAttendance(confirmed, { advisorSeconds: 0, learnerSeconds: 0 }, CHECK - 1))).toBe(C);
    expect(show(resolveAttendance(confirmed, { advisorSeconds: 0, learnerSeconds: 0 }, CHECK))).toBe("expired-both-no-show/no-show-both/-/-");
  });

  it("is refused without a start", () => {
    expect(show(resolveAttendance({ ...confirmed, startMs: null }, { advisorSeconds: 60, learnerSeconds: 60 }, CHECK))).toBe(C);
  });

  for (const status of BOOKING_STATUSES.filter((s) => s !== "confirmed")) {
    it(`is refused for ${status}`, () => {
      expect(show(resolveAttendance({ ...confirmed, status }, { advisorSeconds: 600, learnerSeconds: 600 }, CHECK + HOUR))).toBe(C);
    });
  }
});

describe("joinWindow (60 min before to 30 min after the start)", () => {
  const TABLE: [string, number, "early" | "open" | "closed"][] = [
    ["a day before", START - 24 * HOUR, "early"],
    ["60 min + 1 ms before", START - 60 * MIN - 1, "early"],
    ["exactly 60 min before", START - 60 * MIN, "open"],
    ["1 min before", START - MIN, "open"],
    ["at the start", START, "open"],
    ["exactly 30 min after", START + 30 * MIN, "open"],
    ["30 min + 1 ms after", START + 30 * MIN + 1, "closed"],
    ["a day after", START + 24 * HOUR, "closed"],
  ];
  for (const [name, now, expected] of TABLE) it(`${name} → ${expected}`, () => expect(joinWindow(START, now)).toBe(expected));
});

describe("isFresh (under 5 minutes after creation)", () => {
  const TABLE: [string, number, boolean][] = [
    ["at creation", 0, true],
    ["1 min", MIN, true],
    ["5 min − 1 ms", 5 * MIN - 1, true],
    ["exactly 5 min", 5 * MIN, false],
    ["10 min", 10 * MIN, false],
  ];
  for (const [name, age, expected] of TABLE) it(`${name} → ${expected}`, () => expect(isFresh(T0, T0 + age)).toBe(expected));
});

describe("status groups and labels (core §4)", () => {
  const TABLE: Record<BookingStatus, { label: string; archived: boolean; awaiting: boolean; confirmedGroup: boolean; holdsSlot: boolean }> = {
    "pending-approval": { label: "Awaiting Response", archived: false, awaiting: true, confirmedGroup: false, holdsSlot: false },
    "suggested-times": { label: "Awaiting Response", archived: false, awaiting: true, confirmedGroup: false, holdsSlot: false },
    confirmed: { label: "Confirmed", archived: false, awaiting: false, confirmedGroup: true, holdsSlot: true },
    completed: { label: "Completed", archived: true, awaiting: false, confirmedGroup: true, holdsSlot: false },
    "cancelled-provisional": { label: "Cancelled", archived: true, awaiting: false, confirmedGroup: false, holdsSlot: false },
    "cancelled-confirmed": { label: "Cancelled", archived: true, awaiting: false, confirmedGroup: false, holdsSlot: false },
    "provisional-request-expired": { label: "Expired", archived: true, awaiting: false, confirmedGroup: false, holdsSlot: false },
    "expired-learner-no-show": { label: "Learner didn't show", archived: true, awaiting: false, confirmedGroup: false, holdsSlot: false },
    "expired-advisor-no-show": { label: "Advisor didn't show", archived: true, awaiting: false, confirmedGroup: false, holdsSlot: false },
    "expired-both-no-show": { label: "Nobody showed", archived: true, awaiting: false, confirmedGroup: false, holdsSlot: false },
  };
  it("lists exactly the ten statuses", () => expect([...BOOKING_STATUSES].sort()).toEqual(Object.keys(TABLE).sort()));
  for (const status of BOOKING_STATUSES) {
    const row = TABLE[status];
    it(`${status}: "${row.label}", archived ${row.archived}, awaiting ${row.awaiting}, confirmed group ${row.confirmedGroup}`, () => {
      expect(BOOKING_STATUS_LABELS[status]).toBe(row.label);
      expect(isArchived(status)).toBe(row.archived);
      expect(ARCHIVED_STATUSES.includes(status)).toBe(row.archived);
      expect(isAwaiting(status)).toBe(row.awaiting);
      expect(AWAITING_STATUSES.includes(status)).toBe(row.awaiting);
      expect(CONFIRMED_GROUP.includes(status)).toBe(row.confirmedGroup);
      expect(SLOT_HOLDING_STATUSES.includes(status)).toBe(row.holdsSlot);
    });
  }
});
