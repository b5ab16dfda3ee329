import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { VERIFICATION_CODE_MAX_ATTEMPTS } from "@kora/shared/constants.ts";
import { codeSentSchema, VERIFICATION_TEXTS } from "@kora/shared/contracts/verification.ts";
import { meSchema } from "@kora/shared/contracts/users.ts";
import { createTestApp, dataOf, errorOf, recordingSocket, type TestApp } from "../../test/harness.ts";
import { findUserById, toMe } from "../users/users.service.ts";
import { australian, latestSms, smsCount, verifyPhone, wrongFor } from "./verification.test-kit.ts";

let t: TestApp;
// Rate limits raised so that only the code's own attempts and the cool-down stand in the way.
beforeEach(async () => (t = await createTestApp({ AUTH_RATE_LIMIT_PER_ACCOUNT: "1000", AUTH_RATE_LIMIT_PER_IP: "1000" })));
afterEach(() => t.close());

const requestCode = (cookie: string, phone: string) => t.call("POST", "/api/me/phone-verify-request", { cookie, body: { phone } });
const sendCode = (cookie: string, code: string) => t.call("POST", "/api/me/phone-verify-code", { cookie, body: { code } });
const me = async (cookie: string) => dataOf(await t.call("GET", "/api/me", { cookie }), meSchema);
const attemptsOf = async (userId: string) =>
  (
    await t.services.db
      .selectFrom("identity_codes")
      .select("attempts")
      .where("user_id", "=", userId)
      .where("consumed_at", "is", null)
      .executeTakeFirstOrThrow()
  ).attempts;
const identityEvents = (frames: ReturnType<typeof recordingSocket>["frames"]) =>
  frames.flatMap((f) => (f.type === "event" && ["Pending", "Verified", "Unverified"].includes(f.event.name) ? [f.event] : []));
const coolDownBody = z.object({
  error: z.object({ code: z.literal("rate_limited"), message: z.string(), requestId: z.string(), retryAfter: z.number() }),
});

describe("guard 5 and the mobile", () => {
  it("holds an account with an unverified mobile only where texts can be sent at all", async () => {
    const maya = await australian(t);
    expect((await requestCode(maya.cookie, "0412 345 678")).status).toBe(202);
    const row = await findUserById(t.services.db, maya.user.id);
    expect((await toMe(t.services, row!)).verificationRequired).toBe(true);
    // No SMS provider (production without one): nobody could verify, so nobody is held for it.
    expect((await toMe({ ...t.services, sms: null }, row!)).verificationRequired).toBe(false);
  });
});

describe("POST /api/me/phone-verify-request and phone-verify-code", () => {
  it("texts a 6-character code to the number read in the user's country; the code verifies it", async () => {
    const maya = await australian(t);
    const socket = recordingSocket("s", maya.user.id);
    t.services.hub.connect(socket.client);
    const response = await requestCode(maya.cookie, "0412 345 678");
    expect(response.status).toBe(202);
    expect(await dataOf(response, codeSentSchema)).toEqual({
      sent: true,
      to: "+61412345678",
      resendAfterSeconds: 60,
      expiresInMinutes: 15,
    });
    const sms = await latestSms(t, "+61412345678");
    expect(sms.code).toMatch(/^[A-Z2-9]{6}$/);
    expect(sms.body).toBe(`Your Kora code is ${sms.code}. Kora uses your mobile only for booking reminders, never for marketing.`);
    // Kept as the user's phone, unverified: guard 5 holds them until it is.
    expect(await me(maya.cookie)).toMatchObject({ phone: "+61412345678", phoneVerified: false, verificationRequired: true });

    const verified = await sendCode(maya.cookie, sms.code.toLowerCase());
    expect(verified.status).toBe(200);
    expect(await dataOf(verified, meSchema)).toMatchObject({ phone: "+61412345678", phoneVerified: true, verificationRequired: false });
    expect(identityEvents(socket.frames)).toEqual([
      { name: "Pending", data: { userId: maya.user.id, channel: "phone" } },
      { name: "Verified", data: { userId: maya.user.id, channel: "phone" } },
    ]);
    // Used once.
    expect((await errorOf(await sendCode(maya.cookie, sms.code))).fields).toEqual({ code: [VERIFICATION_TEXTS.noLiveCode] });
  });

  it("refuses a number that isn't a mobile with the spec's message on the field, and texts nothing", async () => {
    const maya = await australian(t);
    for (const phone of ["12345", "02 9876 5432", "call me"]) {
      const response = await requestCode(maya.cookie, phone);
      expect(response.status).toBe(422);
      expect((await errorOf(response)).fields).toEqual({ phone: [`Looks like the mobile ${phone} isn't quite right.`] });
    }
    expect(await me(maya.cookie)).toMatchObject({ phone: null, phoneVerified: false });
    expect(await t.services.db.selectFrom("dev_sms").select("id").execute()).toEqual([]);
  });

  it("says which code didn't match, on the code field", async () => {
    const maya = await australian(t);
    await requestCode(maya.cookie, "0412 345 678");
    const wrong = wrongFor((await latestSms(t, "+61412345678")).code);
    const response = await sendCode(maya.cookie, wrong);
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields).toEqual({
      code: [`The code ${wrong} doesn't match what we were expecting. Please try again.`],
    });
  });

  it("compares at most five of 10 wrong guesses sent at once; the right code is refused afterwards", async () => {
    const maya = await australian(t);
    await requestCode(maya.cookie, "0412 345 678");
    const { code } = await latestSms(t, "+61412345678");
    const responses = await Promise.all(Array.from({ length: 10 }, () => sendCode(maya.cookie, wrongFor(code))));
    const messages = await Promise.all(responses.map(async (r) => [r.status, (await errorOf(r)).fields?.code?.[0]] as const));
    expect(messages.filter(([, m]) => m?.startsWith("The code"))).toHaveLength(VERIFICATION_CODE_MAX_ATTEMPTS);
    expect(messages.filter(([, m]) => m === VERIFICATION_TEXTS.tooManyTries)).toHaveLength(10 - VERIFICATION_CODE_MAX_ATTEMPTS);
    expect(messages.every(([status]) => status === 422)).toBe(true);
    expect(await attemptsOf(maya.user.id)).toBe(VERIFICATION_CODE_MAX_ATTEMPTS);
    const right = await sendCode(maya.cookie, code);
    expect(right.status).toBe(422);
    expect((await errorOf(right)).fields).toEqual({ code: [VERIFICATION_TEXTS.tooManyTries] });
    expect(await me(maya.cookie)).toMatchObject({ phoneVerified: false });
  });

  it("lets one of three racing right guesses through, once", async () => {
    const maya = await australian(t);
    await requestCode(maya.cookie, "0412 345 678");
    const { code } = await latestSms(t, "+61412345678");
    const raced = await Promise.all([sendCode(maya.cookie, code), sendCode(maya.cookie, code), sendCode(maya.cookie, code)]);
    expect(raced.map((r) => r.status).sort()).toEqual([200, 422, 422]);
    expect(await me(maya.cookie)).toMatchObject({ phoneVerified: true });
  });

  it("holds a second code back for 60 seconds, however many ask at once, and says how long to wait", async () => {
    const maya = await australian(t);
    const responses = await Promise.all(Array.from({ length: 5 }, () => requestCode(maya.cookie, "0412 345 678")));
    expect(responses.map((r) => r.status).sort()).toEqual([202, 429, 429, 429, 429]);
    expect(await smsCount(t, "+61412345678")).toBe(1);
    const first = await latestSms(t, "+61412345678");

    t.clock.advance(20_000);
    const early = await requestCode(maya.cookie, "0412 345 678");
    expect(early.status).toBe(429);
    expect(early.headers.get("retry-after")).toBe("40");
    expect((await coolDownBody.parseAsync(await early.json())).error).toMatchObject({
      retryAfter: 40,
      message: "We've just sent you a code. You can ask for another one in 40 seconds.",
    });

    t.clock.advance(40_000);
    expect((await requestCode(maya.cookie, "0412 345 678")).status).toBe(202);
    expect(await smsCount(t, "+61412345678")).toBe(2);
    const second = await latestSms(t, "+61412345678");
    // The new code replaces the old one.
    if (first.code !== second.code) expect((await sendCode(maya.cookie, first.code)).status).toBe(422);
    expect((await sendCode(maya.cookie, second.code)).status).toBe(200);
  });

  it("lets a code lapse after 15 minutes", async () => {
    const maya = await australian(t);
    await requestCode(maya.cookie, "0412 345 678");
    const { code } = await latestSms(t, "+61412345678");
    t.clock.advance(15 * 60_000);
    expect((await errorOf(await sendCode(maya.cookie, code))).fields).toEqual({ code: [VERIFICATION_TEXTS.noLiveCode] });
  });

  it("unverifies a verified number when it is changed (event Unverified), until the new one is verified", async () => {
    const maya = await australian(t);
    await verifyPhone(t, maya.cookie, "0412 345 678");
    const socket = recordingSocket("s", maya.user.id);
    t.services.hub.connect(socket.client);
    t.clock.advance(61_000);
    expect((await requestCode(maya.cookie, "+44 7911 123456")).status).toBe(202);
    expect(await me(maya.cookie)).toMatchObject({ phone: "+447911123456", phoneVerified: false, verificationRequired: true });
    expect(identityEvents(socket.frames).map((e) => e.name)).toEqual(["Unverified", "Pending"]);
    await sendCode(maya.cookie, (await latestSms(t, "+447911123456")).code);
    expect(await me(maya.cookie)).toMatchObject({ phone: "+447911123456", phoneVerified: true });
  });

  it("keeps a verified number to one account", async () => {
    const maya = await australian(t);
    await verifyPhone(t, maya.cookie, "0412 345 678");
    const noah = await australian(t, "Noah");
    expect((await requestCode(noah.cookie, "0412 345 678")).status).toBe(202);
    const response = await sendCode(noah.cookie, (await latestSms(t, "+61412345678")).code);
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields).toEqual({ code: [VERIFICATION_TEXTS.phoneTaken] });
    expect(await me(noah.cookie)).toMatchObject({ phoneVerified: false });
  });

  it("needs a session", async () => {
    expect((await t.call("POST", "/api/me/phone-verify-request", { body: { phone: "+61412345678" } })).status).toBe(401);
    expect((await t.call("POST", "/api/me/phone-verify-code", { body: { code: "ABCDEF" } })).status).toBe(401);
  });
});

describe("PUT /api/me/sms-reminders", () => {
  it("turns the SMS reminder off and on again", async () => {
    const maya = await australian(t);
    expect(await me(maya.cookie)).toMatchObject({ smsReminders: true });
    const off = await t.call("PUT", "/api/me/sms-reminders", { cookie: maya.cookie, body: { enabled: false } });
    expect(await dataOf(off, meSchema)).toMatchObject({ smsReminders: false });
    expect(await me(maya.cookie)).toMatchObject({ smsReminders: false });
    await t.call("PUT", "/api/me/sms-reminders", { cookie: maya.cookie, body: { enabled: true } });
    expect(await me(maya.cookie)).toMatchObject({ smsReminders: true });
    expect((await t.call("PUT", "/api/me/sms-reminders", { cookie: maya.cookie, body: { enabled: "no" } })).status).toBe(422);
  });
});
