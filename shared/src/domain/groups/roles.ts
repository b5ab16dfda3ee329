/**
 * Group member roles and their labels (core §4): verified member, awaiting verification, unverified
 * member and group advisor, each with a community or consulting and a visible or hidden variant;
 * also ai-matching. Being an admin is a flag on the membership (core §6 "isAdmin"), not a role.
 */
export const ROLE_BASES = ["verified-member", "awaiting-verification", "unverified-member", "group-advisor"] as const;
export type RoleBase = (typeof ROLE_BASES)[number];
export const ROLE_KINDS = ["community", "consulting"] as const;
export const ROLE_VISIBILITIES = ["visible", "hidden"] as const;

export const GROUP_ROLES = [
  ...ROLE_BASES.flatMap((base) => ROLE_KINDS.flatMap((kind) => ROLE_VISIBILITIES.map((vis) => `${base}-${kind}-${vis}` as const))),
  "ai-matching",
] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];

export const isGroupRole = (value: string): value is GroupRole => (GROUP_ROLES as readonly string[]).includes(value);

/** The base of a role ("verified-member" of "verified-member-community-hidden"); null for ai-matching. */
export function roleBase(role: string): RoleBase | null {
  return ROLE_BASES.find((base) => role.startsWith(`${base}-`)) ?? null;
}

/** Hidden members are left out of the group's public lists of people. */
export const isHiddenRole = (role: string) => role.endsWith("-hidden");

/** The same role with another base, keeping its kind and visibility ("community-visible" when it had none). */
export function withBase(role: string, base: RoleBase): GroupRole {
  const rest = roleBase(role) ? role.slice(roleBase(role)!.length + 1) : "community-visible";
  return `${base}-${rest}` as GroupRole;
}

/** The role someone gets: applying waits for the admin; joining without an application is unverified; approval verifies. */
export const APPLIED_ROLE: GroupRole = "awaiting-verification-community-visible";
export const JOINED_ROLE: GroupRole = "unverified-member-community-visible";

/** Member status labels (core §4). */
export type MemberStatusLabel = "Verified" | "Awaiting Verification" | "UnVerified";

export function memberStatusLabel(role: string): MemberStatusLabel {
  const base = roleBase(role);
  if (base === "awaiting-verification") return "Awaiting Verification";
  if (base === "unverified-member") return "UnVerified";
  return "Verified";
}

/** Role labels (core §4), from the role and the member's group cards. */
export type MemberRoleLabel = "Advisor" | "Learner" | "Awaiting Review" | "Drafting" | "Awaiting Verification" | "UnVerified" | "Admin";

export function memberRoleLabel(member: {
  role: string;
  isAdmin: boolean;
  /** Statuses of the member's cards in this group. */
  cardStatuses: readonly string[];
}): MemberRoleLabel {
  if (member.isAdmin) return "Admin";
  const base = roleBase(member.role);
  if (base === "awaiting-verification") return "Awaiting Verification";
  if (base === "unverified-member") return "UnVerified";
  if (member.cardStatuses.includes("published")) return "Advisor";
  if (member.cardStatuses.includes("awaiting-review")) return "Awaiting Review";
  if (member.cardStatuses.includes("draft")) return "Drafting";
  return base === "group-advisor" ? "Advisor" : "Learner";
}

/**
 * One step down for `downgrade-role`: an admin loses admin rights (keeping their role), a group
 * advisor becomes a verified member, a verified member an unverified one. Null when there is no lower role.
 */
export function downgradedRole(member: { role: string; isAdmin: boolean }): { role: GroupRole; isAdmin: boolean } | null {
  if (member.isAdmin) return { role: member.role as GroupRole, isAdmin: false };
  const base = roleBase(member.role);
  if (base === "group-advisor") return { role: withBase(member.role, "verified-member"), isAdmin: false };
  if (base === "verified-member") return { role: withBase(member.role, "unverified-member"), isAdmin: false };
  return null;
}
