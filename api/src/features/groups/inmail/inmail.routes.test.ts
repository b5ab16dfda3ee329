import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { CONSOLE_MESSAGES } from "@kora/shared/contracts/group-console.ts";
import { GROUP_MESSAGES } from "@kora/shared/contracts/groups.ts";
import { INMAIL_MESSAGES, inmailAudienceSchema, inmailSummarySchema, linkProblemMessage } from "@kora/shared/contracts/inmail.ts";
import { mailboxMessageSchema } from "@kora/shared/contracts/dev-mailbox.ts";
import { makeUser } from "../../../test/factories.ts";
import { addMember, type GroupWorld, groupWorld, insertGroup } from "../../../test/group-fixtures.ts";
import { createTestApp, dataOf, errorOf, pageOf, type TestApp } from "../../../test/harness.ts";
import { detailAs, sendAs } from "./inmail-kit.ts";

let t: TestApp;
let w: GroupWorld;
/** Group A's members in list order (joined one minute apart): memberA, then these two. */
let second: Awaited<ReturnType<typeof makeUser>>;
let third: Awaited<ReturnType<typeof makeUser>>;

beforeEach(async () => {
  t = await createTestApp();
  w = await groupWorld(t);
  second = await makeUser(t, { firstName: "Sam" });
  third = await makeUser(t, { firstName: "Tia" });
  t.clock.advance(60_000);
  await addMember(t.services.db, t.clock.now, w.groupA.id, second.user.id, "verified-member-community-visible");
  t.clock.advance(60_000);
  await addMember(t.services.db, t.clock.now, w.groupA.id, third.user.id, "unverified-member-community-visible");
  t.clock.advance(60_000);
});
afterEach(() => t.close());

const send = (body: unknown, headers: Record<string, string> = {}, cookie = w.adminA.cookie) =>
  t.call("POST", `/api/groups/${w.groupA.id}/emails/send`, { cookie, body, headers });
const recipientRows = (emailId: string) =>
  t.services.db.selectFrom("group_email_recipients").selectAll().where("email_id", "=", emailId).orderBy("position").execute();

describe("POST /groups/:id/emails/send", () => {
  it("mails every member but the sender, in list order, one Sent row and one queued mail each", async () => {
    const response = await send({
      subject: "  Friday meetup  ",
      body: "See you at 6.\n\nBring a friend: https://example.com/rsvp.",
      audience: {},
    });
    expect(response.status).toBe(201);
    const email = await dataOf(response, inmailSummarySchema);
    expect(email).toMatchObject({ subject: "Friday meetup", recipientCount: 3, status: "Sent", sentBy: "Ada Tester" });
    expect(email.firstRecipient).toEqual({ userId: w.memberA.user.id, name: "Mina Tester" });
    const rows = await recipientRows(email.id);
    expect(rows.map((r) => [r.recipient_id, r.position, r.status])).toEqual([
      [w.memberA.user.id, 0, "Sent"],
      [second.user.id, 1, "Sent"],
      [third.user.id, 2, "Sent"],
    ]);
    expect(new Set(rows.map((r) => r.token)).size).toBe(3);
    for (const row of rows) expect(row.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await t.services.db.selectFrom("jobs").select("kind").where("kind", "=", "inmail.send").execute()).toHaveLength(3);

    await t.services.jobs.runDue();
    const inbox = await t.call("GET", `/api/dev/mailbox?to=${encodeURIComponent(second.user.email!)}`);
    const [mail] = await dataOf(inbox, z.array(mailboxMessageSchema));
    expect(mail!.subject).toBe("Friday meetup");
    expect(mail!.text).toContain("Alpha Guild — a message from Ada Tester");
    expect(mail!.text).toMatch(
      /Bring a friend: http:\/\/localhost:8787\/api\/inmail\/c\/[\w-]{32}\?u=https%3A%2F%2Fexample\.com%2Frsvp&s=[0-9a-f]{64}\./,
    );
    expect(mail!.html).toContain("/api/inmail/o/");
    expect(mail!.text).toContain(`Stop InMail from Alpha Guild: http://localhost:8787/not-interested?inmail=${rows[1]!.token}`);
    expect(mail!.headers["List-Unsubscribe"]).toBe(`<http://localhost:8787/api/inmail/u/${rows[1]!.token}>`);
    expect(mail!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail!.headers["Message-ID"]).toBe(`<inmail.${rows[1]!.token}@localhost>`);
    expect((await recipientRows(email.id)).every((r) => r.sent_at === t.clock.now.toISOString())).toBe(true);
    // The sender gets no copy.
    expect(
      await t.services.db.selectFrom("dev_mailbox").select("id").where("to_address", "=", w.adminA.user.email!.toLowerCase()).execute(),
    ).toEqual([]);
  });

  it("frames each member's copy in their language; the admin's subject and words stay as written", async () => {
    await t.services.db.updateTable("users").set({ locale: "fr" }).where("id", "=", second.user.id).execute();
    await send({ subject: "Friday meetup", body: "See you at 6.", audience: {} });
    await t.services.jobs.runDue();
    const copyOf = (email: string) =>
      t.services.db.selectFrom("dev_mailbox").selectAll().where("to_address", "=", email.toLowerCase()).executeTakeFirstOrThrow();
    const french = await copyOf(second.user.email!);
    expect(french.subject).toBe("Friday meetup");
    expect(french.text).toMatch(/^Alpha Guild — un message de Ada Tester\n\nBonjour Sam,\n\nSee you at 6\.\n\n--\n/);
    expect(french.text).toContain("Vous recevez cet e-mail parce que vous êtes membre de Alpha Guild sur Kora.");
    expect(french.text).toContain("Ne plus recevoir d’InMail de Alpha Guild\u00a0: http://localhost:8787/not-interested?inmail=");
    expect(french.html).toMatch(/<html dir="ltr" lang="fr">/);
    const english = await copyOf(w.memberA.user.email!);
    expect(english.text).toMatch(/^Alpha Guild — a message from Ada Tester\n\nHi Mina,\n\nSee you at 6\.\n\n--\n/);
    expect(english.text).toContain("You're getting this because you're a member of Alpha Guild on Kora.\nStop InMail from Alpha Guild: ");
  });

  it("escapes the body's HTML and keeps its paragraphs", async () => {
    const email = await sendAs(t, w.adminA.cookie, w.groupA.id, { body: "<b>bold</b> & <script>x</script>\nline two\n\nParagraph two" });
    await t.services.jobs.runDue();
    const row = await t.services.db
      .selectFrom("dev_mailbox")
      .select("html")
      .where("to_address", "=", w.memberA.user.email!.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(row.html).toContain("&lt;b&gt;bold&lt;/b&gt; &amp; &lt;script&gt;x&lt;/script&gt;<br />line two");
    expect(row.html).toContain("Paragraph two");
    expect(row.html).not.toContain("<script>");
    expect(email.recipientCount).toBe(3);
  });

  it("sends only to the members the filters match", async () => {
    const email = await sendAs(t, w.adminA.cookie, w.groupA.id, { audience: { groupRole: "unverified-member-community-visible" } });
    expect(email.recipientCount).toBe(1);
    expect(email.firstRecipient?.userId).toBe(third.user.id);
    const detail = await detailAs(t, w.adminA.cookie, w.groupA.id, email.id);
    expect(detail.audience).toEqual({ groupRole: "unverified-member-community-visible" });
  });

  it("answers 422 with the field's message for a bad subject, body or filter", async () => {
    const cases: [unknown, string, string][] = [
      [{ subject: " ", body: "x" }, "subject", INMAIL_MESSAGES.subject],
      [{ subject: "x".repeat(151), body: "x" }, "subject", INMAIL_MESSAGES.subjectLong],
      [{ subject: "Hi", body: "" }, "body", INMAIL_MESSAGES.body],
      [{ subject: "Hi", body: "x".repeat(10_001) }, "body", INMAIL_MESSAGES.bodyLong],
      [{ subject: "Hi", body: "x", audience: { loginActivity: "lots" } }, "audience.loginActivity", INMAIL_MESSAGES.badFilter],
      [
        { subject: "Hi", body: "x", audience: { bookingActivity: { window: "2d", count: "one" } } },
        "audience.bookingActivity",
        INMAIL_MESSAGES.badFilter,
      ],
      [{ subject: "Hi", body: "x", audience: { groupRole: "emperor" } }, "audience.groupRole", CONSOLE_MESSAGES.role],
      [{ subject: "Hi", body: "x", audience: "everyone" }, "audience", INMAIL_MESSAGES.badFilter],
      // Only http(s) links: nothing else that a mail app might link.
      [
        { subject: "Hi", body: "Click javascript:alert(1) now" },
        "body",
        linkProblemMessage({ link: "javascript:alert(1)", problem: "scheme" }),
      ],
      [
        { subject: "Hi", body: "See data:text/html;base64,PHNjcmlwdD4=" },
        "body",
        INMAIL_MESSAGES.linkScheme.replace("{link}", "data:text/html;base64,PHNjcmlwdD4="),
      ],
      [
        { subject: "Hi", body: "Our files: ftp://files.example/a" },
        "body",
        INMAIL_MESSAGES.linkScheme.replace("{link}", "ftp://files.example/a"),
      ],
      [{ subject: "Hi", body: "Half a link: https://." }, "body", INMAIL_MESSAGES.linkIncomplete.replace("{link}", "https://")],
    ];
    for (const [body, field, message] of cases) {
      const response = await send(body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect((await errorOf(response)).fields?.[field]).toEqual([message]);
    }
    const both = await errorOf(await send({ subject: "", body: "" }));
    expect(Object.keys(both.fields ?? {})).toEqual(["subject", "body"]);
    expect(await t.services.db.selectFrom("group_emails").select("id").execute()).toEqual([]);
  });

  it("answers 422 'No members match these filters.' when nobody is reached", async () => {
    const response = await send({ subject: "Hi", body: "x", audience: { searchName: "Nobody By This Name" } });
    expect(response.status).toBe(422);
    expect(await errorOf(response)).toMatchObject({
      message: INMAIL_MESSAGES.noRecipients,
      fields: { audience: [INMAIL_MESSAGES.noRecipients] },
    });
  });

  it("sends once for a double submit with one Idempotency-Key, however the requests race", async () => {
    const body = { subject: "Once only", body: "Hello", audience: {} };
    const responses = await Promise.all(Array.from({ length: 6 }, () => send(body, { "Idempotency-Key": "compose-42" })));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const ids = new Set(await Promise.all(responses.map(async (r) => (await dataOf(r, inmailSummarySchema)).id)));
    expect(ids.size).toBe(1);
    expect(await t.services.db.selectFrom("group_emails").select("id").execute()).toHaveLength(1);
    expect(await t.services.db.selectFrom("group_email_recipients").select("token").execute()).toHaveLength(3);
    expect(await t.services.db.selectFrom("jobs").select("id").where("kind", "=", "inmail.send").execute()).toHaveLength(3);
    // Another key is another InMail; the first key keeps answering with the first.
    expect((await send(body, { "Idempotency-Key": "compose-43" })).status).toBe(201);
    expect((await send(body, { "Idempotency-Key": "compose-42" })).status).toBe(200);
    expect((await send(body, { "Idempotency-Key": " " })).status).toBe(400);
  });

  it("never mails an unsubscribed member again, and says how many the filters leave out", async () => {
    await t.services.db
      .updateTable("group_members")
      .set({ inmail_unsubscribed_at: t.clock.now.toISOString() })
      .where("user_id", "=", second.user.id)
      .execute();
    const audience = await dataOf(
      await t.call("GET", `/api/groups/${w.groupA.id}/emails/audience`, { cookie: w.adminA.cookie }),
      inmailAudienceSchema,
    );
    expect(audience).toEqual({ count: 2, excluded: 1 });
    const email = await sendAs(t, w.adminA.cookie, w.groupA.id);
    expect((await recipientRows(email.id)).map((r) => r.recipient_id)).toEqual([w.memberA.user.id, third.user.id]);
  });

  it("refuses a content-only group: it has no members to mail", async () => {
    const library = await insertGroup(t.services.db, t.clock.now, { slug: "library-only", contentOnly: true });
    await addMember(t.services.db, t.clock.now, library.id, w.adminA.user.id, "group-advisor-consulting-visible", true);
    const response = await t.call("POST", `/api/groups/${library.id}/emails/send`, {
      cookie: w.adminA.cookie,
      body: { subject: "Hi", body: "x" },
    });
    expect(response.status).toBe(404);
    expect((await errorOf(response)).message).toBe(GROUP_MESSAGES.contentOnly);
  });
});

describe("GET /groups/:id/emails/audience", () => {
  const audience = (query: string) => t.call("GET", `/api/groups/${w.groupA.id}/emails/audience${query}`, { cookie: w.adminA.cookie });

  it("counts the members the filters reach, the sender aside", async () => {
    expect(await dataOf(await audience(""), inmailAudienceSchema)).toEqual({ count: 3, excluded: 0 });
    expect(await dataOf(await audience("?search-name=sam"), inmailAudienceSchema)).toEqual({ count: 1, excluded: 0 });
    const login = encodeURIComponent(JSON.stringify({ window: "7d", count: "none" }));
    expect(await dataOf(await audience(`?group-login-activity=${login}`), inmailAudienceSchema)).toEqual({ count: 3, excluded: 0 });
  });

  it("names a bad filter by its parameter", async () => {
    const response = await audience("?group-inmail-activity=%7Bnope");
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields).toEqual({ "group-inmail-activity": [CONSOLE_MESSAGES.activityJson] });
  });
});

describe("GET /groups/:id/emails and /emails/:emailId", () => {
  it("lists the group's InMails newest first, 10 a page, each with its first recipient's status", async () => {
    for (let i = 1; i <= 11; i++) {
      await sendAs(t, w.adminA.cookie, w.groupA.id, { subject: `Note ${i}` });
      t.clock.advance(60_000);
    }
    const first = await pageOf(await t.call("GET", `/api/groups/${w.groupA.id}/emails`, { cookie: w.adminA.cookie }), inmailSummarySchema);
    expect(first.meta).toEqual({ total: 11, page: 1, limit: 10, pages: 2 });
    expect(first.data.map((e) => e.subject)).toEqual([
      "Note 11",
      "Note 10",
      "Note 9",
      "Note 8",
      "Note 7",
      "Note 6",
      "Note 5",
      "Note 4",
      "Note 3",
      "Note 2",
    ]);
    const second = await pageOf(
      await t.call("GET", `/api/groups/${w.groupA.id}/emails?page=2`, { cookie: w.adminA.cookie }),
      inmailSummarySchema,
    );
    expect(second.data.map((e) => e.subject)).toEqual(["Note 1"]);

    // Core §4: the email's status is its FIRST recipient's, whatever the others did.
    const note1 = second.data[0]!;
    const rows = await recipientRows(note1.id);
    await t.call("GET", `/api/inmail/o/${rows[1]!.token}`);
    expect(
      (await pageOf(await t.call("GET", `/api/groups/${w.groupA.id}/emails?page=2`, { cookie: w.adminA.cookie }), inmailSummarySchema))
        .data[0]!.status,
    ).toBe("Sent");
    await t.call("GET", `/api/inmail/o/${rows[0]!.token}`);
    const after = await pageOf(
      await t.call("GET", `/api/groups/${w.groupA.id}/emails?page=2`, { cookie: w.adminA.cookie }),
      inmailSummarySchema,
    );
    expect(after.data[0]).toMatchObject({ status: "Opened", firstRecipient: { userId: w.memberA.user.id, name: "Mina Tester" } });
  });

  it("shows every recipient's status and times, and never another group's InMail", async () => {
    const email = await sendAs(t, w.adminA.cookie, w.groupA.id);
    await t.services.jobs.runDue();
    const rows = await recipientRows(email.id);
    t.clock.advance(5_000);
    await t.call("GET", `/api/inmail/o/${rows[2]!.token}`);
    const detail = await detailAs(t, w.adminA.cookie, w.groupA.id, email.id);
    expect(detail.body).toBe("Our next meetup is on Friday.");
    expect(detail.recipients.map((r) => [r.name, r.position, r.status])).toEqual([
      ["Mina Tester", 0, "Sent"],
      ["Sam Tester", 1, "Sent"],
      ["Tia Tester", 2, "Opened"],
    ]);
    expect(detail.recipients[2]).toMatchObject({ openedAt: t.clock.now.toISOString(), clickedAt: null, bouncedAt: null });
    expect(detail.recipients[0]!.sentAt).not.toBeNull();

    const bEmail = await sendAs(t, w.adminB.cookie, w.groupB.id, { audience: {} }).catch((error: Error) => error);
    // Group B has only its admin: nobody to mail.
    expect(bEmail).toBeInstanceOf(Error);
    const mina = await makeUser(t, { firstName: "Bea" });
    await addMember(t.services.db, t.clock.now, w.groupB.id, mina.user.id, "verified-member-community-visible");
    const theirs = await sendAs(t, w.adminB.cookie, w.groupB.id);
    // A's admin asks for B's email through A's path, and B's admin for A's through B's: both 404.
    for (const [cookie, groupId, emailId] of [
      [w.adminA.cookie, w.groupA.id, theirs.id],
      [w.adminB.cookie, w.groupB.id, email.id],
      [w.adminA.cookie, w.groupA.id, "not-an-id"],
    ] as const) {
      const response = await t.call("GET", `/api/groups/${groupId}/emails/${emailId}`, { cookie });
      expect(response.status).toBe(404);
      expect((await errorOf(response)).message).toBe(INMAIL_MESSAGES.notFound);
    }
    const listB = await pageOf(await t.call("GET", `/api/groups/${w.groupB.id}/emails`, { cookie: w.adminB.cookie }), inmailSummarySchema);
    expect(listB.data.map((e) => e.id)).toEqual([theirs.id]);
  });
});
