import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { INVITE_TOPIC } from "@kora/shared/domain/contact/contact-form.ts";
import { createTestApp, dataOf, errorOf, type TestApp } from "../../test/harness.ts";
import type { ContactTables } from "./contact.table.ts";

/** The request-invite popup (core §2): a first name and an email posted as the contact topic "invite". */
let t: TestApp;
beforeEach(async () => (t = await createTestApp({ STAFF_EMAIL: "team@kora.test" })));
afterEach(() => t.close());

const send = (body: unknown) => t.call("POST", "/api/contact-messages", { body });
const stored = () => t.services.db.withTables<ContactTables>().selectFrom("contact_messages").selectAll().execute();
async function mailbox() {
  await t.services.jobs.runDue();
  return t.services.db.selectFrom("dev_mailbox").selectAll().orderBy("created_at").execute();
}

describe("an invite request through the contact API", () => {
  it("needs no message, reaches the team's mailbox as “Request an invite”, and tells the visitor an invite will come", async () => {
    const response = await send({ name: "Nia", email: "Nia@Example.com", topic: INVITE_TOPIC, message: "" });
    expect(response.status).toBe(201);
    expect(
      await dataOf(response, z.object({ name: z.string(), email: z.string(), topic: z.string(), replyWithinHours: z.null() })),
    ).toEqual({
      name: "Nia",
      email: "nia@example.com",
      topic: "invite",
      replyWithinHours: null,
    });
    expect(await stored()).toMatchObject([{ topic: "invite", name: "Nia", email: "nia@example.com", message: "" }]);
    const mails = await mailbox();
    const team = mails.find((m) => m.to_address === "team@kora.test")!;
    expect(team.subject).toBe("Request an invite: message from Nia");
    expect(team.text).toContain("Nia asked for an invite from the website.");
    expect(mails.find((m) => m.to_address === "nia@example.com")!.text).toContain("Thanks for asking for an invite to Kora.");
  });

  it("still checks the name and address, and other topics still need a message", async () => {
    const bad = await send({ name: "", email: "not-an-address", topic: INVITE_TOPIC });
    expect(bad.status).toBe(422);
    expect(Object.keys((await errorOf(bad)).fields ?? {}).sort()).toEqual(["email", "name"]);
    const general = await send({ name: "Nia", email: "nia@example.com", topic: "general", message: "" });
    expect(general.status).toBe(422);
    expect(Object.keys((await errorOf(general)).fields ?? {})).toEqual(["message"]);
    expect(await stored()).toHaveLength(0);
  });
});
