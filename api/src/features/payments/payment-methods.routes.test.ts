import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { type PaymentMethodDto, paymentMethodSchema } from "@kora/shared/contracts/availability.ts";
import { paymentConfigSchema, setupIntentSchema } from "@kora/shared/contracts/payments.ts";
import { addCard } from "../../test/booking-scenario.ts";
import type { FakeStripe } from "../../test/fake-stripe/index.ts";
import { makeUser } from "../../test/factories.ts";
import { dataOf, errorOf, type TestApp } from "../../test/harness.ts";
import { PROVIDERS, paymentsTestApp, STRIPE_ENV } from "../../test/payments-fixtures.ts";

const methods = z.array(paymentMethodSchema);
const MINUTE = 60_000;

describe.each(PROVIDERS)("saved cards on the %s provider", (provider) => {
  let t: TestApp;
  let fake: FakeStripe | null;
  let close: () => Promise<void>;
  beforeEach(async () => ({ t, fake, close } = await paymentsTestApp(provider)));
  afterEach(() => close());

  const list = async (cookie: string) => dataOf(await t.call("GET", "/api/me/payment-methods", { cookie }), methods);
  const defaultOf = (cards: PaymentMethodDto[]) => cards.filter((c) => c.isDefault).map((c) => c.id);
  /** Three cards saved a minute apart (so "newest" is well defined): visa, declined, insufficient funds. */
  const threeCards = async (cookie: string) => {
    const ids: string[] = [];
    for (const number of ["4242424242424242", "4000000000000002", "4000000000009995"]) {
      ids.push(await addCard(t, cookie, number));
      t.clock.advance(MINUTE);
    }
    return ids;
  };

  it("saves cards newest first with brand and last four; the first is the default, and the default can move", async () => {
    const lena = await makeUser(t, { firstName: "Lena" });
    const [visa, declined, poor] = await threeCards(lena.cookie);
    const cards = await list(lena.cookie);
    expect(cards.map((c) => [c.id, c.last4])).toEqual([
      [poor, "9995"],
      [declined, "0002"],
      [visa, "4242"],
    ]);
    expect(cards.every((c) => c.brand === "Visa" && c.expYear >= 2028)).toBe(true);
    expect(defaultOf(cards)).toEqual([visa]);

    const moved = await t.call("PUT", `/api/me/payment-methods/${declined}/default`, { cookie: lena.cookie });
    expect(moved.status).toBe(200);
    expect(defaultOf(await dataOf(moved, methods))).toEqual([declined]);
    expect(defaultOf(await list(lena.cookie))).toEqual([declined]);
  });

  it("removing the default makes the newest other card the default; removing the rest leaves none", async () => {
    const lena = await makeUser(t, { firstName: "Lena" });
    const [visa, declined, poor] = await threeCards(lena.cookie);
    expect((await t.call("DELETE", `/api/me/payment-methods/${visa}`, { cookie: lena.cookie })).status).toBe(204);
    const after = await list(lena.cookie);
    expect(after.map((c) => c.id)).toEqual([poor, declined]);
    expect(defaultOf(after)).toEqual([poor]);

    // Removing a card that isn't the default leaves the default where it is.
    expect((await t.call("DELETE", `/api/me/payment-methods/${declined}`, { cookie: lena.cookie })).status).toBe(204);
    expect(defaultOf(await list(lena.cookie))).toEqual([poor]);
    // A removed card is gone for good: neither removed again nor made default.
    expect((await t.call("DELETE", `/api/me/payment-methods/${declined}`, { cookie: lena.cookie })).status).toBe(404);
    expect((await t.call("PUT", `/api/me/payment-methods/${declined}/default`, { cookie: lena.cookie })).status).toBe(404);
  });

  it("refuses to touch another person's card: 404, and the card stays theirs and default", async () => {
    const lena = await makeUser(t, { firstName: "Lena" });
    const mallory = await makeUser(t, { firstName: "Mallory" });
    const [lenaCard] = await threeCards(lena.cookie);
    const own = await addCard(t, mallory.cookie, "4242424242424242");

    const made = await t.call("PUT", `/api/me/payment-methods/${lenaCard}/default`, { cookie: mallory.cookie });
    expect(made.status).toBe(404);
    expect((await errorOf(made)).code).toBe("not_found");
    expect((await t.call("DELETE", `/api/me/payment-methods/${lenaCard}`, { cookie: mallory.cookie })).status).toBe(404);

    const lenas = await list(lena.cookie);
    expect(lenas).toHaveLength(3);
    expect(defaultOf(lenas)).toEqual([lenaCard]);
    expect((await list(mallory.cookie)).map((c) => [c.id, c.isDefault])).toEqual([[own, true]]);
    if (fake) expect(fake.requests.filter((r) => r.path.endsWith("/detach"))).toEqual([]);
  });

  it("needs a session", async () => {
    expect((await t.call("GET", "/api/me/payment-methods")).status).toBe(401);
    expect((await t.call("POST", "/api/me/setup-intent")).status).toBe(401);
  });

  it("answers which provider takes payments, with Stripe.js's key only on Stripe", async () => {
    const lena = await makeUser(t, { firstName: "Lena" });
    const config = await dataOf(await t.call("GET", "/api/me/payment-config", { cookie: lena.cookie }), paymentConfigSchema);
    expect(config).toEqual({ provider, publishableKey: fake ? STRIPE_ENV.STRIPE_PUBLISHABLE_KEY : null });
  });

  it("refuses card numbers the provider won't take, and saves nothing", async () => {
    const lena = await makeUser(t, { firstName: "Lena" });
    // A real (non-test) number on the ledger; any number at all on Stripe, whose form keeps numbers away from Kora.
    const response = await t.call("POST", "/api/me/payment-methods", {
      cookie: lena.cookie,
      body: { number: "4111 1111 1111 1111", expMonth: 12, expYear: 2030, cvc: "123" },
    });
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.fields?.number?.[0]).toMatch(fake ? /Stripe's secure form/ : /test card/);
    expect(await list(lena.cookie)).toEqual([]);
    if (fake) expect(fake.requests.filter((r) => r.path.startsWith("/v1/payment_methods"))).toEqual([]);
  });
});

describe("saved cards on the ledger", () => {
  let t: TestApp;
  let close: () => Promise<void>;
  beforeEach(async () => ({ t, close } = await paymentsTestApp("ledger")));
  afterEach(() => close());

  it("has no SetupIntent: the card form posts the test number", async () => {
    const lena = await makeUser(t, { firstName: "Lena" });
    const intent = await dataOf(await t.call("POST", "/api/me/setup-intent", { cookie: lena.cookie }), setupIntentSchema);
    expect(intent).toEqual({ provider: "ledger", clientSecret: null, publishableKey: null });
  });

  it("refuses an expired test card and a Stripe token", async () => {
    const lena = await makeUser(t, { firstName: "Lena" });
    const expired = await t.call("POST", "/api/me/payment-methods", {
      cookie: lena.cookie,
      body: { number: "4242424242424242", expMonth: 10, expYear: 2026, cvc: "123" },
    });
    expect(expired.status).toBe(422);
    expect((await errorOf(expired)).fields?.expYear).toEqual(["This card has expired."]);
    const token = await t.call("POST", "/api/me/payment-methods", { cookie: lena.cookie, body: { token: "pm_card_visa" } });
    expect(token.status).toBe(422);
    expect(Object.keys((await errorOf(token)).fields ?? {})).toEqual(["token"]);
  });
});

describe("saved cards on Stripe", () => {
  let t: TestApp;
  let fake: FakeStripe;
  let close: () => Promise<void>;
  beforeEach(async () => {
    const started = await paymentsTestApp("stripe");
    ({ t, close } = started);
    fake = started.fake!;
  });
  afterEach(() => close());

  const list = async (cookie: string) => dataOf(await t.call("GET", "/api/me/payment-methods", { cookie }), methods);
  const customersOf = (userId: string) =>
    [...fake.objects.customers.values()].filter((c) => (c.metadata as Record<string, string>).user_id === userId);
  const setupIntent = async (cookie: string) => {
    const response = await t.call("POST", "/api/me/setup-intent", { cookie });
    expect(response.status).toBe(200);
    return dataOf(response, setupIntentSchema);
  };
  const save = (cookie: string, token: string) => t.call("POST", "/api/me/payment-methods", { cookie, body: { token } });

  it("gives the Payment Element a SetupIntent's client secret, on one Stripe customer per person", async () => {
    const lena = await makeUser(t, { firstName: "Lena" });
    const omar = await makeUser(t, { firstName: "Omar" });
    const secrets = [await setupIntent(lena.cookie), await setupIntent(lena.cookie), await setupIntent(lena.cookie)];
    for (const intent of secrets)
      expect(intent).toEqual({
        provider: "stripe",
        clientSecret: expect.stringMatching(/^seti_\w+_secret_\w+$/),
        publishableKey: STRIPE_ENV.STRIPE_PUBLISHABLE_KEY,
      });
    expect(new Set(secrets.map((s) => s.clientSecret)).size).toBe(3);
    await addCard(t, lena.cookie, "4242424242424242");
    await setupIntent(omar.cookie);

    const [customer] = customersOf(lena.user.id);
    expect(customersOf(lena.user.id)).toHaveLength(1);
    expect(customersOf(omar.user.id)).toHaveLength(1);
    const intents = [...fake.objects.setupIntents.values()];
    expect(intents.filter((i) => i.customer === customer!.id)).toHaveLength(3);
    expect(intents.every((i) => i.usage === "off_session")).toBe(true);
  });

  it("saves a card confirmed in the browser without waiting for the webhook, once however often it's posted", async () => {
    const lena = await makeUser(t, { firstName: "Lena" });
    const { clientSecret } = await setupIntent(lena.cookie);
    const setupId = clientSecret!.slice(0, clientSecret!.indexOf("_secret_"));
    const method = fake.confirmSetupIntent(setupId); // what stripe.confirmSetup does in the browser

    const first = await save(lena.cookie, method.id);
    const second = await save(lena.cookie, method.id);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    const card = await dataOf(first, paymentMethodSchema);
    expect(await dataOf(second, paymentMethodSchema)).toEqual(card);
    expect(card).toMatchObject({ brand: "Visa", last4: "4242", isDefault: true });
    expect(await list(lena.cookie)).toEqual([card]);
    // Already on Lena's customer: nothing attached again.
    expect(fake.requests.filter((r) => r.path.endsWith("/attach"))).toEqual([]);
  });

  it("refuses a card saved on someone else's customer", async () => {
    const lena = await makeUser(t, { firstName: "Lena" });
    const mallory = await makeUser(t, { firstName: "Mallory" });
    const { clientSecret } = await setupIntent(lena.cookie);
    const method = fake.confirmSetupIntent(clientSecret!.slice(0, clientSecret!.indexOf("_secret_")));
    await save(lena.cookie, method.id);

    const stolen = await save(mallory.cookie, method.id);
    expect(stolen.status).toBe(422);
    expect((await errorOf(stolen)).fields?.token).toEqual(["That card belongs to another account."]);
    expect(await list(mallory.cookie)).toEqual([]);
    expect(await list(lena.cookie)).toHaveLength(1);
    expect(fake.objects.paymentMethods.get(method.id)?.customer).toBe(customersOf(lena.user.id)[0]!.id);
  });

  it("detaches a removed card at Stripe, and only that one", async () => {
    const lena = await makeUser(t, { firstName: "Lena" });
    const keep = await addCard(t, lena.cookie, "4242424242424242");
    const remove = await addCard(t, lena.cookie, "4000000000000002");
    const refOf = async (id: string) =>
      (await t.services.db.selectFrom("payment_methods").select("provider_ref").where("id", "=", id).executeTakeFirstOrThrow())
        .provider_ref;
    const [removedRef, keptRef] = [await refOf(remove), await refOf(keep)];

    expect((await t.call("DELETE", `/api/me/payment-methods/${remove}`, { cookie: lena.cookie })).status).toBe(204);
    expect(fake.requests.filter((r) => r.path.endsWith("/detach")).map((r) => [r.method, r.path])).toEqual([
      ["POST", `/v1/payment_methods/${removedRef}/detach`],
    ]);
    expect(fake.objects.paymentMethods.get(removedRef)?.customer).toBeNull();
    expect(fake.objects.paymentMethods.get(keptRef)?.customer).toBe(customersOf(lena.user.id)[0]!.id);
    expect((await list(lena.cookie)).map((c) => c.id)).toEqual([keep]);
  });

  it("tells an unknown token apart from a bug: 422 on the token", async () => {
    const lena = await makeUser(t, { firstName: "Lena" });
    const response = await save(lena.cookie, "pm_doesnotexist");
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields?.token).toEqual(["That card could not be found: add it again."]);
  });
});
