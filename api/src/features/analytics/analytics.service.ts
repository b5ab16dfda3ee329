import { BRAND } from "@kora/shared/brand.ts";
import {
  ANALYTICS_LEARNERS_PAGE_SIZE,
  ANALYTICS_MESSAGES,
  type Analytics,
  type AnalyticsExportKind,
  type AnalyticsLearner,
} from "@kora/shared/contracts/analytics.ts";
import { buildCsv, type CsvValue, majorUnits } from "@kora/shared/domain/analytics/csv.ts";
import {
  lastMonths,
  monthKeyIn,
  monthSeries,
  monthStartMs,
  monthsFromTo,
  seriesTotals,
  type MonthFigures,
} from "@kora/shared/domain/analytics/months.ts";
import { utcToZonedParts } from "@kora/shared/domain/availability/zones.ts";
import { hasExtra, planOf } from "@kora/shared/domain/plans/plans.ts";
import { forbidden } from "../../http/app-error.ts";
import type { Services } from "../../services.ts";
import { activePlanSlugs } from "../users/users.service.ts";
import type { UserRow } from "../users/users.table.ts";
import { allLearners, bookingsSince, firstActivity, incomeTransfersSince, type LearnerRow, learnersPage } from "./analytics.read-model.ts";

/**
 * Pro analytics (issue 18 item 5; public-site §1 Pro: data analytics). The advisor's own figures only,
 * for people on the Pro plan; definitions of the counts and income in shared/src/contracts/analytics.ts.
 */

/** 403 with the plan's name unless the caller's plan has the analytics extra. */
async function requireAnalytics(services: Services, user: UserRow): Promise<void> {
  if (!hasExtra(planOf(await activePlanSlugs(services, user.id)), "analytics")) throw forbidden(ANALYTICS_MESSAGES.proOnly);
}

/** The advisor's zone; a stored zone the runtime doesn't know reads as UTC rather than failing the page. */
function zoneOf(user: UserRow): string {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: user.timezone });
    return user.timezone;
  } catch {
    return "UTC";
  }
}

/** The figures of `months` (oldest first) in `timeZone`. */
async function figuresOf(services: Services, advisorId: string, months: string[], timeZone: string): Promise<MonthFigures[]> {
  const sinceIso = new Date(monthStartMs(months[0]!, timeZone)).toISOString();
  const [bookings, transfers] = await Promise.all([
    bookingsSince(services.db, advisorId, sinceIso),
    incomeTransfersSince(services.db, advisorId, sinceIso),
  ]);
  return monthSeries(
    months,
    timeZone,
    bookings.map((b) => ({ status: b.status, requestedMs: Date.parse(b.created_at) })),
    transfers.map((t) => ({ amount: t.amount, currency: t.currency, settledMs: Date.parse(t.created_at), paid: t.status === "succeeded" })),
  );
}

/** `GET /api/me/analytics?months=`: the last `count` months including the current one, with totals. */
export async function myAnalytics(services: Services, user: UserRow, count: number): Promise<Analytics> {
  await requireAnalytics(services, user);
  const timezone = zoneOf(user);
  const months = await figuresOf(services, user.id, lastMonths(services.now().getTime(), timezone, count), timezone);
  return { timezone, months, totals: seriesTotals(months) };
}

const learnerDto = (row: LearnerRow): AnalyticsLearner => ({
  id: row.id,
  name: `${row.first_name} ${row.last_name}`.trim(),
  email: row.email,
  bookings: Number(row.bookings),
  lastBookingUtc: row.last_start_ms === null ? null : new Date(Number(row.last_start_ms)).toISOString(),
});

/** `GET /api/me/analytics/learners?page=`: people who had a confirmed booking with the caller, latest session first. */
export async function myLearners(services: Services, user: UserRow, page: number): Promise<{ data: AnalyticsLearner[]; total: number }> {
  await requireAnalytics(services, user);
  const { rows, total } = await learnersPage(services.db, user.id, page, ANALYTICS_LEARNERS_PAGE_SIZE);
  return { data: rows.map(learnerDto), total };
}

const BOOKING_COLUMNS = ["Requested", "Awaiting", "Confirmed", "Completed", "Cancelled", "Expired or missed"];

/** Every month from the first booking or income to the current one, with income columns per currency. */
async function monthsCsv(services: Services, user: UserRow, timeZone: string): Promise<string> {
  const nowMs = services.now().getTime();
  const first = await firstActivity(services.db, user.id);
  const count = first === null ? 1 : Math.max(1, monthsFromTo(monthKeyIn(Date.parse(first), timeZone), monthKeyIn(nowMs, timeZone)));
  const months = await figuresOf(services, user.id, lastMonths(nowMs, timeZone, count), timeZone);
  const totals = seriesTotals(months);
  const currencies = totals.income.length > 0 ? totals.income.map((line) => line.currency) : [user.currency];
  const header = ["Month", ...BOOKING_COLUMNS, ...currencies.flatMap((c) => [`Earned (${c})`, `Paid out (${c})`])];
  const rows = months.map((m): CsvValue[] => {
    const b = m.bookings;
    const income = currencies.flatMap((c) => {
      const line = m.income.find((l) => l.currency === c);
      return [majorUnits(line?.earned ?? 0), majorUnits(line?.paid ?? 0)];
    });
    return [m.month, b.requested, b.awaiting, b.confirmed, b.completed, b.cancelled, b.expired, ...income];
  });
  return buildCsv(header, rows);
}

async function learnersCsv(services: Services, user: UserRow, timeZone: string): Promise<string> {
  const rows = (await allLearners(services.db, user.id)).map(learnerDto);
  return buildCsv(
    ["Name", "Email", "Confirmed bookings", `Last session (${timeZone})`],
    rows.map((l) => [
      l.name,
      l.email,
      l.bookings,
      l.lastBookingUtc === null ? null : utcToZonedParts(Date.parse(l.lastBookingUtc), timeZone).date,
    ]),
  );
}

/** `GET /api/me/analytics/export.csv?kind=`: every row (no paging) and the file's name. */
export async function analyticsCsv(
  services: Services,
  user: UserRow,
  kind: AnalyticsExportKind,
): Promise<{ filename: string; csv: string }> {
  await requireAnalytics(services, user);
  const timeZone = zoneOf(user);
  const today = utcToZonedParts(services.now().getTime(), timeZone).date;
  const csv = kind === "learners" ? await learnersCsv(services, user, timeZone) : await monthsCsv(services, user, timeZone);
  return { filename: `${BRAND.slug}-${kind}-${today}.csv`, csv };
}
