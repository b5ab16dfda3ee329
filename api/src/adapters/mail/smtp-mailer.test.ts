import { afterEach, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import { startSmtpListener } from "../../../server-tests/smtp-listener.ts";
import { MailRejectedError } from "./mailer.ts";
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

it("sends the extra headers and the Message-ID a message carries", async () => {
  const listener = await startSmtpListener();
  close = listener.close;
  const mailer = createSmtpMailer(`smtp://127.0.0.1:${listener.port}`, "Kora <no-reply@kora.local>");
  await mailer.send({
    to: "member@example.test",
    subject: "News",
    text: "Hi",
    html: "<p>Hi</p>",
    headers: { "List-Unsubscribe": "<https://kora.example/api/inmail/u/abc>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    messageId: "<inmail.abc@kora.example>",
  });
  const raw = listener.mails[0]!.raw;
  expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/kora\.example\/api\/inmail\/u\/abc>\r?$/m);
  expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  expect(raw).toMatch(/^Message-ID: <inmail\.abc@kora\.example>\r?$/m);
});

describe("a recipient the server refuses", () => {
  /** A server answering RCPT TO with `code` for every address. */
  async function refusing(code: number) {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onRcptTo: (_address, _session, callback) => callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: code })),
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    close = () => new Promise((resolve) => server.close(() => resolve()));
    return (server.server.address() as { port: number }).port;
  }

  it("for good (5xx) is a MailRejectedError with the server's reply", async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${await refusing(550)}`, "Kora <no-reply@kora.local>");
    const error = await mailer.send({ to: "gone@example.test", subject: "x", text: "x", html: "x" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailRejectedError);
    expect(error).toMatchObject({ recipient: "gone@example.test", reason: expect.stringMatching(/^550 .*Mailbox unavailable/) });
  });

  it("for now (4xx) is an ordinary failure, retried later", async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${await refusing(450)}`, "Kora <no-reply@kora.local>");
    const error = await mailer.send({ to: "busy@example.test", subject: "x", text: "x", html: "x" }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(MailRejectedError);
    expect(error).toMatchObject({ code: "unavailable" });
  });
});
