import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import { cardDetailSchema } from "@kora/shared/contracts/cards.ts";
import { meSchema } from "@kora/shared/contracts/users.ts";
import { cardInput, makeAdvisor, postCard } from "../test/factories.ts";
import { createTestApp, dataOf, errorOf, SIGNUP_EXTRAS, type TestApp } from "../test/harness.ts";

/**
 * Every free-text field has a maximum (shared TEXT_LIMITS): past it the API answers 422 with the
 * field's own message — the one the forms show — and keeps nothing.
 */
let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const huge = "A".repeat(60 * 1024);
const count = async (table: "users" | "cards" | "verification_codes" | "dev_mailbox") =>
  Number(
    (
      await t.services.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("over-long text", () => {
  it("a 60 KB first name on sign-up is a 422 naming the field; no code, no mail, no user", async () => {
    const before = { users: await count("users"), codes: await count("verification_codes"), mail: await count("dev_mailbox") };
    const response = await t.call("POST", "/api/password-free/verification-code", {
      body: { step: "signup", email: "long@example.com", firstName: huge, lastName: "Lovelace", ...SIGNUP_EXTRAS },
    });
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.code).toBe("validation_failed");
    expect(error.fields).toEqual({ firstName: ["Please provide a first name with no more than 80 characters."] });
    expect(error.message).toBe(TEXT_LIMITS.firstName.message);
    expect({ users: await count("users"), codes: await count("verification_codes"), mail: await count("dev_mailbox") }).toEqual(before);
  });

  it("a 60 KB first name on the profile is a 422 naming the field, and the profile is unchanged", async () => {
    const cookie = await t.signIn("ada@example.com", { firstName: "Ada", lastName: "Lovelace" });
    const response = await t.call("PUT", "/api/me", { cookie, body: { firstName: huge, lastName: "Byron" } });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields).toEqual({ firstName: ["Please provide a first name with no more than 80 characters."] });
    expect(await dataOf(await t.call("GET", "/api/me", { cookie }), meSchema)).toMatchObject({ firstName: "Ada", lastName: "Lovelace" });
  });

  it("an over-long card title or summary is a 422 naming each field, and no card is made", async () => {
    const { cookie } = await makeAdvisor(t);
    const before = await count("cards");
    const title = "T".repeat(TEXT_LIMITS.cardTitle.max + 1);
    const summary = "S".repeat(TEXT_LIMITS.cardSummary.max + 1);
    const response = await t.call("POST", "/api/cards", { cookie, body: cardInput({ title, summary }) });
    expect(response.status).toBe(422);
    const fields = (await errorOf(response)).fields ?? {};
    expect(fields.title).toEqual(["Please provide a title with no more than 80 characters."]);
    expect(fields.summary).toEqual(["Please provide a summary with no more than 5000 characters."]);
    expect(await count("cards")).toBe(before);
  });

  it("an over-long description on a card's edit is a 422 on that field, and the card keeps what it had", async () => {
    const { cookie } = await makeAdvisor(t);
    const id = await postCard(t, cookie, {
      workHistories: [{ organization: "Canva", role: "Engineer", startDate: "2019-02", description: "Built things." }],
    });
    const description = "d".repeat(TEXT_LIMITS.workDescription.max + 1);
    const response = await t.call("PUT", `/api/cards/${id}`, {
      cookie,
      body: cardInput({ workHistories: [{ organization: "Canva", role: "Engineer", startDate: "2019-02", description }] }),
    });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields).toEqual({
      "workHistories.0.description": ["Please provide a description with no more than 1000 characters."],
    });
    const card = await dataOf(await t.call("GET", `/api/cards/${id}`, { cookie }), cardDetailSchema);
    expect(card.workHistories[0]!.description).toBe("Built things.");
  });

  it("text at its limit (after trimming) is taken whole", async () => {
    const { cookie } = await makeAdvisor(t);
    const summary = `  ${"word ".repeat(1000).trim()}  `;
    expect(summary.trim()).toHaveLength(4999);
    const id = await postCard(t, cookie, { summary });
    expect((await dataOf(await t.call("GET", `/api/cards/${id}`, { cookie }), cardDetailSchema)).summary).toBe(summary.trim());
  });
});
