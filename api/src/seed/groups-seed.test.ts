import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { groupAdvisorSchema, groupSettingsSchema, groupViewSchema } from "@kora/shared/contracts/groups.ts";
import { createTestApp, dataOf, type TestApp } from "../test/harness.ts";
import { seedDemo } from "./demo.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

describe("the demo's groups", () => {
  it("seeds seven groups whose settings an admin can save back unchanged, with members and group cards", async () => {
    await seedDemo(t.services.db, t.clock.now, 1000, 4);
    const groups = await t.services.db.selectFrom("groups").selectAll().orderBy("slug").execute();
    expect(groups).toHaveLength(7);
    for (const row of groups) {
      const settings = groupSettingsSchema.parse({
        name: row.name,
        slug: row.slug,
        contentOnly: row.content_only === 1,
        pricingEnabled: row.pricing_enabled === 1,
        applyForm: JSON.parse(row.apply_form),
        defaultPermissions: JSON.parse(row.default_permissions),
        rolePermissions: JSON.parse(row.role_permissions),
        landing: JSON.parse(row.landing),
        resources: JSON.parse(row.resources),
      });
      expect(settings.landing.title, row.slug).not.toBe("");
      expect(settings.landing.testimonials, row.slug).toHaveLength(5);
      expect(settings.landing.chips, row.slug).toHaveLength(5);
      expect(new Set(settings.landing.testimonials.map((x) => x.id)).size).toBe(5);
      for (const image of [...settings.landing.testimonials, ...settings.landing.chips].map((x) => x.imgSrc))
        expect(image).toMatch(/^(data:image\/svg\+xml,|\/img\/)/);
      expect(row.logo_url).toMatch(/^data:image\/svg\+xml,/);
    }
    const forms = groups.map((g) => JSON.parse(g.apply_form) as unknown[]);
    expect(forms.filter((form) => form.length > 0)).toHaveLength(5);
    expect(new Set(forms.filter((form) => form.length > 0).map((form) => JSON.stringify(form))).size).toBe(5);

    const harbour = await dataOf(await t.call("GET", "/api/groups/harbour-founders"), groupViewSchema);
    expect(harbour.landing.testimonials).toHaveLength(5);
    const members = await t.services.db
      .selectFrom("group_members as m")
      .innerJoin("users as u", "u.id", "m.user_id")
      .select(["u.email", "m.is_admin", "m.role"])
      .where("m.group_id", "=", harbour.id)
      .orderBy("u.email")
      .execute();
    expect(members.map((m) => [m.email, m.is_admin])).toEqual([
      ["grace.lee@demo.kora.local", 1],
      ["lena.schmidt@demo.kora.local", 0],
      ["maya.patel@demo.kora.local", 0],
    ]);
    const advisors = await dataOf(await t.call("GET", "/api/groups/harbour-founders/advisors"), z.array(groupAdvisorSchema));
    expect(advisors.map((a) => a.firstName).sort()).toEqual(["Grace", "Maya"]);
    const library = await dataOf(await t.call("GET", "/api/groups/open-health-library"), groupViewSchema);
    expect(library.contentOnly).toBe(true);
  });
});
