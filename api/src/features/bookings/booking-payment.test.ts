import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type BookingDto, bookingDtoSchema } from "@kora/shared/contracts/bookings.ts";
import { addCard, bookingScenario, HOUR, ledger } from "../../test/booking-scenario.ts";
import { type FakeStripe, signedEvent } from "../../test/fake-stripe/index.ts";
import { dataOf, errorOf, recordingSocket, type TestApp } from "../../test/harness.ts";
import { PROVIDERS, paymentsTestApp, STRIPE_ENV } from "../../test/payments-fixtures.ts";
import { eventNames, intentsOf, listen, mailSubjects, postsFor } from "../../test/payments-scenarios.ts";

// A 60-minute session on the scenario's card: 50.00 + 15% admin fee = 57.50.
const TOTAL = 5750;
const NEEDS_AUTH = "4000002760003184";
const DECLINED = "4000000000000002";

describe.each(PROVIDERS)("paying a confirmed booking on the %s provider", (provider) => {
  let t: TestApp;
  let fake: FakeStripe | null;
  let close: () => Promise<void>;
  beforeEach(async () => ({ t, fake, close } = await paymentsTestApp(provider)));
  afterEach(() => close());

  type Scenario = Awaited<ReturnType<typeof bookingScenario>>;
  const pay = (s: Scenario, id: string, paymentMethodId: string | null = null, cookie = s.learner.cookie) =>
    t.call("POST", `/api/bookings/${id}/pay`, { cookie, body: { paymentMethodId } });
  /** What the learner's browser does for the bank's check before calling pay (Stripe.js; on the ledger, pay itself is the check). */
  const passBankCheck = (bookingId: string) => {
    if (fake) fake.authenticate(intentsOf(fake, bookingId)[0]!.id as string);
  };
  /** A booking confirmed by the advisor on a card that needs the bank's check, with both sides listening. */
  const confirmedUnpaid = async () => {
    const s = await bookingScenario(t, { testCard: NEEDS_AUTH });
    const sockets = {
      learner: listen(t, recordingSocket("lena", s.learner.user.id)),
      advisor: listen(t, recordingSocket("avery", s.advisor.user.id)),
    };
    const request = await s.requested([s.inHours(72)]);
    const confirm = await s.act(s.advisor.cookie, request.id, "confirm", { time: request.bookingTimesSuggested[0]!.timestampUtc });
    expect(confirm.status).toBe(200);
    const asAdvisor = await dataOf(confirm, bookingDtoSchema);
    return { s, sockets, asAdvisor, booking: await s.get(s.learner.cookie, request.id) };
  };

  it("keeps a booking whose card needs the bank's check confirmed but unpaid, tells both, and the learner completes it", async () => {
    const { s, sockets, asAdvisor, booking } = await confirmedUnpaid();
    expect(asAdvisor).toMatchObject({ status: "confirmed", payment: { status: "action-required", clientSecret: null } });
    expect(booking.status).toBe("confirmed");
    expect(booking.payment).toMatchObject({
      status: "action-required",
      charged: 0,
      failure: "Your bank asks you to confirm this payment.",
      dueAtUtc: new Date(t.clock.now.getTime() + 24 * HOUR).toISOString(),
    });
    if (fake) expect(booking.payment.clientSecret).toBe(intentsOf(fake, booking.id)[0]!.client_secret);
    else expect(booking.payment.clientSecret).toBeNull();
    expect((await s.get(s.advisor.cookie, booking.id)).payment.clientSecret).toBeNull();
    // Nobody joins an unpaid session.
    expect((await s.act(s.advisor.cookie, booking.id, "join")).status).toBe(409);

    await t.services.jobs.runDue();
    expect(await mailSubjects(t, s.learner.user.email!)).toContain("Action needed: complete your payment for the session with Avery");
    expect(await mailSubjects(t, s.advisor.user.email!)).toContain("Waiting for Lena's payment");
    expect(eventNames(sockets.learner.frames)).toContain("PaymentRequired");
    expect(eventNames(sockets.advisor.frames)).toContain("PaymentRequired");

    // Only the learner pays.
    expect((await pay(s, booking.id, null, s.advisor.cookie)).status).toBe(403);
    if (fake) {
      // Calling pay before the browser finished the bank's check changes nothing.
      const early = await dataOf(await pay(s, booking.id), bookingDtoSchema);
      expect(early.payment).toMatchObject({ status: "action-required", charged: 0 });
    }
    passBankCheck(booking.id);
    const paid = await dataOf(await pay(s, booking.id), bookingDtoSchema);
    expect(paid.payment).toMatchObject({ status: "charged", charged: TOTAL, failure: null, dueAtUtc: null, clientSecret: null });
    expect(await ledger(t, booking.id)).toMatchObject({ charged: TOTAL, refunded: 0 });
    if (fake) expect(intentsOf(fake, booking.id).map((pi) => [pi.status, pi.amount])).toEqual([["succeeded", TOTAL]]);
    else expect((await ledger(t, booking.id)).rows.map((r) => [r.kind, r.amount])).toEqual([["charge", TOTAL]]);

    await t.services.jobs.runDue();
    expect(await mailSubjects(t, s.advisor.user.email!)).toContain("Payment complete for the session with Lena");
    expect(eventNames(sockets.learner.frames)).toContain("PaymentCompleted");
    const again = await pay(s, booking.id);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe("This booking is already paid.");
  });

  it("cancels an unpaid booking at its deadline, charging nothing and telling both", async () => {
    const { s, sockets, booking } = await confirmedUnpaid();
    const due = Date.parse(booking.payment.dueAtUtc!);
    t.clock.now = new Date(due - 60_000);
    await t.services.jobs.runDue();
    expect((await s.get(s.learner.cookie, booking.id)).status).toBe("confirmed");

    t.clock.now = new Date(due);
    await t.services.jobs.runDue();
    const after = await s.get(s.learner.cookie, booking.id);
    expect(after).toMatchObject({ status: "cancelled-confirmed", cancelReason: "payment-not-completed" });
    expect(after.cancelMessage).toMatch(/Nothing was charged/);
    expect(await ledger(t, booking.id)).toMatchObject({ charged: 0, refunded: 0, paidOut: 0 });
    if (fake) expect([...fake.objects.charges.values()].filter((c) => c.paid)).toEqual([]);
    expect(await mailSubjects(t, s.learner.user.email!)).toContain("Booking with Avery cancelled");
    expect(await mailSubjects(t, s.advisor.user.email!)).toContain("Booking with Lena cancelled");
    expect(eventNames(sockets.learner.frames)).toContain("CancelledConfirmed");
    expect(eventNames(sockets.advisor.frames)).toContain("CancelledConfirmed");

    // Too late to pay now.
    passBankCheck(booking.id);
    expect((await pay(s, booking.id)).status).toBe(409);
    expect((await ledger(t, booking.id)).charged).toBe(0);
  });

  it("lets a payment made a minute before the deadline stand: the deadline then does nothing", async () => {
    const { s, sockets, booking } = await confirmedUnpaid();
    const due = Date.parse(booking.payment.dueAtUtc!);
    t.clock.now = new Date(due - 60_000);
    passBankCheck(booking.id);
    expect((await dataOf(await pay(s, booking.id), bookingDtoSchema)).payment.status).toBe("charged");
    t.clock.now = new Date(due + 60_000);
    await t.services.jobs.runDue();
    expect(await s.get(s.learner.cookie, booking.id)).toMatchObject({
      status: "confirmed",
      cancelReason: null,
      payment: { status: "charged", charged: TOTAL },
    });
    expect(eventNames(sockets.learner.frames)).not.toContain("CancelledConfirmed");
    expect((await mailSubjects(t, s.learner.user.email!)).filter((m) => m.includes("cancelled"))).toEqual([]);
  });

  it("asks for another card after a decline, and the new card pays", async () => {
    const s = await bookingScenario(t, { testCard: DECLINED });
    const booking: BookingDto = await s.confirmed(72);
    expect(booking).toMatchObject({ status: "confirmed", payment: { status: "failed", failure: "Your card was declined.", charged: 0 } });
    expect(booking.payment.dueAtUtc).not.toBeNull();
    const retried = await pay(s, booking.id);
    expect(retried.status).toBe(409);
    expect((await errorOf(retried)).message).toBe("This card was declined: choose another card.");
    const poor = await addCard(t, s.learner.cookie, "4000000000009995");
    expect((await dataOf(await pay(s, booking.id, poor), bookingDtoSchema)).payment).toMatchObject({
      status: "failed",
      failure: "Your card has insufficient funds.",
      dueAtUtc: booking.payment.dueAtUtc, // a retry never extends the deadline
    });
    const good = await addCard(t, s.learner.cookie, "4242424242424242");
    expect((await dataOf(await pay(s, booking.id, good), bookingDtoSchema)).payment).toMatchObject({ status: "charged", charged: TOTAL });
    expect(await ledger(t, booking.id)).toMatchObject({ charged: TOTAL });
  });

  it("charges once when ten pay calls with a new card race on a declined booking", async () => {
    const s = await bookingScenario(t, { testCard: DECLINED });
    const booking: BookingDto = await s.confirmed(72);
    expect(booking.payment.status).toBe("failed");
    const good = await addCard(t, s.learner.cookie, "4242424242424242");
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay(s, booking.id, good)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(statuses).toContain(200);
    for (const answer of answers.filter((r) => r.status === 409))
      expect((await errorOf(answer)).message).toBe("This booking is already paid.");

    const after = await s.get(s.learner.cookie, booking.id);
    expect(after.payment).toMatchObject({ status: "charged", charged: TOTAL });
    const { records, rows, charged } = await ledger(t, booking.id);
    expect(charged).toBe(TOTAL);
    expect(records.filter((r) => r.kind === "charge" && r.status === "succeeded")).toHaveLength(1);
    if (fake) expect(intentsOf(fake, booking.id).filter((pi) => pi.status === "succeeded")).toHaveLength(1);
    else expect(rows.filter((r) => r.kind === "charge")).toHaveLength(1);
    await t.services.jobs.runDue();
    expect((await mailSubjects(t, s.learner.user.email!)).filter((m) => m.startsWith("Payment complete"))).toHaveLength(1);
  });
});

describe("paying on Stripe when Stripe misbehaves or answers late", () => {
  let t: TestApp;
  let fake: FakeStripe;
  let close: () => Promise<void>;
  beforeEach(async () => {
    const started = await paymentsTestApp("stripe");
    ({ t, close } = started);
    fake = started.fake!;
  });
  afterEach(() => close());

  it("confirms while Stripe is down, then charges exactly once with one idempotency key when it's back", async () => {
    const s = await bookingScenario(t);
    const request = await s.requested([s.inHours(72)]);
    fake.failNext("/v1/payment_intents", { status: 500 }, 10);
    const confirm = await s.act(s.advisor.cookie, request.id, "confirm", { time: request.bookingTimesSuggested[0]!.timestampUtc });
    expect(confirm.status).toBe(200);
    expect(await dataOf(confirm, bookingDtoSchema)).toMatchObject({ status: "confirmed", payment: { status: "pending", charged: 0 } });
    expect(intentsOf(fake, request.id)).toEqual([]);

    // The retry job backs off; the clock moves on until Stripe answers.
    for (let round = 0; round < 8 && (await s.get(s.learner.cookie, request.id)).payment.status === "pending"; round++) {
      t.clock.advance(5 * 60_000);
      await t.services.jobs.runDue();
    }
    expect((await s.get(s.learner.cookie, request.id)).payment).toMatchObject({ status: "charged", charged: TOTAL });
    const attempts = postsFor(fake, "/v1/payment_intents", request.id);
    expect(attempts.length).toBe(11); // ten refused, then the one that went through
    expect(new Set(attempts.map((r) => r.idempotencyKey))).toEqual(new Set([`booking:${request.id}:charge:1`]));
    expect(intentsOf(fake, request.id).map((pi) => [pi.status, pi.amount])).toEqual([["succeeded", TOTAL]]);
    expect(await ledger(t, request.id)).toMatchObject({ charged: TOTAL });

    // Nothing more happens later.
    t.clock.advance(HOUR);
    await t.services.jobs.runDue();
    expect(postsFor(fake, "/v1/payment_intents", request.id)).toHaveLength(11);
  });

  it("refunds in full a payment that succeeds after the booking was cancelled", async () => {
    const s = await bookingScenario(t, { testCard: NEEDS_AUTH });
    const booking = await s.confirmed(72);
    expect(booking.payment.status).toBe("action-required");
    const cancel = await s.act(s.advisor.cookie, booking.id, "cancel", { cancelReason: "emergency" });
    expect((await dataOf(cancel, bookingDtoSchema)).status).toBe("cancelled-confirmed");
    expect(await ledger(t, booking.id)).toMatchObject({ charged: 0, refunded: 0 });

    // The learner's tab still had the bank's check open and finished it; Stripe tells us.
    const [intent] = intentsOf(fake, booking.id);
    fake.authenticate(intent!.id as string);
    const event = {
      id: "evt_late_success",
      object: "event",
      type: "payment_intent.succeeded",
      created: Math.floor(Date.now() / 1000),
      data: { object: fake.objects.paymentIntents.get(intent!.id as string) },
    };
    const { body, signature } = signedEvent(event, STRIPE_ENV.STRIPE_WEBHOOK_SECRET);
    const deliver = () =>
      t.app.request("/api/webhooks/stripe", {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        body,
      });
    expect((await deliver()).status).toBe(200);
    expect((await deliver()).status).toBe(200); // Stripe delivers again: still one refund

    const after = await s.get(s.learner.cookie, booking.id);
    expect(after.status).toBe("cancelled-confirmed");
    expect(after.payment).toMatchObject({ status: "refunded", charged: TOTAL, refunded: TOTAL });
    expect(after.payment.refunds).toEqual([
      expect.objectContaining({ amount: TOTAL, status: "succeeded", reason: expect.stringMatching(/full refund/) }),
    ]);
    expect(await ledger(t, booking.id)).toMatchObject({ charged: TOTAL, refunded: TOTAL, paidOut: 0 });
    expect([...fake.objects.refunds.values()].map((r) => [r.payment_intent, r.amount])).toEqual([[intent!.id, TOTAL]]);
  });
});
