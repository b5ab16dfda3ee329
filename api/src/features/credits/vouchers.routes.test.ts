import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { creditAvailableSchema, creditSchema, VOUCHER_MESSAGES } from "@kora/shared/contracts/credits.ts";
import { creditLeft, issueVouchers } from "../../test/credits-fixtures.ts";
import { makeStaff, makeUser } from "../../test/factories.ts";
import { createTestApp, dataOf, errorOf, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const DAY = 86_400_000;
const redeem = (cookie: string, code: string) => t.call("POST", "/api/me/redeem-voucher", { cookie, body: { code } });

describe("vouchers", () => {
  it("adds the credit once, for whoever redeems first, however the code is typed", async () => {
    const staff = await makeStaff(t);
    const [code] = await issueVouchers(t, staff.cookie, 2500);
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$/);
    const lena = await makeUser(t, { firstName: "Lena" });
    expect(await creditLeft(t, lena.cookie)).toBe(0);

    const added = await redeem(lena.cookie, ` ${code!.toLowerCase().replace(/-/g, " ")} `);
    expect(added.status).toBe(201);
    expect(await dataOf(added, creditSchema)).toMatchObject({
      source: "voucher",
      currency: "AUD",
      totalCreditCents: 2500,
      usedCreditCents: 0,
    });
    expect(await dataOf(await t.call("GET", "/api/me/credit-available", { cookie: lena.cookie }), creditAvailableSchema)).toEqual({
      credit_available: 2500,
      currency: "AUD",
      balances: [{ currency: "AUD", amount: 2500 }],
    });

    const again = await redeem(lena.cookie, code!);
    expect(again.status).toBe(422);
    expect((await errorOf(again)).fields?.code).toEqual([VOUCHER_MESSAGES.claimed]);
    const other = await makeUser(t, { firstName: "Omar" });
    expect((await errorOf(await redeem(other.cookie, code!))).fields?.code).toEqual([VOUCHER_MESSAGES.claimed]);
    expect(await creditLeft(t, other.cookie)).toBe(0);
  });

  it("says a made-up code is not valid and an old one has expired", async () => {
    const staff = await makeStaff(t);
    const lena = await makeUser(t, { firstName: "Lena" });
    expect((await errorOf(await redeem(lena.cookie, "ABCD-EFGH-JKMN-PQRS"))).fields?.code).toEqual([VOUCHER_MESSAGES.invalid]);
    expect((await redeem(lena.cookie, "")).status).toBe(422);
    const [code] = await issueVouchers(t, staff.cookie, 1000, { validDays: 2 });
    t.clock.advance(3 * DAY);
    const late = await redeem(lena.cookie, code!);
    expect(late.status, await late.clone().text()).toBe(422);
    expect((await errorOf(late)).fields?.code).toEqual([VOUCHER_MESSAGES.expired]);
  });

  it("credits exactly once when 20 people redeem one code at the same moment", async () => {
    const staff = await makeStaff(t);
    const [code] = await issueVouchers(t, staff.cookie, 5000);
    const people = await Promise.all(Array.from({ length: 20 }, (_, i) => makeUser(t, { firstName: `Racer${i}` })));
    const answers = await Promise.all(people.map((p) => redeem(p.cookie, code!)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(19);
    const balances = await Promise.all(people.map((p) => creditLeft(t, p.cookie)));
    expect(balances.filter((b) => b === 5000)).toHaveLength(1);
    expect(balances.reduce((a, b) => a + b, 0)).toBe(5000);
  });

  it("refuses guessing: ten tries an hour per person", async () => {
    const lena = await makeUser(t, { firstName: "Lena" });
    for (let i = 0; i < 10; i++) expect((await redeem(lena.cookie, `WRONG-CODE-${i}`)).status).toBe(422);
    expect((await redeem(lena.cookie, "WRONG-CODE-11")).status).toBe(429);
  });

  it("lets only staff issue vouchers, with amounts in whole cents", async () => {
    const lena = await makeUser(t, { firstName: "Lena" });
    expect((await t.call("POST", "/api/vouchers", { cookie: lena.cookie, body: { amount: 2500, currency: "AUD" } })).status).toBe(403);
    const staff = await makeStaff(t);
    const bad = await t.call("POST", "/api/vouchers", { cookie: staff.cookie, body: { amount: 25.5, currency: "AUD" } });
    expect(bad.status).toBe(422);
    const many = await issueVouchers(t, staff.cookie, 2500, { count: 5 });
    expect(new Set(many).size).toBe(5);
    // Codes are kept only as hashes.
    const stored = await t.services.db.selectFrom("vouchers").select(["code_hash", "code_last4"]).execute();
    expect(stored.every((v) => !many.some((code) => v.code_hash.includes(code.replace(/-/g, ""))))).toBe(true);
    expect(stored.map((v) => v.code_last4).sort()).toEqual(many.map((c) => c.slice(-4)).sort());
  });

  it("lists credits newest first with their expiry", async () => {
    const staff = await makeStaff(t);
    const lena = await makeUser(t, { firstName: "Lena" });
    const [a, b] = await issueVouchers(t, staff.cookie, 1000, { count: 2 });
    await redeem(lena.cookie, a!);
    t.clock.advance(DAY);
    await redeem(lena.cookie, b!);
    const credits = await dataOf(await t.call("GET", "/api/me/credits", { cookie: lena.cookie }), z.array(creditSchema));
    expect(credits).toHaveLength(2);
    expect(Date.parse(credits[0]!.createdAt)).toBeGreaterThan(Date.parse(credits[1]!.createdAt));
    expect(Date.parse(credits[0]!.expiresAt) - Date.parse(credits[0]!.createdAt)).toBeGreaterThan(364 * DAY);
  });
});

describe("sign-up credit", () => {
  it("gives a new account its sign-up credit once, in its currency, for a year", async () => {
    const cookie = await t.signIn("new.learner@example.com", { firstName: "Nia", lastName: "Kaur" });
    expect(await creditLeft(t, cookie)).toBe(2000);
    // Signing in again (a second completed code) adds nothing.
    await t.call("POST", "/api/password-free/verification-code", { body: { step: "login", email: "new.learner@example.com" } });
    const verified = await t.call("POST", "/api/password-free/verify", {
      body: { email: "new.learner@example.com", code: await t.latestCode("new.learner@example.com") },
    });
    expect(verified.status).toBe(200);
    const credits = await dataOf(await t.call("GET", "/api/me/credits", { cookie }), z.array(creditSchema));
    expect(credits.map((c) => [c.source, c.label, c.currency, c.totalCreditCents])).toEqual([["sign-up", "Sign-up credit", "AUD", 2000]]);
    expect(Date.parse(credits[0]!.expiresAt) - t.clock.now.getTime()).toBeGreaterThan(364 * DAY);
  });
});
