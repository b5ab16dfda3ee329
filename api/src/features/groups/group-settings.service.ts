import type { z } from "zod";
import {
  GROUP_API_MESSAGES,
  GROUP_MESSAGES,
  type groupCreateSchema,
  type GroupSettings,
  type GroupView,
  type MyGroup,
} from "@kora/shared/contracts/groups.ts";
import { DEFAULT_GROUP_PERMISSIONS } from "@kora/shared/domain/groups/permissions.ts";
import type { GroupRole } from "@kora/shared/domain/groups/roles.ts";
import { AppError, invalidField, notFound } from "../../http/app-error.ts";
import type { Services } from "../../services.ts";
import { findUserByEmail } from "../users/users.service.ts";
import type { UserRow } from "../users/users.table.ts";
import { groupById, groupBySlug, requireSettingsRight } from "./group-access.ts";
import { mailNewAdmin } from "./group-mails.ts";
import { type Group, readGroup, settingsColumns, toGroupView, toMyGroup } from "./group-views.ts";
import {
  countMembers,
  findMember,
  insertGroupWithAdmin,
  type MemberRow,
  membershipsOf,
  recordVisit,
  updateGroup,
} from "./groups.repository.ts";

/**
 * Groups themselves (core §7): staff create them, anyone reads one as they may see it, its
 * admins (and staff) change its settings, and a member lists their groups.
 */

/** Slugs the API's own paths use (`GET /groups/mine`): no group may take them. */
const RESERVED_SLUGS = new Set(["mine"]);

const slugTaken = () => invalidField("slug", GROUP_MESSAGES.slugTaken);

/** A group as `viewer` sees it (guests too). */
export async function viewGroup(services: Pick<Services, "db">, viewer: UserRow | null, group: Group): Promise<GroupView> {
  const member = viewer ? await findMember(services.db, group.row.id, viewer.id) : undefined;
  // Content-only groups have admins but no members (public-site §2).
  const count = group.settings.contentOnly ? 0 : await countMembers(services.db, group.row.id);
  return toGroupView(group, viewer, member, count);
}

/** A member's visits are recorded at most this often (the console's "Last visit"). */
export const VISIT_THROTTLE_MS = 60_000;

/**
 * The group's page (GET /groups/:slug). A member opening it records their visit: one conditional
 * UPDATE, skipped when the membership read shows a visit in the last minute.
 */
export async function groupPage(services: Pick<Services, "db" | "now">, viewer: UserRow | null, slug: string): Promise<GroupView> {
  const group = await groupBySlug(services, slug);
  const member = viewer ? await findMember(services.db, group.row.id, viewer.id) : undefined;
  if (member) await noteVisit(services, member);
  const count = group.settings.contentOnly ? 0 : await countMembers(services.db, group.row.id);
  return toGroupView(group, viewer, member, count);
}

async function noteVisit(services: Pick<Services, "db" | "now">, member: MemberRow): Promise<void> {
  const now = services.now();
  const since = new Date(now.getTime() - VISIT_THROTTLE_MS).toISOString();
  if (member.last_visited_at !== null && member.last_visited_at > since) return;
  await recordVisit(services.db, member.group_id, member.user_id, now.toISOString(), since);
}

/** The caller's groups, by name (every membership, waiting ones too). */
export async function myGroups(services: Pick<Services, "db">, user: UserRow): Promise<MyGroup[]> {
  return (await membershipsOf(services.db, user.id)).map(toMyGroup);
}

/** The role a new group's first admin holds besides the admin flag: advisors advise, others are members. */
const firstAdminRole = (user: UserRow): GroupRole =>
  user.type === "Advisor" ? "group-advisor-consulting-visible" : "verified-member-community-visible";

/** Staff create a group and make an existing account its first admin. */
export async function createGroup(
  services: Pick<Services, "config" | "db" | "hub" | "log" | "now" | "outbox">,
  staff: UserRow,
  input: z.output<typeof groupCreateSchema>,
): Promise<GroupView> {
  if (RESERVED_SLUGS.has(input.slug)) throw slugTaken();
  const admin = await findUserByEmail(services.db, input.adminEmail);
  if (!admin || admin.is_placeholder === 1) throw invalidField("adminEmail", GROUP_API_MESSAGES.adminEmail);
  const nowIso = services.now().toISOString();
  const role = firstAdminRole(admin);
  const row = await insertGroupWithAdmin(
    services.db,
    {
      id: crypto.randomUUID(),
      slug: input.slug,
      name: input.name,
      logo_url: null,
      content_only: input.contentOnly ? 1 : 0,
      pricing_enabled: input.pricingEnabled ? 1 : 0,
      default_permissions: JSON.stringify(DEFAULT_GROUP_PERMISSIONS),
      created_at: nowIso,
      updated_at: nowIso,
    },
    {
      user_id: admin.id,
      role,
      role_when_joined: role,
      is_admin: 1,
      approved_at: nowIso,
      approved_by: staff.id,
      created_at: nowIso,
      last_visited_at: null,
    },
  );
  if (!row) throw slugTaken();
  services.log.info("group.created", { groupId: row.id, by: staff.id, adminId: admin.id });
  await mailNewAdmin(services, admin, row);
  services.hub.toUser(admin.id, { name: "RefreshUser", data: { userId: admin.id } });
  return viewGroup(services, staff, readGroup(row));
}

/** What the schema can't say: every question its own id, and every choice question some options. */
function checkSettings(settings: GroupSettings): void {
  const fields: Record<string, string[]> = {};
  const seen = new Set<string>();
  settings.applyForm.forEach((field, index) => {
    if (seen.has(field.id)) fields[`applyForm.${index}.id`] = [GROUP_API_MESSAGES.applyFieldId];
    seen.add(field.id);
    if (field.type === "select" && field.options.length === 0)
      fields[`applyForm.${index}.options`] = [GROUP_API_MESSAGES.applyFieldOptions];
  });
  const first = Object.values(fields)[0]?.[0];
  if (first) throw new AppError("validation_failed", first, fields);
}

/**
 * The columns a save writes. Content-only (no members, no console) and pricing (group cards may
 * charge, the group pays) are staff's: admins save the whole settings object, so the values as they
 * stand pass, a change is 403, and their save never writes those two columns (a staff change made
 * meanwhile stands).
 */
function columnsFor(user: UserRow, current: GroupSettings, next: GroupSettings, nowIso: string) {
  const { content_only, pricing_enabled, ...rest } = settingsColumns(next, nowIso);
  if (user.is_staff === 1) return { ...rest, content_only, pricing_enabled };
  if (next.contentOnly !== current.contentOnly || next.pricingEnabled !== current.pricingEnabled)
    throw new AppError("forbidden", GROUP_API_MESSAGES.staffOnlySettings);
  return rest;
}

/** Its admins and staff change a group's settings (the whole set at once); content-only and pricing are staff's. */
export async function updateSettings(
  services: Pick<Services, "db" | "now">,
  user: UserRow,
  groupId: string,
  settings: GroupSettings,
): Promise<GroupView> {
  const group = await groupById(services, groupId);
  await requireSettingsRight(services, user, group);
  const columns = columnsFor(user, group.settings, settings, services.now().toISOString());
  checkSettings(settings);
  if (RESERVED_SLUGS.has(settings.slug)) throw slugTaken();
  const row = await updateGroup(services.db, groupId, columns);
  if (row === "slug-taken") throw slugTaken();
  if (!row) throw notFound(GROUP_MESSAGES.notFound);
  return viewGroup(services, user, readGroup(row));
}
