import { afterEach, expect, it } from "vitest";
import { startSmtpListener } from "../../../server-tests/smtp-listener.ts";
import { createSmtpMailer } from "./smtp-mailer.ts";

let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

it("sends over real SMTP with the Reply-To a contact message asks for", async () => {
  const listener = await startSmtpListener();
  close = listener.close;
  const mailer = createSmtpMailer(`smtp://127.0.0.1:${listener.port}`, "Kora <no-reply@kora.local>");
  await mailer.send({ to: "support@kora.local", replyTo: "ada@example.test", subject: "A question", text: "Hello", html: "<p>Hello</p>" });
  expect(listener.mails).toHaveLength(1);
  expect(listener.mails[0]!.to).toEqual(["support@kora.local"]);
  expect(listener.mails[0]!.raw).toMatch(/^Reply-To: ada@example\.test\r?$/m);
});
