import {
  type ConsoleMember,
  type ConsoleMemberDetail,
  type ConsoleOverview,
  consoleSections,
  type GroupBooking,
  type GroupStats,
  parseMemberFilterParams,
  STATS_MONTHS,
} from "@kora/shared/contracts/group-console.ts";
import { type ApplyField, GROUP_MESSAGES } from "@kora/shared/contracts/groups.ts";
import { memberRoleLabel, memberStatusLabel } from "@kora/shared/domain/groups/roles.ts";
import { AppError, forbidden, notFound } from "../../../http/app-error.ts";
import type { Services } from "../../../services.ts";
import type { UserRow } from "../../users/users.table.ts";
import { membership } from "../groups.service.ts";
import { administeredGroups, consoleGroup, type GroupBookingRow, groupBookingsPage, groupMonthlyFigures } from "./console.read-model.ts";
import { type MemberRow, memberRow, membersPage } from "./members.read-model.ts";

/**
 * The admin console (core §2, §7, §9): every call is for the admins of the group in the path. Someone
 * who is not in the group is told it cannot be found (so its existence and members never leak to
 * another group's admin); a member who is not an admin is refused.
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

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

function toConsoleMember(row: MemberRow): ConsoleMember {
  return {
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    avatarUrl: row.avatarUrl,
    status: memberStatusLabel(row.role),
    roleLabel: memberRoleLabel({ role: row.role, isAdmin: row.isAdmin, cardStatuses: row.cardStatuses }),
    role: row.role,
    roleWhenJoined: row.roleWhenJoined,
    isAdmin: row.isAdmin,
    joinedAt: row.joinedAt,
    lastLoginAt: row.lastLoginAt,
    activity28d: { logins: row.logins28d, inmailsOpened: row.inmailsOpened28d, bookings: row.bookings28d },
  };
}

function toGroupBooking(row: GroupBookingRow): GroupBooking {
  return {
    id: row.id,
    status: row.status,
    startAt: row.start_ms === null ? null : new Date(row.start_ms).toISOString(),
    duration: row.duration,
    createdAt: row.created_at,
    card: { id: row.card_id, title: row.card_title },
    advisor: { id: row.advisor_id, name: fullName(row.advisor_first, row.advisor_last) },
    learner: { id: row.learner_id, name: fullName(row.learner_first, row.learner_last) },
    facilitatedBy: row.facilitated_by
      ? { id: row.facilitated_by, name: fullName(row.facilitator_first ?? "", row.facilitator_last ?? "") }
      : null,
  };
}

/** GET /groups/:id/members: a page of members matching the filters (query parameters as core §7 names them). */
export async function listMembers(services: Services, user: UserRow, groupId: string, query: Record<string, string>, page: number) {
  const group = await groupWithMembers(services, user, groupId);
  const parsed = parseMemberFilterParams(query);
  if (!parsed.ok) {
    const first = Object.values(parsed.fields)[0]?.[0] ?? "Please check the filters.";
    throw new AppError("validation_failed", first, parsed.fields);
  }
  const { total, rows } = await membersPage(services.db, group.id, parsed.filters, page, services.now());
  return { total, members: rows.map(toConsoleMember) };
}

function answersWithLabels(form: ApplyField[], application: string | null): ConsoleMemberDetail["answers"] {
  const answers = application ? (JSON.parse(application) as Record<string, string>) : {};
  const known = form
    .filter((field) => answers[field.id]?.trim())
    .map((field) => ({ id: field.id, label: field.label, answer: answers[field.id]! }));
  const removed = Object.entries(answers)
    .filter(([id, answer]) => answer.trim() && !form.some((field) => field.id === id))
    .map(([id, answer]) => ({ id, label: id, answer }));
  return [...known, ...removed];
}

/** GET /groups/:id/members/:userId: the member, their apply answers and their latest bookings with the group. */
export async function memberDetail(services: Services, user: UserRow, groupId: string, memberId: string): Promise<ConsoleMemberDetail> {
  const group = await groupWithMembers(services, user, groupId);
  const row = await memberRow(services.db, group.id, memberId, services.now());
  if (!row) throw notFound(GROUP_MESSAGES.notMember);
  const bookings = await groupBookingsPage(services.db, group.id, memberId, { page: 1, limit: 5 });
  return {
    ...toConsoleMember(row),
    approvedAt: row.approvedAt,
    answers: answersWithLabels(JSON.parse(group.apply_form) as ApplyField[], row.application),
    recentBookings: bookings.rows.map(toGroupBooking),
  };
}

/** GET /groups/:id/bookings?member_id=: the group's bookings, or one member's. */
export async function groupBookings(
  services: Services,
  user: UserRow,
  groupId: string,
  memberId: string | null,
  page: { page: number; limit: number },
) {
  const group = await adminGroup(services, user, groupId);
  if (memberId && !(await membership(services, group.id, memberId))) throw notFound(GROUP_MESSAGES.notMember);
  const { total, rows } = await groupBookingsPage(services.db, group.id, memberId, page);
  return { total, bookings: rows.map(toGroupBooking) };
}

/** The first instant of the month `back` months before `now`'s (UTC). */
const monthStart = (now: Date, back: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));

/** GET /groups/:id/stats: the last 12 months, the current one last (public-site §6: high-level numbers only). */
export async function groupStats(services: Services, user: UserRow, groupId: string): Promise<GroupStats> {
  const group = await adminGroup(services, user, groupId);
  const now = services.now();
  const from = monthStart(now, STATS_MONTHS - 1);
  const figures = await groupMonthlyFigures(services.db, group.id, from.toISOString());
  const months = Array.from({ length: STATS_MONTHS }, (_, i) => {
    const month = monthStart(now, STATS_MONTHS - 1 - i)
      .toISOString()
      .slice(0, 7);
    return {
      month,
      videoHours: Math.round(((figures.videoSeconds.get(month) ?? 0) / 3600) * 10) / 10,
      bookings: figures.bookings.get(month) ?? 0,
      membersJoined: figures.joined.get(month) ?? 0,
    };
  });
  const videoSeconds = [...figures.videoSeconds.values()].reduce((sum, s) => sum + s, 0);
  return {
    months,
    totals: {
      members: figures.members,
      videoHours: Math.round((videoSeconds / 3600) * 10) / 10,
      bookings: months.reduce((sum, m) => sum + m.bookings, 0),
    },
  };
}

export const CARD_REVIEW_LINK = "/my-kora/kora-cards/review";

/** GET /me/console: the groups the caller administers, the sections each has, and cards awaiting review. */
export async function myConsole(services: Pick<Services, "db">, user: UserRow): Promise<ConsoleOverview> {
  const rows = await administeredGroups(services.db, user.id);
  const groups = rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    logoUrl: row.logo_url,
    contentOnly: row.content_only === 1,
    pricingEnabled: row.pricing_enabled === 1,
    memberCount: Number(row.member_count ?? 0),
    awaitingApproval: Number(row.awaiting_count ?? 0),
    cardsAwaitingReview: Number(row.review_count ?? 0),
    sections: consoleSections(row.content_only === 1),
  }));
  return { groups, review: { count: groups.reduce((sum, g) => sum + g.cardsAwaitingReview, 0), link: CARD_REVIEW_LINK } };
}
