import { describe, expect, it } from "vitest";
import { backoffDelay, RECONNECT_POLICY, reconnectStep } from "./backoff.ts";

describe("backoffDelay", () => {
  it("doubles from 1 s without jitter", () => {
    expect([0, 1, 2, 3, 4].map((attempt) => backoffDelay(attempt, 0))).toEqual([1000, 2000, 4000, 8000, 16000]);
  });
  it("caps at 30 s", () => {
    expect(backoffDelay(5, 0)).toBe(30_000);
    expect(backoffDelay(50, 0)).toBe(30_000);
  });
  it("jitter only shortens, by at most 30 %", () => {
    for (let attempt = 0; attempt < 8; attempt++) {
      const full = backoffDelay(attempt, 0);
      const least = backoffDelay(attempt, 0.999999);
      expect(least).toBeLessThanOrEqual(full);
      expect(least).toBeGreaterThanOrEqual(Math.floor(full * (1 - RECONNECT_POLICY.jitter)));
    }
  });
  it("clamps odd inputs", () => {
    expect(backoffDelay(-3, 0)).toBe(1000);
    expect(backoffDelay(0, 5)).toBe(700);
  });
});

describe("reconnectStep", () => {
  it("climbs while the socket never opens", () => {
    expect(reconnectStep(0, null)).toBe(0);
    expect(reconnectStep(4, null)).toBe(4);
  });
  it("climbs after a short-lived connection", () => {
    expect(reconnectStep(3, 2000)).toBe(3);
  });
  it("starts over after a stable connection", () => {
    expect(reconnectStep(6, 10_000)).toBe(0);
    expect(reconnectStep(6, 3_600_000)).toBe(0);
  });
});
