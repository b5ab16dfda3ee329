import { describe, expect, it } from "vitest";
import { expiryChoice, expiryForApi, hoursLabel } from "./expiry-choice.ts";

const NOW = Date.parse("2026-05-01T00:00:00Z");
const inHours = (h: number) => new Date(NOW + h * 3_600_000).toISOString();

describe("expiry choice (core §5)", () => {
  it("offers nothing before a time is chosen", () => {
    expect(expiryChoice([], NOW)).toEqual({ kind: "none" });
  });
  it("is the exact earliest time under 48 hours away", () => {
    expect(expiryChoice([inHours(100), inHours(30)], NOW)).toEqual({ kind: "exact", atMs: NOW + 30 * 3_600_000 });
  });
  it("offers the configured hours that fit before the start, defaulting to the second", () => {
    expect(expiryChoice([inHours(200)], NOW)).toEqual({ kind: "hours", hours: [24, 48, 72, 96], fallback: 48 });
    expect(expiryChoice([inHours(60)], NOW)).toEqual({ kind: "hours", hours: [24, 48], fallback: 48 });
  });
  it("sends only values the server accepts", () => {
    const choice = expiryChoice([inHours(200)], NOW);
    expect(expiryForApi("72", choice)).toBe(72);
    expect(expiryForApi("60", choice)).toBeNull();
    expect(expiryForApi("", expiryChoice([inHours(30)], NOW))).toBe("exact");
  });
  it("labels hours and days", () => {
    expect(hoursLabel(24)).toBe("24 hours");
    expect(hoursLabel(48)).toBe("2 days");
    expect(hoursLabel(60)).toBe("60 hours");
  });
});
