import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { consoleOverviewSchema } from "@kora/shared/contracts/group-console.ts";
import { GROUP_MESSAGES } from "@kora/shared/contracts/groups.ts";
import { groupWorld, type GroupWorld, insertGroup, addMember } from "../../../test/group-fixtures.ts";
import { createTestApp, dataOf, errorOf, type TestApp } from "../../../test/harness.ts";

let t: TestApp;
let w: GroupWorld;
beforeEach(async () => {
  t = await createTestApp();
  w = await groupWorld(t);
});
afterEach(() => t.close());

/** Every console call on group A, as each kind of caller (core §6). */
const CALLS: { name: string; path: (w: GroupWorld) => string }[] = [
  { name: "members", path: (w) => `/api/groups/${w.groupA.id}/members` },
  { name: "members, filtered", path: (w) => `/api/groups/${w.groupA.id}/members?group-role=verified-member-community-visible` },
  { name: "member detail", path: (w) => `/api/groups/${w.groupA.id}/members/${w.memberA.user.id}` },
  { name: "bookings", path: (w) => `/api/groups/${w.groupA.id}/bookings` },
  { name: "bookings by member", path: (w) => `/api/groups/${w.groupA.id}/bookings?member_id=${w.memberA.user.id}` },
  { name: "stats", path: (w) => `/api/groups/${w.groupA.id}/stats` },
];

const CALLERS: { who: string; cookie: (w: GroupWorld) => string | undefined; status: number }[] = [
  { who: "group A's admin", cookie: (w) => w.adminA.cookie, status: 200 },
  { who: "a member of A", cookie: (w) => w.memberA.cookie, status: 403 },
  { who: "group B's admin", cookie: (w) => w.adminB.cookie, status: 404 },
  { who: "someone in no group", cookie: (w) => w.outsider.cookie, status: 404 },
  { who: "a signed-out visitor", cookie: () => undefined, status: 401 },
];

describe("console route matrix", () => {
  for (const call of CALLS)
    for (const caller of CALLERS)
      it(`${call.name} as ${caller.who} → ${caller.status}`, async () => {
        const response = await t.call("GET", call.path(w), { cookie: caller.cookie(w) });
        expect(response.status).toBe(caller.status);
        if (caller.status === 404) expect((await errorOf(response)).message).toBe(GROUP_MESSAGES.notFound);
        if (caller.status === 403) expect((await errorOf(response)).message).toBe(GROUP_MESSAGES.adminOnly);
      });

  it("an unknown group is 404 to everyone signed in, admins of other groups included", async () => {
    for (const cookie of [w.adminA.cookie, w.adminB.cookie]) {
      const response = await t.call("GET", "/api/groups/no-such-group/members", { cookie });
      expect(response.status).toBe(404);
    }
  });

  it("group B's admin sees B's members and never A's, even asking for an A member by id", async () => {
    const own = await t.call("GET", `/api/groups/${w.groupB.id}/members`, { cookie: w.adminB.cookie });
    expect(own.status).toBe(200);
    expect(await own.text()).not.toContain(w.memberA.user.id);
    expect((await t.call("GET", `/api/groups/${w.groupB.id}/members/${w.memberA.user.id}`, { cookie: w.adminB.cookie })).status).toBe(404);
    expect(
      (await t.call("GET", `/api/groups/${w.groupB.id}/bookings?member_id=${w.memberA.user.id}`, { cookie: w.adminB.cookie })).status,
    ).toBe(404);
  });

  it("/me/console lists only the groups the caller administers; 401 signed out", async () => {
    const mine = async (cookie: string) => dataOf(await t.call("GET", "/api/me/console", { cookie }), consoleOverviewSchema);
    expect((await mine(w.adminA.cookie)).groups.map((g) => g.id)).toEqual([w.groupA.id]);
    expect((await mine(w.adminB.cookie)).groups.map((g) => g.id)).toEqual([w.groupB.id]);
    expect((await mine(w.memberA.cookie)).groups).toEqual([]);
    expect((await mine(w.outsider.cookie)).groups).toEqual([]);
    expect((await t.call("GET", "/api/me/console")).status).toBe(401);
  });

  it("a content-only group has no members section: its admin gets 404 with the reason, and its sections say so", async () => {
    const content = await insertGroup(t.services.db, t.clock.now, { slug: "library-only", name: "Library", contentOnly: true });
    await addMember(t.services.db, t.clock.now, content.id, w.adminA.user.id, "group-advisor-consulting-visible", true);
    const members = await t.call("GET", `/api/groups/${content.id}/members`, { cookie: w.adminA.cookie });
    expect(members.status).toBe(404);
    expect((await errorOf(members)).message).toBe(GROUP_MESSAGES.contentOnly);
    expect((await t.call("GET", `/api/groups/${content.id}/stats`, { cookie: w.adminA.cookie })).status).toBe(200);
    const overview = await dataOf(await t.call("GET", "/api/me/console", { cookie: w.adminA.cookie }), consoleOverviewSchema);
    expect(overview.groups.find((g) => g.id === content.id)?.sections).toEqual({ members: false, resources: true, inmail: false });
    expect(overview.groups.find((g) => g.id === w.groupA.id)?.sections).toEqual({ members: true, resources: true, inmail: true });
  });
});
