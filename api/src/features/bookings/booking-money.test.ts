import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { paymentMethodSchema } from "@kora/shared/contracts/availability.ts";
import { bookingDtoSchema, joinResponseSchema } from "@kora/shared/contracts/bookings.ts";
import { createTestApp, dataOf, type TestApp } from "../../test/harness.ts";
import { addCard, bookingScenario, HOUR, ledger } from "../../test/booking-scenario.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

// A marketplace card at 25.00 per 30 minutes: a 60-minute session is 50.00 + 15% admin fee = 57.50.
const TOTAL = 5750;
const ADVISOR_FEE = 5000;
const ADMIN_FEE = 750;

describe("charges and refunds", () => {
  it("never charges a request that ends unconfirmed", async () => {
    const s = await bookingScenario(t);
    const booking = await s.requested([s.inHours(50)]);
    const cancelled = await s.act(s.learner.cookie, booking.id, "cancel", { cancelReason: "schedule-conflict" });
    expect((await dataOf(cancelled, bookingDtoSchema)).status).toBe("cancelled-provisional");
    expect(await ledger(t, booking.id)).toMatchObject({ charged: 0, refunded: 0 });
  });

  it.each([
    ["learner, days ahead: the fees are the penalty", "learner", 72, ADVISOR_FEE, 0],
    ["learner, within 24 hours: no refund, the advisor is paid", "learner", 20, 0, ADVISOR_FEE],
    ["advisor: full refund", "advisor", 72, TOTAL, 0],
  ] as const)("settles a confirmed booking cancelled by the %s", async (_name, who, hoursAhead, refund, payout) => {
    const s = await bookingScenario(t);
    const booking = await s.confirmed(hoursAhead);
    const cookie = who === "learner" ? s.learner.cookie : s.advisor.cookie;
    const response = await s.act(cookie, booking.id, "cancel", { cancelReason: "emergency", cancelMessage: "Sorry!" });
    expect(await dataOf(response, bookingDtoSchema)).toMatchObject({
      status: "cancelled-confirmed",
      cancelReason: "emergency",
      cancelMessage: "Sorry!",
    });
    expect(await ledger(t, booking.id)).toMatchObject({ charged: TOTAL, refunded: refund, paidOut: payout });
  });

  it("keeps only the admin fee when the other side can't accept a reschedule", async () => {
    const s = await bookingScenario(t);
    const booking = await s.confirmed(72);
    const asked = await s.act(s.advisor.cookie, booking.id, "reschedule", {
      times: [s.inHours(100)],
      expiry: 48,
      message: "Something came up",
    });
    expect(await dataOf(asked, bookingDtoSchema)).toMatchObject({
      status: "suggested-times",
      rescheduledBy: s.advisor.user.id,
      awaitingFrom: "learner",
    });
    const declined = await s.act(s.learner.cookie, booking.id, "cancel", { cancelReason: "schedule-conflict" });
    expect((await dataOf(declined, bookingDtoSchema)).status).toBe("cancelled-confirmed");
    expect(await ledger(t, booking.id)).toMatchObject({ charged: TOTAL, refunded: TOTAL - ADMIN_FEE });
  });

  it("treats withdrawing your own reschedule as your cancellation", async () => {
    const s = await bookingScenario(t);
    const booking = await s.confirmed(72);
    await s.act(s.learner.cookie, booking.id, "reschedule", { times: [s.inHours(100)], expiry: 48 });
    await s.act(s.learner.cookie, booking.id, "cancel", { cancelReason: "no-longer-needed" });
    expect(await ledger(t, booking.id)).toMatchObject({ charged: TOTAL, refunded: ADVISOR_FEE });
  });

  it("counts a late reschedule nobody answered as the rescheduler's cancellation, answered before the old start", async () => {
    const s = await bookingScenario(t);
    const booking = await s.confirmed(20);
    const asked = await dataOf(
      await s.act(s.advisor.cookie, booking.id, "reschedule", { times: [s.inHours(100)], expiry: 48 }),
      bookingDtoSchema,
    );
    expect(asked.requestExpiresAtUtc).toBe(booking.bookingTimeUtc);
    t.clock.advance(20 * HOUR);
    await t.services.jobs.runDue();
    expect((await s.get(s.learner.cookie, booking.id)).status).toBe("cancelled-confirmed");
    expect(await ledger(t, booking.id)).toMatchObject({ charged: TOTAL, refunded: TOTAL, paidOut: 0 });
  });

  it("moves an accepted reschedule without charging again", async () => {
    const s = await bookingScenario(t);
    const booking = await s.confirmed(72);
    await s.act(s.learner.cookie, booking.id, "reschedule", { times: [s.inHours(100), s.inHours(120)], expiry: 48 });
    const accepted = await s.act(s.advisor.cookie, booking.id, "confirm", { time: s.inHours(120) });
    expect(await dataOf(accepted, bookingDtoSchema)).toMatchObject({
      status: "confirmed",
      bookingTimeUtc: s.inHours(120),
      rescheduledBy: null,
    });
    expect(await ledger(t, booking.id)).toMatchObject({ charged: TOTAL, refunded: 0 });
  });

  it("confirms with a declined card but leaves it unpaid until the learner pays with another", async () => {
    const s = await bookingScenario(t, { testCard: "4000000000000002" });
    const booking = await s.requested([s.inHours(50)]);
    const response = await s.act(s.advisor.cookie, booking.id, "confirm", { time: s.inHours(50) });
    expect(response.status).toBe(200);
    expect(await s.get(s.learner.cookie, booking.id)).toMatchObject({
      status: "confirmed",
      payment: { status: "failed", failure: "Your card was declined.", dueAtUtc: s.inHours(24) },
    });
    expect((await s.act(s.learner.cookie, booking.id, "join")).status).toBe(409);
    const good = await addCard(t, s.learner.cookie, "4242424242424242");
    expect((await s.act(s.advisor.cookie, booking.id, "pay", { paymentMethodId: good })).status).toBe(403);
    expect((await s.act(s.learner.cookie, booking.id, "pay", { paymentMethodId: null })).status).toBe(409);
    const paid = await dataOf(await s.act(s.learner.cookie, booking.id, "pay", { paymentMethodId: good }), bookingDtoSchema);
    expect(paid.payment).toMatchObject({ status: "charged", charged: TOTAL, failure: null, dueAtUtc: null });
    expect(await ledger(t, booking.id)).toMatchObject({ charged: TOTAL });
    expect((await s.act(s.learner.cookie, booking.id, "pay", { paymentMethodId: good })).status).toBe(409);
  });

  it("charges nothing for free cards and pro bono sessions", async () => {
    const free = await bookingScenario(t, { card: { rate: 0 }, testCard: null });
    const booking = await free.requested([free.inHours(50)], { paymentMethodId: null });
    expect((await free.act(free.advisor.cookie, booking.id, "confirm", { time: free.inHours(50) })).status).toBe(200);
    expect(await ledger(t, booking.id)).toMatchObject({ charged: 0 });
  });

  it("refuses real card numbers in the built-in ledger", async () => {
    const s = await bookingScenario(t);
    const response = await t.call("POST", "/api/me/payment-methods", {
      cookie: s.learner.cookie,
      body: { number: "4111 1111 1111 1111", expMonth: 1, expYear: 2031, cvc: "123" },
    });
    expect(response.status).toBe(422);
    const saved = await dataOf(await t.call("GET", "/api/me/payment-methods", { cookie: s.learner.cookie }), z.array(paymentMethodSchema));
    expect(saved.map((m) => m.last4)).toEqual(["4242"]);
  });
});

describe("attendance after the start", () => {
  const attend = async (s: Awaited<ReturnType<typeof bookingScenario>>, id: string, cookie: string, minutes: number) => {
    for (let elapsed = 0; elapsed <= minutes * 60; elapsed += 30) {
      expect((await s.act(cookie, id, "join")).status).toBe(200);
      t.clock.advance(30_000);
    }
  };

  it.each([
    ["both joined: completed, advisor paid", true, true, "completed", 0, ADVISOR_FEE],
    ["advisor missing: full refund", false, true, "expired-advisor-no-show", TOTAL, 0],
    ["learner missing: advisor paid", true, false, "expired-learner-no-show", 0, ADVISOR_FEE],
    ["both missing: no refund", false, false, "expired-both-no-show", 0, 0],
  ] as const)("%s", async (_name, advisorJoins, learnerJoins, status, refund, payout) => {
    const s = await bookingScenario(t);
    const booking = await s.confirmed(3);
    t.clock.advance(3 * HOUR - 5 * 60_000);
    if (advisorJoins) await attend(s, booking.id, s.advisor.cookie, 2);
    t.clock.now = new Date(Date.parse(booking.bookingTimeUtc!) - 5 * 60_000);
    if (learnerJoins) await attend(s, booking.id, s.learner.cookie, 2);
    t.clock.now = new Date(Date.parse(booking.bookingTimeUtc!) + 61 * 60_000);
    await t.services.jobs.runDue();
    expect((await s.get(s.learner.cookie, booking.id)).status).toBe(status);
    expect(await ledger(t, booking.id)).toMatchObject({ charged: TOTAL, refunded: refund, paidOut: payout });
  });

  it("does not count 59 seconds as attending, and closes joining 30 minutes after the start", async () => {
    const s = await bookingScenario(t);
    const booking = await s.confirmed(3);
    const start = Date.parse(booking.bookingTimeUtc!);
    t.clock.now = new Date(start - 61 * 60_000);
    expect((await s.act(s.learner.cookie, booking.id, "join")).status).toBe(409);
    t.clock.now = new Date(start);
    await s.act(s.advisor.cookie, booking.id, "join");
    t.clock.advance(59_000);
    const second = await dataOf(await s.act(s.advisor.cookie, booking.id, "join"), joinResponseSchema);
    expect(second.secondsInCall).toBe(59);
    t.clock.now = new Date(start + 31 * 60_000);
    expect((await s.act(s.advisor.cookie, booking.id, "join")).status).toBe(409);
    await t.services.jobs.runDue();
    expect((await s.get(s.advisor.cookie, booking.id)).status).toBe("expired-both-no-show");
  });
});
