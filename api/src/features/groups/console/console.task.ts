import {
  type ConsoleMember,
  type ConsoleMemberDetail,
  type ConsoleOverview,
  consoleSections,
  type GroupBooking,
  type GroupStats,
  STATS_MONTHS,
} from "@kora/shared/contracts/group-console.ts";
import type { ApplyField, MemberFilters } from "@kora/shared/contracts/groups.ts";
import { memberRoleLabel, memberStatusLabel } from "@kora/shared/domain/groups/roles.ts";
import { defineReadTask } from "../../../db/read-task.ts";
import { type Page, pageMeta } from "../../../http/pagination.ts";
import { administeredGroups, type GroupBookingRow, groupBookingsPage, groupMonthlyFigures } from "./console.read-model.ts";
import { type MemberRow, memberRow, membersPage } from "./members.read-model.ts";

/**
 * The console's lists and figures as read tasks (db/read-task.ts): the members filters' correlated
 * counts over thousands of members, the group's bookings and its monthly figures run on a reader
 * worker in the server, never on the event loop. That the caller administers the group is checked
 * before, on the main handle (console.service.ts); inputs are plain data.
 */

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
    lastVisitedAt: row.lastVisitedAt,
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

/** GET /groups/:id/members's JSON body: a page of the members matching the (already checked) filters. */
export const membersTask = defineReadTask(
  "console.members",
  async (db, input: { groupId: string; filters: MemberFilters; page: Page; at: string }) => {
    const { total, rows } = await membersPage(db, input.groupId, input.filters, input.page, new Date(input.at));
    return JSON.stringify({ data: rows.map(toConsoleMember), meta: pageMeta(total, input.page) });
  },
);

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

/** GET /groups/:id/members/:userId's member (with apply answers labelled by `applyForm`, the group's form); null when not a member. */
export const memberDetailTask = defineReadTask(
  "console.member",
  async (db, input: { groupId: string; memberId: string; applyForm: string; at: string }): Promise<ConsoleMemberDetail | null> => {
    const row = await memberRow(db, input.groupId, input.memberId, new Date(input.at));
    if (!row) return null;
    const bookings = await groupBookingsPage(db, input.groupId, input.memberId, { page: 1, limit: 5 });
    return {
      ...toConsoleMember(row),
      approvedAt: row.approvedAt,
      answers: answersWithLabels(JSON.parse(input.applyForm) as ApplyField[], row.application),
      recentBookings: bookings.rows.map(toGroupBooking),
    };
  },
);

/** GET /groups/:id/bookings's JSON body: the group's bookings, or one member's. */
export const groupBookingsTask = defineReadTask(
  "console.bookings",
  async (db, input: { groupId: string; memberId: string | null; page: Page }) => {
    const { total, rows } = await groupBookingsPage(db, input.groupId, input.memberId, input.page);
    return JSON.stringify({ data: rows.map(toGroupBooking), meta: pageMeta(total, input.page) });
  },
);

/** The first instant of the month `back` months before `now`'s (UTC). */
const monthStart = (now: Date, back: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));

/** GET /groups/:id/stats's JSON body: the last 12 months, the current one last (public-site §6: high-level numbers only). */
export const groupStatsTask = defineReadTask("console.stats", async (db, input: { groupId: string; at: string }) => {
  const now = new Date(input.at);
  const from = monthStart(now, STATS_MONTHS - 1);
  const figures = await groupMonthlyFigures(db, input.groupId, from.toISOString());
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
  const stats: GroupStats = {
    months,
    totals: {
      members: figures.members,
      videoHours: Math.round((videoSeconds / 3600) * 10) / 10,
      bookings: months.reduce((sum, m) => sum + m.bookings, 0),
    },
  };
  return JSON.stringify({ data: stats });
});

export const CARD_REVIEW_LINK = "/my-kora/kora-cards/review";

/** GET /me/console's JSON body: the groups the caller administers, the sections each has, and cards awaiting review. */
export const consoleOverviewTask = defineReadTask("console.overview", async (db, { userId }: { userId: string }) => {
  const rows = await administeredGroups(db, userId);
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
  const overview: ConsoleOverview = {
    groups,
    review: { count: groups.reduce((sum, g) => sum + g.cardsAwaitingReview, 0), link: CARD_REVIEW_LINK },
  };
  return JSON.stringify({ data: overview });
});
