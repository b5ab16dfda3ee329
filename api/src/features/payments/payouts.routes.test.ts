import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { payoutAccountSchema, stripeLinkSchema } from "@kora/shared/contracts/payments.ts";
import { meSchema } from "@kora/shared/contracts/users.ts";
import { bookingScenario } from "../../test/booking-scenario.ts";
import type { FakeStripe } from "../../test/fake-stripe/index.ts";
import { makeAdvisor } from "../../test/factories.ts";
import { dataOf, errorOf, type TestApp } from "../../test/harness.ts";
import { PROVIDERS, paymentsTestApp } from "../../test/payments-fixtures.ts";

const DETAILS = { country: "AU", dateOfBirth: "1990-04-02", acceptTerms: true };

describe.each(PROVIDERS)("payout details on the %s provider", (provider) => {
  let t: TestApp;
  let fake: FakeStripe | null;
  let close: () => Promise<void>;
  beforeEach(async () => ({ t, fake, close } = await paymentsTestApp(provider)));
  afterEach(() => close());

  const account = async (cookie: string) => dataOf(await t.call("GET", "/api/me/payout-account", { cookie }), payoutAccountSchema);
  const saveDetails = (cookie: string, body: unknown) => t.call("POST", "/api/me/payout-account", { cookie, body });
  const payoutAlerts = async (cookie: string) =>
    (await dataOf(await t.call("GET", "/api/me?append=stats", { cookie }), meSchema)).stats?.myDetailsPayoutAlerts;

  it("has nothing to ask before anyone books; a paid request makes the details due, on the account and the My details alert", async () => {
    const s = await bookingScenario(t);
    expect(await account(s.advisor.cookie)).toEqual({
      provider,
      status: "none",
      country: null,
      dateOfBirth: null,
      bankLast4: null,
      requirements: [],
      needsDetails: false,
      needsDetailsFor: null,
      earnings: { currency: expect.any(String), pending: [], paid: [] },
    });
    expect(await payoutAlerts(s.advisor.cookie)).toBe(0);

    await s.requested([s.inHours(72)]);
    expect(await account(s.advisor.cookie)).toMatchObject({ needsDetails: true, needsDetailsFor: "request" });
    expect(await payoutAlerts(s.advisor.cookie)).toBe(1);
    // The learner asked; it's not theirs to do.
    expect((await account(s.learner.cookie)).needsDetails).toBe(false);
    expect(await payoutAlerts(s.learner.cookie)).toBe(0);
  });

  it("says a confirmed paid session is what waits once nothing waits for an answer", async () => {
    const s = await bookingScenario(t);
    await s.confirmed();
    expect(await account(s.advisor.cookie)).toMatchObject({ needsDetails: true, needsDetailsFor: "session" });
    await s.requested([s.inHours(96)]);
    expect(await account(s.advisor.cookie)).toMatchObject({ needsDetails: true, needsDetailsFor: "request" });
  });

  it("still asks for the details after a late cancellation that pays the advisor", async () => {
    const s = await bookingScenario(t);
    const booking = await s.confirmed(2);
    expect((await s.act(s.learner.cookie, booking.id, "cancel", { cancelReason: "no-longer-needed" })).status).toBe(200);
    const after = await account(s.advisor.cookie);
    expect(after.earnings.pending).not.toEqual([]);
    expect(after).toMatchObject({ needsDetails: true, needsDetailsFor: "session" });
    expect(await payoutAlerts(s.advisor.cookie)).toBe(1);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      "without agreeing to the terms",
      { country: "AU", dateOfBirth: "1990-04-02" },
      "acceptTerms",
      "You must agree to the terms and conditions.",
    ],
    ["with terms unticked", { ...DETAILS, acceptTerms: false }, "acceptTerms", "You must agree to the terms and conditions."],
    [
      "from a country payouts don't reach",
      { ...DETAILS, country: "BR" },
      "country",
      "Payouts are available in Australia, New Zealand, the UK, Sweden and Denmark, where advisors can take paid bookings.",
    ],
    // Paid bookings don't work there, so payout details would never pay for anything (public-site §9.1).
    ...["CA", "US", "FR"].map((country): [string, Record<string, unknown>, string, string] => [
      `from ${country}, where advisors can't take paid bookings`,
      { ...DETAILS, country },
      "country",
      "Payouts are available in Australia, New Zealand, the UK, Sweden and Denmark, where advisors can take paid bookings.",
    ]),
    [
      "a day before turning 18",
      { ...DETAILS, dateOfBirth: "2008-11-22" },
      "dateOfBirth",
      "Please enter your date of birth; you must be 18 or over to be paid.",
    ],
    [
      "with a malformed date of birth",
      { ...DETAILS, dateOfBirth: "02/04/1990" },
      "dateOfBirth",
      "Please enter your date of birth; you must be 18 or over to be paid.",
    ],
    [
      "with a date of birth that doesn't exist",
      { ...DETAILS, dateOfBirth: "1990-02-30" },
      "dateOfBirth",
      "Please enter your date of birth; you must be 18 or over to be paid.",
    ],
  ])("refuses details %s (422 on the field) and creates no account", async (_name, body, field, message) => {
    const advisor = await makeAdvisor(t);
    const response = await saveDetails(advisor.cookie, body);
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields?.[field]).toEqual([message]);
    expect((await account(advisor.cookie)).status).toBe("none");
    if (fake) expect(fake.objects.accounts.size).toBe(0);
  });

  it("takes someone who turned 18 today (by the test clock, 2026-11-21)", async () => {
    const advisor = await makeAdvisor(t);
    const response = await saveDetails(advisor.cookie, { ...DETAILS, dateOfBirth: "2008-11-21" });
    expect(response.status).toBe(200);
    expect(await dataOf(response, payoutAccountSchema)).toMatchObject({ status: "pending", dateOfBirth: "2008-11-21" });
  });

  it("keeps the details, says in words what is still needed, and won't change the country afterwards", async () => {
    const advisor = await makeAdvisor(t);
    const saved = await dataOf(await saveDetails(advisor.cookie, DETAILS), payoutAccountSchema);
    expect(saved).toMatchObject({ provider, status: "pending", country: "AU", dateOfBirth: "1990-04-02", bankLast4: null });
    expect(saved.requirements).toContain("a bank account for payouts");
    expect(saved.requirements).not.toContain("your date of birth"); // sent with the details
    for (const words of saved.requirements) expect(words).not.toMatch(/[._]/); // never Stripe's field names
    if (fake) expect(saved.requirements).toEqual(expect.arrayContaining(["your address", "your legal name", "your phone number"]));
    expect(await account(advisor.cookie)).toEqual(saved);

    const moved = await saveDetails(advisor.cookie, { ...DETAILS, country: "GB" });
    expect(moved.status).toBe(422);
    expect((await errorOf(moved)).fields?.country?.[0]).toMatch(/can't be changed/);
    expect((await account(advisor.cookie)).country).toBe("AU");
    // Saving the same country again is fine and makes no second account.
    expect((await saveDetails(advisor.cookie, { ...DETAILS, dateOfBirth: "1990-04-03" })).status).toBe(200);
    if (fake) expect(fake.objects.accounts.size).toBe(1);
  });

  it("sends no one to payout onboarding before the details are given (409)", async () => {
    const advisor = await makeAdvisor(t);
    for (const type of ["onboarding", "dashboard"]) {
      const response = await t.call("POST", "/api/me/stripe-link", { cookie: advisor.cookie, body: { type } });
      expect(response.status).toBe(409);
      expect((await errorOf(response)).message).toMatch(/payout details/);
    }
    const bank = await t.call("POST", "/api/me/payout-methods", {
      cookie: advisor.cookie,
      body: { accountHolder: "Avery Advisor", routingNumber: "110000", accountNumber: "000123456789" },
    });
    expect(bank.status).toBe(409);
    if (fake) expect(fake.requests.filter((r) => r.path.startsWith("/v1/account"))).toEqual([]);
  });
});

describe("payouts on the ledger", () => {
  let t: TestApp;
  let close: () => Promise<void>;
  beforeEach(async () => ({ t, close } = await paymentsTestApp("ledger")));
  afterEach(() => close());

  it("takes a bank account on its own form and can then pay out; onboarding is the advisor settings page", async () => {
    const s = await bookingScenario(t);
    await s.requested([s.inHours(72)]);
    await t.call("POST", "/api/me/payout-account", { cookie: s.advisor.cookie, body: DETAILS });
    const link = await t.call("POST", "/api/me/stripe-link", { cookie: s.advisor.cookie, body: { type: "onboarding" } });
    expect(await dataOf(link, stripeLinkSchema)).toEqual({
      url: `${t.services.config.publicUrl}/my-kora/my-details/advisor-settings?payouts=bank`,
    });

    const refused = await t.call("POST", "/api/me/payout-methods", {
      cookie: s.advisor.cookie,
      body: { accountHolder: "Avery Advisor", routingNumber: "11-00", accountNumber: "000123456789" },
    });
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).fields?.routingNumber).toEqual(["Please check the BSB, sort code or routing number."]);

    const bank = await t.call("POST", "/api/me/payout-methods", {
      cookie: s.advisor.cookie,
      body: { accountHolder: "Avery Advisor", routingNumber: "110-000", accountNumber: "0001 2345 6789" },
    });
    expect(await dataOf(bank, payoutAccountSchema)).toMatchObject({
      status: "enabled",
      bankLast4: "6789",
      requirements: [],
      needsDetails: false,
    });
    const me = await dataOf(await t.call("GET", "/api/me?append=stats", { cookie: s.advisor.cookie }), meSchema);
    expect(me.stats?.myDetailsPayoutAlerts).toBe(0);
  });
});

describe("payouts on Stripe Connect Express", () => {
  let t: TestApp;
  let fake: FakeStripe;
  let close: () => Promise<void>;
  beforeEach(async () => {
    const started = await paymentsTestApp("stripe");
    ({ t, close } = started);
    fake = started.fake!;
  });
  afterEach(() => close());

  const link = (cookie: string, type: string) => t.call("POST", "/api/me/stripe-link", { cookie, body: { type } });

  it("creates one Express account with the details, onboards through an Account Link, and is enabled after onboarding", async () => {
    const advisor = await makeAdvisor(t);
    await t.call("POST", "/api/me/payout-account", { cookie: advisor.cookie, body: DETAILS });
    const [acct] = [...fake.objects.accounts.values()];
    expect(acct).toMatchObject({ type: "express", country: "AU", individual: { dob: { day: 2, month: 4, year: 1990 } } });
    expect(acct!.metadata).toEqual({ user_id: advisor.user.id });

    const bank = await t.call("POST", "/api/me/payout-methods", { cookie: advisor.cookie, body: { token: "btok_us" } });
    expect(bank.status).toBe(422);
    expect((await errorOf(bank)).fields?.token?.[0]).toMatch(/added on Stripe/);

    const onboarding = await dataOf(await link(advisor.cookie, "onboarding"), stripeLinkSchema);
    expect(onboarding.url).toMatch(new RegExp(`^https://connect\\.stripe\\.com/setup/e/${acct!.id}/`));
    const [posted] = fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/account_links");
    const back = `${t.services.config.publicUrl}/my-kora/my-details/advisor-settings`;
    expect(posted?.body).toEqual({
      account: acct!.id,
      type: "account_onboarding",
      return_url: `${back}?payouts=return`,
      refresh_url: `${back}?payouts=refresh`,
    });

    // Before onboarding is done there is no Express dashboard to open: a clear 409, not Stripe's refusal.
    expect((await link(advisor.cookie, "dashboard")).status).toBe(409);
    fake.completeOnboarding(acct!.id);
    expect(await dataOf(await t.call("GET", "/api/me/payout-account", { cookie: advisor.cookie }), payoutAccountSchema)).toMatchObject({
      status: "enabled",
      bankLast4: "6789",
      requirements: [],
    });
    const dashboard = await dataOf(await link(advisor.cookie, "dashboard"), stripeLinkSchema);
    expect(dashboard.url).toMatch(/^https:\/\/connect\.stripe\.com\/express\//);
    expect(fake.requests.some((r) => r.method === "POST" && r.path === `/v1/accounts/${acct!.id}/login_links`)).toBe(true);
  });

  it("shows an account Stripe still wants an identity document for as restricted, with the document in words", async () => {
    const advisor = await makeAdvisor(t);
    await t.call("POST", "/api/me/payout-account", { cookie: advisor.cookie, body: DETAILS });
    fake.completeOnboarding([...fake.objects.accounts.keys()][0]!, { payoutsEnabled: false });
    const account = await dataOf(await t.call("GET", "/api/me/payout-account", { cookie: advisor.cookie }), payoutAccountSchema);
    expect(account).toMatchObject({ status: "restricted", requirements: ["a photo of an identity document"] });
  });
});
