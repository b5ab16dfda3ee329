import { appPath } from "@kora/shared/brand.ts";
import {
  DASHBOARD_LIST_LIMIT,
  type DashboardDto,
  type MoneyTotalDto,
  type MonthMoneyDto,
  type RequestNeedingAnswerDto,
  type UpcomingSessionDto,
} from "@kora/shared/contracts/dashboard.ts";
import { BOOKING_STATUS_LABELS, JOIN_OPENS_MINUTES } from "@kora/shared/domain/bookings/lifecycle.ts";
import { dashboardAlerts } from "@kora/shared/domain/dashboard/alerts.ts";
import { monthWindow } from "@kora/shared/domain/dashboard/month.ts";
import type { Db } from "../../db/database.ts";
import { defineReadTask } from "../../db/read-task.ts";
import { awaitingReview } from "../reviews/reviews.service.ts";
import { userStats } from "../users/users.service.ts";
import type { UserRow } from "../users/users.table.ts";
import { earningsBetween, type MoneyRow, requestsAwaiting, spendingBetween, upcomingSessions } from "./dashboard.read-model.ts";

/** What the dashboard's parts read with: a database handle and the request's instant. */
interface Reads {
  db: Db;
  now: () => Date;
}

const iso = (ms: number) => new Date(ms).toISOString();
const fullName = (row: { first_name: string; last_name: string }) => `${row.first_name} ${row.last_name}`.trim();
const bookingLink = (id: string, sub?: "join") => appPath(`bookings/${encodeURIComponent(id)}${sub ? `/${sub}` : ""}`);
const roleOf = (row: { advisor_id: string }, userId: string) => (row.advisor_id === userId ? ("advisor" as const) : ("learner" as const));

async function upcoming(services: Reads, user: UserRow) {
  const { rows, total } = await upcomingSessions(services.db, user.id, services.now().getTime(), DASHBOARD_LIST_LIMIT);
  const items: UpcomingSessionDto[] = rows.map((row) => ({
    bookingId: row.id,
    role: roleOf(row, user.id),
    otherName: fullName(row),
    cardTitle: row.title,
    startUtc: iso(row.start_ms!),
    endUtc: iso(row.end_ms!),
    joinOpensAtUtc: iso(row.start_ms! - JOIN_OPENS_MINUTES * 60_000),
    joinLink: bookingLink(row.id, "join"),
    link: bookingLink(row.id),
  }));
  return { items, total };
}

async function requests(services: Reads, user: UserRow) {
  const { rows, times, total } = await requestsAwaiting(services.db, user.id, DASHBOARD_LIST_LIMIT);
  const items: RequestNeedingAnswerDto[] = rows.map((row) => ({
    bookingId: row.id,
    role: roleOf(row, user.id),
    otherName: fullName(row),
    cardTitle: row.title,
    status: row.status,
    statusLabel: BOOKING_STATUS_LABELS[row.status],
    proposedTimesUtc: times.filter((t) => t.booking_id === row.id).map((t) => iso(t.start_ms)),
    expiresAtUtc: row.request_expires_at_ms === null ? null : iso(row.request_expires_at_ms),
    link: bookingLink(row.id),
  }));
  return { items, total };
}

const totals = (rows: MoneyRow[]): MoneyTotalDto[] =>
  rows.map((row) => ({ currency: row.currency, amount: Number(row.amount ?? 0), sessions: Number(row.sessions) }));

/**
 * This calendar month in the user's time zone. Earnings: the advisor's share of the sessions settled
 * this month (the transfer recorded when a session ends, paid out or still due). Spending: what the
 * user's card paid for sessions this month, less refunds issued this month. Credit isn't card money
 * and shows in neither.
 */
async function money(services: Reads, user: UserRow): Promise<MonthMoneyDto> {
  const month = monthWindow(services.now().getTime(), user.timezone);
  const [from, to] = [iso(month.startMs), iso(month.endMs)];
  const [earnings, spending] = await Promise.all([
    earningsBetween(services.db, user.id, from, to),
    spendingBetween(services.db, user.id, from, to),
  ]);
  return { month: month.key, label: month.label, earnings: totals(earnings), spending: totals(spending) };
}

/**
 * GET /api/me/dashboard (core §2 dashboard): alerts from the user's real stats, their
 * next sessions, the requests waiting on their answer and this month's money. Placeholder users get
 * what applies to a guest: no money panel (their stats carry no profile or payout alerts).
 */
async function dashboardOf(services: Reads, user: UserRow): Promise<DashboardDto> {
  const placeholder = user.is_placeholder === 1;
  const [stats, reviews, upcomingPart, requestsPart, moneyPart] = await Promise.all([
    userStats(services, user),
    awaitingReview(services, user),
    upcoming(services, user),
    requests(services, user),
    placeholder ? null : money(services, user),
  ]);
  return {
    alerts: dashboardAlerts({
      stats: placeholder ? { ...stats, myDetailsProfileAlerts: 0, myDetailsPayoutAlerts: 0 } : stats,
      awaitingReview: reviews,
    }),
    upcoming: upcomingPart,
    requests: requestsPart,
    money: moneyPart,
  };
}

/**
 * The dashboard's JSON body (`{ data }`) as one read task: its dozen reads and their shaping run on a
 * reader worker in the server, never on the event loop. `user` is the signed-in caller's row.
 */
export const dashboardTask = defineReadTask("dashboard.of", async (db, input: { user: UserRow; at: string }) =>
  JSON.stringify({ data: await dashboardOf({ db, now: () => new Date(input.at) }, input.user) }),
);
