import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  INMAIL_BOUNCE_SECRET_HEADER,
  INMAIL_MESSAGES,
  bounceResultSchema,
  inmailUnsubscribeStatusSchema,
} from "@kora/shared/contracts/inmail.ts";
import { hmac } from "../../../lib/crypto.ts";
import { makeUser } from "../../../test/factories.ts";
import { addMember, type GroupWorld, groupWorld } from "../../../test/group-fixtures.ts";
import { createTestApp, dataOf, errorOf, ORIGIN, type TestApp } from "../../../test/harness.ts";
import { clickLink, messageIdFor } from "./inmail-links.ts";
import { local, sendAs } from "./inmail-kit.ts";

const SECRET = "bounce-secret-0123456789abcdef";
let t: TestApp;
let w: GroupWorld;
let other: Awaited<ReturnType<typeof makeUser>>;

beforeEach(async () => {
  t = await createTestApp({ INMAIL_BOUNCE_SECRET: SECRET });
  w = await groupWorld(t);
  other = await makeUser(t, { firstName: "Olu" });
  t.clock.advance(60_000);
  await addMember(t.services.db, t.clock.now, w.groupA.id, other.user.id, "verified-member-community-visible");
});
afterEach(() => t.close());

/** Sends an InMail to group A's two members and returns their recipient rows' tokens, in list order. */
async function sent(body = "Read more at https://example.com/news?id=7 today.") {
  const email = await sendAs(t, w.adminA.cookie, w.groupA.id, { body });
  await t.services.jobs.runDue();
  const rows = await t.services.db
    .selectFrom("group_email_recipients")
    .select("token")
    .where("email_id", "=", email.id)
    .orderBy("position")
    .execute();
  return { email, tokens: rows.map((r) => r.token) };
}

const recipient = (token: string) =>
  t.services.db.selectFrom("group_email_recipients").selectAll().where("token", "=", token).executeTakeFirstOrThrow();
const open = (token: string) => t.call("GET", `/api/inmail/o/${token}`);
const click = async (token: string, url = "https://example.com/news?id=7") =>
  t.call("GET", local(await clickLink("http://localhost:8787", t.services.secret, token, url)));
const oneClick = (token: string) =>
  t.app.request(`/api/inmail/u/${token}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
const bounce = (body: unknown, secret: string | null = SECRET) =>
  t.call("POST", "/api/inmail/bounces", { body, headers: secret === null ? {} : { [INMAIL_BOUNCE_SECRET_HEADER]: secret } });

describe("the open pixel", () => {
  it("answers a 1×1 GIF that is never cached, and marks the recipient Opened once", async () => {
    const { tokens } = await sent();
    const response = await open(tokens[0]!);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/gif");
    expect(response.headers.get("cache-control")).toContain("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 6))).toBe("GIF89a");
    expect(await recipient(tokens[0]!)).toMatchObject({ status: "Opened", opened_at: t.clock.now.toISOString() });
    const firstOpen = t.clock.now.toISOString();
    t.clock.advance(60_000);
    await open(tokens[0]!);
    expect((await recipient(tokens[0]!)).opened_at).toBe(firstOpen);
    expect((await recipient(tokens[1]!)).status).toBe("Sent");
  });

  it("answers the same GIF for a token nobody has", async () => {
    for (const token of ["x".repeat(32), "short", "%3Cscript%3E"]) {
      const response = await open(token);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/gif");
    }
  });
});

/** The interstitial's "Continue" address and the text a person reads, from its HTML. */
function leavingPage(html: string) {
  const continueHref = /<a class="continue" href="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, "&") ?? null;
  const text = html
    .replace(/<style>[\s\S]*?<\/style>/, "")
    .replace(/<\/?strong>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
  return { continueHref, text };
}

describe("signed links", () => {
  it("show a page saying the link leaves Kora, naming the group and the host, and mark the recipient Clicked (and Opened)", async () => {
    const { tokens } = await sent();
    const response = await click(tokens[1]!);
    expect(response.status).toBe(200);
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("cache-control")).toContain("no-store");
    // No script of any kind runs on it, and it can't be framed.
    expect(response.headers.get("content-security-policy")).toMatch(/default-src 'none'.*frame-ancestors 'none'/);
    expect(response.headers.get("content-security-policy")).not.toMatch(/script-src|unsafe-inline/);
    const html = await response.text();
    expect(html).not.toMatch(/<script|http-equiv="refresh"/i);
    const page = leavingPage(html);
    expect(page.text).toContain("You're leaving Kora");
    expect(page.text).toContain("This link in a message from Alpha Guild goes to example.com.");
    expect(page.continueHref).toBe("https://example.com/news?id=7");
    expect(html).toMatch(/<a class="back" href="http:\/\/localhost:8787\/">Go back<\/a>/);
    expect(await recipient(tokens[1]!)).toMatchObject({
      status: "Clicked",
      clicked_at: t.clock.now.toISOString(),
      opened_at: t.clock.now.toISOString(),
    });
    // Opening afterwards never moves it back.
    await open(tokens[1]!);
    expect((await recipient(tokens[1]!)).status).toBe("Clicked");
  });

  it("go straight (302) to a link on Kora's own site", async () => {
    const { tokens } = await sent(`Our page: http://localhost:8787/g/${w.groupA.slug}?tab=events ok`);
    const response = await click(tokens[0]!, `http://localhost:8787/g/${w.groupA.slug}?tab=events`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`http://localhost:8787/g/${w.groupA.slug}?tab=events`);
    expect((await recipient(tokens[0]!)).status).toBe("Clicked");
  });

  it("name the real host of lookalikes of Kora's address, and escape everything the page shows", async () => {
    const { tokens } = await sent();
    await t.services.db
      .updateTable("groups")
      .set({ name: `Alpha <img src=x onerror=alert(1)> "Guild" & co` })
      .where("id", "=", w.groupA.id)
      .execute();
    const cases: [string, string][] = [
      ["http://localhost.evil.example:8787/a", "localhost.evil.example:8787"],
      ["http://localhost:8787@evil.example/a", "evil.example"],
      ["https://localhost:8787/a", "localhost:8787"],
      ["http://localhost:8788/a", "localhost:8788"],
      ["https://evil.example/?q=%22%3E%3Cscript%3Ealert(1)%3C/script%3E&x='y'", "evil.example"],
    ];
    for (const [url, host] of cases) {
      const response = await click(tokens[0]!, url);
      expect(response.status, url).toBe(200);
      const html = await response.text();
      expect(html, url).not.toMatch(/<img|<script/);
      const page = leavingPage(html);
      expect(page.text, url).toContain(`This link in a message from Alpha <img src=x onerror=alert(1)> "Guild" & co goes to ${host}.`);
      expect(page.continueHref, url).toBe(new URL(url).href);
    }
  });

  it("refuse a forged, altered or unsafe link with 400 and never redirect", async () => {
    const { tokens } = await sent();
    const token = tokens[0]!;
    const genuine = new URL(await clickLink("http://localhost:8787", t.services.secret, token, "https://example.com/news?id=7"));
    const signature = genuine.searchParams.get("s");
    const evil = encodeURIComponent("https://evil.example/");
    const script = "javascript:alert(1)";
    const data = "data:text/html,<script>alert(1)</script>";
    const tries = [
      `/api/inmail/c/${token}?u=${evil}&s=${signature}`,
      `/api/inmail/c/${tokens[1]}?u=${encodeURIComponent("https://example.com/news?id=7")}&s=${signature}`,
      `/api/inmail/c/${token}?u=${evil}&s=${await hmac("guessed", `inmail-click\n${token}\nhttps://evil.example/`)}`,
      `/api/inmail/c/${token}?u=${evil}`,
      // Signed with the real secret but not http(s): still refused.
      `/api/inmail/c/${token}?u=${encodeURIComponent(script)}&s=${await hmac(t.services.secret, `inmail-click\n${token}\n${script}`)}`,
      `/api/inmail/c/${token}?u=${encodeURIComponent(data)}&s=${await hmac(t.services.secret, `inmail-click\n${token}\n${data}`)}`,
    ];
    for (const path of tries) {
      const response = await t.call("GET", path);
      expect(response.status, path).toBe(400);
      expect(response.headers.get("location")).toBeNull();
      expect((await errorOf(response)).message).toBe(INMAIL_MESSAGES.badLink);
    }
    expect((await recipient(token)).status).toBe("Sent");
  });
});

describe("statuses only move forward", () => {
  it("ends Clicked whatever order 20 opens and clicks arrive in", async () => {
    const { tokens } = await sent();
    await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? open(tokens[0]!) : click(tokens[0]!))));
    expect((await recipient(tokens[0]!)).status).toBe("Clicked");
  });

  it("ends Unsubscribed when an unsubscribe races opens and clicks, and Bounced stays Bounced", async () => {
    const { tokens } = await sent();
    await Promise.all([open(tokens[0]!), click(tokens[0]!), oneClick(tokens[0]!), open(tokens[0]!), click(tokens[0]!), open(tokens[0]!)]);
    expect((await recipient(tokens[0]!)).status).toBe("Unsubscribed");
    await Promise.all([
      bounce({ bounces: [{ messageId: messageIdFor("http://localhost:8787", tokens[1]!) }] }),
      open(tokens[1]!),
      click(tokens[1]!),
    ]);
    const bounced = await recipient(tokens[1]!);
    expect(bounced.status).toBe("Bounced");
    await Promise.all([open(tokens[1]!), click(tokens[1]!), oneClick(tokens[1]!)]);
    expect((await recipient(tokens[1]!)).status).toBe("Bounced");
  });

  it("is enforced by the database too: a statement moving a status back fails", async () => {
    const { tokens } = await sent();
    await click(tokens[0]!);
    const back = (status: "Sent" | "Opened") =>
      t.services.db.updateTable("group_email_recipients").set({ status }).where("token", "=", tokens[0]!).execute();
    await expect(back("Opened")).rejects.toThrow(/only moves forward/);
    await expect(back("Sent")).rejects.toThrow(/only moves forward/);
    await oneClick(tokens[0]!);
    await expect(
      t.services.db.updateTable("group_email_recipients").set({ status: "Bounced" }).where("token", "=", tokens[0]!).execute(),
    ).rejects.toThrow(/only moves forward/);
  });
});

describe("unsubscribing", () => {
  it("one click (RFC 8058) unsubscribes the member from the group's InMail for good", async () => {
    const { tokens } = await sent();
    const status = () => t.call("GET", `/api/inmail/u/${tokens[0]}`).then((r) => dataOf(r, inmailUnsubscribeStatusSchema));
    expect(await status()).toEqual({ status: "subscribed", groupName: "Alpha Guild" });
    const response = await oneClick(tokens[0]!);
    expect(response.status).toBe(200);
    expect(await recipient(tokens[0]!)).toMatchObject({ status: "Unsubscribed", unsubscribed_at: t.clock.now.toISOString() });
    expect(await status()).toEqual({ status: "unsubscribed", groupName: "Alpha Guild" });
    const member = await t.services.db
      .selectFrom("group_members")
      .select("inmail_unsubscribed_at")
      .where("group_id", "=", w.groupA.id)
      .where("user_id", "=", w.memberA.user.id)
      .executeTakeFirstOrThrow();
    expect(member.inmail_unsubscribed_at).toBe(t.clock.now.toISOString());
    expect((await oneClick(tokens[0]!)).status).toBe(200);

    const next = await sendAs(t, w.adminA.cookie, w.groupA.id, { subject: "Next one" });
    expect(next).toMatchObject({ recipientCount: 1, firstRecipient: { userId: other.user.id } });
  });

  it("the page's plain form goes back to /not-interested; JSON answers the status; an unknown token is 404", async () => {
    const { tokens } = await sent();
    const form = await t.app.request(`/api/inmail/u/${tokens[1]}`, {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: "from=page",
    });
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe(`/not-interested?inmail=${tokens[1]}`);
    expect((await recipient(tokens[1]!)).status).toBe("Unsubscribed");
    const json = await t.call("POST", `/api/inmail/u/${tokens[0]}`, { body: {} });
    expect(await dataOf(json, inmailUnsubscribeStatusSchema)).toEqual({ status: "unsubscribed", groupName: "Alpha Guild" });
    expect((await t.call("POST", `/api/inmail/u/${"z".repeat(32)}`, { body: {} })).status).toBe(404);
    expect(await dataOf(await t.call("GET", "/api/inmail/u/nope"), inmailUnsubscribeStatusSchema)).toEqual({ status: "invalid" });
  });

  it("a mail still queued when the member unsubscribes is not sent", async () => {
    const { tokens } = await sent();
    await oneClick(tokens[0]!);
    await sendAs(t, w.adminA.cookie, w.groupA.id, { subject: "Queued" });
    await t.services.db
      .updateTable("group_members")
      .set({ inmail_unsubscribed_at: t.clock.now.toISOString() })
      .where("user_id", "=", other.user.id)
      .execute();
    await t.services.jobs.runDue();
    const queued = await t.services.db.selectFrom("dev_mailbox").select("to_address").where("subject", "=", "Queued").execute();
    expect(queued).toEqual([]);
  });
});

describe("the bounce webhook", () => {
  it("marks recipients Bounced by the Message-ID we set, or by address (their latest InMail)", async () => {
    const { tokens } = await sent();
    const response = await bounce({
      bounces: [
        { messageId: messageIdFor("http://localhost:8787", tokens[0]!), reason: "550 5.1.1 No such user" },
        { email: other.user.email!.toUpperCase(), reason: "Mailbox full for good" },
        { messageId: "<someone-else@mail.example>" },
        { email: "stranger@example.com" },
      ],
    });
    expect(response.status).toBe(200);
    expect(await dataOf(response, bounceResultSchema)).toEqual({ bounced: 2, unknown: 2 });
    expect(await recipient(tokens[0]!)).toMatchObject({
      status: "Bounced",
      bounce_reason: "550 5.1.1 No such user",
      bounced_at: t.clock.now.toISOString(),
    });
    expect(await recipient(tokens[1]!)).toMatchObject({ status: "Bounced", bounce_reason: "Mailbox full for good" });
  });

  it("takes a full batch of 1,000 bounces (over the general 64 KiB body limit), as the contract allows", async () => {
    const { tokens } = await sent();
    const reason = "550 5.1.1 <someone@example.com>: Recipient address rejected: User unknown in virtual mailbox table";
    const bounces = Array.from({ length: 999 }, (_, i) => ({ email: `stranger.number.${i}@mail.example.com`, reason }));
    const report = { bounces: [{ messageId: messageIdFor("http://localhost:8787", tokens[0]!), reason }, ...bounces] };
    expect(JSON.stringify(report).length).toBeGreaterThan(150 * 1024);
    const response = await bounce(report);
    expect(response.status).toBe(200);
    expect(await dataOf(response, bounceResultSchema)).toEqual({ bounced: 1, unknown: 999 });
    expect((await recipient(tokens[0]!)).status).toBe("Bounced");
  });

  it("refuses a report without the secret (403) or with a bad body (422)", async () => {
    const { tokens } = await sent();
    const report = { bounces: [{ messageId: messageIdFor("http://localhost:8787", tokens[0]!) }] };
    expect((await bounce(report, null)).status).toBe(403);
    expect((await bounce(report, `${SECRET}x`)).status).toBe(403);
    expect((await bounce({ bounces: [{ reason: "no target" }] })).status).toBe(422);
    expect((await bounce({ bounces: [] })).status).toBe(422);
    expect((await recipient(tokens[0]!)).status).toBe("Sent");
  });

  it("is not there at all without a configured secret", async () => {
    const bare = await createTestApp();
    try {
      const response = await bare.call("POST", "/api/inmail/bounces", {
        body: { bounces: [{ email: "a@example.com" }] },
        headers: { [INMAIL_BOUNCE_SECRET_HEADER]: "" },
      });
      expect(response.status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
