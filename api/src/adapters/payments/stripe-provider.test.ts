import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeStripe, startFakeStripe } from "../../test/fake-stripe/index.ts";
import { PaymentError, type PaymentsProvider, PaymentUnavailableError } from "./payments.ts";
import { createStripeProvider, type StripeProviderOptions } from "./stripe-provider.ts";

let fake: FakeStripe;

beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

const providerWith = (overrides: Partial<StripeProviderOptions> = {}): PaymentsProvider =>
  createStripeProvider({
    secretKey: "sk_test_kora",
    webhookSecret: "whsec_test_kora",
    publishableKey: "pk_test_kora",
    host: fake.host,
    port: fake.port,
    protocol: fake.protocol,
    publicUrl: "https://kora.test",
    ...overrides,
  });

/** The requests sent since `mark` (an index into fake.requests). */
const since = (mark: number) => fake.requests.slice(mark);
const unique = () => crypto.randomUUID().slice(0, 8);

async function customerWithCard(provider: PaymentsProvider, token = "pm_card_visa") {
  const customer = await provider.createCustomer({ userId: `u-${unique()}`, email: "learner@example.com", name: "Lee Learner" });
  const method = fake.createPaymentMethod(token);
  const saved = await provider.saveCard(customer, { token: method.id });
  return { customer, method: saved.providerRef };
}

const chargeInput = (customerRef: string, methodRef: string, key = `charge:${unique()}`) => ({
  customerRef,
  methodRef,
  bookingId: "b1",
  amount: 2500,
  currency: "GBP",
  fees: 300,
  description: "Session with Ada, 3 March",
  idempotencyKey: key,
});

describe("Stripe provider: customers and cards", () => {
  it("creates the customer once per user, with the user's key", async () => {
    const provider = providerWith();
    const mark = fake.requests.length;
    const count = fake.objects.customers.size;
    const first = await provider.createCustomer({ userId: "u1", email: "ada@example.com", name: "Ada" });
    const again = await provider.createCustomer({ userId: "u1", email: "ada@example.com", name: "Ada" });
    expect(first).toMatch(/^cus_/);
    expect(again).toBe(first);
    expect(fake.objects.customers.size).toBe(count + 1);
    expect(since(mark).map((request) => [request.method, request.path, request.idempotencyKey])).toEqual([
      ["POST", "/v1/customers", "user:u1:customer"],
      ["POST", "/v1/customers", "user:u1:customer"],
    ]);
    expect(since(mark)[0]!.body).toEqual({ email: "ada@example.com", name: "Ada", metadata: { user_id: "u1" } });
    expect(provider.kind).toBe("stripe");
    expect(provider.publishableKey).toBe("pk_test_kora");
  });

  it("creates an off-session card SetupIntent for the customer", async () => {
    const provider = providerWith();
    const customer = await provider.createCustomer({ userId: `u-${unique()}`, email: null, name: "Lee" });
    const mark = fake.requests.length;
    const result = await provider.createSetupIntent(customer, "setup:k1");
    expect(result?.clientSecret).toMatch(/^seti_\w+_secret_\w+$/);
    expect(since(mark)).toEqual([
      {
        method: "POST",
        path: "/v1/setup_intents",
        body: { customer, usage: "off_session", allowed_payment_method_types: ["card"] },
        idempotencyKey: "setup:k1",
        stripeAccount: null,
      },
    ]);
  });

  it("saves the card of a confirmed SetupIntent without attaching it again", async () => {
    const provider = providerWith();
    const customer = await provider.createCustomer({ userId: `u-${unique()}`, email: null, name: "Lee" });
    const setup = await provider.createSetupIntent(customer, `setup:${unique()}`);
    const method = fake.confirmSetupIntent(setup!.clientSecret.split("_secret_")[0]!, "pm_card_visa");
    const mark = fake.requests.length;
    const saved = await provider.saveCard(customer, { token: method.id });
    expect(saved).toEqual({ providerRef: method.id, brand: "Visa", last4: "4242", expMonth: 12, expYear: new Date().getUTCFullYear() + 3 });
    expect(since(mark).map((request) => `${request.method} ${request.path}`)).toEqual([`GET /v1/payment_methods/${method.id}`]);
  });

  it("attaches an unattached card to the customer", async () => {
    const provider = providerWith();
    const customer = await provider.createCustomer({ userId: `u-${unique()}`, email: null, name: "Lee" });
    const method = fake.createPaymentMethod("pm_card_chargeDeclined");
    const mark = fake.requests.length;
    const saved = await provider.saveCard(customer, { token: method.id });
    expect(saved.last4).toBe("0002");
    expect(fake.objects.paymentMethods.get(method.id)?.customer).toBe(customer);
    expect(since(mark)[1]).toMatchObject({ method: "POST", path: `/v1/payment_methods/${method.id}/attach`, body: { customer } });
  });

  it("refuses a card of another customer, and a raw card number", async () => {
    const provider = providerWith();
    const owner = await customerWithCard(provider);
    const other = await provider.createCustomer({ userId: `u-${unique()}`, email: null, name: "Mallory" });
    const mark = fake.requests.length;
    const refused = await provider.saveCard(other, { token: owner.method }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PaymentError);
    expect(refused).toMatchObject({ field: "token", message: "That card belongs to another account." });
    const raw = await provider
      .saveCard(other, { number: "4242424242424242", expMonth: 12, expYear: 2040, cvc: "123" })
      .catch((e: unknown) => e);
    expect(raw).toMatchObject({ field: "number", message: "Card numbers are entered in Stripe's secure form, not sent to Kora." });
    expect(since(mark).map((request) => request.method)).toEqual(["GET"]);
    expect(fake.objects.paymentMethods.get(owner.method)?.customer).toBe(owner.customer);
  });

  it("detaches a removed card", async () => {
    const provider = providerWith();
    const { method } = await customerWithCard(provider);
    await provider.removeCard(method);
    expect(fake.requests.at(-1)).toMatchObject({ method: "POST", path: `/v1/payment_methods/${method}/detach` });
    expect(fake.objects.paymentMethods.get(method)?.customer).toBeNull();
  });
});

describe("Stripe provider: charges", () => {
  it("charges a saved card off-session and reads it back as succeeded", async () => {
    const provider = providerWith();
    const { customer, method } = await customerWithCard(provider);
    const mark = fake.requests.length;
    const outcome = await provider.charge(chargeInput(customer, method, "charge:b1:1"));
    expect(outcome).toEqual({ status: "succeeded", ref: expect.stringMatching(/^pi_/) });
    expect(since(mark)).toEqual([
      {
        method: "POST",
        path: "/v1/payment_intents",
        body: {
          amount: "2500",
          currency: "gbp",
          customer,
          payment_method: method,
          off_session: "true",
          confirm: "true",
          description: "Session with Ada, 3 March",
          metadata: { booking_id: "b1", platform_fees: "300" },
          transfer_group: "booking_b1",
        },
        idempotencyKey: "charge:b1:1",
        stripeAccount: null,
      },
    ]);
    const intent = fake.objects.paymentIntents.get(outcome.ref!)!;
    expect(fake.objects.charges.get(String(intent.latest_charge))).toMatchObject({ amount: 2500, currency: "gbp", paid: true });
    expect(await provider.retrieveCharge(outcome.ref!)).toEqual(outcome);
  });

  it("asks for the bank's check when authentication is required, then completes after it", async () => {
    const provider = providerWith();
    const { customer, method } = await customerWithCard(provider, "pm_card_authenticationRequired");
    const outcome = await provider.charge(chargeInput(customer, method));
    const intent = [...fake.objects.paymentIntents.values()].at(-1)!;
    expect(outcome).toEqual({
      status: "requires-action",
      ref: intent.id,
      clientSecret: intent.client_secret,
      reason: "Your bank asks you to confirm this payment.",
    });
    expect(intent.status).toBe("requires_payment_method");
    expect(await provider.completeCharge(intent.id)).toMatchObject({ status: "requires-action", clientSecret: intent.client_secret });
    fake.authenticate(intent.id);
    expect(await provider.completeCharge(intent.id)).toEqual({ status: "succeeded", ref: intent.id });
  });

  it.each([
    ["pm_card_chargeDeclined", "Your card was declined."],
    ["pm_card_chargeDeclinedInsufficientFunds", "Your card has insufficient funds."],
    ["pm_card_chargeDeclinedExpiredCard", "Your card has expired."],
  ])("turns a decline (%s) into a failed outcome with the learner's text", async (token, reason) => {
    const provider = providerWith();
    const { customer, method } = await customerWithCard(provider, token);
    const outcome = await provider.charge(chargeInput(customer, method));
    expect(outcome).toEqual({ status: "failed", ref: expect.stringMatching(/^pi_/), reason });
    expect(await provider.retrieveCharge((outcome as { ref: string }).ref)).toEqual(outcome);
  });

  it("maps processing and cancelled PaymentIntents", async () => {
    const provider = providerWith();
    const { customer, method } = await customerWithCard(provider);
    const { ref } = (await provider.charge(chargeInput(customer, method))) as { ref: string };
    const intent = fake.objects.paymentIntents.get(ref)!;
    intent.status = "processing";
    expect(await provider.retrieveCharge(ref)).toEqual({ status: "pending", ref });
    intent.status = "canceled";
    expect(await provider.retrieveCharge(ref)).toEqual({ status: "failed", ref, reason: "The payment was cancelled." });
  });

  it("charges once for a repeated idempotency key", async () => {
    const provider = providerWith();
    const { customer, method } = await customerWithCard(provider);
    const count = fake.objects.paymentIntents.size;
    const first = await provider.charge(chargeInput(customer, method, "charge:same"));
    const second = await provider.charge(chargeInput(customer, method, "charge:same"));
    expect(second).toEqual(first);
    expect(fake.objects.paymentIntents.size).toBe(count + 1);
  });

  it("retries 5xx with the same key and charges once", async () => {
    const provider = providerWith();
    const { customer, method } = await customerWithCard(provider);
    const count = fake.objects.paymentIntents.size;
    const mark = fake.requests.length;
    fake.failNext("/v1/payment_intents", { status: 500 }, 2);
    const outcome = await provider.charge(chargeInput(customer, method, "charge:retry"));
    expect(outcome.status).toBe("succeeded");
    expect(since(mark).map((request) => [request.path, request.idempotencyKey])).toEqual(
      Array(3).fill(["/v1/payment_intents", "charge:retry"]),
    );
    expect(fake.objects.paymentIntents.size).toBe(count + 1);
  });

  it("reports Stripe unavailable after persistent 5xx, a timeout or a rate limit; a bad request is a bug", async () => {
    const { customer, method } = await customerWithCard(providerWith());
    const count = fake.objects.paymentIntents.size;
    fake.failNext("/v1/payment_intents", { status: 503 }, 3);
    await expect(providerWith().charge(chargeInput(customer, method))).rejects.toBeInstanceOf(PaymentUnavailableError);
    fake.failNext("/v1/payment_intents", "hang", 2);
    const hung = providerWith({ timeoutMs: 200, maxNetworkRetries: 1 }).charge(chargeInput(customer, method));
    await expect(hung).rejects.toThrow(PaymentUnavailableError);
    await expect(hung).rejects.toThrow(/timeout/);
    fake.failNext("/v1/payment_intents", { status: 429 }, 1);
    await expect(providerWith().charge(chargeInput(customer, method))).rejects.toBeInstanceOf(PaymentUnavailableError);
    expect(fake.objects.paymentIntents.size).toBe(count);
    const bug = await providerWith()
      .charge(chargeInput("cus_missing", method))
      .catch((error: unknown) => error);
    expect(bug).toBeInstanceOf(Error);
    expect(bug).not.toBeInstanceOf(PaymentUnavailableError);
    expect((bug as Error).message).toContain("No such customer: 'cus_missing'");
  });

  it("refunds part of a charge for the customer", async () => {
    const provider = providerWith();
    const { customer, method } = await customerWithCard(provider);
    const { ref } = (await provider.charge(chargeInput(customer, method))) as { ref: string };
    const outcome = await provider.refund({
      chargeRef: ref,
      bookingId: "b1",
      amount: 1000,
      reason: "advisor-cancelled",
      idempotencyKey: "refund:b1",
    });
    expect(outcome).toEqual({ status: "succeeded", ref: expect.stringMatching(/^re_/) });
    expect(fake.requests.at(-1)).toMatchObject({
      path: "/v1/refunds",
      body: {
        payment_intent: ref,
        amount: "1000",
        reason: "requested_by_customer",
        metadata: { booking_id: "b1", reason: "advisor-cancelled" },
      },
      idempotencyKey: "refund:b1",
    });
  });
});
