import { addMember, insertGroup } from "../group-fixtures.ts";
import { type Fixtures, type OwnedRequest, owned, read, type RouteKey, type RouteRow } from "./route-rows.ts";

/** A fresh group the advisor administers (the learner a member of it), and the console request on it. */
const adminOf =
  (suffix: (memberId: string) => string) =>
  async (fx: Fixtures): Promise<OwnedRequest> => {
    const db = fx.t.services.db;
    const group = await insertGroup(db, fx.t.clock.now, { slug: `console-${crypto.randomUUID().slice(0, 8)}` });
    await addMember(db, fx.t.clock.now, group.id, fx.s.advisor.user.id, "group-advisor-consulting-visible", true);
    await addMember(db, fx.t.clock.now, group.id, fx.s.learner.user.id, "verified-member-community-visible");
    return { owner: fx.s.advisor, path: `/api/groups/${group.id}${suffix(fx.s.learner.user.id)}` };
  };

/**
 * The admin console (core §2 Admin console): each call is its group's admins' alone. Anyone outside the group gets
 * 404 ("the group cannot be found"), so another group's admin never learns its members; a member who
 * is not an admin gets 403 (console.matrix.test.ts tries every role).
 */
export const CONSOLE_ROUTES: Record<RouteKey, RouteRow> = {
  "GET /api/me/console": read("user"),
  "GET /api/groups/:id/members": read(
    "user",
    owned(
      adminOf(() => "/members"),
      200,
    ),
  ),
  "GET /api/groups/:id/members/:userId": read(
    "user",
    owned(
      adminOf((member) => `/members/${member}`),
      200,
    ),
  ),
  "GET /api/groups/:id/bookings": read(
    "user",
    owned(
      adminOf((member) => `/bookings?member_id=${member}`),
      200,
    ),
  ),
  "GET /api/groups/:id/stats": read(
    "user",
    owned(
      adminOf(() => "/stats"),
      200,
    ),
  ),
};
