import { z } from "zod";
import { DASHBOARD_ALERT_KINDS } from "../domain/dashboard/alerts.ts";
import { BOOKING_STATUSES } from "../domain/bookings/lifecycle.ts";

/**
 * The dashboard (core §2 dashboard and alert counters).
 * - GET /api/me/dashboard  → dashboardDto: what is waiting for me, my next sessions, requests I must
 *   answer, and this month's money. Amounts are integers in the minor units of their currency.
 */
export const dashboardAlertSchema = z.object({
  kind: z.enum(DASHBOARD_ALERT_KINDS),
  count: z.number().int().positive(),
  text: z.string(),
  link: z.string(),
});
export type DashboardAlertDto = z.infer<typeof dashboardAlertSchema>;

const partyRole = z.enum(["advisor", "learner"]);

/** A confirmed session still to come (or on now), as the caller sees it. */
export const upcomingSessionSchema = z.object({
  bookingId: z.string(),
  role: partyRole,
  otherName: z.string(),
  cardTitle: z.string(),
  startUtc: z.string(),
  endUtc: z.string(),
  /** The call opens this long before the start (JOIN_OPENS_MINUTES). */
  joinOpensAtUtc: z.string(),
  joinLink: z.string(),
  link: z.string(),
});
export type UpcomingSessionDto = z.infer<typeof upcomingSessionSchema>;

/** A booking waiting for the caller's answer: a new request (advisor) or times the advisor put to them (learner). */
export const requestNeedingAnswerSchema = z.object({
  bookingId: z.string(),
  role: partyRole,
  otherName: z.string(),
  cardTitle: z.string(),
  status: z.enum(BOOKING_STATUSES),
  statusLabel: z.string(),
  /** The proposed starts, soonest first. */
  proposedTimesUtc: z.array(z.string()),
  expiresAtUtc: z.string().nullable(),
  link: z.string(),
});
export type RequestNeedingAnswerDto = z.infer<typeof requestNeedingAnswerSchema>;

export const moneyTotalSchema = z.object({
  currency: z.string(),
  amount: z.number().int(),
  sessions: z.number().int().nonnegative(),
});
export type MoneyTotalDto = z.infer<typeof moneyTotalSchema>;

/** This calendar month in the user's time zone: what they earned advising and spent learning, per currency. */
export const monthMoneySchema = z.object({
  month: z.string(),
  label: z.string(),
  earnings: z.array(moneyTotalSchema),
  spending: z.array(moneyTotalSchema),
});
export type MonthMoneyDto = z.infer<typeof monthMoneySchema>;

export const dashboardSchema = z.object({
  alerts: z.array(dashboardAlertSchema),
  upcoming: z.object({ items: z.array(upcomingSessionSchema), total: z.number().int() }),
  requests: z.object({ items: z.array(requestNeedingAnswerSchema), total: z.number().int() }),
  /** Null for placeholder users (a guest's limited dashboard has no money panel). */
  money: monthMoneySchema.nullable(),
});
export type DashboardDto = z.infer<typeof dashboardSchema>;

/** How many upcoming sessions and requests the dashboard lists (the pages list the rest). */
export const DASHBOARD_LIST_LIMIT = 5;
