import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookingDtoSchema } from "@kora/shared/contracts/bookings.ts";
import { bookingScenario, DAY, ledger } from "../../test/booking-scenario.ts";
import type { FakeStripe } from "../../test/fake-stripe/index.ts";
import { dataOf, type TestApp } from "../../test/harness.ts";
import { enablePayouts, paymentsTestApp } from "../../test/payments-fixtures.ts";
import { completeSession, intentsOf, mailSubjects, postsFor } from "../../test/payments-scenarios.ts";
import { reconcile } from "./reconcile.ts";

// A 60-minute session on the scenario's card: 50.00 + 15% admin fee = 57.50.
const TOTAL = 5750;
const ADVISOR_FEE = 5000;
const MINUTE = 60_000;

describe("reconciling with Stripe", () => {
  let t: TestApp;
  let fake: FakeStripe;
  let close: () => Promise<void>;
  beforeEach(async () => {
    const started = await paymentsTestApp("stripe");
    ({ t, close } = started);
    fake = started.fake!;
  });
  afterEach(() => close());

  it("reads back a charge whose webhook never came, and carries it onto the booking", async () => {
    const s = await bookingScenario(t, { testCard: "4000002760003184" });
    const booking = await s.confirmed(72);
    expect(booking.payment.status).toBe("action-required");
    // The learner passed the bank's check in the browser; the webhook got lost and the tab closed.
    fake.authenticate(intentsOf(fake, booking.id)[0]!.id as string);

    // Too fresh to question yet.
    t.clock.advance(5 * MINUTE);
    expect(await reconcile(t.services)).toMatchObject({ fixed: 0 });
    expect((await s.get(s.learner.cookie, booking.id)).payment.status).toBe("action-required");

    t.clock.advance(15 * MINUTE);
    expect(await reconcile(t.services)).toMatchObject({ checked: 1, fixed: 1, flagged: 0 });
    const after = await s.get(s.learner.cookie, booking.id);
    expect(after).toMatchObject({ status: "confirmed", payment: { status: "charged", charged: TOTAL, dueAtUtc: null } });
    expect(await ledger(t, booking.id)).toMatchObject({ charged: TOTAL });

    // The payment deadline passes without cancelling a paid booking, and a second pass finds nothing to do.
    t.clock.now = new Date(Date.parse(booking.payment.dueAtUtc!) + MINUTE);
    await t.services.jobs.runDue();
    expect((await s.get(s.learner.cookie, booking.id)).status).toBe("confirmed");
    expect(await reconcile(t.services)).toEqual({ checked: 0, fixed: 0, flagged: 0 });
    expect(await mailSubjects(t, s.learner.user.email!)).toContain("Payment complete for the session with Avery");
    expect(intentsOf(fake, booking.id)).toHaveLength(1);
  });

  it("sends a refund Stripe failed with 500 once Stripe recovers: one refund at Stripe", async () => {
    const s = await bookingScenario(t);
    const booking = await s.confirmed(72);
    // Every try of the cancel's refund and of its first retry fails (the SDK retries twice itself).
    fake.failNext("/v1/refunds", { status: 500 }, 6);
    const cancel = await s.act(s.advisor.cookie, booking.id, "cancel", { cancelReason: "emergency" });
    expect(cancel.status).toBe(200);
    expect((await dataOf(cancel, bookingDtoSchema)).payment).toMatchObject({ status: "refunded", refunded: TOTAL });
    await t.services.jobs.runDue();
    const pending = (await ledger(t, booking.id)).records.find((r) => r.kind === "refund");
    expect(pending).toMatchObject({ status: "pending", provider_ref: null, amount: TOTAL });
    expect(fake.objects.refunds.size).toBe(0);

    // Stripe is back; reconciliation finds the refund still unsent and the queue sends it.
    t.clock.advance(20 * MINUTE);
    expect((await reconcile(t.services)).fixed).toBeGreaterThanOrEqual(1);
    await t.services.jobs.runDue();
    t.clock.advance(20 * MINUTE);
    await reconcile(t.services);
    await t.services.jobs.runDue();

    const sent = (await ledger(t, booking.id)).records.find((r) => r.kind === "refund");
    expect(sent).toMatchObject({ id: pending!.id, status: "succeeded", amount: TOTAL });
    const [refund] = [...fake.objects.refunds.values()];
    expect(fake.objects.refunds.size).toBe(1);
    expect(refund).toMatchObject({ amount: TOTAL, payment_intent: intentsOf(fake, booking.id)[0]!.id });
    expect(sent!.provider_ref).toBe(refund!.id);
    const tries = postsFor(fake, "/v1/refunds", booking.id);
    expect(tries).toHaveLength(7); // six refused, one sent; nothing after it succeeded
    expect(new Set(tries.map((r) => r.idempotencyKey))).toEqual(new Set([`booking:${booking.id}:refund`]));
  });

  it("runs a transfer whose job was lost, once", async () => {
    const s = await bookingScenario(t);
    await enablePayouts(t, fake, s.advisor.cookie);
    const booking = await s.confirmed(3);
    await completeSession(t, s, booking);
    const deleted = await t.services.db.deleteFrom("jobs").where("kind", "=", "payments.transfer").executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(1n);

    t.clock.advance(7 * DAY + 5 * MINUTE);
    await t.services.jobs.runDue();
    expect((await ledger(t, booking.id)).transferred).toBe(0); // the job is gone: nothing ran it

    t.clock.advance(10 * MINUTE);
    expect((await reconcile(t.services)).fixed).toBe(1);
    await t.services.jobs.runDue();
    expect(await ledger(t, booking.id)).toMatchObject({ transferred: ADVISOR_FEE });
    expect([...fake.objects.transfers.values()].map((tr) => tr.amount)).toEqual([ADVISOR_FEE]);

    t.clock.advance(20 * MINUTE);
    expect(await reconcile(t.services)).toEqual({ checked: 0, fixed: 0, flagged: 0 });
    await t.services.jobs.runDue();
    expect(fake.objects.transfers.size).toBe(1);
  });
});
