import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { creditSchema } from "@kora/shared/contracts/credits.ts";
import { giftCardSchema } from "@kora/shared/contracts/gift-cards.ts";
import { receiptPageSchema } from "@kora/shared/contracts/payments.ts";
import { GIFT_CARD_MESSAGES } from "@kora/shared/domain/money/gift-cards.ts";
import { addCard } from "../../test/booking-scenario.ts";
import { creditLeft } from "../../test/credits-fixtures.ts";
import { makeUser } from "../../test/factories.ts";
import { type FakeStripe, signedEvent } from "../../test/fake-stripe/index.ts";
import { dataOf, errorOf, type TestApp } from "../../test/harness.ts";
import { PROVIDERS, paymentsTestApp, STRIPE_ENV } from "../../test/payments-fixtures.ts";
import { mailSubjects } from "../../test/payments-scenarios.ts";

const DECLINED = "4000000000000002";
const NEEDS_AUTH = "4000002760003184";
// 10:00 in Sydney (UTC+11 in summer): "today" there is 2027-01-15.
const NOW = new Date("2027-01-14T23:00:00Z");

describe.each(PROVIDERS)("buying a gift card on the %s provider", (provider) => {
  let t: TestApp;
  let fake: FakeStripe | null;
  let close: () => Promise<void>;
  beforeAll(async () => ({ t, fake, close } = await paymentsTestApp(provider)));
  afterAll(() => close());
  beforeEach(() => {
    t.clock.now = NOW;
  });

  const buyer = async (card: string | null = "4242424242424242") => {
    const person = await makeUser(t, { firstName: "Bea", timezone: "Australia/Sydney", currency: "AUD" });
    if (card) await addCard(t, person.cookie, card);
    return person;
  };
  const order = (patch: Record<string, unknown> = {}) => ({
    amount: 5000,
    recipientName: "Rosa Diaz",
    recipientEmail: `rosa.${crypto.randomUUID().slice(0, 8)}@example.com`,
    message: "Happy birthday! Book that career chat.",
    deliverOn: "2027-01-15",
    ...patch,
  });
  const buy = (cookie: string, body: unknown) => t.call("POST", "/api/gift-cards", { cookie, body });
  const mine = async (cookie: string) => dataOf(await t.call("GET", "/api/me/gift-cards", { cookie }), z.array(giftCardSchema));
  const intentFor = (giftCardId: string) =>
    [...fake!.objects.paymentIntents.values()].find((pi) => (pi.metadata as Record<string, string>).gift_card_id === giftCardId)!;
  const mailTo = (email: string) =>
    t.services.db.selectFrom("dev_mailbox").selectAll().where("to_address", "=", email).orderBy("created_at").execute();

  it("charges the default card, mails the recipient the code today, and the receipt names the gift", async () => {
    const bea = await buyer();
    const body = order();
    const answer = await buy(bea.cookie, body);
    expect(answer.status, await answer.clone().text()).toBe(201);
    const card = await dataOf(answer, giftCardSchema);
    expect(card).toMatchObject({
      amount: 5000,
      currency: "AUD",
      recipientName: "Rosa Diaz",
      status: "paid",
      deliverOn: "2027-01-15",
      deliverAt: NOW.toISOString(),
      deliveredAt: null,
      failure: null,
    });
    expect(card.codeLast4).toMatch(/^[2-9A-HJKMNP-Z]{4}$/);

    // The charge: no booking, the gift card named, keyed by the card.
    const payment = await t.services.db.selectFrom("payments").selectAll().where("user_id", "=", bea.user.id).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ booking_id: null, kind: "charge", amount: 5000, currency: "AUD", status: "succeeded" });
    expect(payment.idempotency_key).toBe(`gift-card:${card.id}:charge`);
    if (fake) {
      expect(intentFor(card.id)).toMatchObject({ amount: 5000, currency: "aud", metadata: { gift_card_id: card.id } });
      expect(fake.requests.filter((r) => r.path === "/v1/payment_intents").map((r) => r.idempotencyKey)).toContain(
        `gift-card:${card.id}:charge`,
      );
    }
    const receipts = receiptPageSchema.parse(await (await t.call("GET", "/api/me/receipts", { cookie: bea.cookie })).json()).data;
    expect(receipts[0]).toMatchObject({
      kind: "charge",
      amount: 5000,
      booking: null,
      giftCard: { id: card.id, recipientName: "Rosa Diaz" },
    });

    // Today: the mail goes at once (the queue runs due jobs), with the buyer's first name, message and code.
    await t.services.jobs.runDue();
    const [mail] = await mailTo(body.recipientEmail);
    expect(mail?.subject).toBe("Bea sent you a Kora gift card worth A$50.00");
    expect(mail?.text).toContain("Happy birthday! Book that career chat.");
    const code = /Your code: ([A-Z0-9-]+)/.exec(mail!.text)![1]!;
    expect(code.endsWith(card.codeLast4!)).toBe(true);
    expect(await mailSubjects(t, bea.user.email!)).toContain("Your gift card for Rosa Diaz");
    expect((await mine(bea.cookie))[0]).toMatchObject({ id: card.id, deliveredAt: NOW.toISOString() });

    // The recipient redeems the mailed code: a gift-card credit of A$50.
    const rosa = await makeUser(t, { firstName: "Rosa", email: body.recipientEmail });
    const redeemed = await t.call("POST", "/api/me/redeem-voucher", { cookie: rosa.cookie, body: { code } });
    expect(redeemed.status).toBe(201);
    expect(await dataOf(redeemed, creditSchema)).toMatchObject({
      source: "gift-card",
      label: "Gift card from Bea",
      totalCreditCents: 5000,
      currency: "AUD",
    });
    expect(await creditLeft(t, rosa.cookie)).toBe(5000);
    // Another run of the queue sends nothing more.
    await t.services.jobs.runDue();
    expect(await mailTo(body.recipientEmail)).toHaveLength(1);
  });

  it("answers a decline on the card used, makes no gift card and mails no one", async () => {
    const bea = await buyer(DECLINED);
    const body = order();
    const answer = await buy(bea.cookie, body);
    expect(answer.status).toBe(422);
    expect((await errorOf(answer)).fields?.paymentMethodId).toEqual(["Your card was declined."]);
    expect(await mine(bea.cookie)).toEqual([]);
    expect(await t.services.db.selectFrom("vouchers").select("id").where("issued_by", "=", bea.user.id).execute()).toEqual([]);
    await t.services.jobs.runDue();
    expect(await mailTo(body.recipientEmail)).toEqual([]);
  });

  it("asks a buyer without a card to add one", async () => {
    const bea = await buyer(null);
    const answer = await buy(bea.cookie, order());
    expect(answer.status).toBe(422);
    expect((await errorOf(answer)).fields?.paymentMethodId).toEqual([GIFT_CARD_MESSAGES.paymentMethod]);
  });

  it("waits for the bank's check, then issues the gift card once the buyer has confirmed", async () => {
    const bea = await buyer(NEEDS_AUTH);
    const answer = await buy(bea.cookie, order({ amount: 2500 }));
    expect(answer.status).toBe(201);
    const card = await dataOf(answer, giftCardSchema);
    expect(card).toMatchObject({ status: "requires-action", codeLast4: null });
    if (fake) expect(card.clientSecret).toBe(intentFor(card.id).client_secret);
    else expect(card.clientSecret).toBeNull();

    if (fake) fake.authenticate(intentFor(card.id).id as string);
    const done = await t.call("POST", `/api/gift-cards/${card.id}/complete`, { cookie: bea.cookie });
    expect(done.status, await done.clone().text()).toBe(200);
    expect(await dataOf(done, giftCardSchema)).toMatchObject({ status: "paid", clientSecret: null });
    // Completing again changes nothing, and issues no second voucher.
    expect((await t.call("POST", `/api/gift-cards/${card.id}/complete`, { cookie: bea.cookie })).status).toBe(200);
    expect(await t.services.db.selectFrom("vouchers").select("id").where("issued_by", "=", bea.user.id).execute()).toHaveLength(1);
  });

  it("issues the gift card when the bank's check finishes after the buyer left (Stripe's webhook), once", async () => {
    if (!fake) return; // The ledger's check only happens through the buyer's confirmation.
    const bea = await buyer(NEEDS_AUTH);
    const card = await dataOf(await buy(bea.cookie, order({ amount: 2500 })), giftCardSchema);
    const intent = fake.authenticate(intentFor(card.id).id as string);
    const event = {
      id: `evt_${card.id}`,
      object: "event",
      type: "payment_intent.succeeded",
      created: Math.floor(NOW.getTime() / 1000) + 60,
      account: null,
      livemode: false,
      data: { object: intent },
    };
    for (const id of [event.id, `${event.id}_again`]) {
      const { body, signature } = signedEvent({ ...event, id }, STRIPE_ENV.STRIPE_WEBHOOK_SECRET);
      const delivered = await t.app.request("/api/webhooks/stripe", {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        body,
      });
      expect(delivered.status).toBe(200);
    }
    const row = await t.services.db
      .selectFrom("gift_cards")
      .select(["status", "voucher_id"])
      .where("id", "=", card.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("paid");
    expect(await t.services.db.selectFrom("vouchers").select("id").where("issued_by", "=", bea.user.id).execute()).toHaveLength(1);
  });

  it("makes one purchase of a form sent twice (its request key)", async () => {
    const bea = await buyer();
    const body = order({ requestKey: crypto.randomUUID() });
    const [a, b] = await Promise.all([buy(bea.cookie, body), buy(bea.cookie, body)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect((await dataOf(a, giftCardSchema)).id).toBe((await dataOf(b, giftCardSchema)).id);
    expect(await mine(bea.cookie)).toHaveLength(1);
    const charges = await t.services.db.selectFrom("payments").select("id").where("user_id", "=", bea.user.id).execute();
    expect(charges).toHaveLength(1);
  });
});

describe("gift card rules", () => {
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => ({ t, close } = await paymentsTestApp("ledger")));
  afterAll(() => close());
  beforeEach(() => {
    t.clock.now = NOW;
  });

  const buyer = async () => {
    const person = await makeUser(t, { firstName: "Bea", timezone: "Australia/Sydney" });
    await addCard(t, person.cookie, "4242424242424242");
    return person;
  };
  const buy = (cookie: string, body: Record<string, unknown>) =>
    t.call("POST", "/api/gift-cards", {
      cookie,
      body: { amount: 10_000, recipientName: "Omar Haddad", recipientEmail: "omar@example.com", deliverOn: "2027-01-15", ...body },
    });

  it.each<[string, Record<string, unknown>, string, string]>([
    ["an amount off the list", { amount: 3000 }, "amount", GIFT_CARD_MESSAGES.amount],
    ["no recipient", { recipientName: "" }, "recipientName", "Oops! Looks like you missed the recipient's name."],
    ["a bad email", { recipientEmail: "omar@" }, "recipientEmail", "Hmm that doesn't look like a valid email address.."],
    ["a long message", { message: "x".repeat(501) }, "message", "Please provide a message with no more than 500 characters."],
    ["no date", { deliverOn: undefined }, "deliverOn", GIFT_CARD_MESSAGES.deliverOn],
    // Yesterday in Sydney, though still today in UTC.
    ["yesterday in the buyer's zone", { deliverOn: "2027-01-14" }, "deliverOn", GIFT_CARD_MESSAGES.deliverOn],
    ["over a year ahead", { deliverOn: "2028-01-16" }, "deliverOn", GIFT_CARD_MESSAGES.deliverOn],
  ])("refuses %s with a 422 on the field", async (_, body, field, message) => {
    const bea = await buyer();
    const answer = await buy(bea.cookie, body);
    expect(answer.status).toBe(422);
    expect((await errorOf(answer)).fields?.[field]).toEqual([message]);
  });

  it("mails the recipient at 9 am on the chosen day in the buyer's zone, not before, once", async () => {
    const bea = await buyer();
    const answer = await buy(bea.cookie, { deliverOn: "2027-01-20", recipientEmail: "later@example.com" });
    const card = await dataOf(answer, giftCardSchema);
    // 9:00 in Sydney on the 20th is 22:00 UTC on the 19th.
    expect(card.deliverAt).toBe("2027-01-19T22:00:00.000Z");
    const recipientMails = () => mailSubjects(t, "later@example.com");

    await t.services.jobs.runDue();
    expect(await recipientMails()).toEqual([]);
    expect(await mailSubjects(t, bea.user.email!)).toEqual(["Your gift card for Omar Haddad"]);
    t.clock.now = new Date("2027-01-19T21:59:00Z");
    await t.services.jobs.runDue();
    expect(await recipientMails()).toEqual([]);
    expect(
      (await dataOf(await t.call("GET", "/api/me/gift-cards", { cookie: bea.cookie }), z.array(giftCardSchema)))[0]?.deliveredAt,
    ).toBeNull();

    t.clock.now = new Date("2027-01-19T22:00:00Z");
    await t.services.jobs.runDue();
    expect(await recipientMails()).toEqual(["Bea sent you a Kora gift card worth A$100.00"]);
    t.clock.advance(86_400_000);
    await t.services.jobs.runDue();
    expect(await recipientMails()).toHaveLength(1);
  });

  it("writes both mails in the buyer's language: the recipient may have no account", async () => {
    const mailTo = (email: string) =>
      t.services.db.selectFrom("dev_mailbox").selectAll().where("to_address", "=", email).orderBy("created_at").execute();
    const sara = await makeUser(t, { firstName: "Sara", timezone: "Australia/Sydney", currency: "AUD", locale: "sv" });
    await addCard(t, sara.cookie, "4242424242424242");
    const card = await dataOf(await buy(sara.cookie, { deliverOn: "2027-01-20", recipientEmail: "lina@example.com" }), giftCardSchema);
    await t.services.jobs.runDue();
    const [bought] = await mailTo(sara.user.email!);
    expect(bought?.subject).toBe("Ditt presentkort till Omar Haddad");
    expect(bought?.text).toBe(
      [
        "Tack, Sara! Ditt presentkort från Kora på 100,00\u00a0AUD till Omar Haddad är betalt.",
        "Vi mejlar det till Omar Haddad (lina@example.com) på onsdag 20 januari 2027.",
        "Betalningen finns bland dina kvitton under Fakturering.",
      ].join("\n\n"),
    );
    t.clock.now = new Date(card.deliverAt);
    await t.services.jobs.runDue();
    const [gift] = await mailTo("lina@example.com");
    expect(gift?.subject).toBe("Sara har skickat ett presentkort från Kora på 100,00\u00a0AUD till dig");
    expect(gift?.text).toMatch(/^Hej Omar Haddad! Sara har gett dig ett presentkort från Kora på 100,00\u00a0AUD: /);
    expect(gift?.text).toMatch(/\n\nDin kod: [A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}\n\n/);
    expect(gift?.html).toMatch(/<html dir="ltr" lang="sv">/);
  });

  it("keeps each buyer's gift cards to themselves", async () => {
    const bea = await buyer();
    const card = await dataOf(await buy(bea.cookie, {}), giftCardSchema);
    const other = await makeUser(t, { firstName: "Mallory" });
    expect(await dataOf(await t.call("GET", "/api/me/gift-cards", { cookie: other.cookie }), z.array(giftCardSchema))).toEqual([]);
    expect((await t.call("POST", `/api/gift-cards/${card.id}/complete`, { cookie: other.cookie })).status).toBe(404);
    expect((await t.call("GET", "/api/me/gift-cards")).status).toBe(401);
  });
});
