import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GROUP_MESSAGES, groupViewSchema, membershipSchema } from "@kora/shared/contracts/groups.ts";
import { makeStaff, makeUser } from "../../test/factories.ts";
import { addMember, type GroupWorld, groupWorld } from "../../test/group-fixtures.ts";
import { createTestApp, dataOf, errorOf, recordingSocket, type TestApp } from "../../test/harness.ts";

let t: TestApp;
let w: GroupWorld;
beforeEach(async () => {
  t = await createTestApp();
  w = await groupWorld(t);
});
afterEach(() => t.close());

const FORM = [
  { id: "why", label: "Why join?", type: "textarea", required: true, options: [] },
  { id: "site", label: "Website", type: "url", required: false, options: [] },
  { id: "email", label: "Work email", type: "email", required: false, options: [] },
  { id: "stage", label: "Stage", type: "select", required: true, options: ["Idea", "Revenue"] },
];

/** Saves group A's settings as its admin (or as `cookie`: staff switch content-only). */
async function setGroup(over: Record<string, unknown> = {}, cookie = w.adminA.cookie) {
  const current = await dataOf(await t.call("GET", `/api/groups/${w.groupA.slug}`, { cookie: w.adminA.cookie }), groupViewSchema);
  const response = await t.call("PUT", `/api/groups/${w.groupA.id}`, {
    cookie,
    body: { ...current.settings, applyForm: FORM, ...over },
  });
  expect(response.status).toBe(200);
}

const apply = (cookie: string, answers: Record<string, string>, groupId = w.groupA.id) =>
  t.call("POST", `/api/groups/${groupId}/request-access`, { cookie, body: { answers } });
const approve = (cookie: string, userId: string, groupId = w.groupA.id) =>
  t.call("POST", `/api/groups/${groupId}/approve`, { cookie, body: { userId } });
const remove = (cookie: string, userId: string) => t.call("DELETE", `/api/groups/${w.groupA.id}/remove/${userId}`, { cookie });
const downgrade = (cookie: string, userId: string) => t.call("POST", `/api/groups/${w.groupA.id}/downgrade-role/${userId}`, { cookie });
const memberRow = (userId: string) =>
  t.services.db
    .selectFrom("group_members")
    .selectAll()
    .where("group_id", "=", w.groupA.id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
const mailsTo = async (email: string) => {
  await t.services.jobs.runDue();
  return t.services.db.selectFrom("dev_mailbox").select(["subject", "text"]).where("to_address", "=", email).execute();
};

describe("POST /api/groups/:id/request-access", () => {
  beforeEach(() => setGroup());

  it("checks the answers against the group's form, field by field", async () => {
    const response = await apply(w.outsider.cookie, { site: "www.example.com", email: "nope", stage: "Series Z", unknown: "x" });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields).toEqual({
      "answers.why": [GROUP_MESSAGES.answerRequired],
      "answers.site": [GROUP_MESSAGES.answerUrl],
      "answers.email": [GROUP_MESSAGES.answerEmail],
      "answers.stage": [GROUP_MESSAGES.answerChoice],
    });
    expect(await memberRow(w.outsider.user.id)).toBeUndefined();
  });

  it("creates a membership awaiting verification with the answers, and tells the admins", async () => {
    const admin = recordingSocket("admin", w.adminA.user.id);
    t.services.hub.connect(admin.client);
    const response = await apply(w.outsider.cookie, { why: "  To learn ", stage: "Idea", ignored: "x" });
    expect(response.status).toBe(201);
    expect(await dataOf(response, membershipSchema)).toMatchObject({
      role: "awaiting-verification-community-visible",
      roleWhenJoined: "awaiting-verification-community-visible",
      status: "Awaiting Verification",
      isAdmin: false,
      approvedAt: null,
    });
    expect(JSON.parse((await memberRow(w.outsider.user.id))!.application!)).toEqual({ why: "To learn", stage: "Idea" });
    expect(admin.frames.some((f) => f.type === "event" && f.event.name === "RefreshUser")).toBe(true);
    const mails = await mailsTo(w.adminA.user.email!);
    expect(mails.map((m) => m.subject)).toEqual(["New application to Alpha Guild"]);
    expect(mails[0]!.text).toContain(`/my-kora/console/members/${w.groupA.slug}`);
    // Already in: 409, whatever the answers.
    const again = await apply(w.outsider.cookie, { why: "Again", stage: "Idea" });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(GROUP_MESSAGES.alreadyMember);
  });

  it("lets one of two racing applications in, the other gets 409", async () => {
    const answers = { why: "Racing", stage: "Revenue" };
    const raced = await Promise.all([apply(w.outsider.cookie, answers), apply(w.outsider.cookie, answers)]);
    expect(raced.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it("refuses content-only groups (they have no members) and unknown groups", async () => {
    await setGroup({ contentOnly: true }, (await makeStaff(t)).cookie);
    const response = await apply(w.outsider.cookie, { why: "x", stage: "Idea" });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).message).toBe(GROUP_MESSAGES.contentOnly);
    expect((await t.call("POST", `/api/groups/${w.groupA.id}/join`, { cookie: w.outsider.cookie })).status).toBe(422);
    expect((await apply(w.outsider.cookie, {}, "no-such-group")).status).toBe(404);
  });
});

describe("POST /api/groups/:id/join", () => {
  it("makes an unverified member, and answers the same membership when joining again", async () => {
    const first = await t.call("POST", `/api/groups/${w.groupA.id}/join`, { cookie: w.outsider.cookie });
    expect(first.status).toBe(201);
    const joined = await dataOf(first, membershipSchema);
    expect(joined).toMatchObject({ role: "unverified-member-community-visible", status: "UnVerified" });
    const again = await t.call("POST", `/api/groups/${w.groupA.id}/join`, { cookie: w.outsider.cookie });
    expect(again.status).toBe(200);
    expect(await dataOf(again, membershipSchema)).toEqual(joined);
    const member = await t.call("POST", `/api/groups/${w.groupA.id}/join`, { cookie: w.memberA.cookie });
    expect((await dataOf(member, membershipSchema)).status).toBe("Verified");
    expect((await t.call("POST", `/api/groups/${w.groupA.id}/join`)).status).toBe(401);
  });

  it("makes one membership of two joins at once", async () => {
    const join = () => t.call("POST", `/api/groups/${w.groupA.id}/join`, { cookie: w.outsider.cookie });
    const raced = await Promise.all([join(), join()]);
    expect(raced.map((r) => r.status).sort()).toEqual([200, 201]);
  });
});

describe("POST /api/groups/:id/approve", () => {
  it("verifies the applicant, sends GroupAccessGranted live and a mail", async () => {
    await setGroup();
    await apply(w.outsider.cookie, { why: "Please", stage: "Idea" });
    const tab = recordingSocket("tab", w.outsider.user.id);
    t.services.hub.connect(tab.client);
    const response = await approve(w.adminA.cookie, w.outsider.user.id);
    expect(response.status).toBe(200);
    expect(await dataOf(response, membershipSchema)).toMatchObject({
      role: "verified-member-community-visible",
      roleWhenJoined: "awaiting-verification-community-visible",
      status: "Verified",
      approvedAt: t.clock.now.toISOString(),
    });
    expect((await memberRow(w.outsider.user.id))!.approved_by).toBe(w.adminA.user.id);
    const events = tab.frames.flatMap((f) => (f.type === "event" ? [f.event] : []));
    expect(events).toContainEqual({ name: "GroupAccessGranted", data: { groupId: w.groupA.id, slug: w.groupA.slug, name: "Alpha Guild" } });
    expect(events.map((e) => e.name)).toContain("RefreshUser");
    const mails = await mailsTo(w.outsider.user.email!);
    expect(mails.map((m) => m.subject)).toEqual(["You're in Alpha Guild"]);
    expect(mails[0]!.text).toContain(`/g/${w.groupA.slug}`);
  });

  it("keeps the role's kind and visibility, and verifies unverified members too", async () => {
    const joiner = await makeUser(t, { firstName: "Jo" });
    await addMember(t.services.db, t.clock.now, w.groupA.id, joiner.user.id, "unverified-member-consulting-hidden");
    expect((await dataOf(await approve(w.adminA.cookie, joiner.user.id), membershipSchema)).role).toBe("verified-member-consulting-hidden");
  });

  it("answers 422 for a verified member, 404 for a non-member, 403 for anyone but its admins", async () => {
    const notAwaiting = await approve(w.adminA.cookie, w.memberA.user.id);
    expect(notAwaiting.status).toBe(422);
    expect((await errorOf(notAwaiting)).fields).toEqual({ userId: [GROUP_MESSAGES.notAwaiting] });
    const stranger = await approve(w.adminA.cookie, w.outsider.user.id);
    expect(stranger.status).toBe(404);
    expect((await errorOf(stranger)).message).toBe(GROUP_MESSAGES.notMember);
    await t.call("POST", `/api/groups/${w.groupA.id}/join`, { cookie: w.outsider.cookie });
    for (const who of [w.memberA, w.adminB, w.outsider]) expect((await approve(who.cookie, w.outsider.user.id)).status).toBe(403);
    expect((await approve(w.adminA.cookie, w.outsider.user.id, "no-such-group")).status).toBe(404);
    expect((await t.call("POST", `/api/groups/${w.groupA.id}/approve`, { cookie: w.adminA.cookie, body: { userId: "" } })).status).toBe(
      422,
    );
  });

  it("approves once when two admins approve the same member at once: one event, one 422", async () => {
    const second = await makeUser(t, { firstName: "Second" });
    await addMember(t.services.db, t.clock.now, w.groupA.id, second.user.id, "group-advisor-community-visible", true);
    await t.call("POST", `/api/groups/${w.groupA.id}/join`, { cookie: w.outsider.cookie });
    const tab = recordingSocket("tab", w.outsider.user.id);
    t.services.hub.connect(tab.client);
    const raced = await Promise.all([
      approve(w.adminA.cookie, w.outsider.user.id),
      approve(second.cookie, w.outsider.user.id),
      approve(w.adminA.cookie, w.outsider.user.id),
    ]);
    expect(raced.map((r) => r.status).sort()).toEqual([200, 422, 422]);
    const granted = tab.frames.filter((f) => f.type === "event" && f.event.name === "GroupAccessGranted");
    expect(granted).toHaveLength(1);
    expect(await mailsTo(w.outsider.user.email!)).toHaveLength(1);
  });
});

describe("DELETE /api/groups/:id/remove/:userId", () => {
  it("lets admins remove anyone and members leave; nobody else", async () => {
    expect((await remove(w.adminB.cookie, w.memberA.user.id)).status).toBe(403);
    expect((await remove(w.outsider.cookie, w.memberA.user.id)).status).toBe(403);
    const other = await makeUser(t, { firstName: "Leaver" });
    await addMember(t.services.db, t.clock.now, w.groupA.id, other.user.id, "verified-member-community-visible");
    expect((await remove(w.memberA.cookie, other.user.id)).status).toBe(403);
    expect((await remove(other.cookie, other.user.id)).status).toBe(204);
    expect(await memberRow(other.user.id)).toBeUndefined();
    const tab = recordingSocket("tab", w.memberA.user.id);
    t.services.hub.connect(tab.client);
    expect((await remove(w.adminA.cookie, w.memberA.user.id)).status).toBe(204);
    expect(tab.frames.some((f) => f.type === "event" && f.event.name === "RefreshUser")).toBe(true);
    const gone = await remove(w.adminA.cookie, w.memberA.user.id);
    expect(gone.status).toBe(404);
    expect((await errorOf(gone)).message).toBe(GROUP_MESSAGES.notMember);
  });

  it("never removes the last admin", async () => {
    const response = await remove(w.adminA.cookie, w.adminA.user.id);
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields).toEqual({ userId: [GROUP_MESSAGES.lastAdmin] });
    expect((await memberRow(w.adminA.user.id))?.is_admin).toBe(1);
  });

  it("leaves one admin when two admins remove each other at once", async () => {
    const second = await makeUser(t, { firstName: "Second" });
    await addMember(t.services.db, t.clock.now, w.groupA.id, second.user.id, "group-advisor-community-visible", true);
    const raced = await Promise.all([remove(w.adminA.cookie, second.user.id), remove(second.cookie, w.adminA.user.id)]);
    expect(raced.map((r) => r.status).sort()).toEqual([204, 403]);
    const admins = await t.services.db
      .selectFrom("group_members")
      .select("user_id")
      .where("group_id", "=", w.groupA.id)
      .where("is_admin", "=", 1)
      .execute();
    expect(admins).toHaveLength(1);
  });

  it("leaves one admin when both admins leave at once", async () => {
    const second = await makeUser(t, { firstName: "Second" });
    await addMember(t.services.db, t.clock.now, w.groupA.id, second.user.id, "group-advisor-community-visible", true);
    const raced = await Promise.all([remove(w.adminA.cookie, w.adminA.user.id), remove(second.cookie, second.user.id)]);
    expect(raced.map((r) => r.status).sort()).toEqual([204, 422]);
    const admins = await t.services.db
      .selectFrom("group_members")
      .select("user_id")
      .where("group_id", "=", w.groupA.id)
      .where("is_admin", "=", 1)
      .execute();
    expect(admins).toHaveLength(1);
  });
});

describe("POST /api/groups/:id/downgrade-role/:userId", () => {
  it("steps a member down one role at a time until there is nothing lower", async () => {
    const advisor = await makeUser(t, { firstName: "Ada" });
    await addMember(t.services.db, t.clock.now, w.groupA.id, advisor.user.id, "group-advisor-consulting-hidden");
    const roles = [];
    for (let i = 0; i < 2; i++) roles.push((await dataOf(await downgrade(w.adminA.cookie, advisor.user.id), membershipSchema)).role);
    expect(roles).toEqual(["verified-member-consulting-hidden", "unverified-member-consulting-hidden"]);
    const last = await downgrade(w.adminA.cookie, advisor.user.id);
    expect(last.status).toBe(422);
    expect((await errorOf(last)).fields).toEqual({ userId: [GROUP_MESSAGES.nothingLower] });
    for (const who of [w.memberA, w.adminB, w.outsider]) expect((await downgrade(who.cookie, w.memberA.user.id)).status).toBe(403);
    expect((await downgrade(w.adminA.cookie, w.outsider.user.id)).status).toBe(404);
  });

  it("takes an admin's flag only while another admin remains, even when two admins downgrade each other at once", async () => {
    const alone = await downgrade(w.adminA.cookie, w.adminA.user.id);
    expect(alone.status).toBe(422);
    expect((await errorOf(alone)).fields).toEqual({ userId: [GROUP_MESSAGES.lastAdmin] });

    const second = await makeUser(t, { firstName: "Second" });
    await addMember(t.services.db, t.clock.now, w.groupA.id, second.user.id, "group-advisor-community-visible", true);
    const raced = await Promise.all([downgrade(w.adminA.cookie, second.user.id), downgrade(second.cookie, w.adminA.user.id)]);
    expect(raced.map((r) => r.status).sort()).toEqual([200, 403]);
    const winner = await dataOf(raced.find((r) => r.status === 200)!, membershipSchema);
    expect(winner).toMatchObject({ isAdmin: false, role: "group-advisor-community-visible" });
    const admins = await t.services.db
      .selectFrom("group_members")
      .select("user_id")
      .where("group_id", "=", w.groupA.id)
      .where("is_admin", "=", 1)
      .execute();
    expect(admins).toHaveLength(1);
  });
});

describe("membership mails in each reader's language", () => {
  it("a Swedish admin reads the application in Swedish, the Spanish applicant their welcome in Spanish", async () => {
    const setLocale = (userId: string, locale: string) =>
      t.services.db.updateTable("users").set({ locale }).where("id", "=", userId).execute();
    await setLocale(w.adminA.user.id, "sv");
    await setLocale(w.outsider.user.id, "es");
    await setGroup();
    await apply(w.outsider.cookie, { why: "Please", stage: "Idea" });
    const [application] = await mailsTo(w.adminA.user.email!);
    expect(application!.subject).toBe("Ny ansökan till Alpha Guild");
    expect(application!.text).toMatch(/^Hej Ada!\n\n/);
    expect(application!.text).toContain("har ansökt om att gå med i Alpha Guild. Svaren väntar på dig i adminkonsolen.");
    expect(application!.text).toContain(`Granska ansökan: http://localhost:8787/my-kora/console/members/${w.groupA.slug}`);

    await approve(w.adminA.cookie, w.outsider.user.id);
    const [welcome] = await mailsTo(w.outsider.user.email!);
    expect(welcome!.subject).toBe("Ya formas parte de Alpha Guild");
    expect(welcome!.text).toContain("Se ha aprobado tu acceso a Alpha Guild. ¡Te damos la bienvenida!");
    expect(welcome!.text).toContain(`Abrir Alpha Guild: http://localhost:8787/g/${w.groupA.slug}`);
  });
});
