import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { VERIFICATION_TEXTS } from "@kora/shared/contracts/verification.ts";
import { type SmsMessage, SmsRejectedError, type SmsSender, SmsUnavailableError } from "../../adapters/sms/sms.ts";
import { createApp } from "../../app.ts";
import { createTestApp, errorOf, ORIGIN, type TestApp } from "../../test/harness.ts";
import { australian } from "./verification.test-kit.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

/** A provider that answers what the test says: sent, the number refused (Twilio's 21211), or down. */
function provider() {
  const sent: SmsMessage[] = [];
  let answer: "ok" | "bad-number" | "down" = "ok";
  const sender: SmsSender = {
    kind: "twilio",
    async send(message) {
      if (answer === "bad-number")
        throw new SmsRejectedError("Twilio answered 400 (error 21211): not a valid phone number", 400, 21211, true);
      if (answer === "down") throw new SmsUnavailableError("Twilio answered 503");
      sent.push(message);
    },
  };
  return { sender, sent, answer: (next: typeof answer) => (answer = next) };
}

/** The app over the harness's database, with `sms` as its SMS port. */
async function appWith(sms: SmsSender | null) {
  const { app } = await createApp({ config: t.services.config, db: t.services.db, now: () => t.clock.now, blobs: t.services.blobs, sms });
  return (path: string, cookie: string, body: unknown) =>
    app.request(path, {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/json", cookie: `kora_session=${cookie}` },
      body: JSON.stringify(body),
    });
}

describe("the SMS port behind phone verification", () => {
  it("turns the provider refusing the number into the spec's message on the phone field, and keeps nothing", async () => {
    const sms = provider();
    const post = await appWith(sms.sender);
    const maya = await australian(t);
    sms.answer("bad-number");
    const response = await post("/api/me/phone-verify-request", maya.cookie, { phone: "0412 345 678" });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields).toEqual({ phone: ["Looks like the mobile 0412 345 678 isn't quite right."] });
    const user = await t.services.db.selectFrom("users").select("phone").where("id", "=", maya.user.id).executeTakeFirstOrThrow();
    expect(user.phone).toBeNull();
  });

  it("answers 503 while the provider is down, without holding the next try back", async () => {
    const sms = provider();
    const post = await appWith(sms.sender);
    const maya = await australian(t);
    sms.answer("down");
    const down = await post("/api/me/phone-verify-request", maya.cookie, { phone: "0412 345 678" });
    expect(down.status).toBe(503);
    expect((await errorOf(down)).message).toBe(VERIFICATION_TEXTS.smsUnavailable);
    sms.answer("ok");
    expect((await post("/api/me/phone-verify-request", maya.cookie, { phone: "0412 345 678" })).status).toBe(202);
    expect(sms.sent.map((m) => m.to)).toEqual(["+61412345678"]);
  });

  it("says numbers can't be verified when no SMS provider is configured", async () => {
    const post = await appWith(null);
    const maya = await australian(t);
    const response = await post("/api/me/phone-verify-request", maya.cookie, { phone: "0412 345 678" });
    expect(response.status).toBe(503);
    expect((await errorOf(response)).message).toBe(VERIFICATION_TEXTS.smsOff);
  });
});
