import { utcToZonedParts } from "../availability/zones.ts";
import { AWAITING_STATUSES, type BookingStatus } from "../bookings/lifecycle.ts";
import type { Locale } from "../../i18n/locales.ts";

/**
 * Pro-bono minutes and the monthly consultation cap (core §3 User, §9). Pure: a "month" is
 * a calendar month in the advisor's timezone, keyed "YYYY-MM". All amounts are whole minutes.
 */

/** Bookings that hold an advisor's minutes (for the cap and the pro-bono budget); any other status gives them back. */
export const MINUTE_HOLDING_STATUSES: readonly BookingStatus[] = [...AWAITING_STATUSES, "confirmed", "completed"];

/** The monthly pro-bono budget is set in half hours, up to 100 hours a month. */
export const PRO_BONO_STEP_MINUTES = 30;
export const PRO_BONO_BUDGET_MAX_MINUTES = 100 * 60;
/** Pro-bono credit earned from invites never totals more than 100 hours (core §9). */
export const INVITE_CREDIT_MAX_MINUTES = 100 * 60;

/** "2.5 hours": minutes as X.X hours, to the nearest tenth (core §9's pro-bono format). */
export const formatHoursTenths = (minutes: number): string => `${(Math.round(minutes / 6) / 10).toFixed(1)} hours`;

/** "2.5 hours a month": a pro-bono budget as the spec shows it (core §9). */
export const formatProBonoHours = (minutes: number): string => `${formatHoursTenths(minutes)} a month`;

/** The advisor-zone calendar month of an instant: "2026-12". */
export const monthKeyOf = (ms: number, timeZone: string): string => utcToZonedParts(ms, timeZone).date.slice(0, 7);

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2026-12" → "December 2026". */
export function formatMonth(key: string, locale: Locale = "en"): string {
  const [year, month] = key.split("-");
  if (locale !== "en" && Number(month) >= 1 && Number(month) <= 12)
    return new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
      Date.UTC(Number(year), Number(month) - 1),
    );
  return `${MONTH_NAMES[Number(month) - 1] ?? month} ${year}`;
}

/** The distinct months a booking's times fall in, in order. */
export function monthsOf(instants: readonly number[], timeZone: string): string[] {
  return [...new Set(instants.map((ms) => monthKeyOf(ms, timeZone)))].sort();
}

/** A booking that holds the advisor's time: requested, confirmed or completed. */
export interface HeldBooking {
  bookingId: string;
  minutes: number;
  proBono: boolean;
  /** Its start once confirmed; while awaiting an answer, every proposed start (and the old start of a reschedule). */
  instants: number[];
}

export interface MonthUsage {
  /** Every held booking's minutes, pro bono included: what the consultation cap counts. */
  bookedMinutes: number;
  /** Minutes held by pro-bono bookings: what the pro-bono budget counts. */
  proBonoMinutes: number;
}

/**
 * Minutes held per month. Invariant: a booking counts its whole length once in each month one of its
 * instants falls in — a request with times in two months holds both until it is answered, so
 * confirming one of its times never takes a month over its limit.
 */
export function usageByMonth(bookings: readonly HeldBooking[], timeZone: string): Record<string, MonthUsage> {
  const usage: Record<string, MonthUsage> = {};
  for (const booking of bookings) {
    for (const month of monthsOf(booking.instants, timeZone)) {
      const entry = usage[month] ?? { bookedMinutes: 0, proBonoMinutes: 0 };
      entry.bookedMinutes += booking.minutes;
      if (booking.proBono) entry.proBonoMinutes += booking.minutes;
      usage[month] = entry;
    }
  }
  return usage;
}

export interface ProBonoAllowance {
  enabled: boolean;
  /** The advisor's monthly budget (users.pro_bono_minutes). */
  budgetMinutes: number;
  /** Invite credit still unspent (inviteCreditLeft): one pool for good, not an amount every month. */
  inviteCreditMinutes: number;
}

/**
 * Pro-bono minutes left in a month: what the month's budget has left, plus the unspent invite credit
 * (which already counts this month's use beyond its budget); 0 when pro bono is off. Never negative.
 */
export function proBonoRemaining(allowance: ProBonoAllowance, usedMinutes: number): number {
  if (!allowance.enabled) return 0;
  return Math.max(0, allowance.budgetMinutes - usedMinutes) + allowance.inviteCreditMinutes;
}

/**
 * Invite credit (at most 100 hours, earned once) is a pool spent after the monthly budget: what every
 * month's pro-bono use took beyond `budgetMinutes` comes out of it, for good. Never negative.
 */
export function inviteCreditLeft(earnedMinutes: number, budgetMinutes: number, usage: Record<string, MonthUsage>): number {
  const beyondBudget = Object.values(usage).reduce((sum, month) => sum + Math.max(0, month.proBonoMinutes - budgetMinutes), 0);
  return Math.max(0, earnedMinutes - beyondBudget);
}

/** True once a month's booked minutes leave no room under the cap (null = no cap). */
export function capReached(capHours: number | null, bookedMinutes: number): boolean {
  return capHours !== null && bookedMinutes >= capHours * 60;
}

/** Whether `durationMinutes` more fits under the cap: booked + duration ≤ cap (null = no cap). */
export function fitsCap(capHours: number | null, bookedMinutes: number, durationMinutes: number): boolean {
  return capHours === null || bookedMinutes + durationMinutes <= capHours * 60;
}

/** The part of an invite's `requested` minutes that fits under the 100-hour invite credit cap. Never negative. */
export function inviteCreditGrant(currentTotalMinutes: number, requestedMinutes: number): number {
  return Math.max(0, Math.min(Math.max(0, requestedMinutes), INVITE_CREDIT_MAX_MINUTES - currentTotalMinutes));
}

export type MonthRefusal = { kind: "cap"; month: string } | { kind: "pro-bono"; month: string; remainingMinutes: number };

export interface MonthCheck {
  /** The months the booking's times fall in. */
  months: readonly string[];
  /** Months the booking already held before this change: they were checked when it took them. */
  exempt?: readonly string[];
  durationMinutes: number;
  /** Usage by every other held booking of the advisor. */
  usage: Record<string, MonthUsage>;
  capHours: number | null;
  /** The advisor's pro-bono allowance when the booking uses pro-bono credit; null when it is paid or free anyway. */
  proBono: ProBonoAllowance | null;
}

/**
 * Why a booking of `durationMinutes` may not take these months, or null when it may: the cap first
 * (it closes the month to everyone), then the pro-bono minutes. Months in `exempt` are not checked.
 */
export function checkMonths(input: MonthCheck): MonthRefusal | null {
  const exempt = new Set(input.exempt ?? []);
  for (const month of input.months) {
    if (exempt.has(month)) continue;
    const used = input.usage[month] ?? { bookedMinutes: 0, proBonoMinutes: 0 };
    if (!fitsCap(input.capHours, used.bookedMinutes, input.durationMinutes)) return { kind: "cap", month };
    if (input.proBono) {
      const remainingMinutes = proBonoRemaining(input.proBono, used.proBonoMinutes);
      if (remainingMinutes < input.durationMinutes) return { kind: "pro-bono", month, remainingMinutes };
    }
  }
  return null;
}

export type ProBonoChoice = { kind: "available" } | { kind: "short"; month: string } | { kind: "none" };

/**
 * What the book form offers a learner on a pro-bono card: "available" when every chosen time's month
 * (in the advisor's zone) has `durationMinutes` of pro bono left — before any time is chosen, when some
 * month ahead has; "short" naming the first chosen month that hasn't; "none" when no month ahead has.
 * `remaining` maps months to minutes left; a month it doesn't list has none.
 */
export function proBonoChoice(
  remaining: Record<string, number>,
  timeZone: string,
  timesMs: readonly number[],
  durationMinutes: number,
): ProBonoChoice {
  if (!Object.values(remaining).some((minutes) => minutes >= durationMinutes)) return { kind: "none" };
  const short = monthsOf(timesMs, timeZone).find((month) => (remaining[month] ?? 0) < durationMinutes);
  return short ? { kind: "short", month: short } : { kind: "available" };
}
