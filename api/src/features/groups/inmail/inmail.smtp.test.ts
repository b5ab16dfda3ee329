import { afterEach, beforeEach, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import { INMAIL_BOUNCE_SECRET_HEADER, inmailSummarySchema } from "@kora/shared/contracts/inmail.ts";
import { makeUser } from "../../../test/factories.ts";
import { addMember, type GroupWorld, groupWorld } from "../../../test/group-fixtures.ts";
import { createTestApp, pageOf, type TestApp } from "../../../test/harness.ts";
import { detailAs, local, sendAs } from "./inmail-kit.ts";

/**
 * InMail tracking through a real SMTP listener (core §4 InMail): the mail leaves through the SMTP
 * adapter, is parsed as received, and its pixel, link, List-Unsubscribe and bounce paths are followed.
 */

interface Received {
  to: string[];
  raw: string;
}

/** A loopback SMTP server that keeps what it receives and refuses, for good, any address at bounce.example. */
async function listener() {
  const mails: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith("@bounce.example")) {
        const error = Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected: User unknown`), {
          responseCode: 550,
        });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return { port, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A received message's headers (unfolded, by lower-case name) and its decoded HTML part. */
function parse(raw: string): { headers: Map<string, string>; html: string } {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head!.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = rest.join("\n\n");
  const part = /Content-Type: text\/html[\s\S]*?\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(body);
  const encoded = part?.[1] ?? "";
  const html = /Content-Transfer-Encoding: quoted-printable/i.test(body)
    ? encoded.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    : encoded;
  return { headers, html: Buffer.from(html, "latin1").toString("utf8") };
}

const unescapeAttr = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

let smtp: Awaited<ReturnType<typeof listener>>;
let t: TestApp;
let w: GroupWorld;
let nia: Awaited<ReturnType<typeof makeUser>>;
let gone: Awaited<ReturnType<typeof makeUser>>;
const SECRET = "bounce-secret-for-the-smtp-test";

beforeEach(async () => {
  smtp = await listener();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, INMAIL_BOUNCE_SECRET: SECRET });
  w = await groupWorld(t);
  nia = await makeUser(t, { firstName: "Nia" });
  gone = await makeUser(t, { firstName: "Gus", email: "gus@bounce.example" });
  t.clock.advance(60_000);
  await addMember(t.services.db, t.clock.now, w.groupA.id, nia.user.id, "verified-member-community-visible");
});
afterEach(async () => {
  await t.close();
  await smtp.close();
});

it("tracks two members' InMail through real SMTP: pixel, link, one-click unsubscribe, bounce webhook", async () => {
  const email = await sendAs(t, w.adminA.cookie, w.groupA.id, {
    subject: "Spring programme",
    body: "The programme is out.\n\nSign up at https://example.com/spring?ref=mail before Friday.",
  });
  await t.services.jobs.runDue();
  expect(smtp.mails.map((m) => m.to)).toEqual([[w.memberA.user.email], [nia.user.email]]);
  const [toMina, toNia] = smtp.mails.map((m) => parse(m.raw));

  // Headers as received: RFC 8058 one-click, and the Message-ID a provider's bounce would name.
  const listUnsubscribe = toMina!.headers.get("list-unsubscribe")!;
  expect(listUnsubscribe).toMatch(/^<http:\/\/localhost:8787\/api\/inmail\/u\/[\w-]{32}>$/);
  expect(toMina!.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  expect(toMina!.headers.get("subject")).toBe("Spring programme");
  const messageId = toNia!.headers.get("message-id")!;
  expect(messageId).toMatch(/^<inmail\.[\w-]{32}@localhost>$/);

  // Mina opens the mail: the pixel in its HTML.
  const pixel = /src="(http:\/\/localhost:8787\/api\/inmail\/o\/[\w-]+)"/.exec(toMina!.html)![1]!;
  const opened = await t.call("GET", local(pixel));
  expect(opened.headers.get("content-type")).toBe("image/gif");
  let detail = await detailAs(t, w.adminA.cookie, w.groupA.id, email.id);
  expect(detail.recipients.map((r) => r.status)).toEqual(["Opened", "Sent"]);
  expect(detail.status).toBe("Opened");

  // …and follows the link, off Kora's site: the leaving page continues to where the body pointed, Clicked.
  const link = unescapeAttr(/href="(http:\/\/localhost:8787\/api\/inmail\/c\/[^"]+)"/.exec(toMina!.html)![1]!);
  const clicked = await t.call("GET", local(link));
  expect(clicked.status).toBe(200);
  expect(await clicked.text()).toContain('<a class="continue" href="https://example.com/spring?ref=mail"');
  detail = await detailAs(t, w.adminA.cookie, w.groupA.id, email.id);
  expect(detail.recipients.map((r) => r.status)).toEqual(["Clicked", "Sent"]);
  const list = await pageOf(await t.call("GET", `/api/groups/${w.groupA.id}/emails`, { cookie: w.adminA.cookie }), inmailSummarySchema);
  expect(list.data[0]!.status).toBe("Clicked");

  // Nia's mail app unsubscribes with one click (a POST to the List-Unsubscribe address, no browser).
  const niaUnsubscribe = toNia!.headers.get("list-unsubscribe")!.slice(1, -1);
  const done = await t.app.request(local(niaUnsubscribe), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
  expect(done.status).toBe(200);
  detail = await detailAs(t, w.adminA.cookie, w.groupA.id, email.id);
  expect(detail.recipients.map((r) => r.status)).toEqual(["Clicked", "Unsubscribed"]);

  // The next InMail skips her.
  const next = await sendAs(t, w.adminA.cookie, w.groupA.id, { subject: "Second" });
  await t.services.jobs.runDue();
  expect(next.recipientCount).toBe(1);
  expect(smtp.mails.slice(2).map((m) => m.to)).toEqual([[w.memberA.user.email]]);

  // The provider reports Mina's second mail bounced, by its Message-ID.
  const secondId = parse(smtp.mails[2]!.raw).headers.get("message-id")!;
  const report = await t.call("POST", "/api/inmail/bounces", {
    headers: { [INMAIL_BOUNCE_SECRET_HEADER]: SECRET },
    body: { bounces: [{ messageId: secondId, reason: "550 5.2.1 Mailbox disabled" }] },
  });
  expect(report.status).toBe(200);
  const second = await detailAs(t, w.adminA.cookie, w.groupA.id, next.id);
  expect(second.recipients[0]).toMatchObject({ status: "Bounced", bounceReason: "550 5.2.1 Mailbox disabled" });
  expect(second.status).toBe("Bounced");
  // The first email's statuses are untouched by the second's bounce.
  expect((await detailAs(t, w.adminA.cookie, w.groupA.id, email.id)).recipients.map((r) => r.status)).toEqual(["Clicked", "Unsubscribed"]);
});

it("marks a recipient the SMTP server refuses at RCPT TO Bounced, and delivers to the others", async () => {
  await addMember(t.services.db, t.clock.now, w.groupA.id, gone.user.id, "verified-member-community-visible");
  const email = await sendAs(t, w.adminA.cookie, w.groupA.id, { subject: "Hello all" });
  await t.services.jobs.runDue();
  expect(smtp.mails.map((m) => m.to)).toEqual([[w.memberA.user.email], [nia.user.email]]);
  const detail = await detailAs(t, w.adminA.cookie, w.groupA.id, email.id);
  const gus = detail.recipients.find((r) => r.userId === gone.user.id)!;
  expect(gus).toMatchObject({ status: "Bounced", sentAt: null, bouncedAt: t.clock.now.toISOString() });
  expect(gus.bounceReason).toMatch(/^550 .*User unknown/);
  // Refused for good: the job is done, not left to retry.
  const jobs = await t.services.db.selectFrom("jobs").select(["status"]).where("kind", "=", "inmail.send").execute();
  expect(jobs.map((j) => j.status)).toEqual(["done", "done", "done"]);
});

it("retries while the SMTP server is down: a server that can't be reached is never a bounce", async () => {
  await smtp.close();
  const email = await sendAs(t, w.adminA.cookie, w.groupA.id, { subject: "Patience" });
  await t.services.jobs.runDue();
  const waiting = await t.services.db.selectFrom("jobs").select(["status"]).where("kind", "=", "inmail.send").execute();
  expect(waiting.map((j) => j.status)).toEqual(["queued", "queued"]);
  expect((await detailAs(t, w.adminA.cookie, w.groupA.id, email.id)).recipients.map((r) => [r.status, r.sentAt])).toEqual([
    ["Sent", null],
    ["Sent", null],
  ]);
  smtp = await listener();
});
