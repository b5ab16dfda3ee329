import type { BookingStatus } from "../bookings/lifecycle.ts";
import { utcToZonedParts, zonedWallToUtcOrNext } from "../availability/zones.ts";

/**
 * Pro analytics' calendar (public-site §1 "booking counts, income reports"): months
 * in the advisor's time zone as "YYYY-MM" keys, and how a booking's status counts. Pure: the caller
 * gives the instant and the zone.
 */

const MONTH_KEY = /^(\d{4})-(\d{2})$/;

/** The advisor-zone calendar month of an instant: "2026-11". */
export const monthKeyIn = (ms: number, timeZone: string): string => utcToZonedParts(ms, timeZone).date.slice(0, 7);

/** The month `by` months after `month` (negative: before). */
export function shiftMonth(month: string, by: number): string {
  const match = MONTH_KEY.exec(month);
  if (!match) throw new RangeError(`Not a month: ${month}`);
  const index = Number(match[1]) * 12 + (Number(match[2]) - 1) + by;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** How many months from `first` to `last`, both included (0 when `last` is before `first`). */
export function monthsFromTo(first: string, last: string): number {
  const index = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));
  return Math.max(0, index(last) - index(first) + 1);
}

/** The last `count` months up to and including the one `nowMs` falls in, oldest first. */
export function lastMonths(nowMs: number, timeZone: string, count: number): string[] {
  const current = monthKeyIn(nowMs, timeZone);
  return Array.from({ length: count }, (_, i) => shiftMonth(current, i - count + 1));
}

/** The first instant of `month` in `timeZone` (local midnight on the 1st, or the first instant after a gap). */
export const monthStartMs = (month: string, timeZone: string): number => zonedWallToUtcOrNext(`${month}-01`, 0, timeZone);

/** Where a booking stands, as the analytics count it: every status falls in exactly one group. */
export const BOOKING_GROUPS = ["awaiting", "confirmed", "completed", "cancelled", "expired"] as const;
export type BookingGroup = (typeof BOOKING_GROUPS)[number];

export const BOOKING_GROUP_OF: Record<BookingStatus, BookingGroup> = {
  "pending-approval": "awaiting",
  "suggested-times": "awaiting",
  confirmed: "confirmed",
  completed: "completed",
  "cancelled-provisional": "cancelled",
  "cancelled-confirmed": "cancelled",
  "provisional-request-expired": "expired",
  "expired-learner-no-show": "expired",
  "expired-advisor-no-show": "expired",
  "expired-both-no-show": "expired",
};

/** One month's booking counts: `requested` is every booking asked for that month; the groups split it by where each stands now. */
export type BookingCounts = { requested: number } & Record<BookingGroup, number>;

export const noBookings = (): BookingCounts => ({ requested: 0, awaiting: 0, confirmed: 0, completed: 0, cancelled: 0, expired: 0 });

/** Money earned in one currency: `earned` is the advisor's share once a session settled (on its way or paid); `paid` has reached them. */
export interface IncomeLine {
  currency: string;
  earned: number;
  paid: number;
}

export interface MonthFigures {
  month: string;
  bookings: BookingCounts;
  income: IncomeLine[];
}

/** A booking as the series reads it: its status and when it was requested (epoch ms). */
export interface BookingFact {
  status: BookingStatus;
  requestedMs: number;
}

/** A transfer to the advisor: its amount in minor units, when the session settled (epoch ms), and whether it has been paid. */
export interface TransferFact {
  amount: number;
  currency: string;
  settledMs: number;
  paid: boolean;
}

const byCurrency = (lines: Map<string, IncomeLine>): IncomeLine[] =>
  [...lines.values()].sort((a, b) => a.currency.localeCompare(b.currency));

function addIncome(lines: Map<string, IncomeLine>, currency: string, earned: number, paid: number) {
  const line = lines.get(currency) ?? { currency, earned: 0, paid: 0 };
  line.earned += earned;
  line.paid += paid;
  lines.set(currency, line);
}

/**
 * Every month of `months` (oldest first) with its figures, months with nothing as zeros; facts outside
 * the months are ignored. Bookings count in the month they were requested; income in the month the
 * session settled.
 */
export function monthSeries(
  months: readonly string[],
  timeZone: string,
  bookings: readonly BookingFact[],
  transfers: readonly TransferFact[],
): MonthFigures[] {
  const counts = new Map(months.map((month) => [month, noBookings()]));
  const income = new Map(months.map((month) => [month, new Map<string, IncomeLine>()]));
  for (const booking of bookings) {
    const row = counts.get(monthKeyIn(booking.requestedMs, timeZone));
    if (!row) continue;
    row.requested++;
    row[BOOKING_GROUP_OF[booking.status]]++;
  }
  for (const transfer of transfers) {
    const lines = income.get(monthKeyIn(transfer.settledMs, timeZone));
    if (lines) addIncome(lines, transfer.currency, transfer.amount, transfer.paid ? transfer.amount : 0);
  }
  return months.map((month) => ({ month, bookings: counts.get(month)!, income: byCurrency(income.get(month)!) }));
}

/** The sums over a series. */
export function seriesTotals(series: readonly MonthFigures[]): { bookings: BookingCounts; income: IncomeLine[] } {
  const bookings = noBookings();
  const lines = new Map<string, IncomeLine>();
  for (const month of series) {
    for (const key of Object.keys(bookings) as (keyof BookingCounts)[]) bookings[key] += month.bookings[key];
    for (const line of month.income) addIncome(lines, line.currency, line.earned, line.paid);
  }
  return { bookings, income: byCurrency(lines) };
}
