import { describe, expect, it } from "vitest";
import { MEETING_MESSAGES } from "@kora/shared/contracts/meetings.ts";
import { bookingCallGate, canReviewAfterCall, opensIn } from "./booking-call.ts";

const start = Date.parse("2026-11-21T10:00:00Z");
const booking = { status: "confirmed" as const, bookingTimeUtc: "2026-11-21T10:00:00Z", joinOpensAtUtc: null, joinClosesAtUtc: null };
const at = (minutes: number) => start + minutes * 60_000;

describe("bookingCallGate", () => {
  it.each([
    [-61, "early"],
    [-60, "open"],
    [0, "open"],
    [30, "open"],
    [31, "refused"],
  ])("%i minutes from the start: %s", (minutes, state) => {
    expect(bookingCallGate(booking, at(minutes)).state).toBe(state);
  });

  it("says when an early call opens and why a late or unconfirmed one won't", () => {
    expect(bookingCallGate(booking, at(-90))).toEqual({ state: "early", opensAtMs: at(-60) });
    expect(bookingCallGate(booking, at(45))).toEqual({ state: "refused", message: MEETING_MESSAGES.windowClosed });
    expect(bookingCallGate({ ...booking, status: "pending-approval" }, at(0))).toEqual({
      state: "refused",
      message: MEETING_MESSAGES.notConfirmed,
    });
    expect(bookingCallGate({ ...booking, bookingTimeUtc: null }, at(0)).state).toBe("refused");
  });

  it("follows the window the server sent when there is one", () => {
    const custom = { ...booking, joinOpensAtUtc: "2026-11-21T09:30:00Z", joinClosesAtUtc: "2026-11-21T10:10:00Z" };
    expect(bookingCallGate(custom, at(-45)).state).toBe("early");
    expect(bookingCallGate(custom, at(15)).state).toBe("refused");
  });
});

describe("canReviewAfterCall", () => {
  const base = { role: "learner" as const, endTimeUtc: "2026-11-21T10:30:00Z", reviewed: false, canReview: false };
  it.each([
    ["before the end", base, at(20), false],
    ["after the end", base, at(31), true],
    ["already reviewed", { ...base, reviewed: true, canReview: true }, at(40), false],
    ["the server says so", { ...base, canReview: true }, at(0), true],
    ["a facilitator", { ...base, role: "facilitator" as const }, at(40), false],
  ])("%s", (_, value, now, expected) => expect(canReviewAfterCall(value, now)).toBe(expected));
});

describe("opensIn", () => {
  it.each([
    [30_000, "in 1 min"],
    [12 * 60_000, "in 12 min"],
    [65 * 60_000, "in 1 h 5 min"],
    [120 * 60_000, "in 2 h"],
    [72 * 3_600_000, "in 3 days"],
  ])("%i ms → %s", (ms, text) => expect(opensIn(start + ms, start)).toBe(text));
});
