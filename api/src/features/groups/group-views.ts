import { z } from "zod";
import {
  type ApplyField,
  applyFieldSchema,
  type GroupLanding,
  groupLandingSchema,
  type GroupResource,
  groupResourceSchema,
  type GroupSettings,
  type GroupView,
  type Membership,
  type MyGroup,
} from "@kora/shared/contracts/groups.ts";
import { GUEST, type GroupStanding, heldPermissions, mayWatchGroupVideos } from "@kora/shared/domain/groups/access.ts";
import { type GroupPermission, isGroupPermission } from "@kora/shared/domain/groups/permissions.ts";
import { type GroupRole, isGroupRole, memberStatusLabel } from "@kora/shared/domain/groups/roles.ts";
import type { UserRow } from "../users/users.table.ts";
import type { GroupRow, MemberRow } from "./groups.repository.ts";

/**
 * A group's row read into its settings (the JSON columns parsed), and the views built from it: what
 * a caller sees of a group (GroupView), their memberships (MyGroup) and one membership (Membership).
 */
export interface Group {
  row: GroupRow;
  settings: GroupSettings;
}

/** A JSON column through its schema; what doesn't parse (a hand-edited row) reads as `fallback`. */
function parsed<T>(text: string | null, schema: z.ZodType<T>, fallback: T): T {
  if (!text) return fallback;
  try {
    const result = schema.safeParse(JSON.parse(text));
    return result.success ? result.data : fallback;
  } catch {
    return fallback;
  }
}

const EMPTY_LANDING: GroupLanding = { title: "", description: "", testimonials: [], chips: [] };
const permissionNames = (names: unknown[]): GroupPermission[] =>
  names.filter((name): name is GroupPermission => typeof name === "string" && isGroupPermission(name));

/** A group's permission settings (its JSON columns parsed); unknown permission or role names are dropped. */
export function permissionSource(row: Pick<GroupRow, "default_permissions" | "role_permissions">) {
  const roleTable = parsed(row.role_permissions, z.record(z.string(), z.array(z.unknown())), {});
  const rolePermissions: Partial<Record<GroupRole, GroupPermission[]>> = {};
  for (const [role, names] of Object.entries(roleTable)) if (isGroupRole(role)) rolePermissions[role] = permissionNames(names);
  return { defaultPermissions: permissionNames(parsed(row.default_permissions, z.array(z.unknown()), [])), rolePermissions };
}

/** Who asks, as a group sees them: a guest, or signed in with their membership (if any) and staff flag. */
export function standingOf(viewer: UserRow | null, member: Pick<MemberRow, "role" | "is_admin"> | undefined): GroupStanding {
  if (viewer === null) return GUEST;
  return { signedIn: true, member: member ? { role: member.role, isAdmin: member.is_admin === 1 } : null, isStaff: viewer.is_staff === 1 };
}

/** The row with its JSON settings parsed; unknown permission or role names are dropped. */
export function readGroup(row: GroupRow): Group {
  const { defaultPermissions, rolePermissions } = permissionSource(row);
  return {
    row,
    settings: {
      name: row.name,
      slug: row.slug,
      contentOnly: row.content_only === 1,
      pricingEnabled: row.pricing_enabled === 1,
      applyForm: parsed<ApplyField[]>(row.apply_form, z.array(applyFieldSchema), []),
      defaultPermissions,
      rolePermissions,
      landing: parsed(row.landing, groupLandingSchema, EMPTY_LANDING),
      resources: parsed<GroupResource[]>(row.resources, z.array(groupResourceSchema), []),
      hasAiMatching: row.has_ai_matching === 1,
    },
  };
}

/** The settings as the row's columns store them. */
export function settingsColumns(settings: GroupSettings, nowIso: string) {
  return {
    name: settings.name,
    slug: settings.slug,
    content_only: settings.contentOnly ? 1 : 0,
    pricing_enabled: settings.pricingEnabled ? 1 : 0,
    apply_form: JSON.stringify(settings.applyForm),
    default_permissions: JSON.stringify(settings.defaultPermissions),
    role_permissions: JSON.stringify(settings.rolePermissions),
    landing: JSON.stringify(settings.landing),
    resources: JSON.stringify(settings.resources),
    has_ai_matching: settings.hasAiMatching ? 1 : 0,
    updated_at: nowIso,
  };
}

export function toMembership(member: MemberRow): Membership {
  return {
    role: member.role,
    roleWhenJoined: member.role_when_joined,
    isAdmin: member.is_admin === 1,
    status: memberStatusLabel(member.role),
    approvedAt: member.approved_at,
    createdAt: member.created_at,
  };
}

/** Verified members and admins: who sees a group's resources and recordings (shared/domain/groups/access.ts). */
export const isVerifiedOrAdmin = (member: Pick<MemberRow, "role" | "is_admin"> | undefined): boolean =>
  member !== undefined &&
  mayWatchGroupVideos({ signedIn: true, member: { role: member.role, isAdmin: member.is_admin === 1 }, isStaff: false });

/** The permissions someone holds in the group (core §6, with what admins and staff keep: shared/domain/groups/access.ts). */
export function permissionsOf(group: Group, viewer: UserRow | null, member: Pick<MemberRow, "role" | "is_admin"> | undefined): Set<string> {
  return heldPermissions(group.settings, standingOf(viewer, member));
}

/**
 * The group as this caller sees it: the landing only with `view-home-page`, the resources for its
 * verified members and admins, the full settings for its admins and staff.
 */
export function toGroupView(group: Group, viewer: UserRow | null, member: MemberRow | undefined, memberCount: number): GroupView {
  const held = permissionsOf(group, viewer, member);
  const admin = member?.is_admin === 1 || viewer?.is_staff === 1;
  return {
    id: group.row.id,
    slug: group.row.slug,
    name: group.row.name,
    logoUrl: group.row.logo_url,
    secondaryLogoUrl: group.row.secondary_logo_url,
    contentOnly: group.settings.contentOnly,
    pricingEnabled: group.settings.pricingEnabled,
    hasAiMatching: group.settings.hasAiMatching,
    landing: held.has("view-home-page") ? group.settings.landing : EMPTY_LANDING,
    applyForm: group.settings.applyForm,
    membership: member ? toMembership(member) : null,
    permissions: [...held].sort(),
    resources: isVerifiedOrAdmin(member) || admin ? group.settings.resources : [],
    settings: admin ? group.settings : null,
    memberCount,
  };
}

export function toMyGroup(
  row: MemberRow & { id: string; slug: string; name: string; logo_url: string | null; content_only: number },
): MyGroup {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    logoUrl: row.logo_url,
    contentOnly: row.content_only === 1,
    membership: toMembership(row),
  };
}
