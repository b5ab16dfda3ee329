import { describe, expect, it } from "vitest";
import { formatSeconds, startsText } from "./join-clock.ts";

const NOW = Date.parse("2026-05-01T09:00:00Z");

describe("waiting room clock", () => {
  it("counts down to the start and up after it", () => {
    expect(startsText(NOW + 12 * 60_000, NOW)).toBe("Starts in 12 min");
    expect(startsText(NOW + 65 * 60_000, NOW)).toBe("Starts in 1 h 5 min");
    expect(startsText(NOW + 60 * 60_000, NOW)).toBe("Starts in 1 h");
    expect(startsText(NOW + 10_000, NOW)).toBe("Starting now");
    expect(startsText(NOW - 3 * 60_000, NOW)).toBe("Started 3 min ago");
  });
  it("prints seconds in the call", () => {
    expect(formatSeconds(45)).toBe("0:45");
    expect(formatSeconds(723)).toBe("12:03");
    expect(formatSeconds(3729)).toBe("1:02:09");
    expect(formatSeconds(-3)).toBe("0:00");
  });
});
