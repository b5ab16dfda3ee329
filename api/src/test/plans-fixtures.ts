import { type PlanDto, subscriptionListSchema } from "@kora/shared/contracts/plans.ts";
import { meSchema } from "@kora/shared/contracts/users.ts";
import type { FakeStripe } from "./fake-stripe/index.ts";
import { signedEvent } from "./fake-stripe/index.ts";
import { dataOf, type TestApp } from "./harness.ts";
import { STRIPE_ENV } from "./payments-fixtures.ts";

/** The caller's plans, and which one is current. */
export async function plansOf(t: TestApp, cookie: string) {
  const listed = await dataOf(await t.call("GET", "/api/subscriptions", { cookie }), subscriptionListSchema);
  const plans = listed.filter((plan): plan is PlanDto => plan.audience === "person");
  return { plans, current: plans.find((plan) => plan.current)!.id, plus: plans.find((plan) => plan.id === "plus")! };
}

/** The slugs `/api/me` reports (what the badge, fees and meeting sizes read). */
export async function mySlugs(t: TestApp, cookie: string): Promise<string[]> {
  return (await dataOf(await t.call("GET", "/api/me", { cookie }), meSchema)).planSubscriptions;
}

export const subscribePlus = (t: TestApp, cookie: string) => t.call("POST", "/api/subscriptions/plus/subscribe", { cookie, body: {} });
export const downgrade = (t: TestApp, cookie: string, plan = "plus") => t.call("PUT", `/api/subscriptions/${plan}/unsubscribe`, { cookie });

/** Delivers Stripe's events for a subscription's period ending now (the app's clock), signed, to the webhook. */
export async function endStripePeriod(t: TestApp, fake: FakeStripe, stripeId: string, options: { lastRetry?: boolean } = {}) {
  const events = fake.endPeriod(stripeId, Math.floor(t.clock.now.getTime() / 1000), options);
  for (const event of events) {
    const { body, signature } = signedEvent(event, STRIPE_ENV.STRIPE_WEBHOOK_SECRET);
    const response = await t.app.request("/api/webhooks/stripe", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body,
    });
    if (response.status !== 200) throw new Error(`webhook ${event.type} failed: ${response.status} ${await response.text()}`);
  }
  return events.map((event) => event.type);
}
