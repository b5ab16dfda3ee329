import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  GROUP_API_MESSAGES,
  GROUP_MESSAGES,
  type GroupSettings,
  groupAdvisorSchema,
  groupViewSchema,
  myGroupSchema,
} from "@kora/shared/contracts/groups.ts";
import { cardDetailSchema } from "@kora/shared/contracts/cards.ts";
import { cardInput, makeAdvisor, makeStaff, makeUser } from "../../test/factories.ts";
import { addMember, type GroupWorld, groupWorld } from "../../test/group-fixtures.ts";
import { createTestApp, dataOf, errorOf, type TestApp } from "../../test/harness.ts";

let t: TestApp;
let w: GroupWorld;
beforeEach(async () => {
  t = await createTestApp();
  w = await groupWorld(t);
});
afterEach(() => t.close());

const view = async (slug: string, cookie?: string) => dataOf(await t.call("GET", `/api/groups/${slug}`, { cookie }), groupViewSchema);

const LANDING = {
  title: "Alpha Guild for founders",
  description: "Peer advice for people building companies.",
  testimonials: [{ id: "t1", imgSrc: "/img/solutions/avatars/mei-chen.svg", quote: "Great people.", name: "Mei Chen", title: "Founder" }],
  chips: [{ imgSrc: "/img/roundups/startup.svg", label: "Startups" }],
};

function settings(over: Partial<GroupSettings> = {}): GroupSettings {
  return {
    name: "Alpha Guild",
    slug: w.groupA.slug,
    contentOnly: false,
    pricingEnabled: true,
    hasAiMatching: false,
    applyForm: [
      { id: "why", label: "Why do you want to join?", type: "textarea", required: true, options: [] },
      { id: "site", label: "Your website", type: "url", required: false, options: [] },
      { id: "stage", label: "Stage", type: "select", required: true, options: ["Idea", "Revenue"] },
    ],
    defaultPermissions: ["view-home-page", "view-advisors", "see-join-now-modal"],
    rolePermissions: {},
    landing: LANDING,
    resources: [{ key: "playbook", title: "Founder playbook", subtitle: "Our notes", cta: "Read it", url: "https://example.com/playbook" }],
    ...over,
  };
}
const putSettings = (cookie: string, body: unknown, id = w.groupA.id) => t.call("PUT", `/api/groups/${id}`, { cookie, body });

describe("POST /api/groups (staff)", () => {
  it("creates a group with an existing account as its admin; others get 403", async () => {
    const staff = await makeStaff(t);
    const body = { name: "Gamma Club", slug: "gamma-club", adminEmail: w.outsider.user.email!.toUpperCase() };
    expect((await t.call("POST", "/api/groups", { cookie: w.adminA.cookie, body })).status).toBe(403);
    const created = await dataOf(await t.call("POST", "/api/groups", { cookie: staff.cookie, body }), groupViewSchema);
    expect(created).toMatchObject({ slug: "gamma-club", name: "Gamma Club", contentOnly: false, pricingEnabled: false, memberCount: 1 });
    expect(created.settings?.defaultPermissions).toContain("view-home-page");
    const mine = await dataOf(await t.call("GET", "/api/groups/mine", { cookie: w.outsider.cookie }), z.array(myGroupSchema));
    expect(mine.map((g) => [g.slug, g.membership.isAdmin, g.membership.status])).toEqual([["gamma-club", true, "Verified"]]);
    await t.services.jobs.runDue();
    const mail = await t.services.db.selectFrom("dev_mailbox").select("subject").where("to_address", "=", w.outsider.user.email!).execute();
    expect(mail.map((m) => m.subject)).toContain("You're an admin of Gamma Club");
  });

  it("answers 422 per field: a bad slug, a taken or reserved slug, an unknown admin", async () => {
    const staff = await makeStaff(t);
    const create = (body: object) => t.call("POST", "/api/groups", { cookie: staff.cookie, body });
    const base = { name: "Gamma", slug: "gamma", adminEmail: w.adminA.user.email };
    expect((await errorOf(await create({ ...base, slug: "No Spaces" }))).fields).toEqual({ slug: [GROUP_MESSAGES.slug] });
    expect((await errorOf(await create({ ...base, name: " " }))).fields).toEqual({ name: [GROUP_MESSAGES.name] });
    expect((await errorOf(await create({ ...base, slug: w.groupA.slug }))).fields).toEqual({ slug: [GROUP_MESSAGES.slugTaken] });
    expect((await errorOf(await create({ ...base, slug: "mine" }))).fields).toEqual({ slug: [GROUP_MESSAGES.slugTaken] });
    expect((await errorOf(await create({ ...base, adminEmail: "nobody@example.com" }))).fields).toEqual({
      adminEmail: [GROUP_API_MESSAGES.adminEmail],
    });
  });

  it("gives one slug to one of two creates racing for it (the unique index decides)", async () => {
    const staff = await makeStaff(t);
    const body = (name: string) => ({ name, slug: "contested", adminEmail: w.outsider.user.email });
    const raced = await Promise.all([
      t.call("POST", "/api/groups", { cookie: staff.cookie, body: body("First") }),
      t.call("POST", "/api/groups", { cookie: staff.cookie, body: body("Second") }),
    ]);
    expect(raced.map((r) => r.status).sort()).toEqual([201, 422]);
    const loser = raced.find((r) => r.status === 422)!;
    expect((await errorOf(loser)).fields).toEqual({ slug: [GROUP_MESSAGES.slugTaken] });
    const rows = await t.services.db.selectFrom("groups").select("id").where("slug", "=", "contested").execute();
    expect(rows).toHaveLength(1);
    // The loser left no admin row behind.
    const admins = await t.services.db.selectFrom("group_members").select("group_id").where("user_id", "=", w.outsider.user.id).execute();
    expect(admins.map((a) => a.group_id)).toEqual([rows[0]!.id]);
  });
});

describe("GET /api/groups/:slug", () => {
  beforeEach(async () => expect((await putSettings(w.adminA.cookie, settings())).status).toBe(200));

  it("shows each caller what they may see: landing by permission, resources to members, settings to admins and staff", async () => {
    const guest = await view(w.groupA.slug);
    expect(guest).toMatchObject({ name: "Alpha Guild", membership: null, settings: null, resources: [], landing: LANDING, memberCount: 2 });
    expect(guest.permissions).toEqual(["see-join-now-modal", "view-advisors", "view-home-page"]);
    expect(guest.applyForm.map((f) => f.id)).toEqual(["why", "site", "stage"]);

    const member = await view(w.groupA.slug, w.memberA.cookie);
    expect(member.membership).toMatchObject({ role: "verified-member-community-visible", isAdmin: false, status: "Verified" });
    expect(member.resources.map((r) => r.key)).toEqual(["playbook"]);
    expect(member.settings).toBeNull();
    expect(member.permissions).toContain("book");
    expect(member.permissions).not.toContain("see-join-now-modal");

    expect((await view(w.groupA.slug, w.adminA.cookie)).settings).toMatchObject({ slug: w.groupA.slug, applyForm: settings().applyForm });
    expect((await view(w.groupA.slug, w.adminB.cookie)).settings).toBeNull();
    expect((await view(w.groupA.slug, (await makeStaff(t)).cookie)).settings).not.toBeNull();
  });

  it("keeps the landing from callers without view-home-page", async () => {
    await putSettings(w.adminA.cookie, settings({ defaultPermissions: ["view-advisors"] }));
    expect((await view(w.groupA.slug)).landing).toEqual({ title: "", description: "", testimonials: [], chips: [] });
    expect((await view(w.groupA.slug, w.outsider.cookie)).landing.title).toBe("");
    expect((await view(w.groupA.slug, w.memberA.cookie)).landing.title).toBe(LANDING.title);
  });

  it("answers 404 with the spec's words for an unknown group", async () => {
    const response = await t.call("GET", "/api/groups/no-such-group");
    expect(response.status).toBe(404);
    expect((await errorOf(response)).message).toBe("Sorry, the group cannot be found.");
  });
});

describe("PUT /api/groups/:id", () => {
  it("lets its admins and staff change the settings; members and other groups' admins get 403", async () => {
    expect((await putSettings(w.memberA.cookie, settings())).status).toBe(403);
    expect((await putSettings(w.adminB.cookie, settings())).status).toBe(403);
    expect((await putSettings(w.outsider.cookie, settings())).status).toBe(403);
    const saved = await dataOf(await putSettings(w.adminA.cookie, settings({ name: "Alpha Guild NZ" })), groupViewSchema);
    expect(saved.name).toBe("Alpha Guild NZ");
    const staff = await makeStaff(t);
    const renamed = await dataOf(await putSettings(staff.cookie, settings({ slug: "alpha-renamed" })), groupViewSchema);
    expect(renamed.slug).toBe("alpha-renamed");
    expect((await t.call("GET", `/api/groups/${w.groupA.slug}`)).status).toBe(404);
    expect((await putSettings(w.adminA.cookie, settings(), "no-such-id")).status).toBe(404);
  });

  it("answers 422 per field", async () => {
    const fieldsOf = async (body: unknown) => (await errorOf(await putSettings(w.adminA.cookie, body))).fields;
    expect(await fieldsOf(settings({ name: "" }))).toEqual({ name: [GROUP_MESSAGES.name] });
    expect(await fieldsOf(settings({ slug: w.groupB.slug }))).toEqual({ slug: [GROUP_MESSAGES.slugTaken] });
    expect(await fieldsOf(settings({ slug: "a" }))).toEqual({ slug: [GROUP_MESSAGES.slug] });
    const twice = settings().applyForm[0]!;
    expect(await fieldsOf(settings({ applyForm: [twice, twice] }))).toEqual({ "applyForm.1.id": [GROUP_API_MESSAGES.applyFieldId] });
    expect(await fieldsOf(settings({ applyForm: [{ ...twice, type: "select", options: [] }] }))).toEqual({
      "applyForm.0.options": [GROUP_API_MESSAGES.applyFieldOptions],
    });
    expect(Object.keys((await fieldsOf({ ...settings(), defaultPermissions: ["fly"] })) ?? {})).toEqual(["defaultPermissions.0"]);
    expect(Object.keys((await fieldsOf({ ...settings(), rolePermissions: { admin: [] } })) ?? {})).toEqual(["rolePermissions"]);
  });

  it("lets only staff switch pricing and content-only; an admin's save that keeps them still works", async () => {
    for (const over of [{ pricingEnabled: false }, { contentOnly: true }, { contentOnly: true, pricingEnabled: false }]) {
      const refused = await putSettings(w.adminA.cookie, settings({ name: "Alpha Guild NZ", ...over }));
      expect(refused.status, JSON.stringify(over)).toBe(403);
      expect((await errorOf(refused)).message).toBe(GROUP_API_MESSAGES.staffOnlySettings);
    }
    // Nothing of a refused save is kept.
    expect(await view(w.groupA.slug, w.adminA.cookie)).toMatchObject({ name: "Alpha Guild", pricingEnabled: true, contentOnly: false });
    expect((await putSettings(w.adminA.cookie, settings({ name: "Alpha Guild NZ" }))).status).toBe(200);

    const staff = await makeStaff(t);
    const switched = await dataOf(await putSettings(staff.cookie, settings({ pricingEnabled: false, contentOnly: true })), groupViewSchema);
    expect(switched).toMatchObject({ pricingEnabled: false, contentOnly: true });
    // The admin's next save sends what staff set, and goes through; switching back is refused again.
    expect((await putSettings(w.adminA.cookie, settings({ pricingEnabled: false, contentOnly: true }))).status).toBe(200);
    expect((await putSettings(w.adminA.cookie, settings({ pricingEnabled: true, contentOnly: false }))).status).toBe(403);
    expect(await view(w.groupA.slug, w.adminA.cookie)).toMatchObject({ pricingEnabled: false, contentOnly: true });
  });
});

/** A published card of this group by a member: created, sent for review, approved by the group's admin. */
async function groupCard(cookie: string, title: string) {
  const created = await t.call("POST", "/api/cards", { cookie, body: cardInput({ type: "group", groupId: w.groupA.id, title }) });
  const id = (await dataOf(created, cardDetailSchema)).id;
  await t.call("POST", `/api/cards/${id}/publish`, { cookie });
  const approved = await dataOf(await t.call("POST", `/api/cards/${id}/approve`, { cookie: w.adminA.cookie }), cardDetailSchema);
  expect(approved.status).toBe("published");
  return id;
}

describe("GET /api/groups/:slug/advisors", () => {
  it("lists visible members with published group cards; cards only with view-card; hidden roles never", async () => {
    const visible = await makeAdvisor(t, "Vera");
    const hidden = await makeAdvisor(t, "Hugo");
    await addMember(t.services.db, t.clock.now, w.groupA.id, visible.user.id, "group-advisor-consulting-visible");
    await addMember(t.services.db, t.clock.now, w.groupA.id, hidden.user.id, "group-advisor-consulting-hidden");
    const cardId = await groupCard(visible.cookie, "Fundraising advice for founders");
    await groupCard(hidden.cookie, "Hidden advice for founders");

    const advisors = (cookie?: string) => t.call("GET", `/api/groups/${w.groupA.slug}/advisors`, { cookie });
    const asMember = await dataOf(await advisors(w.memberA.cookie), z.array(groupAdvisorSchema));
    expect(asMember).toEqual([
      {
        userId: visible.user.id,
        slug: visible.user.slug,
        firstName: "Vera",
        lastName: "Tester",
        avatarUrl: null,
        cards: [
          {
            id: cardId,
            title: "Fundraising advice for founders",
            rate: 2500,
            currency: "AUD",
            link: expect.stringContaining(`/advisors/${visible.user.slug}/`),
          },
        ],
      },
    ]);
    // Guests hold view-advisors by default but not view-card.
    expect((await dataOf(await advisors(), z.array(groupAdvisorSchema))).map((a) => [a.firstName, a.cards])).toEqual([["Vera", []]]);

    await putSettings(w.adminA.cookie, settings({ defaultPermissions: [] }));
    expect((await advisors()).status).toBe(403);
    expect((await advisors(w.memberA.cookie)).status).toBe(200);
    // Content-only is staff's switch.
    await putSettings((await makeStaff(t)).cookie, settings({ contentOnly: true }));
    expect(await dataOf(await advisors(w.memberA.cookie), z.array(groupAdvisorSchema))).toEqual([]);
    expect((await t.call("GET", "/api/groups/nope/advisors")).status).toBe(404);
  });
});

describe("GET /api/groups/mine", () => {
  it("lists the caller's groups by name, waiting ones too", async () => {
    await addMember(t.services.db, t.clock.now, w.groupB.id, w.memberA.user.id, "awaiting-verification-community-visible");
    const mine = await dataOf(await t.call("GET", "/api/groups/mine", { cookie: w.memberA.cookie }), z.array(myGroupSchema));
    expect(mine.map((g) => [g.name, g.membership.status])).toEqual([
      ["Alpha Guild", "Verified"],
      ["Beta Circle", "Awaiting Verification"],
    ]);
    expect(await dataOf(await t.call("GET", "/api/groups/mine", { cookie: w.outsider.cookie }), z.array(myGroupSchema))).toEqual([]);
    expect((await t.call("GET", "/api/groups/mine")).status).toBe(401);
  });
});

describe("another person's group", () => {
  it("never shows an admin of one group another group's settings or members' answers", async () => {
    const other = await makeUser(t, { firstName: "Ana" });
    await t.call("POST", `/api/groups/${w.groupB.id}/join`, { cookie: other.cookie });
    const b = await view(w.groupB.slug, w.adminA.cookie);
    expect(b.settings).toBeNull();
    expect(b.membership).toBeNull();
    expect(
      (await t.call("POST", `/api/groups/${w.groupB.id}/approve`, { cookie: w.adminA.cookie, body: { userId: other.user.id } })).status,
    ).toBe(403);
  });
});
