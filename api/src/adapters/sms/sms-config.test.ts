import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";

const SID = `AC${"0a".repeat(16)}`;
const production = {
  KORA_MODE: "production",
  SECRET_KEY: "k".repeat(40),
  CALENDAR_SECRET_KEY: "a2FyYS10ZXN0LWNhbGVuZGFyLWtleS0zMi1ieXRlcyE=",
  PUBLIC_URL: "https://kora.example",
  SMTP_URL: "smtp://127.0.0.1:2525",
  PAYMENTS_ALLOW_LEDGER: "true",
};

describe("SMS configuration", () => {
  it("texts into the dev outbox in embedded mode", () => {
    expect(loadConfig({}).sms).toEqual({ provider: "dev" });
  });

  it("takes Twilio with its account, token and sender, on Twilio's API unless told otherwise", () => {
    const twilio = { SMS_PROVIDER: "twilio", TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: "t".repeat(32), TWILIO_FROM: "+15005550006" };
    expect(loadConfig({ ...production, ...twilio }).sms).toEqual({
      provider: "twilio",
      accountSid: SID,
      authToken: "t".repeat(32),
      from: "+15005550006",
      apiBase: "https://api.twilio.com",
    });
    expect(loadConfig({ ...twilio, TWILIO_API_BASE: "http://127.0.0.1:4010/", TWILIO_FROM: "Kora" }).sms).toMatchObject({
      apiBase: "http://127.0.0.1:4010",
      from: "Kora",
    });
  });

  it("names what Twilio is missing, and a sender that isn't one", () => {
    expect(() => loadConfig({ SMS_PROVIDER: "twilio", TWILIO_ACCOUNT_SID: SID })).toThrow(
      "SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM",
    );
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: "nope" })).toThrow("TWILIO_ACCOUNT_SID is an account SID");
    expect(() => loadConfig({ TWILIO_FROM: "0412 345 678" })).toThrow("TWILIO_FROM is a number in E.164");
  });

  it("keeps the dev outbox out of production, where no provider means no texts", () => {
    expect(loadConfig(production).sms).toBeNull();
    expect(() => loadConfig({ ...production, SMS_PROVIDER: "dev" })).toThrow("the dev SMS outbox is for embedded mode");
  });
});
