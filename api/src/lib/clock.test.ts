import { describe, expect, it } from "vitest";
import { serverClock } from "./clock.ts";

describe("serverClock", () => {
  it("reads the real time without a start instant", () => {
    let real = 1_000;
    const now = serverClock(null, () => real);
    expect(now().getTime()).toBe(1_000);
    real = 5_000;
    expect(now().getTime()).toBe(5_000);
  });

  it("starts at the given instant and runs on at the real pace", () => {
    let real = Date.parse("2026-11-25T14:00:00Z");
    const now = serverClock(new Date("2027-04-03T12:00:00Z"), () => real);
    expect(now().toISOString()).toBe("2027-04-03T12:00:00.000Z");
    real += 90_000;
    expect(now().toISOString()).toBe("2027-04-03T12:01:30.000Z");
  });
});
