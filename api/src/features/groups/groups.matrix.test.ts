import { Jimp, JimpMime } from "jimp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groupViewSchema } from "@kora/shared/contracts/groups.ts";
import { makeStaff, makeUser } from "../../test/factories.ts";
import { addMember, type GroupWorld, groupWorld } from "../../test/group-fixtures.ts";
import { createTestApp, dataOf, ORIGIN, type TestApp } from "../../test/harness.ts";

/**
 * Every route of the groups API tried as group A's admin, a verified member of A, group B's admin, a
 * signed-in outsider, staff and a signed-out caller (core §7). Each route gets a fresh world;
 * each caller acts on objects made for them, so one caller's success never changes another's answer.
 */

type Caller = "adminA" | "memberA" | "adminB" | "outsider" | "staff" | "guest";
const CALLERS: Caller[] = ["adminA", "memberA", "adminB", "outsider", "staff", "guest"];

interface World extends GroupWorld {
  staff: Awaited<ReturnType<typeof makeStaff>>;
  /** A ready private recording of memberA's, shared with group A. */
  video: { id: string; slug: string };
}

interface Request {
  path: string;
  body?: unknown;
  bytes?: Uint8Array;
}

interface Row {
  route: string;
  method: "GET" | "POST" | "PUT" | "DELETE";
  prepare(w: World, caller: Caller): Promise<Request> | Request;
  expected: Record<Caller, number>;
}

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t?.close());

const cookieOf = (w: World, caller: Caller) => (caller === "guest" ? undefined : w[caller].cookie);

/** A user put straight into group A with `role`, for a caller to act on. */
async function memberOfA(w: World, role: Parameters<typeof addMember>[4]) {
  const person = await makeUser(t, { firstName: "Target" });
  await addMember(t.services.db, t.clock.now, w.groupA.id, person.user.id, role);
  return person.user.id;
}

async function world(): Promise<World> {
  const w = await groupWorld(t);
  const staff = await makeStaff(t);
  const id = crypto.randomUUID();
  const slug = `m${id.replaceAll("-", "").slice(0, 20)}`;
  const at = t.clock.now.toISOString();
  await t.services.db
    .insertInto("videos")
    .values({
      id,
      slug,
      owner_id: w.memberA.user.id,
      booking_id: null,
      room_id: null,
      source: "upload",
      title: "Matrix recording",
      status: "ready",
      duration_seconds: 5,
      source_bytes: 10,
      source_type: "video/webm",
      video_bytes: 10,
      audio_source_bytes: null,
      poster_bytes: 1,
      progress: null,
      error: null,
      video_expires_at: null,
      started_at: at,
      stopped_at: at,
      ready_at: at,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await t.services.db
    .insertInto("group_videos")
    .values({ group_id: w.groupA.id, video_id: id, shared_by: w.memberA.user.id, shared_at: at })
    .execute();
  return { ...w, staff, video: { id, slug } };
}

const PNG = async () => new Uint8Array(await new Jimp({ width: 40, height: 20, color: 0x112233ff }).getBuffer(JimpMime.png));

/** The group's current settings, as its admin would send them back unchanged. */
async function currentSettings(w: World) {
  return (await dataOf(await t.call("GET", `/api/groups/${w.groupA.slug}`, { cookie: w.adminA.cookie }), groupViewSchema)).settings;
}

const only = (ok: Caller[], status: number, others: number, guest = 401): Record<Caller, number> =>
  Object.fromEntries(CALLERS.map((c) => [c, c === "guest" ? guest : ok.includes(c) ? status : others])) as Record<Caller, number>;

const ROWS: Row[] = [
  { route: "GET /api/groups/mine", method: "GET", prepare: () => ({ path: "/api/groups/mine" }), expected: only(CALLERS, 200, 200) },
  {
    route: "POST /api/groups",
    method: "POST",
    prepare: (w, caller) => ({
      path: "/api/groups",
      body: {
        name: "Matrix group",
        slug: `matrix-${caller.toLowerCase()}-${crypto.randomUUID().slice(0, 6)}`,
        adminEmail: w.outsider.user.email,
      },
    }),
    expected: only(["staff"], 201, 403),
  },
  {
    route: "GET /api/groups/:slug",
    method: "GET",
    prepare: (w) => ({ path: `/api/groups/${w.groupA.slug}` }),
    expected: only(CALLERS, 200, 200, 200),
  },
  {
    route: "PUT /api/groups/:id",
    method: "PUT",
    prepare: async (w) => ({ path: `/api/groups/${w.groupA.id}`, body: await currentSettings(w) }),
    expected: only(["adminA", "staff"], 200, 403),
  },
  {
    route: "POST /api/groups/:id/logo/:kind",
    method: "POST",
    prepare: async (w) => ({ path: `/api/groups/${w.groupA.id}/logo/primary`, bytes: await PNG() }),
    expected: only(["adminA", "staff"], 200, 403),
  },
  {
    route: "GET /api/groups/:id/logo/:kind",
    method: "GET",
    prepare: async (w) => {
      const uploaded = await t.app.request(`/api/groups/${w.groupA.id}/logo/secondary`, {
        method: "POST",
        headers: { origin: ORIGIN, cookie: `kora_session=${w.adminA.cookie}` },
        body: await PNG(),
      });
      return { path: (await dataOf(uploaded, groupViewSchema)).secondaryLogoUrl! };
    },
    expected: only(CALLERS, 200, 200, 200),
  },
  {
    route: "DELETE /api/groups/:id/logo/:kind",
    method: "DELETE",
    prepare: (w) => ({ path: `/api/groups/${w.groupA.id}/logo/primary` }),
    expected: only(["adminA", "staff"], 200, 403),
  },
  {
    route: "GET /api/groups/:slug/advisors",
    method: "GET",
    prepare: (w) => ({ path: `/api/groups/${w.groupA.slug}/advisors` }),
    expected: only(CALLERS, 200, 200, 200),
  },
  {
    route: "GET /api/groups/:slug/suggested-advisors",
    method: "GET",
    prepare: async (w) => {
      await t.services.db.updateTable("groups").set({ has_ai_matching: 1 }).where("id", "=", w.groupA.id).execute();
      return { path: `/api/groups/${w.groupA.slug}/suggested-advisors` };
    },
    // The group's members who may open its cards; staff, being no member, have no interests to match there.
    expected: { adminA: 200, memberA: 200, adminB: 403, outsider: 403, staff: 403, guest: 401 },
  },
  {
    route: "POST /api/groups/:id/request-access",
    method: "POST",
    prepare: (w) => ({ path: `/api/groups/${w.groupA.id}/request-access`, body: { answers: {} } }),
    // Already in group A: 409. Everyone else may apply.
    expected: { adminA: 409, memberA: 409, adminB: 201, outsider: 201, staff: 201, guest: 401 },
  },
  {
    route: "POST /api/groups/:id/join",
    method: "POST",
    prepare: (w) => ({ path: `/api/groups/${w.groupA.id}/join` }),
    expected: { adminA: 200, memberA: 200, adminB: 201, outsider: 201, staff: 201, guest: 401 },
  },
  {
    route: "POST /api/groups/:id/approve",
    method: "POST",
    prepare: async (w) => ({
      path: `/api/groups/${w.groupA.id}/approve`,
      body: { userId: await memberOfA(w, "awaiting-verification-community-visible") },
    }),
    expected: only(["adminA"], 200, 403),
  },
  {
    route: "DELETE /api/groups/:id/remove/:userId (someone else)",
    method: "DELETE",
    prepare: async (w) => ({ path: `/api/groups/${w.groupA.id}/remove/${await memberOfA(w, "verified-member-community-visible")}` }),
    expected: only(["adminA"], 204, 403),
  },
  {
    route: "DELETE /api/groups/:id/remove/:userId (themself)",
    method: "DELETE",
    prepare: (w, caller) => ({ path: `/api/groups/${w.groupA.id}/remove/${caller === "guest" ? w.memberA.user.id : w[caller].user.id}` }),
    // The last admin can't leave; a member can; people outside the group aren't in it.
    expected: { adminA: 422, memberA: 204, adminB: 404, outsider: 404, staff: 404, guest: 401 },
  },
  {
    route: "POST /api/groups/:id/downgrade-role/:userId",
    method: "POST",
    prepare: async (w) => ({ path: `/api/groups/${w.groupA.id}/downgrade-role/${await memberOfA(w, "group-advisor-community-visible")}` }),
    expected: only(["adminA"], 200, 403),
  },
  {
    route: "GET /api/groups/:slug/videos",
    method: "GET",
    prepare: (w) => ({ path: `/api/groups/${w.groupA.slug}/videos` }),
    expected: only(["adminA", "memberA"], 200, 403),
  },
  {
    route: "GET /api/groups/:slug/videos/:videoId",
    method: "GET",
    prepare: (w) => ({ path: `/api/groups/${w.groupA.slug}/videos/${w.video.id}` }),
    expected: only(["adminA", "memberA"], 200, 403),
  },
  {
    route: "GET /api/v/:slug (a recording shared with group A)",
    method: "GET",
    prepare: (w) => ({ path: `/api/v/${w.video.slug}` }),
    expected: only(["adminA", "memberA"], 200, 404, 404),
  },
  {
    route: "GET /api/videos/:id/groups",
    method: "GET",
    prepare: (w) => ({ path: `/api/videos/${w.video.id}/groups` }),
    expected: only(["memberA"], 200, 404),
  },
  {
    route: "POST /api/videos/:id/groups",
    method: "POST",
    prepare: (w) => ({ path: `/api/videos/${w.video.id}/groups`, body: { groupId: w.groupA.id } }),
    expected: only(["memberA"], 200, 404),
  },
  {
    route: "DELETE /api/videos/:id/groups/:groupId",
    method: "DELETE",
    prepare: (w) => ({ path: `/api/videos/${w.video.id}/groups/${w.groupA.id}` }),
    expected: only(["memberA"], 200, 404),
  },
];

describe.each(ROWS)("$route", (row) => {
  let w: World;
  beforeAll(async () => {
    w = await world();
  });

  it.each(CALLERS)("as %s", async (caller) => {
    const request = await row.prepare(w, caller);
    const cookie = cookieOf(w, caller);
    const response = request.bytes
      ? await t.app.request(request.path, {
          method: row.method,
          headers: { origin: ORIGIN, ...(cookie ? { cookie: `kora_session=${cookie}` } : {}) },
          body: request.bytes,
        })
      : await t.call(row.method, request.path, { cookie, body: request.body });
    expect(response.status, `${row.route} as ${caller}: ${await response.clone().text()}`).toBe(row.expected[caller]);
  });
});

describe("one group's admin never reaches another group", () => {
  it("answers group B's admin 403 for each of group A's admin actions, and keeps A's settings from them", async () => {
    const w = await world();
    const view = await dataOf(await t.call("GET", `/api/groups/${w.groupA.slug}`, { cookie: w.adminB.cookie }), groupViewSchema);
    expect(view.settings).toBeNull();
    expect(view.resources).toEqual([]);
    const target = await memberOfA(w, "awaiting-verification-community-visible");
    for (const [method, path, body] of [
      ["POST", `/api/groups/${w.groupA.id}/approve`, { userId: target }],
      ["DELETE", `/api/groups/${w.groupA.id}/remove/${target}`, undefined],
      ["POST", `/api/groups/${w.groupA.id}/downgrade-role/${w.memberA.user.id}`, undefined],
      ["PUT", `/api/groups/${w.groupA.id}`, await currentSettings(w)],
    ] as const)
      expect((await t.call(method, path, { cookie: w.adminB.cookie, body })).status, `${method} ${path}`).toBe(403);
    const row = await t.services.db.selectFrom("group_members").select("role").where("user_id", "=", target).executeTakeFirstOrThrow();
    expect(row.role).toBe("awaiting-verification-community-visible");
  });
});
