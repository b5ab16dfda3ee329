import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("runs on defaults: embedded mode, port 8787, the libSQL file under data/, demo seed on", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      mode: "embedded",
      port: 8787,
      databaseUrl: "file:data/kora.db",
      publicUrl: "http://localhost:8787",
      seedDemo: true,
    });
    expect(config.allowedOrigins).toEqual(expect.arrayContaining(["http://localhost:8787", "http://127.0.0.1:8787"]));
  });

  it("names every bad variable at once", () => {
    const load = () => loadConfig({ PORT: "eighty", LOG_LEVEL: "loud", KORA_MODE: "production" });
    expect(load).toThrow(ConfigError);
    const message = (() => {
      try {
        load();
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain("PORT: must be a whole number from 0 to 65535");
    expect(message).toContain("LOG_LEVEL");
    expect(message).toContain("SECRET_KEY is required in production mode");
    expect(message).toContain("SMTP_URL is required in production mode");
    expect(message).toContain("CALENDAR_SECRET_KEY is required in production mode");
  });

  it("in production trusts only the public origin and does not seed", () => {
    const config = loadConfig({
      KORA_MODE: "production",
      SECRET_KEY: "x".repeat(40),
      CALENDAR_SECRET_KEY: "a2FyYS10ZXN0LWNhbGVuZGFyLWtleS0zMi1ieXRlcyE=",
      PUBLIC_URL: "https://kora.example/",
      SMTP_URL: "smtp://mail:587",
      PAYMENTS_ALLOW_LEDGER: "true",
    });
    expect(config.allowedOrigins).toEqual(["https://kora.example"]);
    expect(config.seedDemo).toBe(false);
  });

  it("takes a moved clock in embedded mode and refuses one in production", () => {
    expect(loadConfig({}).clockStart).toBeNull();
    expect(loadConfig({ KORA_CLOCK_START: "2027-03-13T23:30:00-05:00" }).clockStart?.toISOString()).toBe("2027-03-14T04:30:00.000Z");
    expect(() => loadConfig({ KORA_CLOCK_START: "next monday" })).toThrow("KORA_CLOCK_START must be an ISO 8601 instant");
    const production = {
      KORA_MODE: "production",
      SECRET_KEY: "x".repeat(40),
      CALENDAR_SECRET_KEY: "a2FyYS10ZXN0LWNhbGVuZGFyLWtleS0zMi1ieXRlcyE=",
      PUBLIC_URL: "https://kora.example/",
      SMTP_URL: "smtp://mail:587",
    };
    expect(() => loadConfig({ ...production, KORA_CLOCK_START: "2027-03-13T23:30:00Z" })).toThrow("never in production mode");
  });

  it("takes payments on Stripe in production, and on the ledger there only when told", () => {
    const production = {
      KORA_MODE: "production",
      SECRET_KEY: "x".repeat(40),
      CALENDAR_SECRET_KEY: "a2FyYS10ZXN0LWNhbGVuZGFyLWtleS0zMi1ieXRlcyE=",
      PUBLIC_URL: "https://kora.example/",
      SMTP_URL: "smtp://mail:587",
    };
    expect(() => loadConfig(production)).toThrow("production takes real money on Stripe");
    expect(loadConfig({ ...production, PAYMENTS_ALLOW_LEDGER: "true" }).payments).toEqual({ provider: "ledger" });
    expect(() => loadConfig({ ...production, PAYMENTS_PROVIDER: "stripe" })).toThrow("PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY");
    expect(() =>
      loadConfig({
        PAYMENTS_PROVIDER: "stripe",
        STRIPE_SECRET_KEY: "pk_test_x",
        STRIPE_WEBHOOK_SECRET: "whsec_x",
        STRIPE_PUBLISHABLE_KEY: "pk_test_y",
      }),
    ).toThrow("STRIPE_SECRET_KEY is a secret key");
    const stripe = {
      ...production,
      PAYMENTS_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_live_abc",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
      STRIPE_PUBLISHABLE_KEY: "pk_live_abc",
    };
    expect(loadConfig(stripe).payments).toEqual({
      provider: "stripe",
      secretKey: "sk_live_abc",
      webhookSecret: "whsec_abc",
      publishableKey: "pk_live_abc",
      apiUrl: null,
    });
  });

  it("takes Janus (PROTOCOL §4) only with both secrets, and the public URL defaults to the API's", () => {
    expect(loadConfig({}).janus).toBeNull();
    const janus = { JANUS_URL: "ws://127.0.0.1:8188", JANUS_TOKEN_SECRET: "t".repeat(24), JANUS_ADMIN_KEY: "a".repeat(24) };
    expect(loadConfig(janus).janus).toEqual({
      url: "ws://127.0.0.1:8188",
      publicUrl: "ws://127.0.0.1:8188",
      tokenSecret: "t".repeat(24),
      adminKey: "a".repeat(24),
    });
    expect(loadConfig({ ...janus, JANUS_PUBLIC_URL: "wss://sfu.kora.example/janus" }).janus?.publicUrl).toBe(
      "wss://sfu.kora.example/janus",
    );
    expect(() => loadConfig({ JANUS_URL: "ws://127.0.0.1:8188" })).toThrow("JANUS_URL needs JANUS_TOKEN_SECRET and JANUS_ADMIN_KEY");
    expect(() => loadConfig({ ...janus, JANUS_URL: "http://127.0.0.1:8088" })).toThrow("JANUS_URL must start with ws:// or wss://");
    expect(() => loadConfig({ ...janus, JANUS_PUBLIC_URL: "https://sfu" })).toThrow("JANUS_PUBLIC_URL must start with ws:// or wss://");
    expect(() => loadConfig({ ...janus, JANUS_TOKEN_SECRET: "short" })).toThrow("JANUS_TOKEN_SECRET must be at least 16 characters");
    expect(() => loadConfig({ ...janus, JANUS_ADMIN_KEY: "short" })).toThrow("JANUS_ADMIN_KEY must be at least 16 characters");
    // Secrets without a URL are harmless: no SFU.
    expect(loadConfig({ JANUS_TOKEN_SECRET: "t".repeat(24), JANUS_ADMIN_KEY: "a".repeat(24) }).janus).toBeNull();
  });
});
