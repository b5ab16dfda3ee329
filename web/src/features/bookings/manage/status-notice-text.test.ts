import { describe, expect, it } from "vitest";
import { asAdvisor, asLearner, makeBooking } from "../booking-fixture.ts";
import { statusNotice } from "./status-notice-text.ts";

const NOW = Date.parse("2026-05-02T07:00:00.000Z");
const maya = { id: "maya", timezone: "Australia/Sydney" };
const lena = { id: "lena", timezone: "Europe/Berlin" };

describe("status notice", () => {
  it("asks the side a request awaits to answer, with the time left", () => {
    const notice = statusNotice(asAdvisor(makeBooking({ requestExpiresAtUtc: "2026-05-02T12:00:00.000Z" })), maya, NOW);
    expect(notice).toMatchObject({ tone: "action", title: "Lena is waiting for your answer" });
    expect(notice.text).toContain("expires in 5 hours");
  });
  it("tells the requester whom they wait for", () => {
    expect(statusNotice(asLearner(makeBooking()), lena, NOW).title).toBe("Waiting for Maya to answer");
  });
  it("warns about a reschedule that can't be accepted", () => {
    const rescheduling = asLearner(makeBooking({ status: "suggested-times", awaitingFrom: "learner", rescheduledBy: "maya" }));
    const notice = statusNotice(rescheduling, lena, NOW);
    expect(notice.title).toBe("Maya asked to reschedule");
    expect(notice.text).toContain("only the admin fee is paid");
  });
  it("says when joining opens for a confirmed booking", () => {
    const confirmed = makeBooking({
      status: "confirmed",
      awaitingFrom: null,
      bookingTimeUtc: "2026-05-05T07:00:00.000Z",
      joinOpensAtUtc: "2026-05-05T06:00:00.000Z",
    });
    expect(statusNotice(confirmed, lena, NOW).text).toContain("You can join from Tue 5 May, 8:00 am");
    // The 10-minute text is promised only to a verified mobile that hasn't opted out.
    expect(statusNotice(confirmed, lena, NOW).text).toContain("by mail (verify your mobile to get a text too)");
    expect(statusNotice(confirmed, { ...lena, smsReminder: true }, NOW).text).toContain("We'll text you a reminder 10 minutes before.");
    expect(statusNotice(confirmed, lena, Date.parse("2026-05-05T06:30:00.000Z")).title).toBe("Your session is open");
  });
  it("explains the ends", () => {
    expect(statusNotice(asLearner(makeBooking({ status: "expired-advisor-no-show", awaitingFrom: null })), lena, NOW).text).toBe(
      "You get a full refund.",
    );
    const advisorView = statusNotice(asAdvisor(makeBooking({ status: "expired-advisor-no-show", awaitingFrom: null })), lena, NOW);
    expect(advisorView.text).toMatch(/^\w+ gets a full refund\.$/);
    expect(statusNotice(makeBooking({ status: "provisional-request-expired", awaitingFrom: null }), lena, NOW).tone).toBe("ended");
  });
  it("says plainly what a cancellation did with the money, and why", () => {
    const cancelled = (payment: Partial<ReturnType<typeof makeBooking>["payment"]>, cancelledBy = "lena") => {
      const booking = makeBooking({ status: "cancelled-confirmed", awaitingFrom: null, cancelledBy });
      return { ...booking, payment: { ...booking.payment, ...payment } };
    };
    const charged = { status: "charged" as const, charged: 11500 };
    expect(statusNotice(asLearner(cancelled({})), lena, NOW).text).toBe("Nothing was charged.");
    // Within 24 hours of the start, by the learner: nothing comes back, and the advisor is paid.
    expect(statusNotice(asLearner(cancelled(charged)), lena, NOW).text).toBe(
      "You cancelled less than 24 hours before the start, so under the cancellation policy nothing is refunded.",
    );
    expect(statusNotice(asAdvisor(cancelled(charged)), maya, NOW).text).toMatch(
      /^\w+ cancelled less than 24 hours before the start, so you're paid for the session as booked\.$/,
    );
    const refund = { amount: 10000, reason: "cancel-by-learner", status: "pending", createdAt: "2026-05-01T07:00:00.000Z" };
    expect(
      statusNotice(asLearner(cancelled({ ...charged, status: "partly-refunded", refunded: 10000, refunds: [refund] })), lena, NOW).text,
    ).toBe(
      "Cancelled more than 24 hours ahead: the session fee is refunded; the admin and card fees are kept. Refunds reach the card within a few days; see Payment below.",
    );
  });
});
