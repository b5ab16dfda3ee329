import { z } from "zod";
import { PLANS, PRO_EXTRAS } from "../domain/plans/plans.ts";

/**
 * Pro analytics (public-site §1 Pro: "data analytics (learner emails, booking counts,
 * income reports)"). Routes, all under /api, signed in (401) and on the Pro plan (403 otherwise):
 *
 * - GET /me/analytics?months=12             the advisor's months (their time zone), current one last, with totals
 * - GET /me/analytics/learners?page=        people who had a confirmed booking with them, 10 a page, latest first
 * - GET /me/analytics/export.csv?kind=learners|months   every row as CSV (months: since the first booking or income)
 *
 * Bookings count in the month they were requested, split by where each stands now. Income is the
 * advisor's share of settled sessions (the transfers to them, in minor units per currency), in the
 * month the session settled: `earned` once it is decided (scheduled, on hold or paid), `paid` once it
 * reached them. Refunded money and failed or reversed transfers are never income.
 */

export const ANALYTICS_DEFAULT_MONTHS = 12;
export const ANALYTICS_MAX_MONTHS = 36;
export const ANALYTICS_LEARNERS_PAGE_SIZE = 10;
export const ANALYTICS_EXPORT_KINDS = ["learners", "months"] as const;
export type AnalyticsExportKind = (typeof ANALYTICS_EXPORT_KINDS)[number];

export const ANALYTICS_MESSAGES = {
  proOnly: `Analytics come with the ${PLANS.pro.name} plan. Request ${PLANS.pro.name} to see your learners, bookings and income.`,
  months: `Please choose between 1 and ${ANALYTICS_MAX_MONTHS} months.`,
  page: "Please give a page number.",
  kind: `Please choose what to export: ${ANALYTICS_EXPORT_KINDS.join(" or ")}.`,
} as const;

/** What the page tells everyone about the extra (the plans table's own words). */
export const ANALYTICS_EXTRA = PRO_EXTRAS.analytics;

export const analyticsQuerySchema = z.object({
  months: z.coerce
    .number({ error: ANALYTICS_MESSAGES.months })
    .int({ error: ANALYTICS_MESSAGES.months })
    .min(1, { error: ANALYTICS_MESSAGES.months })
    .max(ANALYTICS_MAX_MONTHS, { error: ANALYTICS_MESSAGES.months })
    .default(ANALYTICS_DEFAULT_MONTHS),
});

export const analyticsExportQuerySchema = z.object({ kind: z.enum(ANALYTICS_EXPORT_KINDS, { error: ANALYTICS_MESSAGES.kind }) });

const count = z.number().int().min(0);

export const bookingCountsSchema = z.object({
  /** Every booking asked for in the month; the five below split it. */
  requested: count,
  awaiting: count,
  confirmed: count,
  completed: count,
  cancelled: count,
  /** Requests that lapsed, and sessions someone didn't join. */
  expired: count,
});
export type BookingCountsDto = z.infer<typeof bookingCountsSchema>;

export const incomeLineSchema = z.object({ currency: z.string(), earned: count, paid: count });
export type IncomeLineDto = z.infer<typeof incomeLineSchema>;

export const analyticsMonthSchema = z.object({
  /** "YYYY-MM" in the advisor's time zone. */
  month: z.string(),
  bookings: bookingCountsSchema,
  income: z.array(incomeLineSchema),
});
export type AnalyticsMonth = z.infer<typeof analyticsMonthSchema>;

export const analyticsSchema = z.object({
  timezone: z.string(),
  months: z.array(analyticsMonthSchema),
  totals: z.object({ bookings: bookingCountsSchema, income: z.array(incomeLineSchema) }),
});
export type Analytics = z.infer<typeof analyticsSchema>;

export const analyticsLearnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  /** Their bookings with this advisor that were confirmed (held, cancelled or missed later or not). */
  bookings: count,
  /** The latest of those sessions' start (UTC ISO). */
  lastBookingUtc: z.string().nullable(),
});
export type AnalyticsLearner = z.infer<typeof analyticsLearnerSchema>;
