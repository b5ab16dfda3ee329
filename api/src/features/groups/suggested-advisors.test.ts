import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { type CardInput, cardDetailSchema } from "@kora/shared/contracts/cards.ts";
import { GROUP_API_MESSAGES, groupViewSchema, suggestedAdvisorSchema } from "@kora/shared/contracts/groups.ts";
import { cardInput, makeAdvisor } from "../../test/factories.ts";
import { addMember, type GroupWorld, groupWorld } from "../../test/group-fixtures.ts";
import { createTestApp, dataOf, errorOf, type TestApp } from "../../test/harness.ts";

let t: TestApp;
let w: GroupWorld;
beforeEach(async () => {
  t = await createTestApp();
  w = await groupWorld(t);
});
afterEach(() => t.close());

const suggestions = (cookie?: string, slug = w.groupA.slug) => t.call("GET", `/api/groups/${slug}/suggested-advisors`, { cookie });
const turnOn = () => t.services.db.updateTable("groups").set({ has_ai_matching: 1 }).where("id", "=", w.groupA.id).execute();
const interests = (userId: string, categoryIds: string[], tags: string[]) =>
  t.services.db
    .updateTable("users")
    .set({ category_interests: JSON.stringify(categoryIds), interests: JSON.stringify(tags) })
    .where("id", "=", userId)
    .execute();

/** A published card of group A by `cookie`'s advisor (their first goes to the group's admin for review). */
async function groupCard(cookie: string, overrides: Partial<CardInput>) {
  const created = await t.call("POST", "/api/cards", { cookie, body: cardInput({ type: "group", groupId: w.groupA.id, ...overrides }) });
  const id = (await dataOf(created, cardDetailSchema)).id;
  const sent = await dataOf(await t.call("POST", `/api/cards/${id}/publish`, { cookie }), cardDetailSchema);
  if (sent.status !== "published") await t.call("POST", `/api/cards/${id}/approve`, { cookie: w.adminA.cookie });
  return id;
}

describe("suggested advisors (core §3 hasAiMatching / aiMatches)", () => {
  it("is off by default, and an admin turns it on in the settings", async () => {
    const view = await dataOf(await t.call("GET", `/api/groups/${w.groupA.slug}`, { cookie: w.adminA.cookie }), groupViewSchema);
    expect(view.hasAiMatching).toBe(false);
    expect((await suggestions(w.memberA.cookie)).status).toBe(404);
    expect((await errorOf(await suggestions(w.memberA.cookie))).message).toBe(GROUP_API_MESSAGES.suggestionsOff);

    const saved = await t.call("PUT", `/api/groups/${w.groupA.id}`, {
      cookie: w.adminA.cookie,
      body: { ...view.settings!, hasAiMatching: true },
    });
    expect((await dataOf(saved, groupViewSchema)).hasAiMatching).toBe(true);
    expect((await suggestions(w.memberA.cookie)).status).toBe(200);
    // A plain member may not change it.
    const refused = await t.call("PUT", `/api/groups/${w.groupA.id}`, {
      cookie: w.memberA.cookie,
      body: { ...view.settings!, hasAiMatching: false },
    });
    expect(refused.status).toBe(403);
  });

  it("matches the member's interests with the visible advisors' cards, best first, with the reasons", async () => {
    await turnOn();
    const vera = await makeAdvisor(t, "Vera");
    const ivan = await makeAdvisor(t, "Ivan");
    const hugo = await makeAdvisor(t, "Hugo");
    await addMember(t.services.db, t.clock.now, w.groupA.id, vera.user.id, "group-advisor-consulting-visible");
    await addMember(t.services.db, t.clock.now, w.groupA.id, ivan.user.id, "group-advisor-consulting-visible");
    await addMember(t.services.db, t.clock.now, w.groupA.id, hugo.user.id, "group-advisor-consulting-hidden");
    const veraCard = await groupCard(vera.cookie, {
      title: "Interview coaching",
      categoryIds: ["cat-interviews"],
      skills: ["Mock interviews", "Salary talks"],
    });
    const ivanCard = await groupCard(ivan.cookie, {
      title: "Career coaching",
      categoryIds: ["cat-career-coaching"],
      skills: ["Resumes", "Career plans"],
    });
    await groupCard(hugo.cookie, {
      title: "Hidden interviews",
      categoryIds: ["cat-interviews"],
      skills: ["Mock interviews", "Job search"],
    });

    expect(await dataOf(await suggestions(w.memberA.cookie), z.array(suggestedAdvisorSchema))).toEqual([]);
    await interests(w.memberA.user.id, ["cat-interviews", "cat-career-coaching"], ["interviews"]);
    const matches = await dataOf(await suggestions(w.memberA.cookie), z.array(suggestedAdvisorSchema));
    expect(matches.map((m) => m.cardId)).toEqual([veraCard, ivanCard]);
    expect(matches[0]).toMatchObject({
      title: "Interview coaching",
      advisor: { userId: vera.user.id, firstName: "Vera" },
      categories: ["Interviews & CVs"],
      skills: ["Mock interviews"],
    });
    expect(matches[0]!.link).toMatch(/^\/advisors\/[^/]+\/[^/]+$/);
  });

  it("refuses those who aren't its members (403) and asks a guest to sign in", async () => {
    await turnOn();
    for (const person of [w.outsider, w.adminB]) {
      const refused = await suggestions(person.cookie);
      expect(refused.status).toBe(403);
      expect((await errorOf(refused)).message).toBe(GROUP_API_MESSAGES.suggestionsMembersOnly);
    }
    expect((await suggestions()).status).toBe(401);
    expect((await suggestions(w.memberA.cookie, "no-such-group")).status).toBe(404);
  });
});
