import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { meSchema } from "@kora/shared/contracts/users.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import { createTestApp, dataOf, errorOf, sessionCookie, SIGNUP_EXTRAS, type TestApp } from "../../test/harness.ts";

/** `{ data: { message } }` of a password change or reset. */
const messageSchema = z.object({ message: z.string() });
/** `POST /api/guests`: the placeholder user and a token that signs them in again. */
const guestSchema = z.object({ user: meSchema, token: z.string() });

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const requestCode = (body: Record<string, unknown>, ip?: string) => t.call("POST", "/api/password-free/verification-code", { body, ip });
const verify = (email: string, code: string) => t.call("POST", "/api/password-free/verify", { body: { email, code } });
const signupBody = (email: string) => ({ step: "signup", email, firstName: "Ada", lastName: "Lovelace", ...SIGNUP_EXTRAS });

describe("password-free sign-up and log-in", () => {
  it("signs up with the mailed code, creates the account once, and logs in again with a new code", async () => {
    expect((await requestCode(signupBody("Ada@Example.com"))).status).toBe(202);
    const created = await verify("ada@example.com", (await t.latestCode("ada@example.com")).toLowerCase());
    expect(created.status).toBe(201);
    const me = await dataOf(created, meSchema);
    expect(me).toMatchObject({
      email: "ada@example.com",
      firstName: "Ada",
      lastName: "Lovelace",
      type: "Learner",
      timezone: "Australia/Sydney",
      currency: "AUD",
      slug: "ada-lovelace",
    });
    expect(created.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    expect(created.headers.get("set-cookie")).toMatch(/SameSite=Strict/i);

    expect((await requestCode({ step: "login", email: "ada@example.com" })).status).toBe(202);
    const again = await verify("ada@example.com", await t.latestCode("ada@example.com"));
    expect(again.status).toBe(200);
    expect((await dataOf(again, meSchema)).id).toBe(me.id);
  });

  it("answers a wrong code with 401 and the spec's message, and a used code cannot be used twice", async () => {
    await requestCode(signupBody("bob@example.com"));
    const code = await t.latestCode("bob@example.com");
    const wrong = await verify("bob@example.com", code === "AAAAAA" ? "BBBBBB" : "AAAAAA");
    expect(wrong.status).toBe(401);
    expect(await errorOf(wrong)).toMatchObject({ code: "invalid_code", message: MESSAGES.badCode });
    expect((await verify("bob@example.com", code)).status).toBe(201);
    expect((await verify("bob@example.com", code)).status).toBe(401);
  });

  it("a code raced by two requests at once signs in exactly one of them", async () => {
    await requestCode(signupBody("race@example.com"));
    const code = await t.latestCode("race@example.com");
    const results = await Promise.all([1, 2, 3].map(() => verify("race@example.com", code)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 401, 401]);
    const sessions = await t.services.db.selectFrom("sessions").select("id_hash").execute();
    expect(sessions).toHaveLength(1);
  });

  it("burns a code after five wrong guesses, so guessing cannot go on", async () => {
    await requestCode(signupBody("eve@example.com"));
    const code = await t.latestCode("eve@example.com");
    for (let i = 0; i < 5; i++) expect((await verify("eve@example.com", code === "ZZZZZZ" ? "YYYYYY" : "ZZZZZZ")).status).toBe(401);
    expect((await verify("eve@example.com", code)).status).toBe(401);
  });

  it("refuses an expired code and only accepts the newest one", async () => {
    await requestCode(signupBody("cy@example.com"));
    const first = await t.latestCode("cy@example.com");
    t.clock.advance(16 * 60_000);
    expect((await verify("cy@example.com", first)).status).toBe(401);
    await requestCode(signupBody("cy@example.com"));
    const second = await t.latestCode("cy@example.com");
    t.clock.advance(1000);
    await requestCode(signupBody("cy@example.com"));
    const third = await t.latestCode("cy@example.com");
    if (second !== third) expect((await verify("cy@example.com", second)).status).toBe(401);
    expect((await verify("cy@example.com", third)).status).toBe(201);
  });

  it("does not reveal whether an address has an account: a login for an unknown one gets a sign-up mail", async () => {
    const response = await requestCode({ step: "login", email: "nobody@example.com" });
    expect(response.status).toBe(202);
    const mail = await t.services.db
      .selectFrom("dev_mailbox")
      .selectAll()
      .where("to_address", "=", "nobody@example.com")
      .executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/no account/i);
    expect(mail.text).toContain("/password-free?step=signup");
  });

  it.each(["login", "signup"] as const)(
    "has no user-exists answer: a %s code request for a known and an unknown address gets the same response",
    async (step) => {
      await t.signIn("known@example.com");
      const ask = (email: string) => requestCode(step === "login" ? { step, email } : signupBody(email), "203.0.113.9");
      const seen = async (response: Response, email: string) => ({
        status: response.status,
        body: (await response.text()).replaceAll(email, "<email>"),
        cookie: response.headers.get("set-cookie"),
        type: response.headers.get("content-type"),
      });
      const known = await seen(await ask("known@example.com"), "known@example.com");
      const unknown = await seen(await ask("unknown@example.com"), "unknown@example.com");
      expect(known).toEqual(unknown);
      expect(known).toMatchObject({ status: 202, body: '{"data":{"sent":true,"email":"<email>"}}', cookie: null });
      const paths = t.app.routes.map((route) => route.path);
      expect(paths).toContain("/api/password-free/verification-code");
      expect(paths.filter((path) => path.includes("user-exists"))).toEqual([]);
    },
  );

  it("rejects bad sign-up details with 422 and a message per field, all at once", async () => {
    const response = await requestCode({ step: "signup", email: "not-an-email", firstName: "Dr Who", lastName: "" });
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.fields?.email).toEqual(["Looks like the email isn't quite right."]);
    expect(error.fields?.firstName?.[0]).toMatch(/title/);
    expect(error.fields?.lastName).toEqual(["Oops! Looks like you missed the last name."]);
    expect(error.fields?.phone).toEqual(["Please add a mobile number or a professional profile link."]);
    expect(error.fields?.timezone).toEqual(["Oops! Looks like you missed the timezone."]);
    expect(error.fields?.country).toEqual(["Oops! Looks like you missed the country."]);
    expect(error.message).toBe(error.fields?.email?.[0]);
  });

  it.each([
    ["a password-free log-in", "/api/password-free/verification-code", { step: "login" }],
    ["a code", "/api/password-free/verify", { code: "ABC234" }],
    ["a password log-in", "/api/auth/login", { password: "Correct-Horse-42" }],
    ["a forgotten password", "/api/auth/forgot-password", {}],
  ])("answers %s for a malformed address with 422: the email isn't quite right", async (_, path, rest) => {
    const response = await t.call("POST", path, { body: { ...rest, email: "ada@example" } });
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.fields?.email).toEqual(["Looks like the email isn't quite right."]);
    expect(error.message).toBe("Looks like the email isn't quite right.");
  });

  it("rate-limits code requests per address with 429 and the spec's message", async () => {
    for (let i = 0; i < 5; i++) expect((await requestCode(signupBody("spam@example.com"))).status).toBe(202);
    const limited = await requestCode(signupBody("spam@example.com"));
    expect(limited.status).toBe(429);
    expect((await errorOf(limited)).message).toBe(MESSAGES.tooMany);
    t.clock.advance(15 * 60_000 + 1);
    expect((await requestCode(signupBody("spam@example.com"))).status).toBe(202);
  });

  it("rate-limits verification attempts per address across codes", async () => {
    await requestCode(signupBody("guess@example.com"));
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await verify("guess@example.com", `ZZZZZ${(i % 9) + 1}`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("sessions", () => {
  it("logout deletes the session on the server: the old cookie gets 401", async () => {
    const cookie = await t.signIn("dan@example.com");
    expect((await t.call("GET", "/api/me", { cookie })).status).toBe(200);
    const out = await t.call("POST", "/api/auth/logout", { cookie });
    expect(out.status).toBe(204);
    expect(out.headers.get("set-cookie")).toMatch(/kora_session=;/);
    expect((await t.call("GET", "/api/me", { cookie })).status).toBe(401);
  });

  it("refuses a state-changing request from another site with 403, and accepts the same request from ours", async () => {
    const cookie = await t.signIn("fay@example.com");
    const crossSite = await t.call("PUT", "/api/me", {
      cookie,
      body: { firstName: "Mallory" },
      headers: { origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    const fetchSite = await t.call("POST", "/api/auth/logout", { cookie, headers: { origin: "", "sec-fetch-site": "cross-site" } });
    expect(fetchSite.status).toBe(403);
    expect((await dataOf(await t.call("GET", "/api/me", { cookie }), meSchema)).firstName).toBe("Test");
  });

  it("an unknown or forged session cookie is simply signed out", async () => {
    expect((await t.call("GET", "/api/me", { cookie: "forged-token" })).status).toBe(401);
  });
});

describe("passwords", () => {
  const strong = "Correct-Horse-9battery";

  it("sets a password, logs in with it, and refuses a wrong one with the spec's message", async () => {
    const cookie = await t.signIn("gil@example.com");
    const weak = await t.call("POST", "/api/me/change-password", {
      cookie,
      body: { password: "short1A", passwordConfirmation: "short1A" },
    });
    expect(weak.status).toBe(422);
    const mismatch = await t.call("POST", "/api/me/change-password", {
      cookie,
      body: { password: strong, passwordConfirmation: `${strong}x` },
    });
    expect((await errorOf(mismatch)).fields?.passwordConfirmation).toEqual([MESSAGES.passwordsDontMatch]);
    const set = await t.call("POST", "/api/me/change-password", { cookie, body: { password: strong, passwordConfirmation: strong } });
    expect((await dataOf(set, messageSchema)).message).toBe(MESSAGES.passwordUpdated);

    const ok = await t.call("POST", "/api/auth/login", { body: { email: "GIL@example.com", password: strong } });
    expect(ok.status).toBe(200);
    const bad = await t.call("POST", "/api/auth/login", { body: { email: "gil@example.com", password: `${strong}!` } });
    expect(bad.status).toBe(401);
    expect((await errorOf(bad)).message).toBe(MESSAGES.badCredentials);
  });

  it("changing a password needs the current one and ends the user's other sessions", async () => {
    const first = await t.signIn("hal@example.com");
    await t.call("POST", "/api/me/change-password", { cookie: first, body: { password: strong, passwordConfirmation: strong } });
    const second = sessionCookie(await t.call("POST", "/api/auth/login", { body: { email: "hal@example.com", password: strong } }))!;
    const without = await t.call("POST", "/api/me/change-password", {
      cookie: second,
      body: { password: `${strong}2`, passwordConfirmation: `${strong}2` },
    });
    expect(without.status).toBe(422);
    const changed = await t.call("POST", "/api/me/change-password", {
      cookie: second,
      body: { currentPassword: strong, password: `${strong}2`, passwordConfirmation: `${strong}2` },
    });
    expect(changed.status).toBe(200);
    expect((await t.call("GET", "/api/me", { cookie: first })).status).toBe(401);
    expect((await t.call("GET", "/api/me", { cookie: second })).status).toBe(200);
  });

  it("forgot and reset: unknown address gets the spec's message; the mailed token works once and signs in", async () => {
    const unknown = await t.call("POST", "/api/auth/forgot-password", { body: { email: "who@example.com" } });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe(MESSAGES.forgotUnknownEmail);

    const old = await t.signIn("ivy@example.com");
    expect((await t.call("POST", "/api/auth/forgot-password", { body: { email: "ivy@example.com" } })).status).toBe(202);
    const mail = await t.services.db.selectFrom("dev_mailbox").selectAll().where("subject", "like", "Reset%").executeTakeFirstOrThrow();
    const token = decodeURIComponent(/token=([^&\s]+)/.exec(mail.text)![1]!);
    const body = { email: "ivy@example.com", token, password: strong, passwordConfirmation: strong };

    const noUser = await t.call("POST", "/api/auth/reset-password", { body: { ...body, email: "nope@example.com" } });
    expect((await errorOf(noUser)).message).toBe(MESSAGES.resetNoUser);
    const reset = await t.call("POST", "/api/auth/reset-password", { body });
    // A second mailed token, used by two requests at once: it works for exactly one of them.
    t.clock.advance(1000);
    await t.call("POST", "/api/auth/forgot-password", { body: { email: "ivy@example.com" } });
    const second = await t.services.db
      .selectFrom("dev_mailbox")
      .select("text")
      .where("subject", "like", "Reset%")
      .orderBy("created_at", "desc")
      .limit(1)
      .executeTakeFirstOrThrow();
    const raceToken = decodeURIComponent(/token=([^&\s]+)/.exec(second.text)![1]!);
    expect((await dataOf(reset, messageSchema)).message).toBe(MESSAGES.passwordReset);
    expect((await t.call("GET", "/api/me", { cookie: sessionCookie(reset) })).status).toBe(200);
    expect((await t.call("GET", "/api/me", { cookie: old })).status).toBe(401);

    const raced = await Promise.all([1, 2].map(() => t.call("POST", "/api/auth/reset-password", { body: { ...body, token: raceToken } })));
    expect(raced.map((r) => r.status).sort()).toEqual([200, 422]);

    const reused = await t.call("POST", "/api/auth/reset-password", { body });
    expect(reused.status).toBe(422);
    expect((await errorOf(reused)).fields?.token).toEqual([MESSAGES.resetBadToken]);
  });
});

describe("guests (placeholder users)", () => {
  it("a guest with only a first name gets a placeholder account and a token that signs them in again", async () => {
    const created = await t.call("POST", "/api/guests", { body: { firstName: "Pip" } });
    expect(created.status).toBe(201);
    const { user, token } = await dataOf(created, guestSchema);
    expect(user).toMatchObject({ firstName: "Pip", isPlaceholder: true, email: null });
    const again = await t.call("POST", "/api/auth/token", { body: { token } });
    expect(again.status).toBe(200);
    expect((await dataOf(again, meSchema)).id).toBe(user.id);
    expect((await t.call("POST", "/api/auth/token", { body: { token: `${token.slice(0, -2)}xx` } })).status).toBe(401);
  });

  it("a guest's first name is checked by the name rule", async () => {
    const response = await t.call("POST", "/api/guests", { body: { firstName: "1234" } });
    expect(response.status).toBe(422);
  });
});

describe("sign-in mails in each person's language", () => {
  const lastMail = (to: string) =>
    t.services.db
      .selectFrom("dev_mailbox")
      .selectAll()
      .where("to_address", "=", to)
      .orderBy("created_at", "desc")
      .limit(1)
      .executeTakeFirstOrThrow();

  it("a Swedish sign-up gets its code in Swedish; once the account is Swedish, so are its login code and reset link", async () => {
    await requestCode({ ...signupBody("sven@example.com"), locale: "sv" });
    const signup = await lastMail("sven@example.com");
    expect(signup.subject).toMatch(/^[A-Z0-9]{6} är din kod till Kora$/);
    expect(signup.text).toMatch(/^Hej Ada!\n\nDin kod till Kora är [A-Z0-9]{6}\./);
    expect(signup.text).toContain("Den fungerar en gång, i 15 minuter.");
    expect(signup.html).toMatch(/<html dir="ltr" lang="sv">/);
    expect((await verify("sven@example.com", await t.latestCode("sven@example.com"))).status).toBe(201);

    await requestCode({ step: "login", email: "sven@example.com" });
    expect((await lastMail("sven@example.com")).subject).toMatch(/ är din kod till Kora$/);
    t.clock.advance(1000);
    await t.call("POST", "/api/auth/forgot-password", { body: { email: "sven@example.com" } });
    const reset = await lastMail("sven@example.com");
    expect(reset.subject).toBe("Återställ ditt lösenord till Kora");
    expect(reset.text).toContain("Om du inte har bett om det här kan du strunta i mejlet.");
  });

  it("a login for an unknown address is answered in the page's language, right to left in Arabic; English stays as it was", async () => {
    await t.call("POST", "/api/password-free/verification-code", {
      body: { step: "login", email: "nadia@example.com" },
      headers: { "accept-language": "ar,en;q=0.5" },
    });
    const arabic = await lastMail("nadia@example.com");
    expect(arabic.subject).toBe("تسجيل الدخول إلى Kora: لا يوجد حساب لهذا العنوان");
    expect(arabic.html).toMatch(/<html dir="rtl" lang="ar">/);

    await requestCode({ step: "login", email: "nobody@example.com" });
    const english = await lastMail("nobody@example.com");
    expect(english.subject).toBe("Log in to Kora: no account for this address");
    expect(english.text).toBe(
      [
        "Someone (hopefully you) asked to log in to Kora with this address, but there's no account for it yet.",
        "Signing up is free and takes under a minute: http://localhost:8787/password-free?step=signup",
        "If this wasn't you, you can ignore this email.",
      ].join("\n\n"),
    );
  });
});
