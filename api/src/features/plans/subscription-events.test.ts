import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCard } from "../../test/booking-scenario.ts";
import { type FakeStripe, signedEvent } from "../../test/fake-stripe/index.ts";
import { makeUser } from "../../test/factories.ts";
import type { TestApp } from "../../test/harness.ts";
import { paymentsTestApp, STRIPE_ENV } from "../../test/payments-fixtures.ts";
import { mailSubjects } from "../../test/payments-scenarios.ts";
import { plansOf, subscribePlus } from "../../test/plans-fixtures.ts";

describe("Stripe Billing's webhooks, late and repeated", () => {
  let t: TestApp;
  let fake: FakeStripe;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const world = await paymentsTestApp("stripe");
    ({ t, close } = world);
    fake = world.fake!;
  });
  afterAll(() => close());

  const deliver = async (event: object) => {
    const { body, signature } = signedEvent(event, STRIPE_ENV.STRIPE_WEBHOOK_SECRET);
    return t.app.request("/api/webhooks/stripe", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body,
    });
  };
  const subscriptionEvent = (id: string, created: number, status: string) => {
    const object = structuredClone(fake.objects.subscriptions.get(id)!);
    return {
      id: `evt_${status}_${created}`,
      object: "event",
      type: "customer.subscription.updated",
      created,
      account: null,
      livemode: false,
      data: { object: { ...object, status } },
    };
  };

  it("never lets an older event overwrite a newer state, and applies a repeated invoice failure once", async () => {
    t.clock.now = new Date("2027-08-01T10:00:00Z");
    const una = await makeUser(t, { firstName: "Una" });
    await addCard(t, una.cookie, "4242424242424242");
    expect((await subscribePlus(t, una.cookie)).status).toBe(201);
    const stripeId = [...fake.objects.subscriptions.keys()].at(-1)!;
    const base = Math.floor(t.clock.now.getTime() / 1000);

    expect((await deliver(subscriptionEvent(stripeId, base + 20, "past_due"))).status).toBe(200);
    expect((await deliver(subscriptionEvent(stripeId, base + 10, "active"))).status).toBe(200);
    expect((await plansOf(t, una.cookie)).plus.subscription?.status).toBe("past_due");

    const failed = {
      id: "evt_invoice_failed_1",
      object: "event",
      type: "invoice.payment_failed",
      created: base + 30,
      account: null,
      livemode: false,
      data: {
        object: {
          id: "in_test_1",
          object: "invoice",
          amount_due: 1200,
          currency: "usd",
          attempt_count: 1,
          billing_reason: "subscription_cycle",
          period_start: base,
          period_end: base + 30,
          next_payment_attempt: base + 3 * 86_400,
          parent: { type: "subscription_details", subscription_details: { subscription: stripeId, metadata: {} } },
        },
      },
    };
    expect((await deliver(failed)).status).toBe(200);
    expect((await deliver({ ...failed, id: "evt_invoice_failed_again" })).status).toBe(200);
    await t.services.jobs.runDue();
    expect((await mailSubjects(t, una.user.email!)).filter((s) => s === "We couldn't renew your Plus plan")).toHaveLength(1);
    expect((await plansOf(t, una.cookie)).plus.subscription).toMatchObject({
      failedAttempts: 1,
      nextAttemptAt: "2027-08-04T10:00:00.000Z",
    });
  });
});
