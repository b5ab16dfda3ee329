import { GROUP_MESSAGES } from "@kora/shared/contracts/groups.ts";
import { forbidden, notFound } from "../../http/app-error.ts";
import type { Services } from "../../services.ts";
import type { UserRow } from "../users/users.table.ts";
import { findGroupById, findGroupBySlug, findMember, type MemberRow } from "./groups.repository.ts";
import { type Group, readGroup } from "./group-views.ts";

/**
 * Finding a group and deciding what the caller may do with it. Groups are public (their pages are
 * at /g/{slug}), so an unknown group is 404 to everyone and a known one answers 403 to those it refuses.
 */

const missing = () => notFound(GROUP_MESSAGES.notFound);

export async function groupById(services: Pick<Services, "db">, id: string): Promise<Group> {
  const row = await findGroupById(services.db, id);
  if (!row) throw missing();
  return readGroup(row);
}

export async function groupBySlug(services: Pick<Services, "db">, slug: string): Promise<Group> {
  const row = await findGroupBySlug(services.db, slug);
  if (!row) throw missing();
  return readGroup(row);
}

/** The caller's membership of `group` (admins act on members with it); 403 when they are not its admin. */
export async function requireAdmin(services: Pick<Services, "db">, user: UserRow, group: Group): Promise<MemberRow> {
  const member = await findMember(services.db, group.row.id, user.id);
  if (member?.is_admin !== 1) throw forbidden(GROUP_MESSAGES.adminOnly);
  return member;
}

/** Settings and logos: the group's admins and staff. */
export async function requireSettingsRight(services: Pick<Services, "db">, user: UserRow, group: Group): Promise<void> {
  if (user.is_staff === 1) return;
  await requireAdmin(services, user, group);
}
