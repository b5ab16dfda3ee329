import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PHONE_OR_URL_MESSAGE } from "@kora/shared/contracts/auth.ts";
import { meSchema } from "@kora/shared/contracts/users.ts";
import { makeUser } from "../../test/factories.ts";
import { createTestApp, dataOf, errorOf, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const london = { step: "signup", firstName: "Ada", lastName: "Lovelace", timezone: "Europe/London", country: "GB" };

/** Asks for a code with `body` and, when that is accepted, signs up with it; returns the verify answer. */
async function signUp(body: Record<string, unknown>) {
  const sent = await t.call("POST", "/api/password-free/verification-code", { body });
  expect(sent.status).toBe(202);
  const email = String(body.email);
  return t.call("POST", "/api/password-free/verify", { body: { email, code: await t.latestCode(email) } });
}

const userRow = (email: string) => t.services.db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
const codesFor = async (email: string) =>
  (await t.services.db.selectFrom("verification_codes").select("id").where("email", "=", email).execute()).length;

describe("sign-up as promised (public-site §1)", () => {
  it("with a mobile number: kept in E.164, unverified; zone, country and the country's currency saved and confirmed", async () => {
    const created = await signUp({ ...london, email: "ada@example.com", phone: "07911 123456" });
    expect(created.status).toBe(201);
    expect(await dataOf(created, meSchema)).toMatchObject({
      timezone: "Europe/London",
      country: "GB",
      currency: "GBP",
      timezoneConfirmed: true,
      professionalUrl: null,
      phoneVerified: false,
    });
    const row = await userRow("ada@example.com");
    expect(row).toMatchObject({ phone: "+447911123456", phone_verified_at: null, timezone_confirmed_at: t.clock.now.toISOString() });
  });

  it("with a professional profile link only: the link is stored normalised, with no phone", async () => {
    const created = await signUp({ ...london, email: "grace@example.com", phone: "", professionalUrl: " linkedin.com/in/grace-hopper/ " });
    expect(created.status).toBe(201);
    expect((await dataOf(created, meSchema)).professionalUrl).toBe("https://linkedin.com/in/grace-hopper");
    expect((await userRow("grace@example.com")).phone).toBeNull();
  });

  it("takes both, a number in international form from another country, and a chosen currency over the country's", async () => {
    const body = { ...london, email: "both@example.com", country: "DE", timezone: "europe/berlin", currency: "AUD" };
    const created = await signUp({ ...body, phone: "+61 412 345 678", professionalUrl: "https://github.com/both" });
    expect(await dataOf(created, meSchema)).toMatchObject({ timezone: "Europe/Berlin", country: "DE", currency: "AUD" });
    expect(await userRow("both@example.com")).toMatchObject({ phone: "+61412345678", professional_url: "https://github.com/both" });
  });

  it.each([
    ["EU member", "FR", "Europe/Paris", "EUR"],
    ["elsewhere", "JP", "Asia/Tokyo", "USD"],
    ["Australia", "AU", "Australia/Perth", "AUD"],
  ])("currency from the country: %s", async (_, country, timezone, currency) => {
    const created = await signUp({ ...london, email: `${country}@example.com`, country, timezone, professionalUrl: "x.com/someone" });
    expect(await dataOf(created, meSchema)).toMatchObject({ country, timezone, currency });
  });

  it.each([
    ["neither a number nor a link", {}, { phone: [PHONE_OR_URL_MESSAGE] }],
    ["blank number and link", { phone: "  ", professionalUrl: "" }, { phone: [PHONE_OR_URL_MESSAGE] }],
    ["a number that isn't a mobile", { phone: "020 7946 0018" }, { phone: ["This doesn't look like a valid mobile number."] }],
    ["an Australian number read in the UK", { phone: "0412 345 678" }, { phone: ["This doesn't look like a valid mobile number."] }],
    [
      "a network page that isn't a profile",
      { professionalUrl: "https://www.linkedin.com/feed/" },
      { professionalUrl: ["Please provide a valid LinkedIn profile url."] },
    ],
    ["something that isn't a link", { professionalUrl: "my linkedin" }, { professionalUrl: ["Please provide a valid url."] }],
    [
      "no time zone or country",
      { phone: "07911 123456", timezone: undefined, country: undefined },
      {
        timezone: ["Oops! Looks like you missed the timezone."],
        country: ["Oops! Looks like you missed the country."],
      },
    ],
    [
      "an unknown zone and a made-up country",
      { phone: "07911 123456", timezone: "Mars/Olympus", country: "XX" },
      {
        timezone: ["Oops, we can't find that timezone."],
        country: ["Please choose a country from the list."],
      },
    ],
    [
      "a currency we don't support",
      { phone: "07911 123456", currency: "BTC" },
      { currency: ["Please choose one of the supported currencies."] },
    ],
  ])("refuses %s with 422 and the field's message, mailing nothing", async (_, extra, fields) => {
    const email = "refused@example.com";
    const response = await t.call("POST", "/api/password-free/verification-code", { body: { ...london, email, ...extra } });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields).toEqual(fields);
    expect(await codesFor(email)).toBe(0);
  });

  it("an invited placeholder who signs up takes the details given, keeping their account", async () => {
    const invited = await makeUser(t, { firstName: "Pia", email: "pia@example.com", isPlaceholder: true, emailVerified: false });
    expect(invited.user).toMatchObject({ timezone: "Australia/Sydney", timezone_confirmed_at: null });
    const verified = await signUp({ ...london, email: "pia@example.com", firstName: "Pia", phone: "07911 123457" });
    expect(verified.status).toBe(200);
    const me = await dataOf(verified, meSchema);
    expect(me).toMatchObject({ id: invited.user.id, isPlaceholder: false, timezone: "Europe/London", country: "GB", currency: "GBP" });
    expect(me.timezoneConfirmed).toBe(true);
    expect((await userRow("pia@example.com")).phone).toBe("+447911123457");
  });

  it("a sign-up for an address that has an account only logs in: its details stay as they were", async () => {
    const existing = await makeUser(t, {
      firstName: "Old",
      email: "old@example.com",
      timezone: "Pacific/Auckland",
      country: "NZ",
      currency: "NZD",
    });
    const again = await signUp({ ...london, email: "old@example.com", phone: "07911 123456" });
    expect(again.status).toBe(200);
    expect(await dataOf(again, meSchema)).toMatchObject({
      id: existing.user.id,
      timezone: "Pacific/Auckland",
      country: "NZ",
      currency: "NZD",
    });
    expect((await userRow("old@example.com")).phone).toBeNull();
  });
});

describe("time zone asked once (PUT /api/me timezoneConfirmed)", () => {
  const me = async (cookie: string) => dataOf(await t.call("GET", "/api/me", { cookie }), meSchema);

  it("an account from before is unconfirmed until it confirms; then it stays confirmed", async () => {
    const { cookie } = await makeUser(t, { firstName: "Eli" });
    expect(await me(cookie)).toMatchObject({ timezone: "Australia/Sydney", country: null, timezoneConfirmed: false });
    const confirmed = await t.call("PUT", "/api/me", {
      cookie,
      body: { timezone: "Europe/London", country: "GB", timezoneConfirmed: true },
    });
    expect(confirmed.status).toBe(200);
    expect(await dataOf(confirmed, meSchema)).toMatchObject({ timezone: "Europe/London", country: "GB", timezoneConfirmed: true });
    t.clock.advance(60_000);
    await t.call("PUT", "/api/me", { cookie, body: { firstName: "Elias" } });
    expect(await me(cookie)).toMatchObject({ firstName: "Elias", timezoneConfirmed: true });
  });

  it("confirming the zone it has keeps the zone; changing the zone in My details confirms it too; an unchanged zone doesn't", async () => {
    const first = await makeUser(t, { firstName: "Fay" });
    await t.call("PUT", "/api/me", { cookie: first.cookie, body: { timezoneConfirmed: true } });
    expect(await me(first.cookie)).toMatchObject({ timezone: "Australia/Sydney", timezoneConfirmed: true });

    const second = await makeUser(t, { firstName: "Gus" });
    await t.call("PUT", "/api/me", { cookie: second.cookie, body: { timezone: "Australia/Sydney", firstName: "Gus" } });
    expect((await me(second.cookie)).timezoneConfirmed).toBe(false);
    await t.call("PUT", "/api/me", { cookie: second.cookie, body: { timezone: "America/Toronto" } });
    expect((await me(second.cookie)).timezoneConfirmed).toBe(true);
  });

  it("takes only `true`, and only for the signed-in user", async () => {
    const { cookie } = await makeUser(t, { firstName: "Hal" });
    const refused = await t.call("PUT", "/api/me", { cookie, body: { timezoneConfirmed: false } });
    expect(refused.status).toBe(422);
    expect(Object.keys((await errorOf(refused)).fields ?? {})).toEqual(["timezoneConfirmed"]);
    expect((await t.call("PUT", "/api/me", { body: { timezoneConfirmed: true } })).status).toBe(401);
    expect((await me(cookie)).timezoneConfirmed).toBe(false);
  });
});
