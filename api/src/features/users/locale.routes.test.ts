import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { meSchema } from "@kora/shared/contracts/users.ts";
import { createTestApp, dataOf, errorOf, type TestApp } from "../../test/harness.ts";

/** The language each person reads Kora in: chosen at sign-up from the browser (or the site), kept on the account. */

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const signupBody = (email: string) => ({
  step: "signup",
  email,
  firstName: "Sven",
  lastName: "Berg",
  timezone: "Europe/Stockholm",
  country: "SE",
  professionalUrl: "https://github.com/sven",
});

/** Signs up with `body`, sending `headers` with the code request (as the sign-up page's browser would). */
async function signUp(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const sent = await t.call("POST", "/api/password-free/verification-code", { body, headers });
  expect(sent.status).toBe(202);
  const email = String(body.email);
  const created = await t.call("POST", "/api/password-free/verify", { body: { email, code: await t.latestCode(email) } });
  expect(created.status).toBe(201);
  return dataOf(created, meSchema);
}

describe("the language chosen at sign-up", () => {
  it("is the first language the browser asks for that Kora speaks", async () => {
    expect((await signUp(signupBody("sv@example.com"), { "accept-language": "sv-SE,sv;q=0.9,en;q=0.8" })).locale).toBe("sv");
    expect((await signUp(signupBody("fi@example.com"), { "accept-language": "fi-FI, da;q=0.7, en;q=0.5" })).locale).toBe("da");
    expect((await signUp(signupBody("ja@example.com"), { "accept-language": "ja" })).locale).toBe("en");
    expect((await signUp(signupBody("none@example.com"))).locale).toBe("en");
  });

  it("is the one picked on the site (its cookie) over the browser's, and the page's own over both", async () => {
    const picked = { "accept-language": "de-DE", cookie: "kora_lang=fr" };
    expect((await signUp(signupBody("fr@example.com"), picked)).locale).toBe("fr");
    expect((await signUp({ ...signupBody("ar@example.com"), locale: "ar" }, picked)).locale).toBe("ar");
    // A cookie naming a language Kora doesn't speak is ignored.
    expect((await signUp(signupBody("xx@example.com"), { "accept-language": "es", cookie: "kora_lang=xx" })).locale).toBe("es");
  });

  it("refuses a language Kora doesn't speak with a field message, and sends no code", async () => {
    const response = await t.call("POST", "/api/password-free/verification-code", {
      body: { ...signupBody("no@example.com"), locale: "fi" },
    });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields?.locale).toEqual(["Please choose a language from the list."]);
    const codes = await t.services.db.selectFrom("verification_codes").select("id").where("email", "=", "no@example.com").execute();
    expect(codes).toEqual([]);
  });

  it("a guest who joins a call from a link gets their browser's language", async () => {
    const created = await t.call("POST", "/api/guests", { body: { firstName: "Dana" }, headers: { "accept-language": "da-DK,da" } });
    expect(created.status).toBe(201);
    const { user } = await dataOf(created, z.object({ user: meSchema, token: z.string() }));
    expect(user.locale).toBe("da");
  });
});

describe("My details → Language (PUT /api/me locale)", () => {
  it("changes the person's language, and only theirs", async () => {
    const cookie = await t.signIn("lena@example.com");
    const other = await t.signIn("omar@example.com");
    expect((await dataOf(await t.call("GET", "/api/me", { cookie }), meSchema)).locale).toBe("en");
    const saved = await t.call("PUT", "/api/me", { cookie, body: { locale: "de" } });
    expect(saved.status).toBe(200);
    expect((await dataOf(await t.call("GET", "/api/me", { cookie }), meSchema)).locale).toBe("de");
    expect((await dataOf(await t.call("GET", "/api/me", { cookie: other }), meSchema)).locale).toBe("en");
  });

  it("refuses a language Kora doesn't speak and keeps the one set", async () => {
    const cookie = await t.signIn("kim@example.com");
    await t.call("PUT", "/api/me", { cookie, body: { locale: "sv" } });
    const response = await t.call("PUT", "/api/me", { cookie, body: { locale: "klingon", firstName: "Kim" } });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields).toEqual({ locale: ["Please choose a language from the list."] });
    expect(await dataOf(await t.call("GET", "/api/me", { cookie }), meSchema)).toMatchObject({ locale: "sv" });
  });
});
