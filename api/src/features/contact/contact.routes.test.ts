import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import type { ContactChannels, ContactMessageSent } from "@kora/shared/contracts/contact.ts";
import { isContactTopic } from "@kora/shared/domain/contact/contact-form.ts";
import { MESSAGES } from "@kora/shared/messages.ts";
import { createTestApp, dataOf, errorOf, ORIGIN, type TestApp } from "../../test/harness.ts";
import type { ContactTables } from "./contact.table.ts";
import { CONTACT_LIMIT } from "./contact.service.ts";

/** The wire shapes of `ContactMessageSent` and `ContactChannels` (interfaces in the contract, no zod schema). */
const sentSchema = z.object({
  name: z.string(),
  email: z.string(),
  topic: z.string().refine(isContactTopic),
  replyWithinHours: z.number().nullable(),
}) satisfies z.ZodType<ContactMessageSent>;
const channelsSchema = z.object({ email: z.string() }) satisfies z.ZodType<ContactChannels>;

let t: TestApp;
beforeEach(async () => (t = await createTestApp({ STAFF_EMAIL: "team@kora.test" })));
afterEach(() => t.close());

const message = {
  name: "Ada Lovelace",
  email: "Ada@Example.com",
  topic: "payments",
  message: "When does a payout reach my bank after a session?",
};
const send = (body: unknown, options: { ip?: string; cookie?: string } = {}) =>
  t.call("POST", "/api/contact-messages", { body, ...options });

/**
 * A plain HTML form post, as Chromium sends it without JavaScript: our `Referrer-Policy: no-referrer`
 * makes its Origin "null", and Sec-Fetch-Site says where it came from.
 */
const formPost = (fields: Record<string, string>, site = "same-origin") =>
  t.app.request("/api/contact-messages", {
    method: "POST",
    headers: { origin: "null", "sec-fetch-site": site, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

const stored = () => t.services.db.withTables<ContactTables>().selectFrom("contact_messages").selectAll().execute();

async function mailbox() {
  await t.services.jobs.runDue();
  return t.services.db.selectFrom("dev_mailbox").selectAll().orderBy("created_at").execute();
}

describe("POST /api/contact-messages", () => {
  it("stores the message, mails the team with the sender to reply to, and acknowledges the sender", async () => {
    const response = await send(message);
    expect(response.status).toBe(201);
    expect(await dataOf(response, sentSchema)).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      topic: "payments",
      replyWithinHours: null,
    });

    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      topic: "payments",
      message: message.message,
      user_id: null,
      organisation: null,
    });
    expect(rows[0]!.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.ip_hash).not.toContain("127.0.0.1");

    const mails = await mailbox();
    const staff = mails.find((m) => m.to_address === "team@kora.test")!;
    expect(staff.subject).toBe("Payments and payouts: message from Ada Lovelace");
    expect(staff.text).toContain("From: Ada Lovelace <ada@example.com>");
    expect(staff.text).toContain(message.message);
    const ack = mails.find((m) => m.to_address === "ada@example.com")!;
    expect(ack.subject).toBe("We've got your message | Kora");
    expect(ack.text).toContain("Thanks for getting in touch about payments and payouts.");
    expect(ack.text).not.toContain(message.message);
  });

  it("answers 422 with the spec's field messages and keeps nothing", async () => {
    const response = await send({ name: "", email: "ada@example", topic: "lottery", message: "Too short" });
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.code).toBe("validation_failed");
    expect(error.fields).toEqual({
      name: ["Oops! Looks like you missed the name."],
      email: ["Hmm that doesn't look like a valid email address.."],
      topic: ["Please choose one of the topics in the list."],
      message: ["Please provide a message with at least 20 characters."],
    });
    expect((await send({ ...message, message: "x".repeat(5001) })).status).toBe(422);
    expect((await errorOf(await send({ ...message, message: "x".repeat(5001) }))).fields?.message).toEqual([
      "Please provide a message with no more than 5000 characters.",
    ]);
    expect((await errorOf(await send({}))).fields?.email).toEqual(["Oops! Looks like you missed the email."]);
    expect(await stored()).toHaveLength(0);
    expect(await mailbox()).toHaveLength(0);
  });

  it("answers a filled honeypot exactly like a real message, but keeps and mails nothing", async () => {
    const real = await (await send(message, { ip: "10.0.0.1" })).json();
    const bot = await send({ ...message, website: "https://cheap-pills.example" }, { ip: "10.0.0.2" });
    expect(bot.status).toBe(201);
    expect(await bot.json()).toEqual(real);
    expect(await stored()).toHaveLength(1);
    expect((await mailbox()).filter((m) => m.to_address === "team@kora.test")).toHaveLength(1);
  });

  it(`limits each address to ${CONTACT_LIMIT.max} messages in 10 minutes, with the spec's 429 text`, async () => {
    for (let i = 0; i < CONTACT_LIMIT.max; i++)
      expect((await send({ ...message, email: `p${i}@example.com` }, { ip: "10.1.1.1" })).status).toBe(201);
    const limited = await send({ ...message, email: "late@example.com" }, { ip: "10.1.1.1" });
    expect(limited.status).toBe(429);
    expect((await errorOf(limited)).message).toBe(MESSAGES.tooMany);
    expect((await send({ ...message, email: "other@example.com" }, { ip: "10.1.1.2" })).status).toBe(201);
    t.clock.advance(10 * 60_000 + 1);
    expect((await send({ ...message, email: "later@example.com" }, { ip: "10.1.1.1" })).status).toBe(201);
    expect(await stored()).toHaveLength(CONTACT_LIMIT.max + 2);
  });

  it("records a signed-in sender's account, and promises a Pro member a reply within 24 hours", async () => {
    const cookie = await t.signIn("grace@example.com", { firstName: "Grace", lastName: "Hopper" });
    const user = await t.services.db.selectFrom("users").select("id").where("email", "=", "grace@example.com").executeTakeFirstOrThrow();
    expect((await dataOf(await send(message, { cookie }), sentSchema)).replyWithinHours).toBeNull();
    await t.services.db
      .insertInto("plan_subscriptions")
      .values({ id: "sub-1", user_id: user.id, slug: "kora-pro", started_at: "2026-11-01T00:00:00Z", ends_at: null })
      .execute();
    expect((await dataOf(await send({ ...message, topic: "pro" }, { cookie }), sentSchema)).replyWithinHours).toBe(24);
    expect((await stored()).map((row) => row.user_id)).toEqual([user.id, user.id]);
    const mails = await mailbox();
    expect(mails.find((m) => m.subject.startsWith("[Pro]"))?.to_address).toBe("team@kora.test");
    expect(mails.filter((m) => m.to_address === "ada@example.com").at(-1)?.text).toContain(
      "As a Kora Pro member you'll hear back within 24 hours.",
    );
  });

  it("keeps a demo request with its organisation and mails it as one", async () => {
    const response = await send({
      ...message,
      topic: "demo",
      organisation: "Northside Library",
      organisationSize: "51-200",
      message: "We'd like to offer members one-to-one sessions with local experts.",
    });
    expect(response.status).toBe(201);
    expect((await stored())[0]).toMatchObject({ topic: "demo", organisation: "Northside Library", organisation_size: "51-200" });
    const mails = await mailbox();
    expect(mails.find((m) => m.to_address === "team@kora.test")!.subject).toBe("Demo request: Northside Library");
    expect(mails.find((m) => m.to_address === "team@kora.test")!.text).toContain("Size: 51 to 200 people");
    expect(mails.find((m) => m.to_address === "ada@example.com")!.subject).toBe("Your Kora demo request");
  });
});

describe("the contact form without JavaScript", () => {
  it("takes a same-site form post and redirects to the confirmation", async () => {
    const response = await formPost({ ...message, website: "" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/get-in-touch?sent=1&name=Ada+Lovelace&email=ada%40example.com");
    expect(await stored()).toHaveLength(1);
  });

  it("sends the person back with what they typed and the error, and a demo back to its own page", async () => {
    const bad = await formPost({ ...message, message: "Short" });
    expect(bad.status).toBe(303);
    const location = new URL(bad.headers.get("location")!, ORIGIN);
    expect(location.pathname).toBe("/get-in-touch");
    expect(Object.fromEntries(location.searchParams)).toEqual({
      error: "invalid",
      name: "Ada Lovelace",
      email: "Ada@Example.com",
      topic: "payments",
      message: "Short",
    });

    const demo = await formPost({ ...message, topic: "demo", organisation: "Acme" });
    expect(demo.headers.get("location")).toMatch(/^\/book-a-demo\?sent=1&/);
    expect(await stored()).toHaveLength(1);
  });

  it("refuses a form posted from another site, with its origin or without one", async () => {
    const response = await t.app.request("/api/contact-messages", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(message).toString(),
    });
    expect(response.status).toBe(403);
    expect((await formPost(message, "cross-site")).status).toBe(403);
    expect((await formPost(message, "same-site")).status).toBe(403);
    expect(await stored()).toHaveLength(0);
  });
});

describe("the acknowledgement in the sender's language", () => {
  it("a visitor on the French site is answered in French; the team's copy stays in English", async () => {
    const response = await t.call("POST", "/api/contact-messages", { body: message, headers: { cookie: "kora_lang=fr" } });
    expect(response.status).toBe(201);
    const mails = await mailbox();
    const ack = mails.find((m) => m.to_address === "ada@example.com")!;
    expect(ack.subject).toBe("Nous avons bien reçu votre message | Kora");
    expect(ack.text).toMatch(/^Bonjour Ada Lovelace,\n\nMerci de nous avoir écrit au sujet des paiements et des versements\. /);
    expect(ack.text).toContain("le centre d’aide répond aux questions les plus fréquentes\u00a0: http://localhost:8787/faq");
    expect(ack.html).toMatch(/<html dir="ltr" lang="fr">/);
    const staff = mails.find((m) => m.to_address === "team@kora.test")!;
    expect(staff.subject).toBe("Payments and payouts: message from Ada Lovelace");
    expect(staff.text).toContain("Reply to this email to answer Ada Lovelace.");
  });

  it("someone signed in is answered in their account's language, whatever the page's", async () => {
    const cookie = await t.signIn("grace@example.com", { firstName: "Grace", lastName: "Hopper" });
    const me = await t.services.db.selectFrom("users").select("id").where("email", "=", "grace@example.com").executeTakeFirstOrThrow();
    await t.services.db.updateTable("users").set({ locale: "de" }).where("id", "=", me.id).execute();
    await t.call("POST", "/api/contact-messages", {
      body: { ...message, email: "grace@example.com", topic: "bookings" },
      headers: { cookie: `kora_session=${cookie}; kora_lang=es` },
    });
    const ack = (await mailbox()).filter((m) => m.to_address === "grace@example.com").at(-1)!;
    expect(ack.subject).toBe("Wir haben deine Nachricht erhalten | Kora");
    expect(ack.text).toContain("Danke, dass du dich zum Thema Buchungen bei uns meldest.");
  });
});

describe("GET /api/contact-channels", () => {
  it("names the team's address", async () => {
    expect(await dataOf(await t.call("GET", "/api/contact-channels"), channelsSchema)).toEqual({ email: "team@kora.test" });
  });
});
