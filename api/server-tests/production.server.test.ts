import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, removeDataDir, type RunningServer, startServer } from "./kora-server.ts";
import { startSmtpListener } from "./smtp-listener.ts";
import { type FakeStripe, signedEvent, startFakeStripe } from "../src/test/fake-stripe/index.ts";
import { STRIPE_ENV } from "../src/test/payments-fixtures.ts";

let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
let stripe: FakeStripe;
beforeAll(async () => {
  smtp = await startSmtpListener();
  stripe = await startFakeStripe();
  server = await startServer((port) => ({
    // Stripe's SDK in Deno (fetch HTTP client, SubtleCrypto webhooks) against a local server that answers like Stripe.
    ...STRIPE_ENV,
    STRIPE_API_URL: stripe.url,
    KORA_MODE: "production",
    PUBLIC_URL: `http://localhost:${port}`,
    SECRET_KEY: "s".repeat(48),
    CALENDAR_SECRET_KEY: "a2FyYS10ZXN0LWNhbGVuZGFyLWtleS0zMi1ieXRlcyE=",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: "Kora <no-reply@kora.test>",
  }));
});
afterAll(async () => {
  await server.stop();
  await smtp.close();
  await stripe.close();
  removeDataDir(server.dataDir);
});

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 30));
};

describe("the real Deno server in production mode", () => {
  it("sends the code over SMTP, has no dev mailbox, and uses a __Host- Secure session cookie", async () => {
    const client = new Client(server.url);
    expect((await fetch(`${server.url}/api/dev/mailbox`)).status).toBe(404);
    expect(
      (
        await client.call("POST", "/api/password-free/verification-code", {
          step: "signup",
          email: "prod@example.com",
          firstName: "Pro",
          lastName: "Duction",
          timezone: "Australia/Sydney",
          country: "AU",
          professionalUrl: "https://www.linkedin.com/in/kora-tester",
        })
      ).status,
    ).toBe(202);
    await until(() => smtp.mails.length > 0);
    expect(smtp.mails[0]!.to).toEqual(["prod@example.com"]);
    const code = /Subject: ([A-Z2-9]{6}) is your Kora code/.exec(smtp.mails[0]!.raw)?.[1];
    expect(code).toBeTruthy();
    expect(smtp.mails[0]!.raw).toContain("From: Kora <no-reply@kora.test>");

    const verified = await client.call("POST", "/api/password-free/verify", { email: "prod@example.com", code });
    expect(verified.status).toBe(201);
    const cookie = verified.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^__Host-kora_session=/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/HttpOnly/);

    // Saving a card: a SetupIntent for off-session use, made on "Stripe" by the SDK running in Deno.
    const intent = await client.call("POST", "/api/me/setup-intent");
    expect(intent.status).toBe(200);
    const { data } = (await intent.json()) as { data: { provider: string; clientSecret: string; publishableKey: string } };
    expect(data).toMatchObject({ provider: "stripe", publishableKey: STRIPE_ENV.STRIPE_PUBLISHABLE_KEY });
    expect(data.clientSecret).toMatch(/^seti_\w+_secret_/);
    const posted = stripe.requests.find((r) => r.path === "/v1/setup_intents");
    expect(posted?.body).toMatchObject({ usage: "off_session" });
    expect(posted?.idempotencyKey).toMatch(/^user:[\w-]+:setup:/);
  });

  it("checks Stripe webhook signatures with Web Crypto and handles each event once", async () => {
    const event = {
      id: "evt_server_1",
      object: "event",
      type: "customer.created",
      created: Math.floor(Date.now() / 1000),
      data: { object: {} },
    };
    const { body, signature } = signedEvent(event, STRIPE_ENV.STRIPE_WEBHOOK_SECRET);
    const post = (payload: string, header: string) =>
      fetch(`${server.url}/api/webhooks/stripe`, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": header },
        body: payload,
      });
    const first = await post(body, signature);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    expect(await (await post(body, signature)).json()).toEqual({ received: true, duplicate: true });
    expect((await post(body.replace("customer.created", "payout.paid"), signature)).status).toBe(400);
    const old = signedEvent({ ...event, id: "evt_server_2" }, STRIPE_ENV.STRIPE_WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 301);
    expect((await post(old.body, old.signature)).status).toBe(400);
  });
});
