import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { healthSchema } from "@kora/shared/contracts/health.ts";
import { meSchema } from "@kora/shared/contracts/users.ts";
import { dataOf, errorOf } from "../src/test/wire.ts";
import { Client, removeDataDir, type RunningServer, startServer } from "./kora-server.ts";

let server: RunningServer;
beforeAll(async () => (server = await startServer()));
afterAll(async () => {
  await server.stop();
  removeDataDir(server.dataDir);
});

describe("the real Deno server: sign-in", () => {
  it("signs up with the code from the dev mailbox, serves /me, and logout makes the old cookie worthless", async () => {
    const client = new Client(server.url);
    const me = await client.signUp("real.person@example.com", "Real", "Person");
    const oldCookie = client.cookie;
    const fetched = await client.call("GET", "/api/me?append=stats,feature_flags");
    expect(fetched.status).toBe(200);
    expect(await dataOf(fetched, meSchema)).toMatchObject({ id: me.id, firstName: "Real", stats: { bookingActive: false } });

    expect((await client.call("POST", "/api/auth/logout")).status).toBe(204);
    const replay = await fetch(`${server.url}/api/me`, { headers: { cookie: oldCookie } });
    expect(replay.status).toBe(401);
  });

  it("answers a wrong code with 401 and the spec's message", async () => {
    const client = new Client(server.url);
    await client.call("POST", "/api/password-free/verification-code", {
      step: "signup",
      email: "wrong.code@example.com",
      firstName: "Wren",
      lastName: "Code",
      timezone: "Australia/Sydney",
      country: "AU",
      professionalUrl: "https://www.linkedin.com/in/kora-tester",
    });
    const code = await client.latestCode("wrong.code@example.com");
    const response = await client.call("POST", "/api/password-free/verify", {
      email: "wrong.code@example.com",
      code: code === "222222" ? "333333" : "222222",
    });
    expect(response.status).toBe(401);
    expect((await errorOf(response)).message).toBe("Oops, looks like the verification code is not right");
  });

  it("rate-limits code requests with 429 and the spec's message", async () => {
    const client = new Client(server.url);
    const body = {
      step: "signup",
      email: "flood@example.com",
      firstName: "Flo",
      lastName: "Od",
      timezone: "Australia/Sydney",
      country: "AU",
      professionalUrl: "https://www.linkedin.com/in/kora-tester",
    };
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await client.call("POST", "/api/password-free/verification-code", body)).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    const limited = await client.call("POST", "/api/password-free/verification-code", body);
    expect((await errorOf(limited)).message).toBe("Looks like you are sending too many requests :( Please try again soon.");
  });

  it("refuses a cross-origin POST with 403 and keeps the session", async () => {
    const client = new Client(server.url);
    await client.signUp("csrf.target@example.com");
    const attack = await client.call("PUT", "/api/me", { firstName: "Hacked" }, { origin: "https://evil.example" });
    expect(attack.status).toBe(403);
    expect((await dataOf(await client.call("GET", "/api/me"), meSchema)).firstName).toBe("Server");
  });

  it("reports health and sends security headers", async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(await dataOf(response, healthSchema)).toMatchObject({ status: "ok", clientVersion: "3.0.26", maintenance: false });
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-request-id")).toBeTruthy();
  });
});
