import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cardDetailSchema } from "@kora/shared/contracts/cards.ts";
import { CARD_MESSAGES } from "@kora/shared/domain/cards/rules.ts";
import { fillMessage } from "@kora/shared/messages.ts";
import { cardInput, makeAdvisor, makeStaff, postCard, publishedCard } from "../../test/factories.ts";
import { createTestApp, dataOf, errorOf, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const detail = async (id: string, cookie: string) => dataOf(await t.call("GET", `/api/cards/${id}`, { cookie }), cardDetailSchema);

describe("save as draft (core §4 Cards): any subset of the fields", () => {
  it("saves a card with only a title and reopens it as it was left, unset rate and years included", async () => {
    const { cookie } = await makeAdvisor(t);
    const response = await t.call("POST", "/api/cards", { cookie, body: { title: "Half an idea" } });
    expect(response.status).toBe(201);
    const saved = await dataOf(response, cardDetailSchema);
    expect(saved).toMatchObject({
      status: "draft",
      title: "Half an idea",
      summary: "",
      skills: [],
      categoryIds: [],
      durations: [],
      advisingIn: [],
      currency: "AUD",
      timezone: "Australia/Sydney",
      unsetFields: ["rate", "yearsOfExperience"],
    });
    expect(await detail(saved.id, cookie)).toMatchObject({ title: "Half an idea", unsetFields: ["rate", "yearsOfExperience"] });

    // Half-filled entries keep what was typed, blanks included.
    const more = await t.call("PUT", `/api/cards/${saved.id}`, {
      cookie,
      body: {
        title: "Half an idea",
        rate: 0,
        summary: "Started writing.",
        workHistories: [{ organization: "Canva" }],
        supportingLinks: [{ title: "My site" }],
      },
    });
    expect(more.status).toBe(200);
    const reopened = await detail(saved.id, cookie);
    expect(reopened).toMatchObject({ rate: 0, summary: "Started writing.", unsetFields: ["yearsOfExperience"] });
    expect(reopened.workHistories).toEqual([expect.objectContaining({ organization: "Canva", role: "", startDate: "", endDate: null })]);
    expect(reopened.supportingLinks).toEqual([expect.objectContaining({ link: "", title: "My site" })]);
  });

  it("keeps the bounds: lengths, counts, a title, the group, no skill twice", async () => {
    const { cookie } = await makeAdvisor(t);
    const fields = async (body: unknown) => (await errorOf(await t.call("POST", "/api/cards", { cookie, body }))).fields ?? {};
    expect((await fields({})).title).toEqual([fillMessage("required", { field: "title" })]);
    expect((await fields({ title: "x".repeat(81) })).title).toBeDefined();
    expect((await fields({ title: "Ok", skills: ["a1", "b2", "c3", "d4", "e5", "f6"] })).skills).toEqual([CARD_MESSAGES.skills]);
    expect((await fields({ title: "Ok", skills: ["SEO", "seo"] }))["skills.1"]).toEqual(["seo: already chosen"]);
    expect((await fields({ title: "Ok", rate: -1 })).rate).toEqual(["The rate can't be negative."]);
    expect((await fields({ title: "Ok", type: "group" })).groupId).toEqual([CARD_MESSAGES.groupRequired]);
    expect((await fields({ title: "Ok", workHistories: Array(4).fill({}) })).workHistories).toEqual([CARD_MESSAGES.workHistories]);
    expect((await fields({ title: "Ok", workHistories: [{ startDate: "2024-13" }] }))["workHistories.0.startDate"]).toEqual([
      "Please use a month like 2024-03.",
    ]);
  });

  it("publishing a half-written draft is a 422 naming every field; finished, it publishes", async () => {
    const { cookie } = await makeAdvisor(t);
    const id = await dataOf(await t.call("POST", "/api/cards", { cookie, body: { title: "Half an idea" } }), cardDetailSchema);
    for (const action of ["publish", "requestApproval"]) {
      const refused = await t.call("POST", `/api/cards/${id.id}/${action}`, { cookie });
      expect(refused.status).toBe(422);
      const error = await errorOf(refused);
      expect(error.fields).toMatchObject({
        summary: ["Please provide a summary with at least 300 characters."],
        rate: [fillMessage("required", { field: "rate" })],
        durations: [fillMessage("required", { field: "session length" })],
        skills: [CARD_MESSAGES.skills],
        categoryIds: [fillMessage("required", { field: "category" })],
        advisingIn: [fillMessage("required", { field: "language" })],
        yearsOfExperience: [fillMessage("required", { field: "years of experience" })],
      });
      expect(error.message).toContain("Finish the card before publishing it.");
    }
    expect((await detail(id.id, cookie)).status).toBe("draft");

    const finished = await t.call("PUT", `/api/cards/${id.id}`, { cookie, body: cardInput({ title: "Half an idea" }) });
    expect((await dataOf(finished, cardDetailSchema)).unsetFields).toBeUndefined();
    expect((await dataOf(await t.call("POST", `/api/cards/${id.id}/publish`, { cookie }), cardDetailSchema)).status).toBe(
      "awaiting-review",
    );
  });

  it("a live card is saved only whole: the publish rules apply to its changes", async () => {
    const advisor = await makeAdvisor(t);
    const staff = await makeStaff(t);
    const id = await publishedCard(t, advisor.cookie, staff.cookie);
    const half = await t.call("PUT", `/api/cards/${id}`, { cookie: advisor.cookie, body: { title: "Career coaching for engineers" } });
    expect(half.status).toBe(422);
    expect((await errorOf(half)).fields?.summary).toEqual(["Please provide a summary with at least 300 characters."]);
    const whole = await t.call("PUT", `/api/cards/${id}`, { cookie: advisor.cookie, body: cardInput({ rate: 3000 }) });
    expect((await dataOf(whole, cardDetailSchema)).rate).toBe(3000);
  });

  it("a half-written save racing a publish never leaves a half-written card live", async () => {
    const advisor = await makeAdvisor(t);
    for (let round = 0; round < 6; round++) {
      const id = await postCard(t, advisor.cookie, { title: `Race number ${round}`, type: "private" });
      const [published, saved] = await Promise.all([
        t.call("POST", `/api/cards/${id}/publish`, { cookie: advisor.cookie }),
        t.call("PUT", `/api/cards/${id}`, { cookie: advisor.cookie, body: { title: `Race number ${round}`, type: "private" } }),
      ]);
      const card = await detail(id, advisor.cookie);
      if (card.status === "published") {
        expect(published.status).toBe(200);
        // The save came second: refused by the live card's rules (422) or as a conflict when it read the card as a draft (409).
        expect([409, 422]).toContain(saved.status);
        expect(card.summary.length).toBeGreaterThanOrEqual(300);
      } else {
        expect(saved.status).toBe(200);
        expect(published.status).toBe(422);
        expect(card.summary).toBe("");
      }
    }
  });
});
