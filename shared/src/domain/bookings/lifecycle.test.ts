import { describe, expect, it } from "vitest";
import {
  BOOKING_ACTIONS,
  BOOKING_STATUSES,
  type BookingAction,
  type BookingRole,
  type BookingState,
  transitionBooking,
} from "./lifecycle.ts";
import { awaiting, CONFLICT, EXPIRES, HOUR, ROLES, settled, show, START, T0 } from "./lifecycle.kit.ts";

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

const C = CONFLICT;
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
    cancel: [
      "cancelled-confirmed/cancel-by-advisor/-/-",
      "cancelled-confirmed/cancel-by-learner/-/-",
      "cancelled-confirmed/cancel-by-advisor/-/-",
      F,
    ],
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

  const phases = {
    "before expiry and start (now = T0)": [BEFORE, T0],
    "after expiry and start (now = start + 1 h)": [AFTER, START + HOUR],
  } as const;
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
    [
      "confirm with no expiry set, long after",
      { ...request, requestExpiresAtMs: null },
      "confirm",
      "advisor",
      START + 1000 * HOUR,
      "confirmed/charge/-/-",
    ],
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
    [
      "reschedule with no start",
      { ...confirmed, startMs: null },
      "reschedule",
      "advisor",
      START + HOUR,
      "suggested-times/reschedule-requested/learner/advisor",
    ],
  ];
  for (const [name, state, action, role, now, expected] of CASES) {
    it(`${name} → ${expected}`, () => expect(show(transitionBooking(state, action, role, now))).toBe(expected));
  }
});
