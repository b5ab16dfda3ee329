import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookingScenario } from "../../test/booking-scenario.ts";
import { type FakeStripe, signedEvent } from "../../test/fake-stripe/index.ts";
import type { TestApp } from "../../test/harness.ts";
import { paymentsTestApp, STRIPE_ENV } from "../../test/payments-fixtures.ts";
import { intentsOf } from "../../test/payments-scenarios.ts";
import { concernsPlatform } from "./provider-events.ts";

const TOTAL = 5750;
const NEEDS_AUTH = "4000002760003184";
/** A connected account: some advisor's Express account, or any account connected to the platform. */
const CONNECTED = "acct_1ConnectedElsewhere";

let t: TestApp;
let fake: FakeStripe;
let close: () => Promise<void>;
beforeEach(async () => {
  const app = await paymentsTestApp("stripe");
  ({ t, close } = app);
  fake = app.fake!;
});
afterEach(() => close());

let serial = 0;
/** Delivers a correctly signed event, as Stripe sends a Connect event (`account`) or a platform one (`account: null`). */
async function deliver(type: string, object: Record<string, unknown>, account: string | null) {
  const event = { id: `evt_${++serial}`, object: "event", type, account, created: Math.floor(Date.now() / 1000), data: { object } };
  const { body, signature } = signedEvent(event, STRIPE_ENV.STRIPE_WEBHOOK_SECRET);
  const response = await t.app.request("/api/webhooks/stripe", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body,
  });
  // Acknowledged either way: a refused Connect event would only be retried by Stripe and then disable the endpoint.
  expect(response.status).toBe(200);
  return response.json();
}

/** A booking whose platform charge waits for the bank's check, with the PaymentIntent Stripe would now report as succeeded. */
async function unpaidBooking() {
  const s = await bookingScenario(t, { testCard: NEEDS_AUTH });
  const booking = await s.confirmed(72);
  const [intent] = intentsOf(fake, booking.id);
  const succeeded = fake.authenticate(intent!.id as string) as Record<string, unknown>;
  const payment = async () => (await s.get(s.learner.cookie, booking.id)).payment;
  return { s, booking, succeeded, payment };
}

describe("provider events from a connected account (event.account) never touch the platform's charges", () => {
  it("leaves a booking unpaid on a connected account's payment_intent.succeeded carrying its PaymentIntent's id", async () => {
    const { succeeded, payment } = await unpaidBooking();
    const answer = await deliver("payment_intent.succeeded", succeeded, CONNECTED);
    expect(await payment()).toMatchObject({ status: "action-required", charged: 0 });
    expect(answer).toMatchObject({ received: true, ignored: true });
    // The same object from the platform account is ours: the booking is paid.
    await deliver("payment_intent.succeeded", succeeded, null);
    expect(await payment()).toMatchObject({ status: "charged", charged: TOTAL });
  });

  it("lets no connected account's PaymentIntent claim a booking through its metadata", async () => {
    const { booking, payment } = await unpaidBooking();
    // Our own write of the PaymentIntent's id is what the metadata fallback waits for: make it look not yet written.
    const ours = await t.services.db.selectFrom("payments").select(["id", "provider_ref"]).where("booking_id", "=", booking.id).execute();
    await t.services.db.updateTable("payments").set({ provider_ref: null }).where("booking_id", "=", booking.id).execute();
    const theirs = { id: "pi_1TheirOwnIntent", object: "payment_intent", status: "succeeded", metadata: { booking_id: booking.id } };
    await deliver("payment_intent.succeeded", theirs, CONNECTED);
    const after = await t.services.db.selectFrom("payments").select(["id", "provider_ref"]).where("booking_id", "=", booking.id).execute();
    expect(after).toEqual(ours.map((row) => ({ ...row, provider_ref: null })));
    expect((await payment()).status).toBe("action-required");
  });

  it("records no refund and flags no dispute from a connected account's charge events", async () => {
    const s = await bookingScenario(t);
    const booking = await s.confirmed(72);
    const payment = async () => (await s.get(s.learner.cookie, booking.id)).payment;
    expect(await payment()).toMatchObject({ status: "charged", charged: TOTAL });
    const [intent] = intentsOf(fake, booking.id);
    const refund = { id: "re_1Connected", object: "refund", amount: TOTAL, currency: "aud", status: "succeeded" };
    const charge = {
      id: "ch_1Connected",
      object: "charge",
      payment_intent: intent!.id,
      amount_refunded: TOTAL,
      refunds: { object: "list", data: [refund] },
    };
    const dispute = { id: "dp_1Connected", object: "dispute", payment_intent: intent!.id, amount: TOTAL, reason: "fraudulent" };
    for (const type of ["charge.refunded", "charge.refund.updated"]) await deliver(type, charge, CONNECTED);
    await deliver("charge.dispute.created", dispute, CONNECTED);

    expect(await payment()).toMatchObject({ status: "charged", charged: TOTAL, refunded: 0, refunds: [] });
    const rows = await t.services.db.selectFrom("payments").select(["kind", "flagged"]).where("booking_id", "=", booking.id).execute();
    expect(rows).toEqual([{ kind: "charge", flagged: null }]);
    await t.services.jobs.runDue();
    const staffMail = await t.services.db
      .selectFrom("dev_mailbox")
      .select("subject")
      .where("subject", "like", "Payment disputed%")
      .execute();
    expect(staffMail).toEqual([]);

    // From the platform account the same refund is ours.
    await deliver("charge.refunded", charge, null);
    expect((await payment()).refunds).toEqual([expect.objectContaining({ amount: TOTAL, status: "succeeded" })]);
  });
});

describe("concernsPlatform: what a connected account's event may change", () => {
  it.each([
    ["payment_intent.succeeded", null, "pi_1", true],
    ["payment_intent.succeeded", CONNECTED, "pi_1", false],
    ["payment_intent.payment_failed", CONNECTED, "pi_1", false],
    ["charge.refunded", CONNECTED, "ch_1", false],
    ["charge.dispute.created", CONNECTED, "dp_1", false],
    ["setup_intent.succeeded", CONNECTED, "seti_1", false],
    ["transfer.reversed", CONNECTED, "tr_1", false],
    ["invoice.paid", CONNECTED, "in_1", false],
    ["customer.subscription.deleted", CONNECTED, "sub_1", false],
    ["payout.paid", CONNECTED, "po_1", true],
    ["payout.failed", CONNECTED, "po_1", true],
    ["account.updated", CONNECTED, CONNECTED, true],
    ["account.updated", CONNECTED, "acct_1SomeoneElse", false],
    ["account.updated", null, "acct_1Platform", true],
  ])("%s from %s about %s → %s", (type, account, id, expected) => {
    expect(concernsPlatform({ type, account, object: { id } })).toBe(expected);
  });
});
