import { describe, expect, it } from "vitest";
import { computeSlots, formatSlotInZone, type Interval, type Slot, type SlotInput, slotsByDate } from "./slots.ts";
import type { WorkingHoursRule } from "./working-hours.ts";

const MIN = 60_000;
const DAY = 86_400_000;
type Day = WorkingHoursRule["day"];

const minute = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
const rule = (day: Day, start: string, end: string): WorkingHoursRule => ({ day, startMinute: minute(start), endMinute: minute(end) });
const everyDay = (start: string, end: string) => ([1, 2, 3, 4, 5, 6, 7] as const).map((d) => rule(d, start, end));
const weekdays = (start: string, end: string) => ([1, 2, 3, 4, 5] as const).map((d) => rule(d, start, end));
/** "2026-03-08T06:00" → the ISO string slots carry. */
const utc = (t: string) => `${t}:00.000Z`;
const ms = (t: string) => Date.parse(utc(t));
const span = (from: string, to: string): Interval => ({ startMs: ms(from), endMs: ms(to) });

/** Defaults: nothing busy, 60-minute sessions every 30 minutes, now at the start of 2026 with a year ahead. */
function slots(over: Partial<SlotInput> & Pick<SlotInput, "workingHours" | "fromMs" | "toMs">): Slot[] {
  return computeSlots({
    timezone: "Australia/Sydney",
    unavailable: [],
    bookings: [],
    busy: [],
    bufferMinutes: 0,
    durationMinutes: 60,
    stepMinutes: 30,
    minNoticeMinutes: 0,
    horizonDays: 365,
    nowMs: ms("2026-01-01T00:00"),
    cap: null,
    ...over,
  });
}
const times = (list: Slot[]) => list.map((s) => s.time);
const starts = (list: Slot[]) => list.map((s) => s.startUtc);
const halfHours = (from: string, to: string) => {
  const out: string[] = [];
  for (let m = minute(from); m <= minute(to); m += 30) out.push(`${String(Math.floor(m / 60)).padStart(2, "0")}:${m % 60 ? "30" : "00"}`);
  return out;
};
// Monday 1 June 2026 in Sydney (AEST, +10), midnight to midnight.
const sydneyMonday = { fromMs: ms("2026-05-31T14:00"), toMs: ms("2026-06-01T14:00") };

describe("computeSlots: working hours", () => {
  it("gives full slot records in the advisor's zone", () => {
    const [first] = slots({ workingHours: [rule(1, "09:00", "17:00")], ...sydneyMonday });
    expect(first).toEqual({
      startUtc: utc("2026-05-31T23:00"),
      endUtc: utc("2026-06-01T00:00"),
      date: "2026-06-01",
      time: "09:00",
      day: 1,
      duration: 60,
    });
  });

  it.each([
    [60, 30, halfHours("09:00", "16:00")],
    [60, 60, ["09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00"]],
    [30, 30, halfHours("09:00", "16:30")],
    [90, 30, halfHours("09:00", "15:30")],
    [90, 60, ["09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00"]],
    [120, 60, ["09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00"]],
  ])("09:00–17:00, %i-minute sessions every %i minutes", (durationMinutes, stepMinutes, expected) => {
    const list = slots({ workingHours: [rule(1, "09:00", "17:00")], durationMinutes, stepMinutes, ...sydneyMonday });
    expect(times(list)).toEqual(expected);
    expect(list.every((s) => s.date === "2026-06-01" && s.day === 1 && s.duration === durationMinutes)).toBe(true);
  });

  it.each<[string, WorkingHoursRule[], number, number, string[]]>([
    ["90 minutes do not fit after 10:30 in 09:00–12:00", [rule(1, "09:00", "12:00")], 90, 30, ["09:00", "09:30", "10:00", "10:30"]],
    ["hourly 90-minute slots stop at 10:00", [rule(1, "09:00", "12:00")], 90, 60, ["09:00", "10:00"]],
    ["hourly steps count from the period's own start", [rule(1, "09:30", "12:00")], 60, 60, ["09:30", "10:30"]],
    [
      "touching periods act as one (11:30 runs across 12:00)",
      [rule(1, "12:00", "17:00"), rule(1, "09:00", "12:00")],
      60,
      30,
      halfHours("09:00", "16:00"),
    ],
    [
      "a lunch break splits the day",
      [rule(1, "09:00", "12:00"), rule(1, "13:00", "17:00")],
      60,
      30,
      [...halfHours("09:00", "11:00"), ...halfHours("13:00", "16:00")],
    ],
    ["overlapping periods give no duplicates", [rule(1, "09:00", "11:00"), rule(1, "10:00", "12:00")], 60, 30, halfHours("09:00", "11:00")],
    ["a period shorter than the session gives nothing", [rule(1, "09:00", "09:30")], 60, 30, []],
    ["other days' hours do not leak in", [rule(2, "09:00", "17:00"), rule(7, "09:00", "17:00")], 60, 30, []],
  ])("%s", (_name, workingHours, durationMinutes, stepMinutes, expected) => {
    expect(times(slots({ workingHours, durationMinutes, stepMinutes, ...sydneyMonday }))).toEqual(expected);
  });

  it.each<[string, WorkingHoursRule[], [string, string, string][]]>([
    [
      "a period may run to midnight",
      [rule(1, "22:00", "24:00")],
      [
        ["2026-06-01", "22:00", "2026-06-01T12:00"],
        ["2026-06-01", "22:30", "2026-06-01T12:30"],
        ["2026-06-01", "23:00", "2026-06-01T13:00"],
      ],
    ],
    [
      "…and run on into a next-day period from midnight",
      [rule(1, "22:00", "24:00"), rule(2, "00:00", "01:30")],
      [
        ["2026-06-01", "22:00", "2026-06-01T12:00"],
        ["2026-06-01", "22:30", "2026-06-01T12:30"],
        ["2026-06-01", "23:00", "2026-06-01T13:00"],
        ["2026-06-01", "23:30", "2026-06-01T13:30"],
        ["2026-06-02", "00:00", "2026-06-01T14:00"],
        ["2026-06-02", "00:30", "2026-06-01T14:30"],
      ],
    ],
    [
      "Sunday runs on into Monday",
      [rule(7, "23:00", "24:00"), rule(1, "00:00", "00:30")],
      [
        ["2026-05-31", "23:00", "2026-05-31T13:00"],
        ["2026-05-31", "23:30", "2026-05-31T13:30"],
      ],
    ],
    [
      "without a Monday period Sunday stops at midnight",
      [rule(7, "23:00", "24:00"), rule(1, "00:30", "01:00")],
      [["2026-05-31", "23:00", "2026-05-31T13:00"]],
    ],
    [
      "Sunday night into a full Monday",
      [rule(7, "23:30", "24:00"), rule(1, "00:00", "01:00")],
      [
        ["2026-05-31", "23:30", "2026-05-31T13:30"],
        ["2026-06-01", "00:00", "2026-05-31T14:00"],
      ],
    ],
  ])("%s", (_name, workingHours, expected) => {
    const list = slots({ workingHours, fromMs: ms("2026-05-30T14:00"), toMs: ms("2026-06-02T14:00") });
    expect(list.map((s) => [s.date, s.time, s.startUtc])).toEqual(expected.map(([d, t, u]) => [d, t, utc(u)]));
  });
});

describe("computeSlots: daylight saving", () => {
  // Each day below is a Sunday (day 7); a 01:00–04:00 period straddles the change.
  it.each<[string, string, string, number, [string, string][]]>([
    [
      "New York springs forward",
      "America/New_York",
      "2026-03-08",
      30,
      [
        ["01:00", "2026-03-08T06:00"],
        ["01:30", "2026-03-08T06:30"],
        ["03:00", "2026-03-08T07:00"],
        ["03:30", "2026-03-08T07:30"],
      ],
    ],
    [
      "New York springs forward",
      "America/New_York",
      "2026-03-08",
      60,
      [
        ["01:00", "2026-03-08T06:00"],
        ["01:30", "2026-03-08T06:30"],
        ["03:00", "2026-03-08T07:00"],
      ],
    ],
    [
      "New York falls back",
      "America/New_York",
      "2026-11-01",
      30,
      [
        ["01:00", "2026-11-01T05:00"],
        ["01:30", "2026-11-01T05:30"],
        ["02:00", "2026-11-01T07:00"],
        ["02:30", "2026-11-01T07:30"],
        ["03:00", "2026-11-01T08:00"],
        ["03:30", "2026-11-01T08:30"],
      ],
    ],
    [
      "New York falls back",
      "America/New_York",
      "2026-11-01",
      60,
      [
        ["01:00", "2026-11-01T05:00"],
        ["01:30", "2026-11-01T05:30"],
        ["02:00", "2026-11-01T07:00"],
        ["02:30", "2026-11-01T07:30"],
        ["03:00", "2026-11-01T08:00"],
      ],
    ],
    [
      "Sydney falls back",
      "Australia/Sydney",
      "2026-04-05",
      30,
      [
        ["01:00", "2026-04-04T14:00"],
        ["01:30", "2026-04-04T14:30"],
        ["02:00", "2026-04-04T15:00"],
        ["02:30", "2026-04-04T15:30"],
        ["03:00", "2026-04-04T17:00"],
        ["03:30", "2026-04-04T17:30"],
      ],
    ],
    [
      "Sydney falls back",
      "Australia/Sydney",
      "2026-04-05",
      60,
      [
        ["01:00", "2026-04-04T14:00"],
        ["01:30", "2026-04-04T14:30"],
        ["02:00", "2026-04-04T15:00"],
        ["02:30", "2026-04-04T15:30"],
        ["03:00", "2026-04-04T17:00"],
      ],
    ],
    [
      "Sydney springs forward",
      "Australia/Sydney",
      "2026-10-04",
      30,
      [
        ["01:00", "2026-10-03T15:00"],
        ["01:30", "2026-10-03T15:30"],
        ["03:00", "2026-10-03T16:00"],
        ["03:30", "2026-10-03T16:30"],
      ],
    ],
    [
      "Sydney springs forward",
      "Australia/Sydney",
      "2026-10-04",
      60,
      [
        ["01:00", "2026-10-03T15:00"],
        ["01:30", "2026-10-03T15:30"],
        ["03:00", "2026-10-03T16:00"],
      ],
    ],
  ])("%s (%s %s), %i-minute sessions in 01:00–04:00", (_name, timezone, date, durationMinutes, expected) => {
    const sunday = Date.parse(`${date}T00:00:00Z`);
    const list = slots({
      timezone,
      workingHours: [rule(7, "01:00", "04:00")],
      durationMinutes,
      fromMs: sunday - DAY,
      toMs: sunday + 2 * DAY,
    });
    expect(list.map((s) => [s.time, s.startUtc])).toEqual(expected.map(([t, u]) => [t, utc(u)]));
    expect(list.every((s) => s.date === date && s.day === 7)).toBe(true);
    expect(list.every((s) => Date.parse(s.endUtc) - Date.parse(s.startUtc) === durationMinutes * MIN)).toBe(true);
  });

  it.each<[string, WorkingHoursRule, number, [string, string][]]>([
    // 02:30 never happens, so the period ends when the clocks jump (03:00 EDT).
    [
      "an end inside the gap closes at the jump",
      rule(7, "00:00", "02:30"),
      30,
      [
        ["00:00", "2026-03-08T05:00"],
        ["00:30", "2026-03-08T05:30"],
        ["01:00", "2026-03-08T06:00"],
        ["01:30", "2026-03-08T06:30"],
      ],
    ],
    [
      "an end inside the gap, hour sessions",
      rule(7, "00:00", "02:30"),
      60,
      [
        ["00:00", "2026-03-08T05:00"],
        ["00:30", "2026-03-08T05:30"],
        ["01:00", "2026-03-08T06:00"],
      ],
    ],
    [
      "a start inside the gap begins at 03:00",
      rule(7, "02:00", "05:00"),
      60,
      [
        ["03:00", "2026-03-08T07:00"],
        ["03:30", "2026-03-08T07:30"],
        ["04:00", "2026-03-08T08:00"],
      ],
    ],
  ])("New York 8 March: %s", (_name, workingRule, durationMinutes, expected) => {
    const list = slots({
      timezone: "America/New_York",
      workingHours: [workingRule],
      durationMinutes,
      fromMs: ms("2026-03-07T00:00"),
      toMs: ms("2026-03-10T00:00"),
    });
    expect(list.map((s) => [s.time, s.startUtc])).toEqual(expected.map(([t, u]) => [t, utc(u)]));
  });

  it("an end in the repeated hour is its earlier instant (New York 1 November, 00:00–01:30)", () => {
    const list = slots({
      timezone: "America/New_York",
      workingHours: [rule(7, "00:00", "01:30")],
      durationMinutes: 30,
      fromMs: ms("2026-10-31T00:00"),
      toMs: ms("2026-11-03T00:00"),
    });
    expect(starts(list)).toEqual([utc("2026-11-01T04:00"), utc("2026-11-01T04:30"), utc("2026-11-01T05:00")]);
  });

  it.each([
    ["Sydney, April", "Australia/Sydney", "2026-04-04", "2026-04-03T22:00", "2026-04-05", "2026-04-04T23:00"],
    ["Sydney, October", "Australia/Sydney", "2026-10-03", "2026-10-02T23:00", "2026-10-04", "2026-10-03T22:00"],
    ["New York, March", "America/New_York", "2026-03-07", "2026-03-07T14:00", "2026-03-08", "2026-03-08T13:00"],
    ["New York, November", "America/New_York", "2026-10-31", "2026-10-31T13:00", "2026-11-01", "2026-11-01T14:00"],
  ])("09:00–17:00 stays 09:00 local across the change (%s)", (_name, timezone, before, beforeUtc, after, afterUtc) => {
    const list = slots({
      timezone,
      workingHours: everyDay("09:00", "17:00"),
      stepMinutes: 60,
      fromMs: ms(beforeUtc) - 6 * 3600_000,
      toMs: ms(afterUtc) + 12 * 3600_000,
    });
    const days = slotsByDate(list);
    expect(days.map((d) => d.date)).toEqual([before, after]);
    for (const { slots: daySlots } of days)
      expect(times(daySlots)).toEqual(["09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00"]);
    expect(days[0]!.slots[0]!.startUtc).toBe(utc(beforeUtc));
    expect(days[1]!.slots[0]!.startUtc).toBe(utc(afterUtc));
  });

  it.each([
    ["2026-03-07", 48],
    ["2026-03-08", 46],
    ["2026-11-01", 48],
  ])("round the clock in New York on %s gives %i half-hour slots, strictly in order", (date, count) => {
    const list = slots({
      timezone: "America/New_York",
      workingHours: everyDay("00:00", "24:00"),
      durationMinutes: 30,
      fromMs: ms(`${date}T00:00`) - DAY,
      toMs: ms(`${date}T00:00`) + 2 * DAY,
    });
    const day = list.filter((s) => s.date === date);
    expect(day).toHaveLength(count);
    const instants = list.map((s) => Date.parse(s.startUtc));
    expect(instants.every((t, i) => i === 0 || t - instants[i - 1]! >= 30 * MIN)).toBe(true);
    expect(new Set(instants).size).toBe(instants.length);
  });
});

describe("computeSlots: time limits", () => {
  // 08:10 on Monday 1 June in Sydney.
  const now = ms("2026-05-31T22:10");
  it.each([
    [0, "09:00", 15],
    [110, "10:00", 13], // now + notice is exactly 10:00: a slot may start then
    [111, "10:30", 12],
    [120, "10:30", 12],
    [24 * 60, undefined, 0],
  ])("min notice of %i minutes: first slot %s, %i in all", (minNoticeMinutes, first, count) => {
    const list = slots({ workingHours: [rule(1, "09:00", "17:00")], nowMs: now, minNoticeMinutes, ...sydneyMonday });
    expect(list[0]?.time).toBe(first);
    expect(list).toHaveLength(count);
  });

  it.each([
    [365, 0, 366, "2027-01-01T00:00"], // the horizon is inclusive: a slot exactly a year away is offered
    [365, 1, 365, "2027-01-01T00:00"],
    [10, 0, 11, "2026-01-11T00:00"],
    [0, 0, 1, "2026-01-01T00:00"],
  ])("horizon %i days, notice %i: %i daily slots, last %s", (horizonDays, minNoticeMinutes, count, last) => {
    const nowMs = ms("2026-01-01T00:00");
    const list = slots({
      timezone: "UTC",
      workingHours: everyDay("00:00", "01:00"),
      stepMinutes: 60,
      nowMs,
      horizonDays,
      minNoticeMinutes,
      fromMs: nowMs,
      toMs: nowMs + 400 * DAY,
    });
    expect(list).toHaveLength(count);
    expect(list.at(-1)?.startUtc).toBe(utc(last));
  });

  it("offers only starts in [from, to), even when the session would fit", () => {
    const list = slots({ workingHours: [rule(1, "09:00", "17:00")], fromMs: ms("2026-06-01T00:00"), toMs: ms("2026-06-01T02:00") });
    expect(times(list)).toEqual(["10:00", "10:30", "11:00", "11:30"]);
  });

  it.each([
    ["an empty window", { fromMs: ms("2026-06-01T00:00"), toMs: ms("2026-06-01T00:00") }],
    ["a window in the past", { ...sydneyMonday, nowMs: ms("2026-06-02T00:00") }],
    ["a window beyond the horizon", { ...sydneyMonday, horizonDays: 30 }],
  ])("gives nothing for %s", (_name, over) => {
    expect(slots({ workingHours: everyDay("00:00", "24:00"), ...over })).toEqual([]);
  });
});

describe("computeSlots: busy time", () => {
  // A confirmed booking 12:00–13:00 on Monday 1 June in Sydney.
  const noon = span("2026-06-01T02:00", "2026-06-01T03:00");
  const around = (from: string, to: string) => [...halfHours("09:00", from), ...halfHours(to, "16:00")];
  it.each<[string, Partial<SlotInput>, string[]]>([
    ["a booking, no buffer", { bookings: [noon] }, around("11:00", "13:00")],
    ["a booking, 15-minute buffer", { bookings: [noon], bufferMinutes: 15 }, around("10:30", "13:30")],
    ["a booking, 30-minute buffer (touching the buffer is fine)", { bookings: [noon], bufferMinutes: 30 }, around("10:30", "13:30")],
    ["a booking, 60-minute buffer", { bookings: [noon], bufferMinutes: 60 }, around("10:00", "14:00")],
    ["busy time gets no buffer", { busy: [noon], bufferMinutes: 60 }, around("11:00", "13:00")],
    ["unavailable time gets no buffer", { unavailable: [noon], bufferMinutes: 60 }, around("11:00", "13:00")],
    [
      "an empty or backwards range blocks nothing",
      {
        busy: [
          { startMs: noon.endMs, endMs: noon.startMs },
          { startMs: noon.startMs, endMs: noon.startMs },
        ],
      },
      halfHours("09:00", "16:00"),
    ],
  ])("%s", (_name, over, expected) => {
    expect(times(slots({ workingHours: [rule(1, "09:00", "17:00")], ...over, ...sydneyMonday }))).toEqual(expected);
  });

  it("unavailable ranges spanning days, overlapping and unsorted", () => {
    const list = slots({
      workingHours: weekdays("09:00", "17:00"),
      stepMinutes: 60,
      unavailable: [
        span("2026-06-05T02:30", "2026-06-05T03:30"), // Fri 12:30–13:30
        span("2026-06-02T02:00", "2026-06-04T00:00"), // Tue 12:00 – Thu 10:00
        span("2026-06-05T03:00", "2026-06-05T04:00"), // Fri 13:00–14:00
      ],
      fromMs: ms("2026-05-31T14:00"),
      toMs: ms("2026-06-05T14:00"),
    });
    expect(slotsByDate(list).map(({ date, slots: s }) => [date, times(s)])).toEqual([
      ["2026-06-01", ["09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00"]],
      ["2026-06-02", ["09:00", "10:00", "11:00"]],
      ["2026-06-04", ["10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00"]],
      ["2026-06-05", ["09:00", "10:00", "11:00", "14:00", "15:00", "16:00"]],
    ]);
  });

  it("drops exactly the slots a brute-force overlap check drops, for many random bookings", () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const window = { fromMs: ms("2026-06-01T00:00"), toMs: ms("2026-07-02T00:00") };
    const workingHours = [...weekdays("08:00", "12:00"), ...weekdays("13:00", "18:00"), rule(6, "10:00", "14:00")];
    const base = { timezone: "Europe/London", workingHours, durationMinutes: 90, ...window };
    const all = slots(base);
    for (let round = 0; round < 20; round++) {
      const randomRange = (maxMinutes: number) => {
        const startMs = window.fromMs + Math.floor(random() * 31 * 96) * 15 * MIN;
        return { startMs, endMs: startMs + (1 + Math.floor((random() * maxMinutes) / 15)) * 15 * MIN };
      };
      const bookings = Array.from({ length: 50 }, () => randomRange(120));
      const unavailable = Array.from({ length: 20 }, () => randomRange(3 * 24 * 60));
      const bufferMinutes = [0, 10, 15, 30][round % 4]!;
      const blockers = [
        ...unavailable,
        ...bookings.map((b) => ({ startMs: b.startMs - bufferMinutes * MIN, endMs: b.endMs + bufferMinutes * MIN })),
      ];
      const free = (s: Slot) => blockers.every((b) => Date.parse(s.endUtc) <= b.startMs || Date.parse(s.startUtc) >= b.endMs);
      expect(slots({ ...base, bookings, unavailable, bufferMinutes })).toEqual(all.filter(free));
    }
  });
});

describe("computeSlots: consultation cap", () => {
  // Mon 29 June – Fri 3 July 2026 in Sydney, one 09:00–10:00 period a weekday.
  const week = { workingHours: weekdays("09:00", "10:00"), stepMinutes: 60, fromMs: ms("2026-06-28T14:00"), toMs: ms("2026-07-03T14:00") };
  const allDates = ["2026-06-29", "2026-06-30", "2026-07-01", "2026-07-02", "2026-07-03"];
  it.each<[string, SlotInput["cap"], number, string[]]>([
    ["no cap", null, 60, allDates],
    ["30 more minutes fit exactly in June", { minutesPerMonth: 600, bookedMinutesByMonth: { "2026-06": 570 } }, 30, allDates],
    ["60 more minutes do not fit in June", { minutesPerMonth: 600, bookedMinutesByMonth: { "2026-06": 570 } }, 60, allDates.slice(2)],
    ["July is full", { minutesPerMonth: 600, bookedMinutesByMonth: { "2026-07": 600 } }, 30, allDates.slice(0, 2)],
    ["a zero cap", { minutesPerMonth: 0, bookedMinutesByMonth: {} }, 30, []],
  ])("%s", (_name, cap, durationMinutes, dates) => {
    const list = slots({ ...week, cap, durationMinutes });
    expect([...new Set(list.map((s) => s.date))]).toEqual(dates);
  });

  it("counts a slot in the advisor's month, not the UTC one", () => {
    const list = slots({ ...week, cap: { minutesPerMonth: 600, bookedMinutesByMonth: { "2026-06": 600 } } });
    // 09:00 on 1 July in Sydney is still 30 June in UTC.
    expect(list[0]).toMatchObject({ date: "2026-07-01", startUtc: utc("2026-06-30T23:00") });
  });
});

describe("computeSlots: refusals", () => {
  it.each([
    ["a zero duration", { durationMinutes: 0 }],
    ["a fractional duration", { durationMinutes: 45.5 }],
    ["a zero step", { stepMinutes: 0 }],
    ["a negative step", { stepMinutes: -30 }],
    ["an unknown zone", { timezone: "Mars/Olympus" }],
  ])("throws RangeError for %s", (_name, over) => {
    expect(() => slots({ workingHours: [rule(1, "09:00", "17:00")], ...sydneyMonday, ...over })).toThrow(RangeError);
  });

  it("gives nothing without working hours", () => {
    expect(slots({ workingHours: [], ...sydneyMonday })).toEqual([]);
  });
});

describe("showing slots", () => {
  it("groups by advisor-local date in order", () => {
    const list = slots({
      workingHours: [rule(1, "09:00", "10:00"), rule(2, "09:00", "10:00")],
      fromMs: ms("2026-05-31T14:00"),
      toMs: ms("2026-06-02T14:00"),
    });
    expect(slotsByDate(list).map((g) => [g.date, g.slots.length])).toEqual([
      ["2026-06-01", 1],
      ["2026-06-02", 1],
    ]);
    expect(slotsByDate([])).toEqual([]);
  });

  it.each([
    // Advisor in Auckland (NZST +12), learner in Los Angeles (PDT −7): Monday morning is Sunday afternoon.
    [
      "Pacific/Auckland",
      "2026-06-08",
      [rule(1, "09:00", "10:00")],
      "America/Los_Angeles",
      { date: "2026-06-07", time: "14:00", label: "Sun, 7 Jun 2026, 02:00 pm" },
    ],
    // Advisor in Sydney in summer (AEDT +11), learner in Los Angeles (PST −8).
    [
      "Australia/Sydney",
      "2026-01-12",
      [rule(1, "08:00", "09:00")],
      "America/Los_Angeles",
      { date: "2026-01-11", time: "13:00", label: "Sun, 11 Jan 2026, 01:00 pm" },
    ],
    // Advisor in Los Angeles, learner in Sydney: Monday evening is Tuesday morning.
    [
      "America/Los_Angeles",
      "2026-06-08",
      [rule(1, "17:00", "18:00")],
      "Australia/Sydney",
      { date: "2026-06-09", time: "10:00", label: "Tue, 9 Jun 2026, 10:00 am" },
    ],
    // New Year's Eve afternoon in Los Angeles is New Year's Day in Auckland.
    [
      "America/Los_Angeles",
      "2026-12-31",
      [rule(4, "16:00", "17:00")],
      "Pacific/Auckland",
      { date: "2027-01-01", time: "13:00", label: "Fri, 1 Jan 2027, 01:00 pm" },
    ],
  ])("an advisor in %s on %s, seen from the viewer's zone", (timezone, date, workingHours, viewerZone, expected) => {
    const midnightUtc = Date.parse(`${date}T00:00:00Z`);
    const [slot] = slots({ timezone, workingHours, fromMs: midnightUtc - DAY, toMs: midnightUtc + 2 * DAY, nowMs: midnightUtc - 30 * DAY });
    expect(slot?.date).toBe(date);
    expect(formatSlotInZone(slot!.startUtc, viewerZone)).toEqual(expected);
    expect(formatSlotInZone(slot!.startUtc, timezone)).toMatchObject({ date, time: slot!.time });
  });

  it.each([
    ["2026-06-01T00:30:00.000Z", "UTC", { date: "2026-06-01", time: "00:30", label: "Mon, 1 Jun 2026, 12:30 am" }],
    ["2026-06-01T12:00:00Z", "UTC", { date: "2026-06-01", time: "12:00", label: "Mon, 1 Jun 2026, 12:00 pm" }],
    ["2026-11-01T06:30:00.000Z", "America/New_York", { date: "2026-11-01", time: "01:30", label: "Sun, 1 Nov 2026, 01:30 am" }],
    ["2026-06-01T00:00:00.000Z", "Asia/Kathmandu", { date: "2026-06-01", time: "05:45", label: "Mon, 1 Jun 2026, 05:45 am" }],
  ])("formats %s in %s", (startUtc, zone, expected) => {
    expect(formatSlotInZone(startUtc, zone)).toEqual(expected);
  });

  it("refuses a start that is not an instant", () => {
    expect(() => formatSlotInZone("next Tuesday", "UTC")).toThrow(RangeError);
  });
});
