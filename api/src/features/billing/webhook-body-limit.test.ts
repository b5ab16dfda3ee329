import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookingScenario } from "../../test/booking-scenario.ts";
import { type FakeStripe, signedEvent } from "../../test/fake-stripe/index.ts";
import { errorOf, ORIGIN, type TestApp } from "../../test/harness.ts";
import { paymentsTestApp, STRIPE_ENV } from "../../test/payments-fixtures.ts";
import { intentsOf } from "../../test/payments-scenarios.ts";

const KIB = 1024;
const NEEDS_AUTH = "4000002760003184";

let t: TestApp;
let fake: FakeStripe;
let close: () => Promise<void>;
beforeEach(async () => {
  const app = await paymentsTestApp("stripe");
  ({ t, close } = app);
  fake = app.fake!;
});
afterEach(() => close());

/** A booking whose charge waits for the bank's check, and a signed `payment_intent.succeeded` for it padded to about `bytes`. */
async function bigSuccessFor(bytes: number, id = "evt_big") {
  const s = await bookingScenario(t, { testCard: NEEDS_AUTH });
  const booking = await s.confirmed(72);
  const [intent] = intentsOf(fake, booking.id);
  fake.authenticate(intent!.id as string);
  const object = fake.objects.paymentIntents.get(intent!.id as string)!;
  // Real events carry expanded objects (charges, payment method details, line items) of hundreds of KB.
  const charges = Array.from({ length: Math.ceil(bytes / KIB) }, (_, i) => ({ id: `ch_${i}`, object: "charge", note: "x".repeat(980) }));
  const event = {
    id,
    object: "event",
    type: "payment_intent.succeeded",
    created: Math.floor(t.clock.now.getTime() / 1000),
    data: { object: { ...object, charges: { object: "list", data: charges } } },
  };
  // Signed now by the real clock: the SDK checks its tolerance against the machine's time, as Stripe's servers would.
  return { s, booking, delivery: signedEvent(event, STRIPE_ENV.STRIPE_WEBHOOK_SECRET) };
}

const post = (delivery: { body: string | ReadableStream<Uint8Array>; signature: string }, headers: Record<string, string> = {}) =>
  t.app.request(
    new Request(`${ORIGIN}/api/webhooks/stripe`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": delivery.signature, ...headers },
      body: delivery.body,
      duplex: "half",
    } as RequestInit),
  );

/** `body` as a stream of 16 KiB chunks with no declared length, counting what the server pulled. */
function streamed(body: string) {
  const bytes = new TextEncoder().encode(body);
  const probe = { read: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (probe.read >= bytes.length) return controller.close();
        controller.enqueue(bytes.subarray(probe.read, probe.read + 16 * KIB));
        probe.read += 16 * KIB;
      },
      cancel() {
        probe.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, probe };
}

describe("the Stripe webhook's own body limit (1 MiB)", () => {
  it("accepts and applies a correctly signed 200 KiB event, declared or streamed", async () => {
    const { s, booking, delivery } = await bigSuccessFor(200 * KIB);
    expect(delivery.body.length).toBeGreaterThan(200 * KIB);
    const response = await post(delivery);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ received: true, duplicate: false });
    expect((await s.get(s.learner.cookie, booking.id)).payment).toMatchObject({ status: "charged", charged: 5750 });

    const again = streamed(delivery.body);
    const replay = await post({ body: again.stream, signature: delivery.signature });
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ duplicate: true });
  });

  it("refuses an event over 1 MiB with 413, reading no more than the limit, and applies nothing", async () => {
    const { s, booking, delivery } = await bigSuccessFor(1100 * KIB);
    const declared = streamed(delivery.body);
    const response = await post(
      { body: declared.stream, signature: delivery.signature },
      { "content-length": String(delivery.body.length) },
    );
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toMatchObject({ code: "payload_too_large" });
    expect(declared.probe.read).toBe(0);

    const undeclared = streamed(delivery.body);
    expect((await post({ body: undeclared.stream, signature: delivery.signature })).status).toBe(413);
    expect(undeclared.probe.read).toBeLessThanOrEqual(1024 * KIB + 32 * KIB);
    expect(undeclared.probe.cancelled).toBe(true);
    expect((await s.get(s.learner.cookie, booking.id)).payment.status).toBe("action-required");
  });

  it("keeps the general 64 KiB limit everywhere else, even on a lookalike path", async () => {
    const body = JSON.stringify({ padding: "x".repeat(100 * KIB) });
    for (const path of ["/api/webhooks/stripe-other", "/api/webhooks/stripe/extra", "/api/auth/login"]) {
      const response = await t.app.request(path, {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN },
        body,
      });
      expect(response.status, path).toBe(413);
    }
  });
});
