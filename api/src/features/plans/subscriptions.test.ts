import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAN_MESSAGES } from "@kora/shared/contracts/plans.ts";
import { addCard } from "../../test/booking-scenario.ts";
import type { FakeStripe } from "../../test/fake-stripe/index.ts";
import { makeUser, newSession } from "../../test/factories.ts";
import { errorOf, recordingSocket, type TestApp } from "../../test/harness.ts";
import { PROVIDERS, paymentsTestApp } from "../../test/payments-fixtures.ts";
import { mailSubjects } from "../../test/payments-scenarios.ts";
import { downgrade, endStripePeriod, mySlugs, plansOf, subscribePlus } from "../../test/plans-fixtures.ts";

const DAY = 86_400_000;

describe.each(PROVIDERS)("the Plus subscription's life on the %s provider", (provider) => {
  let t: TestApp;
  let fake: FakeStripe | null;
  let close: () => Promise<void>;
  beforeAll(async () => ({ t, fake, close } = await paymentsTestApp(provider)));
  afterAll(() => close());

  const person = async (card: string | null) => {
    const who = await makeUser(t, { firstName: "Sam", currency: "GBP" });
    const cardId = card ? await addCard(t, who.cookie, card) : null;
    return { ...who, cardId };
  };
  const stripeSub = () => [...fake!.objects.subscriptions.values()].at(-1)!;
  const subjects = async (email: string | null) => {
    await t.services.jobs.runDue();
    return mailSubjects(t, email!);
  };
  /** Moves the clock to `at` and lets the period end: the ledger's job, or Stripe's events. */
  const periodEnds = async (at: string, options: { lastRetry?: boolean } = {}) => {
    t.clock.now = new Date(new Date(at).getTime() + 60_000);
    if (fake) await endStripePeriod(t, fake, String(stripeSub().id), options);
    await t.services.jobs.runDue();
  };
  /** The PlanChanged events "ended" the person's open tabs heard: the plan modal opens on them, saying why. */
  const listen = (userId: string) => {
    const socket = recordingSocket(userId, userId);
    t.services.hub.connect(socket.client);
    return () =>
      socket.frames.flatMap((f) =>
        f.type === "event" && f.event.name === "PlanChanged" && f.event.data.change === "ended" ? [f.event.data] : [],
      );
  };
  /** The person makes a card that will be declined their default: the next renewal (and its retries) charge it, on both providers. */
  const breakCard = async (cookie: string) => {
    const declining = await addCard(t, cookie, "4000000000000002");
    expect((await t.call("PUT", `/api/me/payment-methods/${declining}/default`, { cookie })).status).toBe(200);
  };

  it("trial → renewal → failed renewals with dunning mails → back to Basic; the trial never comes back", async () => {
    t.clock.now = new Date("2027-01-31T10:00:00Z");
    const sam = await person("4242424242424242");
    const endings = listen(sam.user.id);
    expect((await plansOf(t, sam.cookie)).plus).toMatchObject({ trialAvailable: true, price: { amount: 1000, currency: "GBP" } });

    const started = await subscribePlus(t, sam.cookie);
    expect(started.status).toBe(201);
    let { plus, current } = await plansOf(t, sam.cookie);
    expect(current).toBe("plus");
    // One calendar month, clamped to February's end.
    expect(plus.subscription).toMatchObject({ status: "trialing", trialEnd: "2027-02-28T10:00:00.000Z" });
    expect(plus.trialAvailable).toBe(false);
    expect(await mySlugs(t, sam.cookie)).toEqual(["kora-plus"]);
    expect(await subjects(sam.user.email)).toContain("Your free month of Plus has started");
    if (fake) expect(stripeSub()).toMatchObject({ status: "trialing", trial_end: Date.parse("2027-02-28T10:00:00Z") / 1000 });

    // The free month ends: the card pays for the next month.
    await periodEnds(plus.subscription!.currentPeriodEnd!);
    ({ plus } = await plansOf(t, sam.cookie));
    expect(plus.subscription).toMatchObject({ status: "active", failedAttempts: 0 });
    expect(await subjects(sam.user.email)).toContain("Your Plus plan renewed");

    // The card starts failing: past due (still Plus), a dunning mail, retries, then Basic.
    await breakCard(sam.cookie);
    await periodEnds(plus.subscription!.currentPeriodEnd!);
    ({ plus } = await plansOf(t, sam.cookie));
    expect(plus.subscription).toMatchObject({ status: "past_due", failedAttempts: 1 });
    expect(await mySlugs(t, sam.cookie)).toEqual(["kora-plus"]);
    expect((await subjects(sam.user.email)).filter((s) => s === "We couldn't renew your Plus plan")).toHaveLength(1);

    if (fake) await periodEnds(new Date(t.clock.now.getTime() + 3 * DAY).toISOString(), { lastRetry: true });
    else {
      await periodEnds(plus.subscription!.nextAttemptAt!);
      ({ plus } = await plansOf(t, sam.cookie));
      expect(plus.subscription).toMatchObject({ status: "past_due", failedAttempts: 2 });
      await periodEnds(plus.subscription!.nextAttemptAt!);
    }
    ({ plus, current } = await plansOf(t, sam.cookie));
    expect(current).toBe("basic");
    expect(plus.subscription).toBeNull();
    expect(await mySlugs(t, sam.cookie)).toEqual([]);
    expect(await subjects(sam.user.email)).toContain("Your Plus plan has ended");
    expect(endings()).toEqual([{ plan: "plus", change: "ended", why: "payment-failed" }]);

    // Subscribing again is paid from the first day: no second free month.
    const card = await addCard(t, sam.cookie, "4242424242424242");
    await t.call("PUT", `/api/me/payment-methods/${card}/default`, { cookie: sam.cookie });
    expect((await subscribePlus(t, sam.cookie)).status).toBe(201);
    ({ plus } = await plansOf(t, sam.cookie));
    expect(plus.subscription).toMatchObject({ status: "active", trialEnd: null });
  });

  it("a card updated after a failed renewal is the one the retry charges, and Plus carries on", async () => {
    t.clock.now = new Date("2027-06-01T09:00:00Z");
    const rio = await person("4242424242424242");
    expect((await subscribePlus(t, rio.cookie)).status).toBe(201);
    await breakCard(rio.cookie);
    let { plus } = await plansOf(t, rio.cookie);
    await periodEnds(plus.subscription!.currentPeriodEnd!);
    rio.cookie = await newSession(t, rio.user.id);
    ({ plus } = await plansOf(t, rio.cookie));
    expect(plus.subscription).toMatchObject({ status: "past_due", failedAttempts: 1 });

    const good = await addCard(t, rio.cookie, "4242424242424242");
    expect((await t.call("PUT", `/api/me/payment-methods/${good}/default`, { cookie: rio.cookie })).status).toBe(200);
    await periodEnds(plus.subscription!.nextAttemptAt ?? new Date(t.clock.now.getTime() + 3 * DAY).toISOString());
    ({ plus } = await plansOf(t, rio.cookie));
    expect(plus.subscription).toMatchObject({ status: "active", failedAttempts: 0 });
    expect(await subjects(rio.user.email)).toContain("Your Plus plan renewed");
  });

  it("downgrades mid-cycle at once, with no refund, and cancelling then re-subscribing gives no second trial", async () => {
    t.clock.now = new Date("2027-03-10T08:00:00Z");
    const kim = await person("4242424242424242");
    expect((await subscribePlus(t, kim.cookie)).status).toBe(201);
    t.clock.advance(5 * DAY);
    const down = await downgrade(t, kim.cookie);
    expect(down.status).toBe(200);
    expect((await plansOf(t, kim.cookie)).current).toBe("basic");
    expect(await mySlugs(t, kim.cookie)).toEqual([]);
    expect(await subjects(kim.user.email)).toContain("You've moved to Basic");
    if (fake) {
      expect(stripeSub().status).toBe("canceled");
      const cancel = fake.requests.find((r) => r.method === "DELETE" && r.path === `/v1/subscriptions/${stripeSub().id}`)!;
      expect(cancel.body).toMatchObject({ prorate: "false", invoice_now: "false" });
      expect(fake.requests.some((r) => r.path === "/v1/refunds")).toBe(false);
      // Stripe's own `deleted` event for it changes nothing more (no "ended" mail).
      const before = (await subjects(kim.user.email)).length;
      await endStripePeriod(t, fake, String(stripeSub().id)).catch(() => undefined);
      expect(await subjects(kim.user.email)).toHaveLength(before);
    }
    // A second downgrade has nothing to end.
    expect((await downgrade(t, kim.cookie)).status).toBe(422);

    const again = await subscribePlus(t, kim.cookie);
    expect(again.status).toBe(201);
    expect((await plansOf(t, kim.cookie)).plus.subscription).toMatchObject({ status: "active", trialEnd: null });
  });

  it("a free month without a card ends in Basic; with no trial left, a card is needed and a declined one leaves nothing behind", async () => {
    t.clock.now = new Date("2027-04-02T12:00:00Z");
    const lee = await person(null);
    const endings = listen(lee.user.id);
    expect((await subscribePlus(t, lee.cookie)).status).toBe(201);
    const { plus } = await plansOf(t, lee.cookie);
    await periodEnds(plus.subscription!.currentPeriodEnd!);
    // A month on, the first session has expired: sign in again.
    lee.cookie = await newSession(t, lee.user.id);
    expect((await plansOf(t, lee.cookie)).current).toBe("basic");
    expect(await subjects(lee.user.email)).toContain("Your Plus plan has ended");
    expect(endings()).toEqual([{ plan: "plus", change: "ended", why: "no-card" }]);

    const noCard = await subscribePlus(t, lee.cookie);
    expect(noCard.status).toBe(422);
    expect((await errorOf(noCard)).fields).toEqual({ paymentMethodId: [PLAN_MESSAGES.needsCard] });

    await addCard(t, lee.cookie, "4000000000000002");
    const declined = await subscribePlus(t, lee.cookie);
    expect(declined.status).toBe(422);
    expect((await errorOf(declined)).fields?.paymentMethodId?.[0]).toMatch(/declined/);
    expect((await plansOf(t, lee.cookie)).plus).toMatchObject({ subscription: null, current: false });
  });

  it("writes the plan mails in the person's language, their price and dates too; English as before", async () => {
    t.clock.now = new Date("2027-05-03T08:00:00Z");
    const jonas = await makeUser(t, { firstName: "Jonas", currency: "EUR", timezone: "Europe/Berlin", locale: "de" });
    await addCard(t, jonas.cookie, "4242424242424242");
    expect((await subscribePlus(t, jonas.cookie)).status).toBe(201);
    expect((await downgrade(t, jonas.cookie)).status).toBe(200);
    await t.services.jobs.runDue();
    const mails = await t.services.db
      .selectFrom("dev_mailbox")
      .selectAll()
      .where("to_address", "=", jonas.user.email!)
      .orderBy("created_at")
      .execute();
    expect(mails.map((m) => m.subject)).toEqual(["Dein Gratismonat mit Plus hat begonnen", "Du bist jetzt bei Basic"]);
    expect(mails[0]!.text).toMatch(
      /^Hallo Jonas,\n\nDein Gratismonat mit Kora Plus hat begonnen\. Er läuft bis zum \d{1,2}\. Juni 2027\.\n\n/,
    );
    expect(mails[0]!.text).toContain("Danach kostet Plus 11,00\u00a0€ im Monat und wird von deiner gespeicherten Karte abgebucht.");
    expect(mails[0]!.text).toContain("Dein Tarif: http://localhost:8787/my-kora/more/plan");
    expect(mails[0]!.html).toMatch(/<html dir="ltr" lang="de">/);

    const sam = await person("4242424242424242");
    await subscribePlus(t, sam.cookie);
    await t.services.jobs.runDue();
    const [english] = await t.services.db.selectFrom("dev_mailbox").select("text").where("to_address", "=", sam.user.email!).execute();
    expect(english!.text).toMatch(
      /^Hi Sam,\n\nYour free month of Kora Plus has started\. It runs until \d{1,2}(st|nd|rd|th) June 2027\.\n\n/,
    );
    expect(english!.text).toContain(
      "After that, Plus is £10.00 a month, charged to your saved card. Without a card your account goes back to Basic. You can downgrade at any time.",
    );
  });

  it("ten subscribe requests at once start one subscription and claim one trial", async () => {
    t.clock.now = new Date("2027-05-05T05:00:00Z");
    const ana = await person("4242424242424242");
    const answers = await Promise.all(Array.from({ length: 10 }, () => subscribePlus(t, ana.cookie)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    const rows = await t.services.db.selectFrom("plan_subscriptions").selectAll().where("user_id", "=", ana.user.id).execute();
    expect(rows).toHaveLength(1);
    const trials = await t.services.db.selectFrom("plan_trials").selectAll().where("user_id", "=", ana.user.id).execute();
    expect(trials).toHaveLength(1);
    // The provider was asked once: the losers never reached it.
    if (fake)
      expect(
        fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/subscriptions" && JSON.stringify(r.body).includes(ana.user.id)),
      ).toHaveLength(1);
  });
});
