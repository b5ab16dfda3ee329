import { describe, expect, it } from "vitest";
import {
  ACTIVITY_IDLE_MS,
  ACTIVITY_RETENTION_DAYS,
  ACTIVITY_THROTTLE_MS,
  activityRetentionCutoff,
  activityRoute,
  isActivitySessionIdle,
  MAX_ERROR_EVENTS,
  mayPostActivity,
  withinErrorCap,
} from "./activity-rules.ts";

describe("activityRoute", () => {
  it.each([
    ["/my-kora/bookings", "/my-kora/bookings"],
    ["/password-free?step=signup&token=secret", "/password-free"],
    ["/c/abc#reviews", "/c/abc"],
    ["/?token=x", "/"],
    ["  /dashboard  ", "/dashboard"],
    ["/a?b#c?d", "/a"],
    ["", null],
    ["dashboard", null],
    ["https://evil.example/x", null],
    ["//evil.example/x", null],
    ["/a b", null],
    ["/a\\b", null],
    ["/a\u0000b", null],
    ["?token=x", null],
  ] as const)("%j → %j", (route, expected) => {
    expect(activityRoute(route)).toBe(expected);
  });
});

describe("isActivitySessionIdle", () => {
  const now = 10 * ACTIVITY_IDLE_MS;
  it.each([
    [null, true],
    [now, false],
    [now - ACTIVITY_IDLE_MS + 1, false],
    [now - ACTIVITY_IDLE_MS, true],
    [now - 2 * ACTIVITY_IDLE_MS, true],
  ] as const)("last event at %s → idle %s", (last, expected) => {
    expect(isActivitySessionIdle(last, now)).toBe(expected);
  });

  it("goes idle after one hour", () => expect(ACTIVITY_IDLE_MS).toBe(3_600_000));
});

describe("mayPostActivity", () => {
  it.each([
    [null, 0, true],
    [1_000, 1_000, false],
    [1_000, 1_000 + ACTIVITY_THROTTLE_MS - 1, false],
    [1_000, 1_000 + ACTIVITY_THROTTLE_MS, true],
  ] as const)("last sent %s, now %s → %s", (last, now, expected) => {
    expect(mayPostActivity(last, now)).toBe(expected);
  });

  it("throttles to 3 s", () => expect(ACTIVITY_THROTTLE_MS).toBe(3_000));
});

describe("activityRetentionCutoff", () => {
  it("keeps 90 days", () => {
    expect(ACTIVITY_RETENTION_DAYS).toBe(90);
    expect(activityRetentionCutoff(new Date("2026-11-27T00:00:00Z"))).toBe("2026-08-29T00:00:00.000Z");
  });
});

describe("withinErrorCap", () => {
  const errors = (n: number) => Array.from({ length: n }, (_, i) => ({ event: "error", i }));
  it("keeps every non-error event and errors up to 25 in the session", () => {
    const batch = [{ event: "pageView", i: -1 }, ...errors(5), { event: "clickOn", i: 99 }];
    expect(withinErrorCap(batch, 0)).toEqual(batch);
    expect(withinErrorCap(batch, MAX_ERROR_EVENTS - 2).map((e) => e.i)).toEqual([-1, 0, 1, 99]);
    expect(withinErrorCap(batch, MAX_ERROR_EVENTS).map((e) => e.i)).toEqual([-1, 99]);
    expect(withinErrorCap(errors(30), 0)).toHaveLength(MAX_ERROR_EVENTS);
    expect(withinErrorCap(errors(3), MAX_ERROR_EVENTS + 4)).toEqual([]);
  });
});
