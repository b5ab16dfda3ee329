import { describe, expect, it } from "vitest";
import { issuesToFields } from "../../contracts/errors.ts";
import {
  CELLS_PER_DAY,
  gridToRules,
  normaliseRules,
  rulesToGrid,
  WORKING_HOURS_MESSAGES,
  workingHoursRuleSchema,
  workingHoursSchema,
  type WorkingHoursRule,
} from "./working-hours.ts";

const rule = (day: WorkingHoursRule["day"], start: string, end: string): WorkingHoursRule => {
  const minute = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  return { day, startMinute: minute(start), endMinute: minute(end) };
};
const fieldsOf = (input: unknown) => {
  const result = workingHoursRuleSchema.safeParse(input);
  return result.success ? {} : issuesToFields(result.error.issues);
};

describe("working-hours schema", () => {
  it.each([
    ["a weekday morning", rule(1, "09:00", "12:00")],
    ["a whole Sunday", rule(7, "00:00", "24:00")],
    ["the last half hour of a day", rule(3, "23:30", "24:00")],
  ])("accepts %s", (_name, input) => {
    expect(workingHoursRuleSchema.parse(input)).toEqual(input);
  });

  it.each([
    ["a quarter-hour start", { day: 1, startMinute: 555, endMinute: 600 }, "startMinute", WORKING_HOURS_MESSAGES.halfHour],
    ["a fractional end", { day: 1, startMinute: 540, endMinute: 600.5 }, "endMinute", WORKING_HOURS_MESSAGES.halfHour],
    ["an end before the start", { day: 1, startMinute: 600, endMinute: 540 }, "endMinute", WORKING_HOURS_MESSAGES.order],
    ["an empty period", { day: 1, startMinute: 600, endMinute: 600 }, "endMinute", WORKING_HOURS_MESSAGES.order],
    ["an end past midnight", { day: 1, startMinute: 600, endMinute: 1470 }, "endMinute", WORKING_HOURS_MESSAGES.range],
    ["a negative start", { day: 1, startMinute: -30, endMinute: 600 }, "startMinute", WORKING_HOURS_MESSAGES.range],
    ["day 0", { day: 0, startMinute: 540, endMinute: 600 }, "day", WORKING_HOURS_MESSAGES.day],
    ["day 8", { day: 8, startMinute: 540, endMinute: 600 }, "day", WORKING_HOURS_MESSAGES.day],
    ["a day name", { day: "Mon", startMinute: 540, endMinute: 600 }, "day", WORKING_HOURS_MESSAGES.day],
  ])("refuses %s", (_name, input, field, message) => {
    expect(fieldsOf(input)[field]?.[0]).toBe(message);
  });

  it("allows 168 periods a week and no more", () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => rule(((i % 7) + 1) as WorkingHoursRule["day"], "09:00", "10:00"));
    expect(workingHoursSchema.safeParse(many(168)).success).toBe(true);
    const result = workingHoursSchema.safeParse(many(169));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(WORKING_HOURS_MESSAGES.tooMany);
  });

  it("names the rule at fault inside a week", () => {
    const result = workingHoursSchema.safeParse([rule(1, "09:00", "12:00"), { day: 2, startMinute: 600, endMinute: 570 }]);
    expect(issuesToFields(result.error!.issues)).toEqual({ "1.endMinute": [WORKING_HOURS_MESSAGES.order] });
  });
});

describe("normaliseRules", () => {
  it.each<[string, WorkingHoursRule[], WorkingHoursRule[]]>([
    ["touching periods become one", [rule(1, "09:00", "12:00"), rule(1, "12:00", "17:00")], [rule(1, "09:00", "17:00")]],
    ["overlapping periods become one", [rule(2, "10:00", "14:00"), rule(2, "09:00", "11:00")], [rule(2, "09:00", "14:00")]],
    ["a contained period disappears", [rule(3, "09:00", "17:00"), rule(3, "10:00", "11:00")], [rule(3, "09:00", "17:00")]],
    [
      "a gap keeps two periods",
      [rule(1, "09:00", "12:00"), rule(1, "12:30", "17:00")],
      [rule(1, "09:00", "12:00"), rule(1, "12:30", "17:00")],
    ],
    [
      "other days never merge",
      [rule(2, "00:00", "02:00"), rule(1, "22:00", "24:00")],
      [rule(1, "22:00", "24:00"), rule(2, "00:00", "02:00")],
    ],
    [
      "sorts by day then start",
      [rule(7, "09:00", "10:00"), rule(1, "13:00", "14:00"), rule(1, "08:00", "09:00")],
      [rule(1, "08:00", "09:00"), rule(1, "13:00", "14:00"), rule(7, "09:00", "10:00")],
    ],
    ["drops empty and backwards periods", [rule(4, "10:00", "10:00"), { day: 4, startMinute: 600, endMinute: 540 }], []],
    ["clamps to the day", [{ day: 5, startMinute: -60, endMinute: 1500 }], [rule(5, "00:00", "24:00")]],
    ["chains three pieces", [rule(6, "13:00", "14:00"), rule(6, "09:00", "11:00"), rule(6, "11:00", "13:00")], [rule(6, "09:00", "14:00")]],
  ])("%s", (_name, input, expected) => {
    const output = normaliseRules(input);
    expect(output).toEqual(expected);
    expect(normaliseRules(output)).toEqual(output);
  });

  it("does not change its input", () => {
    const input = [rule(1, "12:00", "17:00"), rule(1, "09:00", "12:00")];
    const copy = structuredClone(input);
    normaliseRules(input);
    expect(input).toEqual(copy);
  });
});

describe("the 7 × 48 grid (core §9)", () => {
  const onCells = (grid: boolean[][]) => grid.flatMap((row, day) => row.flatMap((on, cell) => (on ? [`${day + 1}:${cell}`] : [])));

  it("has 7 rows of 48 half hours, Monday first", () => {
    const grid = rulesToGrid([rule(1, "09:00", "10:00"), rule(7, "23:30", "24:00"), rule(3, "00:00", "00:30")]);
    expect(grid).toHaveLength(7);
    expect(grid.every((row) => row.length === CELLS_PER_DAY)).toBe(true);
    expect(onCells(grid)).toEqual(["1:18", "1:19", "3:0", "7:47"]);
  });

  it("shows an off-grid period by every cell it touches", () => {
    expect(onCells(rulesToGrid([rule(2, "09:15", "10:10")]))).toEqual(["2:18", "2:19", "2:20"]);
  });

  it.each<[string, boolean[][], WorkingHoursRule[]]>([
    ["an empty week", [], []],
    ["a full day", [Array(48).fill(true)], [rule(1, "00:00", "24:00")]],
    [
      "runs split by a gap, on two days",
      [[], Array.from({ length: 48 }, (_, c) => (c >= 18 && c < 24) || (c >= 26 && c < 34)), [], [], [], [], [true, true]],
      [rule(2, "09:00", "12:00"), rule(2, "13:00", "17:00"), rule(7, "00:00", "01:00")],
    ],
    [
      "every other cell",
      [Array.from({ length: 48 }, (_, c) => c % 2 === 1)],
      Array.from({ length: 24 }, (_, i) => ({ day: 1 as const, startMinute: i * 60 + 30, endMinute: i * 60 + 60 })),
    ],
  ])("reads %s", (_name, grid, expected) => {
    expect(gridToRules(grid)).toEqual(expected);
  });

  it("ignores cells past the 48th", () => {
    const row = Array(50).fill(false);
    row[47] = row[48] = row[49] = true;
    expect(gridToRules([row])).toEqual([rule(1, "23:30", "24:00")]);
  });

  it("round-trips rules → grid → rules to the normalised rules", () => {
    const rules = [
      rule(1, "12:00", "17:00"),
      rule(1, "09:00", "12:00"),
      rule(5, "22:00", "24:00"),
      rule(6, "00:00", "00:30"),
      rule(3, "10:00", "11:00"),
      rule(3, "10:30", "13:30"),
    ];
    expect(gridToRules(rulesToGrid(rules))).toEqual(normaliseRules(rules));
  });

  it("round-trips grid → rules → grid for 200 random grids", () => {
    let seed = 42;
    // A fixed LCG so a failure reproduces.
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 200; i++) {
      const density = random();
      const grid = Array.from({ length: 7 }, () => Array.from({ length: 48 }, () => random() < density));
      const rules = gridToRules(grid);
      expect(rulesToGrid(rules)).toEqual(grid);
      expect(normaliseRules(rules)).toEqual(rules);
      expect(workingHoursSchema.safeParse(rules).success).toBe(true);
    }
  });
});
