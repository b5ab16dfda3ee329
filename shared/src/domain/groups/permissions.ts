import { BRAND } from "../../brand.ts";
import { roleBase } from "./roles.ts";

/** Named group permissions (core §6). */
export const GROUP_PERMISSIONS = [
  "view-home-page",
  "click-logo",
  "view-advisors",
  "view-card",
  "book",
  "save-favourite",
  "view-similar-group-cards",
  "publish-group-cards",
  "see-join-now-modal",
  "see-complete-registration-modal",
  "see-verification-in-progress",
  "view-advisor-other-cards",
  `view-${BRAND.slug}-group-logo`,
] as const;
export type GroupPermission = (typeof GROUP_PERMISSIONS)[number];

export const isGroupPermission = (value: string): value is GroupPermission => (GROUP_PERMISSIONS as readonly string[]).includes(value);

const LOGO: GroupPermission = `view-${BRAND.slug}-group-logo`;
/** What guests (and everyone) get when a group sets no defaults of its own. */
export const DEFAULT_GROUP_PERMISSIONS: readonly GroupPermission[] = ["view-home-page", "view-advisors", "see-join-now-modal", LOGO];

const SEE_MEMBERS: GroupPermission[] = [
  "view-home-page",
  "click-logo",
  "view-advisors",
  "view-card",
  "book",
  "save-favourite",
  "view-similar-group-cards",
  "view-advisor-other-cards",
  LOGO,
];

/**
 * The built-in permissions of each role base, used for any role a group has not configured:
 * verified members and group advisors see and book the group's advisors (consulting roles may also
 * publish group cards); people awaiting verification or unverified see the home page and the modal
 * that tells them what is missing.
 */
export function builtInRolePermissions(role: string): GroupPermission[] {
  if (role === "ai-matching") return ["view-home-page", "view-advisors", "view-card", "book", LOGO];
  const base = roleBase(role);
  const consulting = role.includes("-consulting-");
  if (base === "verified-member") return consulting ? [...SEE_MEMBERS, "publish-group-cards"] : SEE_MEMBERS;
  if (base === "group-advisor") return [...SEE_MEMBERS, "publish-group-cards"];
  if (base === "awaiting-verification") return ["view-home-page", "click-logo", LOGO, "see-verification-in-progress"];
  if (base === "unverified-member") return ["view-home-page", "click-logo", LOGO, "see-complete-registration-modal"];
  return [];
}

export interface GroupPermissionSource {
  defaultPermissions: readonly string[];
  /** Role → permissions the group configured; roles missing here use `builtInRolePermissions`. */
  rolePermissions: Readonly<Record<string, readonly string[]>>;
}

/** Who is asking: a guest (null), or a signed-in person with their role in the group (null when not a member). */
export type GroupViewer = null | { role: string | null };

/** The permissions a viewer holds in a group (core §6), as a set. */
export function groupPermissions(group: GroupPermissionSource, viewer: GroupViewer): Set<string> {
  const held = new Set<string>(group.defaultPermissions);
  if (viewer === null || viewer.role === null) return held;
  const role = viewer.role;
  for (const name of group.rolePermissions[role] ?? builtInRolePermissions(role)) held.add(name);
  // Roles containing "awaiting" or "verified" (which "unverified" does too) lose the join-now modal.
  if (role.includes("awaiting") || role.includes("verified")) held.delete("see-join-now-modal");
  return held;
}

/**
 * The permission check exactly as core §6 describes it: with no group it passes; with no permission
 * asked it fails; guests get the group's default permissions; signed-in people get the defaults plus
 * their group role's permissions; roles containing "awaiting" or "verified" lose the join-now modal.
 */
export function hasGroupPermission(group: GroupPermissionSource | null, viewer: GroupViewer, permission?: GroupPermission | null): boolean {
  if (group === null) return true;
  if (!permission) return false;
  return groupPermissions(group, viewer).has(permission);
}
