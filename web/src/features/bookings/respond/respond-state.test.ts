import { describe, expect, it } from "vitest";
import { respondState } from "./respond-state.ts";

const NOW = Date.parse("2026-05-01T00:00:00Z");
const base = {
  status: "pending-approval" as const,
  role: "learner" as const,
  awaitingMe: true,
  requestExpiresAtUtc: "2026-05-02T00:00:00Z",
  bookingTimesSuggested: [
    { timestampUtc: "2026-05-05T10:00:00Z", duration: 60, suggestedBy: "a" },
    { timestampUtc: "2026-04-30T10:00:00Z", duration: 60, suggestedBy: "a" },
    { timestampUtc: "2026-05-03T10:00:00Z", duration: 60, suggestedBy: "a" },
  ],
};

describe("respondState", () => {
  it("offers the suggested times still ahead, earliest first", () => {
    expect(respondState(base, NOW)).toEqual({ kind: "answer", times: ["2026-05-03T10:00:00Z", "2026-05-05T10:00:00Z"] });
  });
  it("is expired when the request lapsed, by status or by clock", () => {
    expect(respondState({ ...base, status: "provisional-request-expired" }, NOW)).toEqual({ kind: "expired" });
    expect(respondState({ ...base, requestExpiresAtUtc: "2026-04-30T23:59:00Z" }, NOW)).toEqual({ kind: "expired" });
  });
  it("can't be confirmed once cancelled, ended, or with every time past", () => {
    expect(respondState({ ...base, status: "cancelled-provisional" }, NOW)).toMatchObject({ kind: "cannot-confirm" });
    expect(respondState({ ...base, status: "expired-both-no-show" }, NOW)).toMatchObject({ kind: "cannot-confirm" });
    expect(respondState({ ...base, bookingTimesSuggested: [base.bookingTimesSuggested[1]!] }, NOW)).toEqual({
      kind: "cannot-confirm",
      reason: "All of its suggested times have passed.",
    });
    expect(respondState({ ...base, role: "advisor" }, NOW)).toMatchObject({ kind: "cannot-confirm" });
  });
  it("waits when the answer is the advisor's, and says when it is confirmed", () => {
    expect(respondState({ ...base, status: "suggested-times", awaitingMe: false }, NOW)).toEqual({ kind: "waiting" });
    expect(respondState({ ...base, status: "confirmed" }, NOW)).toEqual({ kind: "confirmed" });
  });
});
