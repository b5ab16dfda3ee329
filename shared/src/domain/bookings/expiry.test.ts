import { describe, expect, it } from "vitest";
import { EXPIRY_HOURS, EXPIRY_THRESHOLD_HOURS, expiryOptions, formatTimeLeft, requestExpiresAt } from "./expiry.ts";

const MIN = 60_000;
const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 0, 5, 9, 0, 0);

/** Earliest proposed start, relative to now → the options (core §5: under 48 h only the exact start; else 24/48/72/96 clamped). */
const TABLE: { name: string; away: number; expected: "exact" | number[]; defaultHours: number | "exact" }[] = [
  { name: "1 h", away: HOUR, expected: "exact", defaultHours: "exact" },
  { name: "47 h 59 m", away: 47 * HOUR + 59 * MIN, expected: "exact", defaultHours: "exact" },
  { name: "48 h − 1 ms", away: 48 * HOUR - 1, expected: "exact", defaultHours: "exact" },
  { name: "exactly 48 h", away: 48 * HOUR, expected: [24, 48], defaultHours: 48 },
  { name: "48 h 30 m", away: 48 * HOUR + 30 * MIN, expected: [24, 48], defaultHours: 48 },
  { name: "49 h", away: 49 * HOUR, expected: [24, 48, 49], defaultHours: 48 },
  { name: "60 h", away: 60 * HOUR, expected: [24, 48, 60], defaultHours: 48 },
  { name: "72 h 59 m", away: 72 * HOUR + 59 * MIN, expected: [24, 48, 72], defaultHours: 48 },
  { name: "73 h", away: 73 * HOUR, expected: [24, 48, 72, 73], defaultHours: 48 },
  { name: "96 h", away: 96 * HOUR, expected: [24, 48, 72, 96], defaultHours: 48 },
  { name: "200 h", away: 200 * HOUR, expected: [24, 48, 72, 96], defaultHours: 48 },
];

/** Choices tried against every row: valid only when listed in that row's options. */
const CHOICES: (number | "exact")[] = ["exact", 0, 1, 12, 24, 36, 47, 48, 49, 60, 72, 73, 95, 96, 97, 200, -24, 24.5];

describe("constants", () => {
  it("a 48-hour threshold over 24, 48, 72, 96", () => {
    expect(EXPIRY_THRESHOLD_HOURS).toBe(48);
    expect([...EXPIRY_HOURS]).toEqual([24, 48, 72, 96]);
  });
});

describe("expiryOptions", () => {
  for (const { name, away, expected } of TABLE) {
    it(`earliest start ${name} away → ${expected === "exact" ? "the exact start" : expected.join(", ")}`, () => {
      const options = expiryOptions(NOW + away, NOW);
      if (expected === "exact") expect(options).toEqual({ kind: "exact", atMs: NOW + away });
      else expect(options).toEqual({ kind: "hours", hours: expected });
    });
  }
  it("every hours option ends no later than the earliest start", () => {
    for (const { away } of TABLE) {
      const options = expiryOptions(NOW + away, NOW);
      if (options.kind === "hours") for (const h of options.hours) expect(NOW + h * HOUR).toBeLessThanOrEqual(NOW + away);
    }
  });
});

describe("requestExpiresAt", () => {
  for (const { name, away, expected, defaultHours } of TABLE) {
    const earliest = NOW + away;
    describe(`earliest start ${name} away`, () => {
      for (const choice of CHOICES) {
        const valid = expected === "exact" ? choice === "exact" : typeof choice === "number" && expected.includes(choice);
        const want = !valid ? null : choice === "exact" ? earliest : NOW + (choice as number) * HOUR;
        it(`choice ${choice} → ${want === null ? "null" : `now + ${(want - NOW) / MIN} min`}`, () => {
          expect(requestExpiresAt(earliest, NOW, choice)).toBe(want);
        });
      }
      const wantDefault = defaultHours === "exact" ? earliest : NOW + defaultHours * HOUR;
      it(`default (null) → ${defaultHours === "exact" ? "the exact start" : `${defaultHours} h`}`, () => {
        expect(requestExpiresAt(earliest, NOW, null)).toBe(wantDefault);
      });
    });
  }
  it("the exact instant equals the earliest start to the millisecond", () => {
    const earliest = NOW + 5 * HOUR + 1234;
    expect(requestExpiresAt(earliest, NOW, "exact")).toBe(earliest);
    expect(requestExpiresAt(earliest, NOW, null)).toBe(earliest);
  });
});

describe("formatTimeLeft (minutes under 4 hours, hours from 240 minutes)", () => {
  const TABLE: [string, number, string][] = [
    ["negative", -5 * MIN, "0 minutes"],
    ["0", 0, "0 minutes"],
    ["29 s", 29_000, "0 minutes"],
    ["30 s (half-up)", 30_000, "1 minute"],
    ["1 min", MIN, "1 minute"],
    ["2 min", 2 * MIN, "2 minutes"],
    ["59 min", 59 * MIN, "59 minutes"],
    ["3 h", 3 * HOUR, "180 minutes"],
    ["239 min", 239 * MIN, "239 minutes"],
    ["239 min 29 s", 239 * MIN + 29_000, "239 minutes"],
    ["239 min 30 s (rounds to 240)", 239 * MIN + 30_000, "4 hours"],
    ["240 min", 240 * MIN, "4 hours"],
    ["269 min", 269 * MIN, "4 hours"],
    ["270 min (half-up)", 270 * MIN, "5 hours"],
    ["48 h", 48 * HOUR, "48 hours"],
    ["96 h", 96 * HOUR, "96 hours"],
  ];
  for (const [name, ms, text] of TABLE) it(`${name} → "${text}"`, () => expect(formatTimeLeft(ms)).toBe(text));
});
