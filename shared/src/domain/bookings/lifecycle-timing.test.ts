import { describe, expect, it } from "vitest";
import {
  ARCHIVED_STATUSES,
  AWAITING_STATUSES,
  type Attendance,
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  type BookingStatus,
  CONFIRMED_GROUP,
  isArchived,
  isAwaiting,
  isFresh,
  joinWindow,
  resolveAttendance,
  SLOT_HOLDING_STATUSES,
} from "./lifecycle.ts";
import { CONFLICT as C, HOUR, MIN, settled, show, START, T0 } from "./lifecycle.kit.ts";

/** The booking machine's timing and groups: attendance, the join window, freshness, status groups and labels. */
/** "next/outcome/awaitingFrom/rescheduledBy" (see `show`), or a refusal code. */
type Expect = string;

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
    expect(show(resolveAttendance(confirmed, { advisorSeconds: 0, learnerSeconds: 0 }, CHECK))).toBe(
      "expired-both-no-show/no-show-both/-/-",
    );
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
  const TABLE: Record<BookingStatus, { label: string; archived: boolean; awaiting: boolean; confirmedGroup: boolean; holdsSlot: boolean }> =
    {
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
