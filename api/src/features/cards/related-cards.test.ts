import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cardDetailSchema, cardSummarySchema } from "@kora/shared/contracts/cards.ts";
import { z } from "zod";
import { makeAdvisor, makeStaff, postCard, publishedCard } from "../../test/factories.ts";
import { addMember, insertGroup } from "../../test/group-fixtures.ts";
import { createTestApp, dataOf, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const relatedSchema = z.array(cardSummarySchema.extend({ workHistories: cardDetailSchema.shape.workHistories }));

/** What the card page asks for (core §2): page 1, 4 at most. */
const related = async (cardId: string, cookie?: string) =>
  dataOf(await t.call("GET", `/api/cards/${cardId}/related?page=1&limit=4`, { cookie }), relatedSchema);

const history = (organization: string) => [{ organization, role: "Engineering manager", startDate: "2019-02" }];

describe("related cards", () => {
  it("are other viewable cards sharing skills, each with its work histories and group; drafts, unlisted and deleted ones are left out", async () => {
    const staff = await makeStaff(t);
    const owner = await makeAdvisor(t, "Ori");
    const shown = await makeAdvisor(t, "Sia");
    const hidden = await makeAdvisor(t, "Hal");
    const cardId = await publishedCard(t, owner.cookie, staff.cookie, { workHistories: history("Atlassian") });
    const first = await publishedCard(t, shown.cookie, staff.cookie, { title: "Leadership coaching", workHistories: history("Canva") });
    const second = await publishedCard(t, shown.cookie, staff.cookie, { title: "Interview practice" });
    // Sharing every skill, these would rank first if they were let through.
    const deleted = await publishedCard(t, hidden.cookie, staff.cookie, { title: "Deleted card" });
    expect((await t.call("DELETE", `/api/cards/${deleted}`, { cookie: hidden.cookie })).status).toBe(204);
    const unlisted = await publishedCard(t, hidden.cookie, staff.cookie, { title: "Unlisted card" });
    expect((await t.call("POST", `/api/cards/${unlisted}/unlist`, { cookie: hidden.cookie })).status).toBe(200);
    const unpublished = await publishedCard(t, hidden.cookie, staff.cookie, { title: "Unpublished card" });
    expect((await t.call("POST", `/api/cards/${unpublished}/unpublish`, { cookie: hidden.cookie })).status).toBe(200);
    await postCard(t, hidden.cookie, { title: "Draft card" });
    // Nothing in common with the card: never related.
    await publishedCard(t, shown.cookie, staff.cookie, {
      title: "Tax returns",
      skills: ["Bookkeeping", "Payroll"],
      categoryIds: ["cat-interviews"],
    });

    const list = await related(cardId);
    expect(list.map((card) => card.id).sort()).toEqual([first, second].sort());
    for (const card of list) expect(card).toMatchObject({ status: "published", deletedAt: null, group: null });
    expect(list.find((card) => card.id === first)!.workHistories).toEqual([expect.objectContaining({ organization: "Canva" })]);
    expect(list.find((card) => card.id === second)!.workHistories).toEqual([]);
  });

  it("come 4 at most however many match", async () => {
    const staff = await makeStaff(t);
    const owner = await makeAdvisor(t, "Ori");
    const others = await makeAdvisor(t, "Sia");
    const cardId = await publishedCard(t, owner.cookie, staff.cookie);
    for (const title of ["One", "Two", "Three", "Four", "Five", "Six"])
      await publishedCard(t, others.cookie, staff.cookie, { title: `${title} coaching` });
    const list = await related(cardId);
    expect(list).toHaveLength(4);
    expect(list.map((card) => card.id)).not.toContain(cardId);
    expect(new Set(list.map((card) => card.id)).size).toBe(4);
    // Without a limit the API still answers 4, the page's own size.
    expect(await dataOf(await t.call("GET", `/api/cards/${cardId}/related`), relatedSchema)).toHaveLength(4);
  });

  it("on a group card, its group's other cards come with their group for a member who may see them, never for an outsider", async () => {
    const staff = await makeStaff(t);
    const group = await insertGroup(t.services.db, t.clock.now, { slug: "alpha-guild", name: "Alpha Guild" });
    const ada = await makeAdvisor(t, "Ada");
    const bo = await makeAdvisor(t, "Bo");
    const outsider = await makeAdvisor(t, "Otto");
    await addMember(t.services.db, t.clock.now, group.id, ada.user.id, "group-advisor-consulting-visible", true);
    await addMember(t.services.db, t.clock.now, group.id, bo.user.id, "group-advisor-consulting-visible");
    const groupCard = { type: "group" as const, groupId: group.id };
    const mine = await postCard(t, ada.cookie, { ...groupCard, workHistories: history("Canva") });
    const theirs = await postCard(t, bo.cookie, { ...groupCard, title: "Interview practice", workHistories: history("Atlassian") });
    // Published straight in the database: the group's own review is tested elsewhere.
    await t.services.db
      .updateTable("cards")
      .set({ status: "published", approved_at: t.clock.now.toISOString() })
      .where("id", "in", [mine, theirs])
      .execute();
    const marketplace = await publishedCard(t, outsider.cookie, staff.cookie, { title: "Marketplace coaching" });

    const forMember = await related(mine, bo.cookie);
    const groupEntry = forMember.find((card) => card.id === theirs);
    expect(groupEntry?.group).toMatchObject({ id: group.id, slug: "alpha-guild", name: "Alpha Guild" });
    expect(groupEntry?.workHistories).toEqual([expect.objectContaining({ organization: "Atlassian" })]);
    expect(forMember.find((card) => card.id === marketplace)?.group).toBeNull();

    const forOutsider = await related(marketplace, outsider.cookie);
    expect(forOutsider.map((card) => card.id)).not.toContain(theirs);
  });
});
