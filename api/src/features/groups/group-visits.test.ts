import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { consoleMemberSchema } from "@kora/shared/contracts/group-console.ts";
import { GROUP_MESSAGES } from "@kora/shared/contracts/groups.ts";
import { type GroupWorld, groupWorld } from "../../test/group-fixtures.ts";
import { createTestApp, errorOf, pageOf, type TestApp } from "../../test/harness.ts";

let t: TestApp;
let w: GroupWorld;
beforeEach(async () => {
  t = await createTestApp();
  w = await groupWorld(t);
});
afterEach(() => t.close());

const visit = (slug: string, cookie?: string) => t.call("GET", `/api/groups/${slug}`, { cookie });

async function visits() {
  const rows = await t.services.db.selectFrom("group_members").select(["group_id", "user_id", "last_visited_at"]).execute();
  return Object.fromEntries(rows.map((r) => [`${r.group_id}/${r.user_id}`, r.last_visited_at]));
}
const lastVisit = async (groupId: string, userId: string) => (await visits())[`${groupId}/${userId}`];

describe("a member's visits to their group (usersPermissions.lastVisitedAt)", () => {
  it("records the first visit, skips repeats within the minute, and records the next one after it", async () => {
    expect(await lastVisit(w.groupA.id, w.memberA.user.id)).toBeNull();
    const first = t.clock.now.toISOString();
    expect((await visit(w.groupA.slug, w.memberA.cookie)).status).toBe(200);
    expect(await lastVisit(w.groupA.id, w.memberA.user.id)).toBe(first);

    t.clock.advance(30_000);
    expect((await visit(w.groupA.slug, w.memberA.cookie)).status).toBe(200);
    expect(await lastVisit(w.groupA.id, w.memberA.user.id)).toBe(first);

    t.clock.advance(31_000);
    const later = t.clock.now.toISOString();
    await visit(w.groupA.slug, w.memberA.cookie);
    expect(await lastVisit(w.groupA.id, w.memberA.user.id)).toBe(later);
  });

  it("writes nothing for a guest, an outsider or another group's admin", async () => {
    const before = await visits();
    expect((await visit(w.groupA.slug)).status).toBe(200);
    expect((await visit(w.groupA.slug, w.outsider.cookie)).status).toBe(200);
    expect((await visit(w.groupA.slug, w.adminB.cookie)).status).toBe(200);
    expect(await visits()).toEqual(before);
  });

  it("shows admins each member's last visit, 'never' as null; a plain member may not list members", async () => {
    await visit(w.groupA.slug, w.memberA.cookie);
    const visitedAt = t.clock.now.toISOString();
    const list = await pageOf(await t.call("GET", `/api/groups/${w.groupA.id}/members`, { cookie: w.adminA.cookie }), consoleMemberSchema);
    expect(list.data.find((m) => m.userId === w.memberA.user.id)?.lastVisitedAt).toBe(visitedAt);
    expect(list.data.find((m) => m.userId === w.adminA.user.id)?.lastVisitedAt).toBeNull();

    const refused = await t.call("GET", `/api/groups/${w.groupA.id}/members`, { cookie: w.memberA.cookie });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe(GROUP_MESSAGES.adminOnly);
  });
});
