import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { VERIFICATION_CODE_MAX_ATTEMPTS } from "@kora/shared/constants.ts";
import { codeSentSchema, VERIFICATION_TEXTS } from "@kora/shared/contracts/verification.ts";
import { meSchema } from "@kora/shared/contracts/users.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import { makeUser } from "../../test/factories.ts";
import { bodyOf, createTestApp, dataOf, errorOf, recordingSocket, sessionCookie, type TestApp } from "../../test/harness.ts";
import { australian, latestSms, smsCount, verifyPhone, wrongFor } from "./verification.test-kit.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp({ AUTH_RATE_LIMIT_PER_ACCOUNT: "1000", AUTH_RATE_LIMIT_PER_IP: "1000" })));
afterEach(() => t.close());

const me = async (cookie: string) => dataOf(await t.call("GET", "/api/me", { cookie }), meSchema);
/** The stats' email-verification flag (core's `ev`, which Kora names requiresEmailVerification). */
const ev = async (cookie: string) =>
  (await dataOf(await t.call("GET", "/api/me?append=stats", { cookie }), meSchema)).stats?.requiresEmailVerification;

describe("POST /api/me/email-verify-request and email-verify-code", () => {
  const unverified = async () => makeUser(t, { firstName: "Ines", emailVerified: false, country: "AU" });
  const sendCode = (cookie: string, code: string) => t.call("POST", "/api/me/email-verify-code", { cookie, body: { code } });

  it("mails a 6-character code; the code verifies the email (events Pending, Verified)", async () => {
    const ines = await unverified();
    const socket = recordingSocket("s", ines.user.id);
    t.services.hub.connect(socket.client);
    expect(await me(ines.cookie)).toMatchObject({ verificationRequired: true });
    expect(await ev(ines.cookie)).toBe(true);
    const response = await t.call("POST", "/api/me/email-verify-request", { cookie: ines.cookie });
    expect(response.status).toBe(202);
    expect(await dataOf(response, codeSentSchema)).toMatchObject({ sent: true, to: ines.user.email, resendAfterSeconds: 60 });
    const code = await t.latestCode(ines.user.email!);
    const mail = await t.services.db
      .selectFrom("dev_mailbox")
      .select(["subject", "text"])
      .where("to_address", "=", ines.user.email!)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`${code} is your Kora code`);
    expect(mail.text).toContain(`Your Kora code is ${code}.`);

    const verified = await sendCode(ines.cookie, code);
    expect(verified.status).toBe(200);
    expect(await dataOf(verified, meSchema)).toMatchObject({ verificationRequired: false });
    expect(await ev(ines.cookie)).toBe(false);
    expect(socket.frames.flatMap((f) => (f.type === "event" && f.event.name !== "RefreshUser" ? [f.event] : []))).toEqual([
      { name: "Pending", data: { userId: ines.user.id, channel: "email" } },
      { name: "Verified", data: { userId: ines.user.id, channel: "email" } },
    ]);
    // Nothing left to verify.
    const again = await t.call("POST", "/api/me/email-verify-request", { cookie: ines.cookie });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(VERIFICATION_TEXTS.emailAlreadyVerified);
  });

  it("compares at most five of 10 wrong guesses sent at once; the right code is refused afterwards", async () => {
    const ines = await unverified();
    await t.call("POST", "/api/me/email-verify-request", { cookie: ines.cookie });
    const code = await t.latestCode(ines.user.email!);
    const responses = await Promise.all(Array.from({ length: 10 }, () => sendCode(ines.cookie, wrongFor(code))));
    const fields = await Promise.all(responses.map(async (r) => (await errorOf(r)).fields?.code?.[0]));
    expect(fields.filter((m) => m === `The code ${wrongFor(code)} doesn't match what we were expecting. Please try again.`)).toHaveLength(
      VERIFICATION_CODE_MAX_ATTEMPTS,
    );
    expect(fields.filter((m) => m === VERIFICATION_TEXTS.tooManyTries)).toHaveLength(10 - VERIFICATION_CODE_MAX_ATTEMPTS);
    expect((await sendCode(ines.cookie, code)).status).toBe(422);
    expect(await me(ines.cookie)).toMatchObject({ verificationRequired: true });
  });

  it("holds a second mail back for 60 seconds", async () => {
    const ines = await unverified();
    const responses = await Promise.all([1, 2, 3].map(() => t.call("POST", "/api/me/email-verify-request", { cookie: ines.cookie })));
    expect(responses.map((r) => r.status).sort()).toEqual([202, 429, 429]);
    const mails = await t.services.db.selectFrom("dev_mailbox").select("id").where("to_address", "=", ines.user.email!).execute();
    expect(mails).toHaveLength(1);
  });

  it("has nothing to verify for an account without an email", async () => {
    const guest = await makeUser(t, { firstName: "Gus", email: null, emailVerified: false });
    expect((await t.call("POST", "/api/me/email-verify-request", { cookie: guest.cookie })).status).toBe(409);
  });
});

describe("codes in the person's language", () => {
  it("mails a French account its email code in French, and texts an Arabic account its recovery code in Arabic", async () => {
    const ines = await makeUser(t, { firstName: "Inès", emailVerified: false, country: "FR", locale: "fr" });
    await t.call("POST", "/api/me/email-verify-request", { cookie: ines.cookie });
    const code = await t.latestCode(ines.user.email!);
    const mail = await t.services.db
      .selectFrom("dev_mailbox")
      .selectAll()
      .where("to_address", "=", ines.user.email!)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`${code} est votre code Kora`);
    expect(mail.text).toBe(
      [
        "Bonjour Inès,",
        `Votre code Kora est ${code}. Saisissez-le sur la page où vous l’avez demandé pour vérifier votre adresse e-mail.`,
        "Il ne fonctionne qu’une fois, pendant 15 minutes. Si vous ne l’avez pas demandé, vous pouvez ignorer cet e-mail.",
      ].join("\n\n"),
    );
    expect(mail.html).toMatch(/<html dir="ltr" lang="fr">/);

    const maya = await australian(t);
    await verifyPhone(t, maya.cookie, "0412 345 678");
    await t.services.db.updateTable("users").set({ locale: "ar" }).where("id", "=", maya.user.id).execute();
    t.clock.advance(61_000);
    await t.call("POST", "/api/password-free/phone-verification-code", { body: { phone: "+61 412 345 678" } });
    await t.services.jobs.runDue();
    const { body } = await latestSms(t, "+61412345678");
    expect(body).toMatch(/^رمزك في Kora هو [A-Z0-9]{6}\. أدخله لتسجيل الدخول إلى Kora مجددًا\./);
  });
});

describe("recovery by phone", () => {
  const requestRecovery = (phone: string) => t.call("POST", "/api/password-free/phone-verification-code", { body: { phone } });
  const recover = (phone: string, code: string) => t.call("POST", "/api/me/recover-account", { body: { phone, code } });
  const accepted = z.object({ data: z.object({ sent: z.literal(true) }) });
  const queuedTexts = async () => (await t.services.db.selectFrom("jobs").select("id").where("kind", "=", "sms.send").execute()).length;

  it("texts a code to a verified number, and the code signs its account in", async () => {
    const maya = await australian(t);
    await verifyPhone(t, maya.cookie, "0412 345 678");
    t.clock.advance(61_000);
    const response = await requestRecovery("+61 412 345 678");
    expect(response.status).toBe(202);
    await bodyOf(response, accepted);
    // Through the outbox: a job, then the text.
    expect(await queuedTexts()).toBe(1);
    await t.services.jobs.runDue();
    const sms = await latestSms(t, "+61412345678");
    expect(sms.body).toBe(`Your Kora code is ${sms.code}. Enter it to log back in to Kora. If you didn't ask for it, ignore this message.`);

    const signedIn = await recover("+61412345678", sms.code);
    expect(signedIn.status).toBe(200);
    expect(await dataOf(signedIn, meSchema)).toMatchObject({ id: maya.user.id });
    const cookie = sessionCookie(signedIn)!;
    expect(cookie).toBeTruthy();
    expect((await me(cookie)).id).toBe(maya.user.id);
    // Once only.
    expect((await recover("+61412345678", sms.code)).status).toBe(401);
  });

  it("answers an unknown or unverified number exactly as a known one, and texts nothing", async () => {
    const noah = await australian(t, "Noah");
    await t.call("POST", "/api/me/phone-verify-request", { cookie: noah.cookie, body: { phone: "0413 000 111" } });
    const before = await smsCount(t, "+61413000111");
    for (const phone of ["+61 499 999 999", "+61 413 000 111"]) {
      const response = await requestRecovery(phone);
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ data: { sent: true } });
    }
    expect(await queuedTexts()).toBe(0);
    await t.services.jobs.runDue();
    expect(await smsCount(t, "+61499999999")).toBe(0);
    expect(await smsCount(t, "+61413000111")).toBe(before);
    // And the code check says the same for a number nobody has.
    const unknown = await recover("+61499999999", "ABCDEF");
    expect(unknown.status).toBe(401);
    expect((await errorOf(unknown)).message).toBe(MESSAGES.badCode);
  });

  it("asks for an international number, since there is no country to read it in", async () => {
    const response = await requestRecovery("0412 345 678");
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields).toEqual({ phone: ["Looks like the mobile 0412 345 678 isn't quite right."] });
  });

  it("answers a known number within the cool-down with the same 202, texting once", async () => {
    const maya = await australian(t);
    await verifyPhone(t, maya.cookie, "0412 345 678");
    t.clock.advance(61_000);
    const responses = await Promise.all([1, 2, 3].map(() => requestRecovery("+61412345678")));
    expect(responses.map((r) => r.status)).toEqual([202, 202, 202]);
    expect(await queuedTexts()).toBe(1);
  });

  it("compares at most five of 10 wrong codes sent at once; the right code is refused afterwards", async () => {
    const maya = await australian(t);
    await verifyPhone(t, maya.cookie, "0412 345 678");
    t.clock.advance(61_000);
    await requestRecovery("+61412345678");
    await t.services.jobs.runDue();
    const { code } = await latestSms(t, "+61412345678");
    const responses = await Promise.all(Array.from({ length: 10 }, () => recover("+61412345678", wrongFor(code))));
    for (const response of responses) {
      expect(response.status).toBe(401);
      expect((await errorOf(response)).message).toBe(MESSAGES.badCode);
    }
    const row = await t.services.db
      .selectFrom("identity_codes")
      .select("attempts")
      .where("user_id", "=", maya.user.id)
      .where("channel", "=", "recovery")
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(VERIFICATION_CODE_MAX_ATTEMPTS);
    expect((await recover("+61412345678", code)).status).toBe(401);
    expect(await t.services.db.selectFrom("sessions").select("id_hash").where("user_id", "=", maya.user.id).execute()).toHaveLength(1);
  });
});
