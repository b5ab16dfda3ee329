import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { type CardInput, cardDetailSchema, categoryNodeSchema } from "@kora/shared/contracts/cards.ts";
import { GROUP_MESSAGES } from "@kora/shared/contracts/groups.ts";
import { cardInput, makeAdvisor, makeStaff } from "../../test/factories.ts";
import { addMember, type GroupWorld, groupWorld } from "../../test/group-fixtures.ts";
import { createTestApp, dataOf, errorOf, type TestApp } from "../../test/harness.ts";

let t: TestApp;
let w: GroupWorld;
beforeEach(async () => {
  t = await createTestApp();
  w = await groupWorld(t);
});
afterEach(() => t.close());

const tree = z.array(categoryNodeSchema);
const categories = (slug: string, cookie?: string) =>
  t.call("GET", `/api/categories?kora_group_slug=${encodeURIComponent(slug)}`, { cookie });

/** A published card of group A by `cookie`'s advisor (their first goes to the group's admin for review, core §4). */
async function groupCard(cookie: string, overrides: Partial<CardInput>) {
  const created = await t.call("POST", "/api/cards", { cookie, body: cardInput({ type: "group", groupId: w.groupA.id, ...overrides }) });
  const id = (await dataOf(created, cardDetailSchema)).id;
  const sent = await dataOf(await t.call("POST", `/api/cards/${id}/publish`, { cookie }), cardDetailSchema);
  if (sent.status === "published") return id;
  const approved = await dataOf(await t.call("POST", `/api/cards/${id}/approve`, { cookie: w.adminA.cookie }), cardDetailSchema);
  expect(approved.status).toBe("published");
  return id;
}

describe("GET /api/categories?kora_group_slug= (public-site §7)", () => {
  it("gives a member the categories of the group's visible cards, with their parents, in order", async () => {
    const vera = await makeAdvisor(t, "Vera");
    const hugo = await makeAdvisor(t, "Hugo");
    await addMember(t.services.db, t.clock.now, w.groupA.id, vera.user.id, "group-advisor-consulting-visible");
    await addMember(t.services.db, t.clock.now, w.groupA.id, hugo.user.id, "group-advisor-consulting-hidden");
    await groupCard(vera.cookie, { title: "Languages and study", categoryIds: ["cat-languages", "cat-study-skills"] });
    await groupCard(vera.cookie, { title: "Career coaching", categoryIds: ["cat-career-coaching"] });
    // A hidden advisor's card and a draft don't show on the group's page: their categories don't either.
    await groupCard(hugo.cookie, { title: "Gardening help", categoryIds: ["cat-gardening"] });
    await t.call("POST", "/api/cards", {
      cookie: vera.cookie,
      body: cardInput({ type: "group", groupId: w.groupA.id, title: "A draft", categoryIds: ["cat-music"] }),
    });

    const response = await categories(w.groupA.slug, w.memberA.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const data = await dataOf(response, tree);
    const all = await dataOf(await t.call("GET", "/api/categories"), tree);
    const careerRoot = all.find((root) => root.children.some((c) => c.id === "cat-career-coaching"))!;
    const expectedRoots = all.filter((root) => root.id === careerRoot.id || root.id === "cat-education").map((root) => root.id);
    expect(data.map((root) => root.id)).toEqual(expectedRoots);
    expect(data.find((root) => root.id === "cat-education")!.children.map((c) => c.id)).toEqual(["cat-study-skills", "cat-languages"]);
    expect(data.find((root) => root.id === careerRoot.id)!.children.map((c) => c.id)).toEqual(["cat-career-coaching"]);
    expect(JSON.stringify(data)).not.toContain("cat-gardening");
    expect(JSON.stringify(data)).not.toContain("cat-music");
  });

  it("answers an unknown group and a group whose cards the caller may not see with the same 404", async () => {
    const vera = await makeAdvisor(t, "Vera");
    await addMember(t.services.db, t.clock.now, w.groupA.id, vera.user.id, "group-advisor-consulting-visible");
    await groupCard(vera.cookie, { title: "Career coaching", categoryIds: ["cat-career-coaching"] });

    const unknown = await categories("no-such-group", w.memberA.cookie);
    expect(unknown.status).toBe(404);
    const unknownBody = await errorOf(unknown);
    expect(unknownBody.message).toBe(GROUP_MESSAGES.notFound);
    // Group A's default permissions give guests and outsiders no view-card: its cards are members'.
    for (const cookie of [undefined, w.outsider.cookie, w.adminB.cookie]) {
      const refused = await categories(w.groupA.slug, cookie);
      expect(refused.status).toBe(404);
      const body = await errorOf(refused);
      expect({ code: body.code, message: body.message }).toEqual({ code: unknownBody.code, message: unknownBody.message });
    }
    // Staff may see any group's cards.
    expect((await categories(w.groupA.slug, (await makeStaff(t)).cookie)).status).toBe(200);
  });

  it("keeps the whole tree without the parameter, and refuses an empty slug", async () => {
    expect((await dataOf(await t.call("GET", "/api/categories"), tree)).length).toBeGreaterThan(3);
    expect((await categories("")).status).toBe(422);
  });
});
