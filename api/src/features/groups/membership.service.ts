import { GROUP_MESSAGES, type Membership } from "@kora/shared/contracts/groups.ts";
import { checkApplyAnswers } from "@kora/shared/domain/groups/apply-answers.ts";
import { APPLIED_ROLE, downgradedRole, JOINED_ROLE, roleBase, withBase } from "@kora/shared/domain/groups/roles.ts";
import { AppError, forbidden, invalidField, notFound } from "../../http/app-error.ts";
import type { Services } from "../../services.ts";
import { findUserById } from "../users/users.service.ts";
import type { UserRow } from "../users/users.table.ts";
import { groupById, requireAdmin } from "./group-access.ts";
import { mailAccessGranted, mailNewApplication } from "./group-mails.ts";
import { type Group, toMembership } from "./group-views.ts";
import {
  approveMember,
  downgradeMember,
  findMember,
  groupAdmins,
  insertMember,
  type MemberRow,
  removeMember as deleteMember,
} from "./groups.repository.ts";

/**
 * Membership (core §7 request-access, approve, join, remove, downgrade-role). Every
 * change is one conditional statement on what was read, so racing admins can't approve twice or
 * leave a group without an admin; the loser is told what happened instead.
 */

const notMember = () => notFound(GROUP_MESSAGES.notMember);
const refresh = (services: Pick<Services, "hub">, userId: string) => services.hub.toUser(userId, { name: "RefreshUser", data: { userId } });

function refuseContentOnly(group: Group): void {
  if (group.settings.contentOnly) throw new AppError("validation_failed", GROUP_MESSAGES.contentOnly);
}

function newMember(group: Group, user: UserRow, role: string, application: Record<string, string> | null, nowIso: string) {
  return {
    group_id: group.row.id,
    user_id: user.id,
    role,
    role_when_joined: role,
    is_admin: 0,
    approved_at: null,
    created_at: nowIso,
    last_visited_at: null,
    application: application === null ? null : JSON.stringify(application),
  };
}

/** Applies with the form's answers: a membership awaiting verification, and word to the admins. */
export async function requestAccess(
  services: Pick<Services, "config" | "db" | "hub" | "now" | "outbox">,
  user: UserRow,
  groupId: string,
  answers: Record<string, string>,
): Promise<Membership> {
  const group = await groupById(services, groupId);
  refuseContentOnly(group);
  if (await findMember(services.db, group.row.id, user.id)) throw new AppError("conflict", GROUP_MESSAGES.alreadyMember);
  const checked = checkApplyAnswers(group.settings.applyForm, answers);
  if (!checked.ok) throw new AppError("validation_failed", Object.values(checked.fields)[0]![0]!, checked.fields);
  const row = await insertMember(services.db, newMember(group, user, APPLIED_ROLE, checked.answers, services.now().toISOString()));
  if (!row) throw new AppError("conflict", GROUP_MESSAGES.alreadyMember);
  const admins = await groupAdmins(services.db, group.row.id);
  await mailNewApplication(services, admins, group.row, `${user.first_name} ${user.last_name}`.trim());
  for (const admin of admins) refresh(services, admin.id);
  refresh(services, user.id);
  return toMembership(row);
}

/** Joins without applying (unverified until an admin approves); joining again answers the membership held. */
export async function joinGroup(
  services: Pick<Services, "db" | "hub" | "now">,
  user: UserRow,
  groupId: string,
): Promise<{ membership: Membership; created: boolean }> {
  const group = await groupById(services, groupId);
  refuseContentOnly(group);
  const row = await insertMember(services.db, newMember(group, user, JOINED_ROLE, null, services.now().toISOString()));
  if (row) {
    refresh(services, user.id);
    return { membership: toMembership(row), created: true };
  }
  const existing = await findMember(services.db, group.row.id, user.id);
  if (!existing) throw notMember();
  return { membership: toMembership(existing), created: false };
}

const waitsForApproval = (role: string) => {
  const base = roleBase(role);
  return base === "awaiting-verification" || base === "unverified-member";
};

/** An admin verifies a member awaiting verification (or unverified): GroupAccessGranted reaches them live. */
export async function approve(
  services: Pick<Services, "config" | "db" | "hub" | "now" | "outbox">,
  admin: UserRow,
  groupId: string,
  userId: string,
): Promise<Membership> {
  const group = await groupById(services, groupId);
  await requireAdmin(services, admin, group);
  const target = await findMember(services.db, group.row.id, userId);
  if (!target) throw notMember();
  if (!waitsForApproval(target.role)) throw invalidField("userId", GROUP_MESSAGES.notAwaiting);
  const row = await approveMember(services.db, {
    groupId: group.row.id,
    userId,
    fromRole: target.role,
    toRole: withBase(target.role, "verified-member"),
    approvedBy: admin.id,
    nowIso: services.now().toISOString(),
  });
  if (!row) {
    // Another admin got there first (or the member left meanwhile).
    if (!(await findMember(services.db, group.row.id, userId))) throw notMember();
    throw invalidField("userId", GROUP_MESSAGES.notAwaiting);
  }
  const { id, slug, name } = group.row;
  services.hub.toUser(userId, { name: "GroupAccessGranted", data: { groupId: id, slug, name } });
  refresh(services, userId);
  const member = await findUserById(services.db, userId);
  if (member) await mailAccessGranted(services, member, group.row);
  return toMembership(row);
}

/** Why a conditional change touched nothing, re-read: the member went, the actor lost admin, or the last admin. */
async function explainRefusal(services: Pick<Services, "db">, group: Group, actor: UserRow, userId: string): Promise<AppError> {
  if (!(await findMember(services.db, group.row.id, userId))) return notMember();
  if (actor.id !== userId && (await findMember(services.db, group.row.id, actor.id))?.is_admin !== 1)
    return forbidden(GROUP_MESSAGES.adminOnly);
  return invalidField("userId", GROUP_MESSAGES.lastAdmin);
}

/** An admin removes anyone; a member removes themself (leaves). The last admin can't go. */
export async function removeMember(
  services: Pick<Services, "db" | "hub" | "log">,
  actor: UserRow,
  groupId: string,
  userId: string,
): Promise<void> {
  const group = await groupById(services, groupId);
  if (actor.id !== userId) await requireAdmin(services, actor, group);
  if (!(await findMember(services.db, group.row.id, userId))) throw notMember();
  const removed = await deleteMember(services.db, group.row.id, userId, actor.id);
  if (removed === 0) throw await explainRefusal(services, group, actor, userId);
  services.log.info("group.member_removed", { groupId: group.row.id, userId, by: actor.id });
  refresh(services, userId);
}

/** An admin moves a member one step down (roles.ts `downgradedRole`); never the last admin's flag. */
export async function downgrade(
  services: Pick<Services, "db" | "hub">,
  admin: UserRow,
  groupId: string,
  userId: string,
): Promise<Membership> {
  const group = await groupById(services, groupId);
  await requireAdmin(services, admin, group);
  // A racing change to the same member is read again and stepped from there (a few times at most).
  for (let attempt = 0; attempt < 3; attempt++) {
    const target: MemberRow | undefined = await findMember(services.db, group.row.id, userId);
    if (!target) throw notMember();
    const from = { role: target.role, isAdmin: target.is_admin === 1 };
    const to = downgradedRole(from);
    if (!to) throw invalidField("userId", GROUP_MESSAGES.nothingLower);
    const row = await downgradeMember(services.db, { groupId: group.row.id, userId, actorId: admin.id, from, to });
    if (row) {
      refresh(services, userId);
      return toMembership(row);
    }
    const now = await findMember(services.db, group.row.id, userId);
    if (now && now.role === target.role && now.is_admin === target.is_admin) throw await explainRefusal(services, group, admin, userId);
  }
  throw new AppError("conflict", "That member changed while you were changing them. Please try again.");
}
