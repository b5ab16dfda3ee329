import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VERIFICATION_CODE_MAX_ATTEMPTS } from "@kora/shared/constants.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import { createTestApp, errorOf, SIGNUP_EXTRAS, type TestApp } from "../../test/harness.ts";

let t: TestApp;
// Rate limits raised so that only the code's own attempt count stands between a guesser and the code.
beforeEach(async () => (t = await createTestApp({ AUTH_RATE_LIMIT_PER_ACCOUNT: "1000", AUTH_RATE_LIMIT_PER_IP: "1000" })));
afterEach(() => t.close());

const verify = (email: string, code: string) => t.call("POST", "/api/password-free/verify", { body: { email, code } });
const attempts = async (email: string) =>
  (await t.services.db.selectFrom("verification_codes").select("attempts").where("email", "=", email).executeTakeFirstOrThrow()).attempts;

describe("a sign-in code's five guesses, under concurrency", () => {
  it("checks at most five of 40 wrong guesses sent at once, and the right code is refused afterwards", async () => {
    const email = "mallory@example.com";
    expect(
      (
        await t.call("POST", "/api/password-free/verification-code", {
          body: { step: "signup", email, firstName: "Mal", lastName: "Lory", ...SIGNUP_EXTRAS },
        })
      ).status,
    ).toBe(202);
    const code = await t.latestCode(email);
    const wrong = code === "ZZZZZZ" ? "YYYYYY" : "ZZZZZZ";
    const responses = await Promise.all(Array.from({ length: 40 }, () => verify(email, wrong)));
    for (const response of responses) {
      expect(response.status).toBe(401);
      expect(await errorOf(response)).toMatchObject({ code: "invalid_code", message: MESSAGES.badCode });
    }
    // Every guess that was compared with the code was counted first: no more than the limit.
    expect(await attempts(email)).toBe(VERIFICATION_CODE_MAX_ATTEMPTS);
    expect((await verify(email, code)).status).toBe(401);
    expect(await t.services.db.selectFrom("sessions").select("id_hash").execute()).toHaveLength(0);
    expect(await t.services.db.selectFrom("users").select("id").where("email", "=", email).execute()).toHaveLength(0);
  });

  it("still accepts the right code as the fifth try, and a racing right guess signs in once", async () => {
    const email = "trudy@example.com";
    await t.call("POST", "/api/password-free/verification-code", {
      body: { step: "signup", email, firstName: "Tru", lastName: "Dy", ...SIGNUP_EXTRAS },
    });
    const code = await t.latestCode(email);
    const wrong = code === "ZZZZZZ" ? "YYYYYY" : "ZZZZZZ";
    for (let i = 0; i < VERIFICATION_CODE_MAX_ATTEMPTS - 2; i++) expect((await verify(email, wrong)).status).toBe(401);
    const raced = await Promise.all([verify(email, code), verify(email, code), verify(email, code)]);
    expect(raced.map((r) => r.status).sort()).toEqual([201, 401, 401]);
    expect(await attempts(email)).toBeLessThanOrEqual(VERIFICATION_CODE_MAX_ATTEMPTS);
    expect(await t.services.db.selectFrom("sessions").select("id_hash").execute()).toHaveLength(1);
  });
});

describe("tracking sign-up's failed codes (core §8: invalid-code, no-code)", () => {
  it("logs no-code for an address with no live code and invalid-code for a wrong one, naming neither", async () => {
    const info = vi.spyOn(t.services.log, "info");
    const email = "nadia@example.com";
    expect((await verify(email, "ABCDEF")).status).toBe(401);
    await t.call("POST", "/api/password-free/verification-code", {
      body: { step: "signup", email, firstName: "Nadia", lastName: "Noor", ...SIGNUP_EXTRAS },
    });
    const code = await t.latestCode(email);
    expect((await verify(email, code === "ZZZZZZ" ? "YYYYYY" : "ZZZZZZ")).status).toBe(401);
    expect((await verify(email, code)).status).toBe(201);
    const tracked = info.mock.calls.filter(([message]) => message.startsWith("signup."));
    expect(tracked.map(([message]) => message)).toEqual(["signup.no-code", "signup.invalid-code"]);
    expect(JSON.stringify(tracked)).not.toContain(email);
    expect(JSON.stringify(tracked)).not.toContain(code);
  });
});
