import { BRAND } from "../../brand.ts";
import { builtInRolePermissions, type GroupPermission, type GroupPermissionSource, groupPermissions } from "./permissions.ts";
import { memberStatusLabel } from "./roles.ts";

/**
 * What someone may do in a group and with its cards: core §6's permission check (permissions.ts)
 * with the viewer's actual standing, the one rule the API enforces and the screens mirror.
 *
 * Beyond core §6, three standings keep rights whatever the group configured:
 * - a group's admins hold at least a group advisor's built-in permissions (they review the group's
 *   cards, book on members' behalf and run the group: its settings can't lock its admins out);
 * - staff (the provider team) see every group's page, advisors and cards, for support and
 *   moderation; booking, favourites and publishing come only from a membership;
 * - a card's owner always sees their own card (editing it is ownership, not a permission).
 */

/** Who asks, as one group sees them. */
export interface GroupStanding {
  /** False for a guest (signed out): guests get the group's default permissions only. */
  signedIn: boolean;
  /** Their membership of this group; null outside it. */
  member: { role: string; isAdmin: boolean } | null;
  isStaff: boolean;
}

export const GUEST: GroupStanding = { signedIn: false, member: null, isStaff: false };

/** What an admin holds in their group whatever their role: a group advisor's built-in permissions. */
export const ADMIN_PERMISSIONS: readonly GroupPermission[] = builtInRolePermissions("group-advisor-consulting-visible");
/** What staff hold in every group. */
export const STAFF_PERMISSIONS: readonly GroupPermission[] = ["view-home-page", "view-advisors", "view-card"];

/** The permissions someone holds in a group: core §6, plus what admins and staff keep. */
export function heldPermissions(group: GroupPermissionSource, standing: GroupStanding): Set<string> {
  const held = groupPermissions(group, standing.signedIn ? { role: standing.member?.role ?? null } : null);
  if (standing.member?.isAdmin) for (const name of ADMIN_PERMISSIONS) held.add(name);
  if (standing.isStaff) for (const name of STAFF_PERMISSIONS) held.add(name);
  return held;
}

/** What a group's permissions govern on one of its cards. */
export const GROUP_CARD_ACTS = ["view", "book", "save-favourite", "see-similar", "publish"] as const;
export type GroupCardAct = (typeof GROUP_CARD_ACTS)[number];
export type GroupCardRights = Record<GroupCardAct, boolean>;

/** Every act: cards outside groups (marketplace, private) are governed by no group. */
export const UNGOVERNED: GroupCardRights = { view: true, book: true, "save-favourite": true, "see-similar": true, publish: true };

/**
 * What a viewer may do with a card of a group (or with the group's cards, `isOwner` false):
 * - view (open the card, its price, free times, reviews, short link; find it in the group's search,
 *   lists and favourites): `view-card` or `book` — booking a card means opening it, so a group that
 *   gives a role `book` needn't also tick `view-card`; the owner always;
 * - book (request, instant booking, propose times as the learner): `book`;
 * - save-favourite: `save-favourite` on a card they may view;
 * - see-similar (the group's other cards among related ones): `view-similar-group-cards` on a card they may view;
 * - publish (create, save, publish or send for review a card of this group): `publish-group-cards`,
 *   and a membership — a group card is for the members of the owner's group.
 * `group` is null when the card's group is gone: then only its owner and staff see it.
 */
export function groupCardRights(group: GroupPermissionSource | null, standing: GroupStanding, isOwner: boolean): GroupCardRights {
  const held = group ? heldPermissions(group, standing) : new Set<string>(standing.isStaff ? STAFF_PERMISSIONS : []);
  const view = isOwner || held.has("view-card") || held.has("book");
  return {
    view,
    book: held.has("book"),
    "save-favourite": view && held.has("save-favourite"),
    "see-similar": view && held.has("view-similar-group-cards"),
    publish: standing.member !== null && held.has("publish-group-cards"),
  };
}

/**
 * A group's shared recordings are for its verified members (and group advisors, ai-matching) and
 * its admins: a membership status (core §4), not a named permission.
 */
export const mayWatchGroupVideos = (standing: GroupStanding): boolean =>
  standing.member !== null && (standing.member.isAdmin || memberStatusLabel(standing.member.role) === "Verified");

/** Why a viewer who may see a group card is refused an act on it (403; core §8 lets the server's message show). */
export const GROUP_CARD_MESSAGES = {
  book: "You don't have permission to book sessions in this group.",
  "save-favourite": "You don't have permission to save this group's cards to your favourites.",
  publish: `You don't have permission to publish ${BRAND.name} Cards in this group.`,
  search: "Only members can search this group's cards.",
  searchRole: "You don't have permission to see this group's cards.",
} as const;
