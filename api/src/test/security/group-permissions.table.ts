import { GROUP_API_MESSAGES } from "@kora/shared/contracts/groups.ts";
import type { GroupPermission } from "@kora/shared/domain/groups/permissions.ts";
import { BOOK, call, PUBLISH, type Expected, type Probe, SAVE_FAVOURITE, SIMILAR, VIEW_CARD } from "./group-permissions.probes.ts";
import type { ViewerKind } from "./group-permissions.world.ts";

/**
 * The group-permission matrix's tables: who holds each named permission (core §6) with the built-in
 * settings, the routes each permission governs, the routes that answer by membership status, and
 * the routes near them that no permission governs, each with why.
 */

type Row = Record<ViewerKind, 0 | 1>;
const row = (held: ViewerKind[]): Row =>
  Object.fromEntries(
    (["guest", "outsider", "staff", "awaiting", "unverified", "verified", "advisor", "ai-matching", "admin"] as const).map((k) => [
      k,
      held.includes(k) ? 1 : 0,
    ]),
  ) as Row;
const EVERYONE: ViewerKind[] = ["guest", "outsider", "staff", "awaiting", "unverified", "verified", "advisor", "ai-matching", "admin"];
const MEMBERS_WHO_SEE: ViewerKind[] = ["verified", "advisor", "admin"];

/**
 * Who holds each permission when the group configured nothing (DEFAULT_GROUP_PERMISSIONS for
 * everyone, builtInRolePermissions per role, the admin's and staff's keeps). Written out by hand: it
 * is the product's rule, so a change to the code that moves any of it fails here.
 */
export const BUILT_IN_HOLDERS: Record<GroupPermission, Row> = {
  "view-home-page": row(EVERYONE),
  "click-logo": row(["awaiting", "unverified", "verified", "advisor", "admin"]),
  "view-advisors": row(EVERYONE),
  "view-card": row(["staff", "verified", "advisor", "ai-matching", "admin"]),
  book: row(["verified", "advisor", "ai-matching", "admin"]),
  "save-favourite": row(MEMBERS_WHO_SEE),
  "view-similar-group-cards": row(MEMBERS_WHO_SEE),
  "publish-group-cards": row(["advisor", "admin"]),
  // Core §6 takes it from roles containing "awaiting" or "verified": a group advisor's role contains neither.
  "see-join-now-modal": row(["guest", "outsider", "staff", "advisor", "ai-matching"]),
  // The world's admin holds an unverified member's role: its prompts stay theirs.
  "see-complete-registration-modal": row(["unverified", "admin"]),
  "see-verification-in-progress": row(["awaiting"]),
  "view-advisor-other-cards": row(MEMBERS_WHO_SEE),
  "view-kora-group-logo": row(EVERYONE),
};

/** What each permission governs: the routes that must refuse without it, or why none can. */
export type Governs = { probes: Probe[] } | { screenOnly: string };

const landing = (shown: boolean, title: string): Expected["body"] => ({
  says: shown ? "the landing shows" : "the landing is empty",
  holds: (json) => ((json as { data: { landing: { title: string } } }).data.landing.title === title) === shown,
});

export const GOVERNS: Record<GroupPermission, Governs> = {
  "view-home-page": {
    probes: [
      {
        route: "GET /api/groups/:slug",
        variant: "landing",
        send: (w, v) => call(w, v, "GET", `/api/groups/${w.group.slug}`),
        expect: (d, _v, w) => ({ status: 200, body: landing(d.held.has("view-home-page"), w.landingTitle) }),
      },
    ],
  },
  "view-advisors": {
    probes: [
      {
        route: "GET /api/groups/:slug/advisors",
        send: (w, v) => call(w, v, "GET", `/api/groups/${w.group.slug}/advisors`),
        expect: (d) => (d.held.has("view-advisors") ? { status: 200 } : { status: 403, message: GROUP_API_MESSAGES.permission }),
      },
    ],
  },
  "view-card": { probes: VIEW_CARD },
  book: { probes: BOOK },
  "save-favourite": { probes: SAVE_FAVOURITE },
  "view-similar-group-cards": { probes: SIMILAR },
  "publish-group-cards": { probes: PUBLISH },
  "click-logo": { screenOnly: "whether the group's logo links to its home: nothing to ask the API for" },
  "see-join-now-modal": { screenOnly: "a prompt; joining itself is open to anyone signed in (STATUS_PROBES)" },
  "see-complete-registration-modal": { screenOnly: "a prompt shown to unverified members" },
  "see-verification-in-progress": { screenOnly: "a notice shown to members awaiting verification" },
  "view-kora-group-logo": { screenOnly: "whether the header shows the group's logo" },
  "view-advisor-other-cards": {
    screenOnly:
      "a link from the group's advisors to their own page; the only API listing an advisor's other cards " +
      "(GET /api/advisors/:slug) shows marketplace cards, public to everyone, and never group cards",
  },
};

/** Routes that answer by membership status, not a named permission: tried as every viewer too. */
export const STATUS_PROBES: Probe[] = [
  {
    route: "GET /api/groups/:slug/videos",
    session: true,
    send: (w, v) => call(w, v, "GET", `/api/groups/${w.group.slug}/videos`),
    expect: (d) => (d.videos ? { status: 200 } : { status: 403, message: GROUP_API_MESSAGES.membersOnly }),
  },
  {
    route: "GET /api/groups/:slug/videos/:videoId",
    session: true,
    send: (w, v) => call(w, v, "GET", `/api/groups/${w.group.slug}/videos/${w.video.id}`),
    expect: (d) => (d.videos ? { status: 200 } : { status: 403, message: GROUP_API_MESSAGES.membersOnly }),
  },
  {
    route: "GET /api/v/:slug",
    variant: "a recording shared with the group",
    send: (w, v) => call(w, v, "GET", `/api/v/${w.video.slug}`),
    expect: (d) => ({ status: d.videos ? 200 : 404 }),
  },
  {
    route: "POST /api/groups/:id/join",
    session: true,
    send: (w, v) => call(w, v, "POST", `/api/groups/${w.group.id}/join`),
    cleanup: async (w, v) => {
      if (v.standing.member) return;
      await w.t.services.db.deleteFrom("group_members").where("group_id", "=", w.group.id).where("user_id", "=", v.userId).execute();
    },
    expect: (_d, v) => ({ status: v.standing.member ? 200 : 201 }),
  },
  {
    route: "POST /api/groups/:id/request-access",
    session: true,
    send: (w, v) => call(w, v, "POST", `/api/groups/${w.group.id}/request-access`, { answers: {} }),
    cleanup: async (w, v) => {
      if (v.standing.member) return;
      await w.t.services.db.deleteFrom("group_members").where("group_id", "=", w.group.id).where("user_id", "=", v.userId).execute();
    },
    expect: (_d, v) => ({ status: v.standing.member ? 409 : 201 }),
  },
];

/**
 * The routes a group permission could be about: anything on cards, favourites and groups, and every
 * booking write. Each mounted one is governed (a probe above) or listed below with why not, so a new
 * route here fails the matrix until someone decides.
 */
export const FAMILY =
  /^(GET|POST|PUT|PATCH|DELETE) \/api\/(cards|guest\/card|me\/favourites|groups)(\/|$)|^(POST|PUT|PATCH) \/api\/bookings(\/|$)/;

const ADMIN_ONLY = "a group admin's (or staff's) action: requireAdmin / requireSettingsRight, tried in groups.matrix.test.ts";
const CONSOLE = "the admin console: admins of the group only (console tests)";
const PARTY = "an act on an existing booking by its parties; the group's permission is asked when booking, not of the session";
export const NOT_GOVERNED: Record<string, string> = {
  "GET /api/cards/review-queue": "the reviewer rule (staff for marketplace cards, a group's admins for its cards)",
  "DELETE /api/cards/:id": "the owner deletes their own card",
  "PUT /api/cards/:id/video-message": "the owner sets their own card's video message",
  "GET /api/groups/mine": "the caller's own memberships",
  "GET /api/groups/:slug/suggested-advisors":
    "a group setting, off by default (404 to everyone here); switched on, the right to view the group's cards decides: " +
    "suggested-advisors.test.ts asks as a member, an outsider and a guest",
  "POST /api/groups": "staff create groups",
  "PUT /api/groups/:id": ADMIN_ONLY,
  "GET /api/groups/:id/logo/:kind": "a group's logo is public, like its page",
  "POST /api/groups/:id/logo/:kind": ADMIN_ONLY,
  "DELETE /api/groups/:id/logo/:kind": ADMIN_ONLY,
  "POST /api/groups/:id/approve": ADMIN_ONLY,
  "DELETE /api/groups/:id/remove/:userId": "an admin removes a member; a member leaves",
  "POST /api/groups/:id/downgrade-role/:userId": ADMIN_ONLY,
  "GET /api/groups/:id/members": CONSOLE,
  "GET /api/groups/:id/members/:userId": CONSOLE,
  "GET /api/groups/:id/stats": CONSOLE,
  "GET /api/groups/:id/bookings": CONSOLE,
  "GET /api/groups/:id/emails": CONSOLE,
  "GET /api/groups/:id/emails/audience": CONSOLE,
  "GET /api/groups/:id/emails/:emailId": CONSOLE,
  "POST /api/groups/:id/emails/send": CONSOLE,
  "POST /api/bookings/contact-suggests": "the card's owner mails their own card's link",
  "POST /api/bookings/:id/confirm": `answering times the other side proposed: ${PARTY}`,
  "POST /api/bookings/:id/cancel": PARTY,
  "POST /api/bookings/:id/complete": PARTY,
  "POST /api/bookings/:id/review": PARTY,
  "PUT /api/bookings/:id/review": PARTY,
  "POST /api/bookings/:id/details/payment-method": PARTY,
  "POST /api/bookings/:id/pay": PARTY,
  "POST /api/bookings/:id/join": PARTY,
  "POST /api/bookings/:id/chat": PARTY,
  "POST /api/bookings/:id/video-token": PARTY,
  "GET /api/bookings/:id/time": PARTY,
  "GET /api/bookings/:id/clients": PARTY,
  "POST /api/bookings/:id/requestApproval": "a knock on the booking's call: the parties as hosts admit or refuse, not the group",
  "POST /api/bookings/:id/record": PARTY,
  "POST /api/bookings/:id/host/:userId": PARTY,
  "POST /api/bookings/:id/host/:userId/disable": PARTY,
  "POST /api/bookings/:id/revoke/:userId": PARTY,
  "POST /api/bookings/:id/approve/:userId": PARTY,
};
