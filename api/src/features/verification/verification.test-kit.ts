import { z } from "zod";
import { codeSentSchema, devSmsSchema } from "@kora/shared/contracts/verification.ts";
import { meSchema } from "@kora/shared/contracts/users.ts";
import { makeUser } from "../../test/factories.ts";
import { dataOf, type TestApp } from "../../test/harness.ts";

const outbox = z.array(devSmsSchema);

/** What the dev SMS outbox caught for `to` (E.164), newest first, read as the e2e tests read it: GET /api/dev/sms. */
export const smsTo = async (t: TestApp, to: string) => dataOf(await t.call("GET", `/api/dev/sms?to=${encodeURIComponent(to)}`), outbox);

/** The newest text the dev outbox caught for `to`, and the code in it. */
export async function latestSms(t: TestApp, to: string): Promise<{ body: string; code: string }> {
  const [newest] = await smsTo(t, to);
  if (!newest) throw new Error(`no text to ${to}`);
  return { body: newest.body, code: /code is ([A-Z0-9]{6})/.exec(newest.body)?.[1] ?? "" };
}

export const smsCount = async (t: TestApp, to: string) => (await smsTo(t, to)).length;

/** A code that is surely not `code` (same alphabet and length). */
export const wrongFor = (code: string) => (code === "ZZZZZZ" ? "YYYYYY" : "ZZZZZZ");

/** An Australian user with a verified email and no phone yet. */
export const australian = (t: TestApp, firstName = "Maya") => makeUser(t, { firstName, country: "AU" });

/** Verifies `phone` (as typed, in the user's country) for the person with `cookie`; returns the E.164 number. */
export async function verifyPhone(t: TestApp, cookie: string, phone: string): Promise<string> {
  const sent = await dataOf(await t.call("POST", "/api/me/phone-verify-request", { cookie, body: { phone } }), codeSentSchema);
  const { code } = await latestSms(t, sent.to);
  const me = await dataOf(await t.call("POST", "/api/me/phone-verify-code", { cookie, body: { code } }), meSchema);
  if (!me.phoneVerified) throw new Error("phone not verified");
  return sent.to;
}
