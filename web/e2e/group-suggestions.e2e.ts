import { z } from "zod";
import { categoryNodeSchema } from "@kora/shared/contracts/cards.ts";
import { demoPage, GROUP, GROUP_ADMIN, GROUP_MEMBER, groupAsAdmin, shooter } from "./groups.fixtures.ts";
import { expect, test } from "./support/test.ts";

/**
 * Members' visits and suggested advisors (core §4 Group members): a member's visit shows in the console as "Last visit"; an admin switches on Suggested
 * advisors and a member with matching interests sees them on the group's page. The demo group and
 * Lena's interests are put back as they were.
 */

const shoot = shooter("group-suggestions");
const dataOf = async <S extends z.ZodType>(response: { json(): Promise<unknown> }, schema: S) =>
  schema.parse(((await response.json()) as { data: unknown }).data);

test("a member's visit shows as Last visit; Suggested advisors match their interests", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const admin = await demoPage(browser, baseURL!, GROUP_ADMIN);
  const member = await demoPage(browser, baseURL!, GROUP_MEMBER);
  const before = await dataOf(
    await member.request.get("/api/me"),
    z.object({ interests: z.array(z.string()), categoryInterests: z.array(z.string()) }),
  );
  const settings = (await groupAsAdmin(admin)).settings!;
  try {
    // Lena's interests: the categories of the group's cards, as the group-filtered categories call lists them
    // (up to the 10 a profile holds; other specs add cards to the demo group, some of them Lena's own).
    const categories = await dataOf(await member.request.get(`/api/categories?kora_group_slug=${GROUP.slug}`), z.array(categoryNodeSchema));
    const leaves = categories.flatMap((root) => (root.children.length > 0 ? root.children : [root])).slice(0, 10);
    expect(leaves.length, "the demo group has published cards with categories").toBeGreaterThan(0);
    const interests = { categoryInterests: leaves.map((leaf) => leaf.id) };
    expect((await member.request.put("/api/me", { data: interests })).ok()).toBe(true);

    // The admin switches Suggested advisors on in the group's settings.
    await admin.goto(`/g/${GROUP.slug}/settings`);
    const toggle = admin.getByRole("checkbox", { name: /Suggested advisors/ });
    await expect(toggle).not.toBeChecked();
    await toggle.check();
    await admin.getByRole("button", { name: "Save settings" }).click();
    await expect(admin.getByText("All changes saved.")).toBeVisible();
    await shoot(admin, "settings");

    // Lena opens the group: her visit is recorded and her suggestions show, each with its reason.
    await member.goto(`/g/${GROUP.slug}`);
    const suggested = member.getByRole("region", { name: "Suggested advisors" });
    await expect(suggested.getByRole("listitem").first()).toBeVisible();
    const named = leaves.map((leaf) => leaf.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
    await expect(suggested.getByText(new RegExp(`Shares your interest in .*(${named})`)).first()).toBeVisible();
    await expect(member.getByText(/\bAI\b/)).toHaveCount(0);
    await shoot(member, "suggested-advisors");

    // The console shows her last visit.
    await admin.goto(`/my-kora/console/members/${GROUP.slug}?search-name=Lena`);
    const row = admin.getByRole("listitem").filter({ has: admin.getByRole("link", { name: "Lena Schmidt" }) });
    await expect(row.getByText("Last visit")).toBeVisible();
    await expect(row.getByLabel("Last visit and the last 4 weeks").locator("dd").first()).not.toHaveText("Never");
    await shoot(admin, "console-last-visit");
  } finally {
    await admin.request.put(`/api/groups/${(await groupAsAdmin(admin)).id}`, { data: settings });
    await member.request.put("/api/me", { data: before });
  }
});
