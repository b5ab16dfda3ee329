import { describe, expect, it } from "vitest";
import { asAdvisor, asLearner, makeBooking } from "../booking-fixture.ts";
import { cancelConsequence, canJoin, confirmableTimes, toBookingState, viewerActions } from "./booking-actions.ts";

const NOW = Date.parse("2026-05-02T07:00:00.000Z");
const HOUR = 3_600_000;
const confirmedAt = (startMs: number, overrides = {}) =>
  makeBooking({
    status: "confirmed",
    awaitingFrom: null,
    bookingTimeUtc: new Date(startMs).toISOString(),
    endTimeUtc: new Date(startMs + HOUR).toISOString(),
    requestExpiresAtUtc: null,
    payment: { ...makeBooking().payment, status: "charged", charged: 11500 },
    ...overrides,
  });

describe("viewer actions (from the shared state machine)", () => {
  it("lets the side a request awaits confirm, counter or cancel; the requester may only cancel", () => {
    const request = makeBooking();
    expect(viewerActions(asAdvisor(request), NOW)).toEqual(["confirm", "suggest-times", "cancel"]);
    expect(viewerActions(asLearner(request), NOW)).toEqual(["cancel"]);
  });
  it("offers nothing to answer once the request has expired", () => {
    const expired = asAdvisor(makeBooking({ requestExpiresAtUtc: new Date(NOW - 1).toISOString() }));
    expect(viewerActions(expired, NOW)).toEqual(["cancel"]);
  });
  it("hides Confirm when every proposed time has passed", () => {
    const stale = asAdvisor(
      makeBooking({
        requestExpiresAtUtc: null,
        bookingTimesSuggested: [{ timestampUtc: new Date(NOW - HOUR).toISOString(), duration: 60, suggestedBy: "lena" }],
      }),
    );
    expect(viewerActions(stale, NOW)).toEqual(["suggest-times", "cancel"]);
  });
  it("lets either side of a confirmed booking reschedule or cancel before the start, and join inside the window", () => {
    const later = confirmedAt(NOW + 5 * HOUR);
    expect(viewerActions(later, NOW)).toEqual(["reschedule", "cancel"]);
    const soon = confirmedAt(NOW + 30 * 60_000);
    expect(viewerActions(asAdvisor(soon), NOW)).toEqual(["join", "reschedule", "cancel"]);
  });
  it("offers join and complete after the start, and no more cancelling", () => {
    const started = confirmedAt(NOW - 10 * 60_000);
    expect(viewerActions(started, NOW)).toEqual(["join", "complete"]);
    expect(viewerActions(confirmedAt(NOW - 2 * HOUR), NOW)).toEqual(["complete"]);
  });
  it("gives a facilitator join (they sit in on the call) and cancel, never complete", () => {
    const facilitated = { ...confirmedAt(NOW - 10 * 60_000), role: "facilitator" as const };
    expect(viewerActions(facilitated, NOW)).toEqual(["join"]);
    expect(viewerActions({ ...confirmedAt(NOW + 5 * HOUR), role: "facilitator" }, NOW)).toEqual(["cancel"]);
  });
  it("offers a review on a completed booking not yet reviewed", () => {
    const done = makeBooking({ status: "completed", awaitingFrom: null, canReview: true });
    expect(viewerActions(done, NOW)).toEqual(["review"]);
    expect(viewerActions({ ...done, reviewed: true }, NOW)).toEqual([]);
  });
});

describe("state mapping", () => {
  it("reads rescheduledBy given as a user id or as a side", () => {
    expect(toBookingState(makeBooking({ rescheduledBy: "maya" })).rescheduledBy).toBe("advisor");
    expect(toBookingState(makeBooking({ rescheduledBy: "learner" })).rescheduledBy).toBe("learner");
    expect(toBookingState(makeBooking()).rescheduledBy).toBeNull();
  });
  it("joins only a confirmed booking, 60 min before to 30 after", () => {
    expect(canJoin(confirmedAt(NOW + 60 * 60_000), NOW)).toBe(true);
    expect(canJoin(confirmedAt(NOW + 61 * 60_000), NOW)).toBe(false);
    expect(canJoin(confirmedAt(NOW - 30 * 60_000), NOW)).toBe(true);
    expect(canJoin(confirmedAt(NOW - 31 * 60_000), NOW)).toBe(false);
  });
});

describe("confirmable times", () => {
  it("are the other side's future proposals, soonest first", () => {
    const booking = asLearner(
      makeBooking({
        status: "suggested-times",
        awaitingFrom: "learner",
        bookingTimesSuggested: [
          { timestampUtc: "2026-05-09T07:00:00.000Z", duration: 60, suggestedBy: "maya" },
          { timestampUtc: "2026-05-04T07:00:00.000Z", duration: 60, suggestedBy: "maya" },
          { timestampUtc: "2026-05-05T07:00:00.000Z", duration: 60, suggestedBy: "lena" },
          { timestampUtc: "2026-05-01T07:00:00.000Z", duration: 60, suggestedBy: "maya" },
        ],
      }),
    );
    expect(confirmableTimes(booking, NOW).map((t) => t.timestampUtc)).toEqual(["2026-05-04T07:00:00.000Z", "2026-05-09T07:00:00.000Z"]);
  });
});

describe("cancel consequences", () => {
  it("is free before confirmation", () => {
    expect(cancelConsequence(makeBooking(), NOW)).toMatch(/free/);
  });
  it("keeps the fees when the learner cancels a confirmed paid booking more than 24 h ahead", () => {
    expect(cancelConsequence(confirmedAt(NOW + 48 * HOUR), NOW)).toBe(
      "The booking is confirmed, so the fees are kept: A$100.00 back to your card, of the A$115.00 paid. Within 24 hours of the start there is no refund at all.",
    );
  });
  it("refunds nothing within 24 hours", () => {
    expect(cancelConsequence(confirmedAt(NOW + 3 * HOUR), NOW)).toBe(
      "The session starts within 24 hours, so there is no refund: the full A$115.00 is kept.",
    );
  });
  it("refunds the learner in full when the advisor cancels", () => {
    expect(cancelConsequence(asAdvisor(confirmedAt(NOW + 3 * HOUR)), NOW)).toBe(
      "Lena gets a full refund of A$115.00: A$115.00 back to Lena's card. Cancelling within 24 hours of the start harms your marketplace rating: it counts as a 1-star rating on this card for a year.",
    );
    expect(cancelConsequence(asAdvisor(confirmedAt(NOW + 48 * HOUR)), NOW)).toBe(
      "Lena gets a full refund of A$115.00: A$115.00 back to Lena's card.",
    );
  });
  it("keeps only the admin fee when the other side's reschedule is refused", () => {
    const rescheduling = makeBooking({
      status: "suggested-times",
      awaitingFrom: "learner",
      rescheduledBy: "maya",
      bookingTimeUtc: new Date(NOW + 48 * HOUR).toISOString(),
    });
    expect(cancelConsequence(rescheduling, NOW)).toBe(
      "This ends the confirmed booking. Only the admin fee is kept: A$100.00 back to your card.",
    );
  });
  it("treats withdrawing your own reschedule as your cancellation", () => {
    const mine = makeBooking({
      status: "suggested-times",
      awaitingFrom: "advisor",
      rescheduledBy: "lena",
      bookingTimeUtc: new Date(NOW + 48 * HOUR).toISOString(),
    });
    expect(cancelConsequence(mine, NOW)).toMatch(/^The booking is confirmed, so the fees are kept/);
  });
  it("says nothing is charged for a free session", () => {
    const free = confirmedAt(NOW + 3 * HOUR, {
      price: {
        currency: "AUD",
        advisorFee: 0,
        adminFee: 0,
        adminFeePercent: 0,
        privateCardFee: 0,
        privateCardFeePercent: 0,
        total: 0,
        free: true,
      },
    });
    expect(cancelConsequence(free, NOW)).toMatch(/free session/);
  });
});
