import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeStripe, signedEvent, startFakeStripe } from "../../test/fake-stripe/index.ts";
import { PaymentError, type PaymentsProvider, PaymentUnavailableError, WebhookSignatureError } from "./payments.ts";
import { createStripeProvider } from "./stripe-provider.ts";

// Connect (payout accounts, links, transfers) and webhooks; charges and cards are in stripe-provider.test.ts.

const WEBHOOK_SECRET = "whsec_test_kora";
let fake: FakeStripe;
let provider: PaymentsProvider;

beforeAll(async () => {
  fake = await startFakeStripe();
  provider = createStripeProvider({
    secretKey: "sk_test_kora",
    webhookSecret: WEBHOOK_SECRET,
    publishableKey: "pk_test_kora",
    host: fake.host,
    port: fake.port,
    protocol: fake.protocol,
    publicUrl: "https://kora.test",
  });
});
afterAll(() => fake.close());

const unique = () => crypto.randomUUID().slice(0, 8);

async function advisorAccount(userId = `u-${unique()}`) {
  return provider.createPayoutAccount({ userId, email: "ada@example.com", country: "GB", dateOfBirth: "1990-07-04" });
}

/** A succeeded charge of a booking, as the charges flow leaves it. */
async function settledCharge(bookingId: string): Promise<string> {
  const customer = await provider.createCustomer({ userId: `u-${unique()}`, email: null, name: "Lee" });
  const method = fake.createPaymentMethod("pm_card_visa");
  await provider.saveCard(customer, { token: method.id });
  const outcome = await provider.charge({
    customerRef: customer,
    methodRef: method.id,
    bookingId,
    amount: 2500,
    currency: "gbp",
    fees: 300,
    description: "Session",
    idempotencyKey: `charge:${bookingId}`,
  });
  if (outcome.status !== "succeeded") throw new Error(`charge ${outcome.status}`);
  return outcome.ref;
}

describe("Stripe provider: payout accounts", () => {
  it("creates an Express account for an individual, with the date of birth split", async () => {
    const mark = fake.requests.length;
    const account = await advisorAccount("u7");
    expect(account).toMatch(/^acct_/);
    expect(fake.requests.slice(mark)).toEqual([
      {
        method: "POST",
        path: "/v1/accounts",
        body: {
          type: "express",
          country: "GB",
          email: "ada@example.com",
          business_type: "individual",
          individual: { email: "ada@example.com", dob: { day: "4", month: "7", year: "1990" } },
          capabilities: { transfers: { requested: "true" } },
          metadata: { user_id: "u7" },
        },
        idempotencyKey: "user:u7:payout-account:GB",
        stripeAccount: null,
      },
    ]);
    expect(await advisorAccount("u7")).toBe(account);
  });

  it("refuses a bank account form (Express onboarding collects it)", async () => {
    const refused = provider.addBankAccount("acct_x", { accountHolder: "Ada", routingNumber: "110000000", accountNumber: "000123456789" });
    await expect(refused).rejects.toBeInstanceOf(PaymentError);
    await expect(refused).rejects.toMatchObject({
      field: "token",
      message: "Your bank account is added on Stripe: choose Set up payouts.",
    });
  });

  it("reads what Stripe still needs before onboarding, and the bank after it", async () => {
    const account = await advisorAccount();
    const before = await provider.payoutAccount(account);
    expect(before).toMatchObject({ detailsSubmitted: false, payoutsEnabled: false, bankLast4: null });
    expect(before.requirements).toEqual(expect.arrayContaining(["external_account", "individual.first_name", "tos_acceptance.date"]));
    expect(before.requirements).not.toContain("individual.dob.day");
    expect(new Set(before.requirements).size).toBe(before.requirements.length);
    expect(fake.objects.accounts.get(account)?.requirements).toMatchObject({ past_due: before.requirements });

    fake.completeOnboarding(account, { payoutsEnabled: false });
    expect(await provider.payoutAccount(account)).toEqual({
      detailsSubmitted: true,
      payoutsEnabled: false,
      requirements: ["individual.verification.document"],
      bankLast4: "6789",
    });
    fake.completeOnboarding(account);
    expect(await provider.payoutAccount(account)).toEqual({
      detailsSubmitted: true,
      payoutsEnabled: true,
      requirements: [],
      bankLast4: "6789",
    });
  });

  it("makes an onboarding Account Link with absolute URLs, and a login link once onboarded", async () => {
    const account = await advisorAccount();
    const urls = { returnUrl: "/advisor/payouts?done=1", refreshUrl: "https://kora.test/advisor/payouts/refresh" };
    const link = await provider.payoutLink(account, "onboarding", urls);
    expect(link).toMatch(new RegExp(`^https://connect\\.stripe\\.com/setup/e/${account}/`));
    expect(fake.requests.at(-1)).toMatchObject({
      method: "POST",
      path: "/v1/account_links",
      body: {
        account,
        type: "account_onboarding",
        return_url: "https://kora.test/advisor/payouts?done=1",
        refresh_url: "https://kora.test/advisor/payouts/refresh",
      },
    });
    const early = await provider.payoutLink(account, "dashboard", urls).catch((error: unknown) => error);
    expect((early as Error).message).toContain("has not completed onboarding");
    expect(early).not.toBeInstanceOf(PaymentUnavailableError);
    fake.completeOnboarding(account);
    expect(await provider.payoutLink(account, "dashboard", urls)).toMatch(/^https:\/\/connect\.stripe\.com\/express\//);
    expect(fake.requests.at(-1)).toMatchObject({ method: "POST", path: `/v1/accounts/${account}/login_links` });
  });
});

describe("Stripe provider: transfers", () => {
  it("transfers from the PaymentIntent's charge to the advisor", async () => {
    const account = await advisorAccount();
    fake.completeOnboarding(account);
    const intent = await settledCharge("b21");
    const chargeId = fake.objects.paymentIntents.get(intent)?.latest_charge;
    expect(chargeId).toMatch(/^ch_/);
    const mark = fake.requests.length;
    const outcome = await provider.transfer({
      accountRef: account,
      bookingId: "b21",
      amount: 2000,
      currency: "GBP",
      sourceChargeRef: intent,
      idempotencyKey: "transfer:b21",
    });
    expect(outcome).toEqual({ status: "succeeded", ref: expect.stringMatching(/^tr_/) });
    expect(fake.requests.slice(mark).map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /v1/payment_intents/${intent}`,
      "POST /v1/transfers",
    ]);
    expect(fake.requests.at(-1)).toMatchObject({
      body: {
        amount: "2000",
        currency: "gbp",
        destination: account,
        source_transaction: chargeId,
        transfer_group: "booking_b21",
        metadata: { booking_id: "b21" },
      },
      idempotencyKey: "transfer:b21",
    });
    const direct = await provider.transfer({
      accountRef: account,
      bookingId: "b21",
      amount: 500,
      currency: "gbp",
      sourceChargeRef: String(chargeId),
      idempotencyKey: "t2",
    });
    expect(direct.status).toBe("succeeded");
    expect(fake.requests.at(-2)?.path).not.toContain("/v1/payment_intents/");
  });

  it("reports a destination that can't receive money as failed; Stripe down as unavailable", async () => {
    const intent = await settledCharge(`b-${unique()}`);
    const pending = await advisorAccount();
    const input = {
      accountRef: pending,
      bookingId: "b22",
      amount: 2000,
      currency: "gbp",
      sourceChargeRef: intent,
      idempotencyKey: "transfer:b22",
    };
    expect(await provider.transfer(input)).toEqual({
      status: "failed",
      ref: null,
      reason: expect.stringContaining("needs to have at least one of the following capabilities enabled: transfers"),
    });
    expect(await provider.transfer({ ...input, accountRef: "acct_gone", idempotencyKey: "transfer:gone" })).toEqual({
      status: "failed",
      ref: null,
      reason: "No such destination: 'acct_gone'",
    });
    fake.completeOnboarding(pending);
    fake.failNext("/v1/transfers", { status: 502 }, 3);
    await expect(provider.transfer({ ...input, idempotencyKey: "transfer:b22:2" })).rejects.toBeInstanceOf(PaymentUnavailableError);
    expect([...fake.objects.transfers.values()].filter((transfer) => transfer.destination === pending)).toEqual([]);
  });
});

describe("Stripe provider: webhooks", () => {
  const payload = {
    id: "evt_1",
    object: "event",
    type: "account.updated",
    created: 1_790_000_000,
    account: "acct_123",
    api_version: "2026-10-28.endive",
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: { id: "acct_123", object: "account", payouts_enabled: true } },
  };
  const now = () => Math.floor(Date.now() / 1000);

  it("returns the event when the signature verifies, up to 300 s late", async () => {
    const { body, signature } = signedEvent(payload, WEBHOOK_SECRET);
    expect(await provider.verifyWebhook(body, signature)).toEqual({
      id: "evt_1",
      type: "account.updated",
      created: 1_790_000_000,
      account: "acct_123",
      object: { id: "acct_123", object: "account", payouts_enabled: true },
    });
    const late = signedEvent({ ...payload, account: undefined }, WEBHOOK_SECRET, now() - 299);
    expect(await provider.verifyWebhook(late.body, late.signature)).toMatchObject({ id: "evt_1", account: null });
  });

  it.each([
    ["a missing header", () => ({ body: signedEvent(payload, WEBHOOK_SECRET).body, signature: null })],
    ["another secret", () => signedEvent(payload, "whsec_other")],
    ["a timestamp 301 s old", () => signedEvent(payload, WEBHOOK_SECRET, now() - 301)],
    ["a changed body", () => ({ ...signedEvent(payload, WEBHOOK_SECRET), body: JSON.stringify({ ...payload, id: "evt_2" }) })],
  ])("refuses %s", async (_case, make) => {
    const { body, signature } = make();
    await expect(provider.verifyWebhook(body, signature)).rejects.toBeInstanceOf(WebhookSignatureError);
  });
});
