import { describe, expect, it } from "vitest";
import type { BookingDto } from "@kora/shared/contracts/bookings.ts";
import { REFUND_REASONS } from "@kora/shared/contracts/payments.ts";
import { asAdvisor, asLearner, makeBooking } from "../booking-fixture.ts";
import {
  afterPaying,
  awaitsPayment,
  bankCheckMessage,
  firstOtherCard,
  formatDay,
  isPaidBooking,
  paymentDetails,
  paymentNotice,
} from "./payment-text.ts";

const NOW = Date.parse("2026-05-02T07:00:00.000Z");
const maya = { id: "maya", timezone: "Australia/Sydney" };
const lena = { id: "lena", timezone: "Europe/Berlin" };

const confirmed = (payment: Partial<BookingDto["payment"]>, overrides: Partial<BookingDto> = {}) => {
  const base = makeBooking();
  return makeBooking({
    status: "confirmed",
    awaitingFrom: null,
    bookingTimeUtc: "2026-05-05T07:00:00.000Z",
    payment: { ...base.payment, ...payment },
    ...overrides,
  });
};

describe("payment notice", () => {
  const unpaid = confirmed({
    status: "action-required",
    failure: "Your bank asks you to confirm this payment.",
    dueAtUtc: "2026-05-03T07:00:00.000Z",
  });

  it("asks the learner to pay by the deadline, in their zone", () => {
    const notice = paymentNotice(asLearner(unpaid), lena, NOW);
    expect(notice).toEqual({
      kind: "pay",
      title: "Payment needed",
      text: "Your bank asks you to confirm this payment. Pay by Sun 3 May, 9:00 am or the booking is cancelled.",
      bankCheck: true,
    });
  });
  it("offers only another card after a decline (the API refuses to retry it)", () => {
    const declined = asLearner(confirmed({ status: "failed", failure: "Your card was declined.", dueAtUtc: "2026-05-03T07:00:00.000Z" }));
    const notice = paymentNotice(declined, maya, NOW);
    expect(notice).toMatchObject({ kind: "pay", bankCheck: false });
    expect(notice?.kind === "pay" && `${notice.title}: ${notice.text}`).toBe(
      "Payment needed: Your card was declined. Pay by Sun 3 May, 5:00 pm or the booking is cancelled.",
    );
  });
  it("has words of its own when the API gives no failure or deadline", () => {
    const notice = paymentNotice(asLearner(confirmed({ status: "failed" })), lena, NOW);
    expect(notice?.kind === "pay" && notice.text).toBe("Your card was declined. Pay as soon as you can or the booking is cancelled.");
  });
  it("tells the advisor they wait for the learner", () => {
    expect(paymentNotice(asAdvisor(unpaid), maya, NOW)).toEqual({
      kind: "waiting",
      text: "Waiting for the learner's payment (due Sun 3 May, 5:00 pm).",
    });
  });
  it("says nothing once paid, or when the booking isn't confirmed any more", () => {
    expect(paymentNotice(asLearner(confirmed({ status: "charged", charged: 11500 })), lena, NOW)).toBeNull();
    expect(paymentNotice(asLearner({ ...unpaid, status: "cancelled-confirmed" }), lena, NOW)).toBeNull();
    expect(awaitsPayment(unpaid)).toBe(true);
  });
  it("asks the ledger's stand-in question with the amount", () => {
    expect(bankCheckMessage(unpaid)).toBe("Your bank asks you to confirm this payment of A$115.00.");
  });
});

describe("after paying", () => {
  it.each([
    ["charged", null, "done", "Payment complete."],
    ["pending", null, "done", "Your payment is being processed. We'll let you know when it's through."],
    ["action-required", null, "bank-check", "Your bank needs you to confirm this payment."],
    ["failed", "Your card has insufficient funds.", "refused", "Your card has insufficient funds."],
    ["failed", null, "refused", "Your card was declined."],
  ] as const)("%s (%s) → %s", (status, failure, next, message) => {
    expect(afterPaying(confirmed({ status, failure }))).toEqual({ next, message });
  });
});

describe("payment details", () => {
  it("is shown for paid bookings only", () => {
    expect(isPaidBooking(makeBooking())).toBe(true);
    expect(isPaidBooking(makeBooking({ price: { ...makeBooking().price, free: true, total: 0 } }))).toBe(false);
  });
  it("shows the charge and each refund with its reason and date, to both sides", () => {
    const refunded = confirmed(
      {
        status: "partly-refunded",
        charged: 11500,
        refunded: 10000,
        refunds: [{ amount: 10000, reason: "cancel-by-learner", status: "pending", createdAt: "2026-05-01T23:30:00.000Z" }],
      },
      { status: "cancelled-confirmed" },
    );
    const learner = paymentDetails(asLearner(refunded), lena, NOW);
    expect(learner.status).toBe("Partly refunded");
    expect(learner.charged).toEqual({ label: "Charged to your card", amount: "A$115.00" });
    expect(learner.refunds).toEqual([
      {
        amount: "A$100.00",
        label: "A$100.00 back to your card",
        reason: REFUND_REASONS["cancel-by-learner"],
        when: "Sat 2 May",
        state: "on its way (refunds take a few days)",
      },
    ]);
    expect(learner.creditBack).toBeNull();
    expect(paymentDetails(asAdvisor(refunded), maya, NOW).charged?.label).toBe("Charged to Lena's card");
    expect(paymentDetails(asAdvisor(refunded), maya, NOW).refunds[0]?.reason).toBe(REFUND_REASONS["cancel-by-learner"]);
  });
  it("shows the part of a refund that went back as credit beside the card's part", () => {
    // A$115.00 paid, A$20.00 of it with credit; A$100.00 refunded: A$95.00 to the card, A$5.00 as credit.
    const refunded = confirmed(
      {
        status: "partly-refunded",
        charged: 11500,
        credit: 2000,
        refunded: 10000,
        refunds: [{ amount: 9500, reason: "cancel-by-learner", status: "succeeded", createdAt: "2026-05-01T23:30:00.000Z" }],
      },
      { status: "cancelled-confirmed" },
    );
    const learner = paymentDetails(asLearner(refunded), lena, NOW);
    expect(learner.refunds.map((r) => r.label)).toEqual(["A$95.00 back to your card"]);
    expect(learner.creditBack).toEqual({ amount: "A$5.00", state: "added to your credit" });
    const advisor = paymentDetails(asAdvisor(refunded), maya, NOW);
    expect(advisor.refunds.map((r) => r.label)).toEqual(["A$95.00 back to Lena's card"]);
    expect(advisor.creditBack).toEqual({ amount: "A$5.00", state: "back as the learner's credit" });
  });
  it("keeps a refund reason the API already put in words", () => {
    const booking = confirmed({
      refunds: [
        { amount: 500, reason: "Refunded under the cancellation policy.", status: "succeeded", createdAt: "2026-05-01T07:00:00.000Z" },
      ],
    });
    expect(paymentDetails(booking, lena, NOW).refunds[0]).toMatchObject({
      reason: "Refunded under the cancellation policy.",
      state: "refunded",
    });
  });
  it.each([
    ["scheduled", "2026-05-12T07:00:00.000Z", "Scheduled for Tue 12 May", null],
    ["on-hold", null, "On hold until you add payout details", "Add payout details"],
    ["succeeded", null, "Paid", null],
    ["failed", null, "Failed: please check your payout details", "Check payout details"],
  ] as const)("tells the advisor a %s payout", (status, dueAtUtc, state, settings) => {
    const booking = asAdvisor(
      confirmed({ status: "charged", charged: 11500, payout: { amount: 10000, status, dueAtUtc } }, { status: "completed" }),
    );
    expect(paymentDetails(booking, maya, NOW).payout).toEqual({ amount: "A$100.00", state, settings });
  });
  it("says a scheduled payout waits for the advisor's payout details while they have none, and links to them", () => {
    const booking = asAdvisor(
      confirmed(
        { status: "charged", charged: 11500, payout: { amount: 10000, status: "scheduled", dueAtUtc: "2026-05-12T07:00:00.000Z" } },
        { status: "completed" },
      ),
    );
    expect(paymentDetails(booking, maya, NOW, false).payout).toEqual({
      amount: "A$100.00",
      state: "Scheduled for Tue 12 May, once you add your payout details",
      settings: "Add payout details",
    });
    const early = asAdvisor(confirmed({ status: "charged", charged: 11500 }));
    expect(paymentDetails(early, maya, NOW, false).note).toBe(
      "You're paid about a week after the session is completed, once you add your payout details.",
    );
  });
  it("shows the payout to the advisor only, and when it comes before there is one", () => {
    const booking = confirmed({ status: "charged", charged: 11500, payout: { amount: 10000, status: "scheduled", dueAtUtc: null } });
    expect(paymentDetails(asLearner(booking), lena, NOW).payout).toBeNull();
    const early = asAdvisor(confirmed({ status: "charged", charged: 11500 }));
    expect(paymentDetails(early, maya, NOW).note).toBe("You're paid about a week after the session is completed.");
    expect(paymentDetails(asLearner(early), lena, NOW).note).toBeNull();
  });
});

describe("dates and cards", () => {
  it("writes a day in the zone, with the year when it isn't this one", () => {
    expect(formatDay("2026-05-01T23:30:00.000Z", "Australia/Sydney", NOW)).toBe("Sat 2 May");
    expect(formatDay("2026-05-01T23:30:00.000Z", "Europe/London", NOW)).toBe("Sat 2 May");
    expect(formatDay("2026-05-01T21:30:00.000Z", "Europe/London", NOW)).toBe("Fri 1 May");
    expect(formatDay("2027-01-04T10:00:00.000Z", "Europe/London", NOW)).toBe("Mon 4 Jan 2027");
  });
  it("starts the card choice on one that isn't the default", () => {
    expect(
      firstOtherCard([
        { id: "a", isDefault: true },
        { id: "b", isDefault: false },
      ]),
    ).toBe("b");
    expect(firstOtherCard([{ id: "a", isDefault: true }])).toBe("a");
    expect(firstOtherCard([])).toBe("");
  });
});
