import type { AnalyticsExportKind, AnalyticsLearner } from "@kora/shared/contracts/analytics.ts";
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
import type { Db } from "../../db/database.ts";
import { defineReadTask } from "../../db/read-task.ts";
import { type Page, pageMeta } from "../../http/pagination.ts";
import { allLearners, bookingsSince, firstActivity, incomeTransfersSince, type LearnerRow, learnersPage } from "./analytics.read-model.ts";

/**
 * Pro analytics as read tasks (db/read-task.ts): every booking and transfer of the advisor's months,
 * bucketed and totalled on a reader worker in the server, never on the event loop. Whether the caller
 * may see them (the Pro plan) is checked before, on the main handle (analytics.service.ts); every read
 * is the advisor's own rows.
 */

/** Whose figures, in which zone, as of when. */
export interface AnalyticsInput {
  advisorId: string;
  timeZone: string;
  nowMs: number;
}

/** The figures of `months` (oldest first) in `timeZone`. */
async function figuresOf(db: Db, advisorId: string, months: string[], timeZone: string): Promise<MonthFigures[]> {
  const sinceIso = new Date(monthStartMs(months[0]!, timeZone)).toISOString();
  const [bookings, transfers] = await Promise.all([bookingsSince(db, advisorId, sinceIso), incomeTransfersSince(db, advisorId, sinceIso)]);
  return monthSeries(
    months,
    timeZone,
    bookings.map((b) => ({ status: b.status, requestedMs: Date.parse(b.created_at) })),
    transfers.map((t) => ({ amount: t.amount, currency: t.currency, settledMs: Date.parse(t.created_at), paid: t.status === "succeeded" })),
  );
}

/** `GET /api/me/analytics?months=`'s JSON body: the last `count` months including the current one, with totals. */
export const analyticsTask = defineReadTask("analytics.months", async (db, input: AnalyticsInput & { count: number }) => {
  const months = await figuresOf(db, input.advisorId, lastMonths(input.nowMs, input.timeZone, input.count), input.timeZone);
  return JSON.stringify({ data: { timezone: input.timeZone, months, totals: seriesTotals(months) } });
});

const learnerDto = (row: LearnerRow): AnalyticsLearner => ({
  id: row.id,
  name: `${row.first_name} ${row.last_name}`.trim(),
  email: row.email,
  bookings: Number(row.bookings),
  lastBookingUtc: row.last_start_ms === null ? null : new Date(Number(row.last_start_ms)).toISOString(),
});

/** `GET /api/me/analytics/learners`'s JSON body: people who had a confirmed booking with the advisor, latest first. */
export const learnersTask = defineReadTask("analytics.learners", async (db, { advisorId, page }: { advisorId: string; page: Page }) => {
  const { rows, total } = await learnersPage(db, advisorId, page);
  return JSON.stringify({ data: rows.map(learnerDto), meta: pageMeta(total, page) });
});

const BOOKING_COLUMNS = ["Requested", "Awaiting", "Confirmed", "Completed", "Cancelled", "Expired or missed"];

/** Every month from the first booking or income to the current one, with income columns per currency. */
async function monthsCsv(db: Db, input: AnalyticsInput, currency: string): Promise<string> {
  const { advisorId, timeZone, nowMs } = input;
  const first = await firstActivity(db, advisorId);
  const count = first === null ? 1 : Math.max(1, monthsFromTo(monthKeyIn(Date.parse(first), timeZone), monthKeyIn(nowMs, timeZone)));
  const months = await figuresOf(db, advisorId, lastMonths(nowMs, timeZone, count), timeZone);
  const totals = seriesTotals(months);
  const currencies = totals.income.length > 0 ? totals.income.map((line) => line.currency) : [currency];
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

async function learnersCsv(db: Db, { advisorId, timeZone }: AnalyticsInput): Promise<string> {
  const rows = (await allLearners(db, advisorId)).map(learnerDto);
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

/** `GET /api/me/analytics/export.csv?kind=`'s file: every row, no paging; `currency` heads income columns when there is none. */
export const analyticsCsvTask = defineReadTask(
  "analytics.export",
  (db, input: AnalyticsInput & { kind: AnalyticsExportKind; currency: string }) =>
    input.kind === "learners" ? learnersCsv(db, input) : monthsCsv(db, input, input.currency),
);
