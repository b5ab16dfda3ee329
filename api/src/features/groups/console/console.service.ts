import { type ConsoleMemberDetail, parseMemberFilterParams } from "@kora/shared/contracts/group-console.ts";
import { GROUP_MESSAGES } from "@kora/shared/contracts/groups.ts";
import { AppError, forbidden, notFound } from "../../../http/app-error.ts";
import type { Page } from "../../../http/pagination.ts";
import type { Services } from "../../../services.ts";
import type { UserRow } from "../../users/users.table.ts";
import { membership } from "../groups.service.ts";
import { consoleGroup } from "./console.read-model.ts";
import { consoleOverviewTask, groupBookingsTask, groupStatsTask, memberDetailTask, membersTask } from "./console.task.ts";

/**
 * The admin console (core §2, §7, §9): every call is for the admins of the group in the path. Someone
 * who is not in the group is told it cannot be found (so its existence and members never leak to
 * another group's admin); a member who is not an admin is refused. Those checks run here; the lists
 * and figures are computed on the reader pool (console.task.ts), and each answers its JSON body.
 */
export async function adminGroup(services: Pick<Services, "db">, user: UserRow, groupId: string) {
  const group = await consoleGroup(services.db, groupId);
  const mine = group ? await membership(services, group.id, user.id) : undefined;
  if (!group || !mine) throw notFound(GROUP_MESSAGES.notFound);
  if (mine.is_admin !== 1) throw forbidden(GROUP_MESSAGES.adminOnly);
  return group;
}

/** As `adminGroup`, for the sections that need members: content-only groups have none (core §2). */
async function groupWithMembers(services: Pick<Services, "db">, user: UserRow, groupId: string) {
  const group = await adminGroup(services, user, groupId);
  if (group.content_only === 1) throw notFound(GROUP_MESSAGES.contentOnly);
  return group;
}

type ConsoleServices = Pick<Services, "db" | "reads" | "now">;

/** GET /groups/:id/members: a page of members matching the filters (query parameters as core §7 names them). */
export async function listMembers(services: ConsoleServices, user: UserRow, groupId: string, query: Record<string, string>, page: Page) {
  const group = await groupWithMembers(services, user, groupId);
  const parsed = parseMemberFilterParams(query);
  if (!parsed.ok) {
    const first = Object.values(parsed.fields)[0]?.[0] ?? "Please check the filters.";
    throw new AppError("validation_failed", first, parsed.fields);
  }
  return services.reads.run(membersTask, { groupId: group.id, filters: parsed.filters, page, at: services.now().toISOString() });
}

/** GET /groups/:id/members/:userId: the member, their apply answers and their latest bookings with the group. */
export async function memberDetail(
  services: ConsoleServices,
  user: UserRow,
  groupId: string,
  memberId: string,
): Promise<ConsoleMemberDetail> {
  const group = await groupWithMembers(services, user, groupId);
  const detail = await services.reads.run(memberDetailTask, {
    groupId: group.id,
    memberId,
    applyForm: group.apply_form,
    at: services.now().toISOString(),
  });
  if (!detail) throw notFound(GROUP_MESSAGES.notMember);
  return detail;
}

/** GET /groups/:id/bookings?member_id=: the group's bookings, or one member's. */
export async function groupBookings(services: ConsoleServices, user: UserRow, groupId: string, memberId: string | null, page: Page) {
  const group = await adminGroup(services, user, groupId);
  if (memberId && !(await membership(services, group.id, memberId))) throw notFound(GROUP_MESSAGES.notMember);
  return services.reads.run(groupBookingsTask, { groupId: group.id, memberId, page });
}

/** GET /groups/:id/stats: the last 12 months, the current one last (public-site §6: high-level numbers only). */
export async function groupStats(services: ConsoleServices, user: UserRow, groupId: string) {
  const group = await adminGroup(services, user, groupId);
  return services.reads.run(groupStatsTask, { groupId: group.id, at: services.now().toISOString() });
}

/** GET /me/console: the groups the caller administers, the sections each has, and cards awaiting review. */
export function myConsole(services: Pick<Services, "reads">, user: UserRow) {
  return services.reads.run(consoleOverviewTask, { userId: user.id });
}
