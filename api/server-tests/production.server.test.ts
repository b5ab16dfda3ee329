import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, removeDataDir, type RunningServer, startServer } from "./kora-server.ts";
import { startSmtpListener } from "./smtp-listener.ts";

let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
beforeAll(async () => {
  smtp = await startSmtpListener();
  server = await startServer((port) => ({
    KORA_MODE: "production",
    PUBLIC_URL: `http://localhost:${port}`,
    SECRET_KEY: "s".repeat(48),
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: "Kora <no-reply@kora.test>",
  }));
});
afterAll(async () => {
  await server.stop();
  await smtp.close();
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
  });
});
