import { makeVideo } from "../../features/videos/video-kit.ts";
import { makeUser } from "../factories.ts";
import { addMember, insertGroup } from "../group-fixtures.ts";
import { type Fixtures, type OwnedRequest, owned, read, type RouteKey, type RouteRow, shared, write } from "./route-rows.ts";

/** A fresh group with the advisor as its admin. */
async function advisorsGroup(fx: Fixtures) {
  const group = await insertGroup(fx.t.services.db, fx.t.clock.now, {
    slug: `sec-${crypto.randomUUID().slice(0, 8)}`,
    name: "Security group",
  });
  await addMember(fx.t.services.db, fx.t.clock.now, group.id, fx.s.advisor.user.id, "group-advisor-consulting-visible", true);
  return group;
}

/** The advisor's fresh group with one more member in `role`, and the request its admin makes on them. */
const onMember =
  (role: Parameters<typeof addMember>[4], path: (groupId: string, userId: string) => string, withBody = false) =>
  async (fx: Fixtures): Promise<OwnedRequest> => {
    const group = await advisorsGroup(fx);
    const member = await makeUser(fx.t, { firstName: "Member" });
    await addMember(fx.t.services.db, fx.t.clock.now, group.id, member.user.id, role);
    return { owner: fx.s.advisor, path: path(group.id, member.user.id), body: withBody ? { userId: member.user.id } : undefined };
  };

/** A fresh private video of the advisor's, shared with a fresh group of theirs when `share`, and the request on it. */
const onVideo =
  (path: (videoId: string, groupId: string) => string, options: { share?: boolean; body?: boolean } = {}) =>
  async (fx: Fixtures): Promise<OwnedRequest> => {
    const group = await advisorsGroup(fx);
    const video = await makeVideo(fx.t, fx.s.advisor.user);
    if (options.share)
      await fx.t.services.db
        .insertInto("group_videos")
        .values({ group_id: group.id, video_id: video.id, shared_by: fx.s.advisor.user.id, shared_at: fx.t.clock.now.toISOString() })
        .execute();
    return { owner: fx.s.advisor, path: path(video.id, group.id), body: options.body ? { groupId: group.id } : undefined };
  };

const PUBLIC_GROUP = shared("groups are public (their pages are /g/{slug}); each caller sees what their group permissions allow");
const ADMINS_OF_A_PUBLIC_GROUP = {
  status: 403,
  why: "groups are public, so saying it exists hides nothing; only its admins act on its members (groups.matrix.test.ts)",
};
const MEMBERS_OF_A_PUBLIC_GROUP = { status: 403, why: "groups are public; only its verified members and admins see its recordings" };

/**
 * The route table's rows for groups and membership (core §7). Every route is also tried as group
 * A's admin, its member, group B's admin, an outsider, staff and signed out in
 * features/groups/groups.matrix.test.ts.
 */
export const GROUP_ROUTES: Record<RouteKey, RouteRow> = {
  "GET /api/groups/mine": read("user"),
  // Staff reach the handler; an empty body is 422.
  "POST /api/groups": write("user", { role: { who: "staff", ok: 422 } }),
  "GET /api/groups/:slug": read("public", PUBLIC_GROUP),
  "GET /api/groups/:slug/advisors": read("public", PUBLIC_GROUP),
  "PUT /api/groups/:id": write("user", shared("a public group; its admins and staff change its settings, anyone else gets 403")),
  "GET /api/groups/:slug/suggested-advisors": read(
    "user",
    owned(
      async (fx) => {
        const group = await advisorsGroup(fx);
        await fx.t.services.db.updateTable("groups").set({ has_ai_matching: 1 }).where("id", "=", group.id).execute();
        return { owner: fx.s.advisor, path: `/api/groups/${group.slug}/suggested-advisors` };
      },
      200,
      { status: 403, why: "groups are public and whether one suggests advisors is on its page; only its members get suggestions" },
    ),
  ),
  "POST /api/groups/:id/request-access": write("user", shared("anyone signed in may apply to a public group")),
  "POST /api/groups/:id/join": write("user", shared("anyone signed in may join a public group (unverified until approved)")),
  "GET /api/groups/:id/logo/:kind": read("public", shared("a group's logo shows on its public pages")),
  "POST /api/groups/:id/logo/:kind": write("user", shared("a public group; its admins and staff change its logos, anyone else gets 403")),
  "DELETE /api/groups/:id/logo/:kind": write("user", shared("a public group; its admins and staff change its logos, anyone else gets 403")),
  "POST /api/groups/:id/approve": write(
    "user",
    owned(
      onMember("awaiting-verification-community-visible", (g) => `/api/groups/${g}/approve`, true),
      200,
      ADMINS_OF_A_PUBLIC_GROUP,
    ),
  ),
  "DELETE /api/groups/:id/remove/:userId": write(
    "user",
    owned(
      onMember("verified-member-community-visible", (g, u) => `/api/groups/${g}/remove/${u}`),
      204,
      ADMINS_OF_A_PUBLIC_GROUP,
    ),
  ),
  "POST /api/groups/:id/downgrade-role/:userId": write(
    "user",
    owned(
      onMember("group-advisor-community-visible", (g, u) => `/api/groups/${g}/downgrade-role/${u}`),
      200,
      ADMINS_OF_A_PUBLIC_GROUP,
    ),
  ),
  "GET /api/groups/:slug/videos": read(
    "user",
    owned(
      async (fx) => {
        const group = await advisorsGroup(fx);
        return { owner: fx.s.advisor, path: `/api/groups/${group.slug}/videos` };
      },
      200,
      MEMBERS_OF_A_PUBLIC_GROUP,
    ),
  ),
  "GET /api/groups/:slug/videos/:videoId": read(
    "user",
    owned(
      async (fx) => {
        const group = await advisorsGroup(fx);
        const video = await makeVideo(fx.t, fx.s.advisor.user);
        const at = fx.t.clock.now.toISOString();
        await fx.t.services.db
          .insertInto("group_videos")
          .values({ group_id: group.id, video_id: video.id, shared_by: fx.s.advisor.user.id, shared_at: at })
          .execute();
        return { owner: fx.s.advisor, path: `/api/groups/${group.slug}/videos/${video.id}` };
      },
      200,
      MEMBERS_OF_A_PUBLIC_GROUP,
    ),
  ),
  // A recording's groups: its owner's business only (404 to anyone else, as for the video itself).
  "GET /api/videos/:id/groups": read(
    "user",
    owned(
      onVideo((v) => `/api/videos/${v}/groups`, { share: true }),
      200,
    ),
  ),
  "POST /api/videos/:id/groups": write(
    "user",
    owned(
      onVideo((v) => `/api/videos/${v}/groups`, { body: true }),
      200,
    ),
  ),
  "DELETE /api/videos/:id/groups/:groupId": write(
    "user",
    owned(
      onVideo((v, g) => `/api/videos/${v}/groups/${g}`, { share: true }),
      200,
    ),
  ),
};
