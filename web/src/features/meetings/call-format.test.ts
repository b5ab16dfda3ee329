import { describe, expect, it } from "vitest";
import { formatCallLength, formatClock, initials, meterSegments } from "./call-format.ts";

describe("call format", () => {
  it.each([
    [0, "0:00"],
    [45.9, "0:45"],
    [723, "12:03"],
    [3729, "1:02:09"],
    [-5, "0:00"],
  ])("clock %d → %s", (seconds, text) => expect(formatClock(seconds)).toBe(text));

  it.each([
    [20_000, "less than a minute"],
    [60_000, "1 minute"],
    [12 * 60_000 + 59_000, "12 minutes"],
    [60 * 60_000, "1 hour"],
    [125 * 60_000, "2 hours 5 minutes"],
    [61 * 60_000, "1 hour 1 minute"],
  ])("length %d → %s", (ms, text) => expect(formatCallLength(ms)).toBe(text));

  it.each([
    [0, 0],
    [-1, 0],
    [Number.NaN, 0],
    [0.01, 1],
    [0.25, 6],
    [1, 12],
    [3, 12],
  ])("level %d lights %d of 12", (level, lit) => expect(meterSegments(level)).toBe(lit));

  it.each([
    ["Maya Patel", "MP"],
    ["ana", "A"],
    ["Jean Luc de la Cruz", "JC"],
    ["  ", "?"],
  ])("initials of %j", (name, text) => expect(initials(name)).toBe(text));
});
