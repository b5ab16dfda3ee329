import { z } from "zod";
import { formatDuration } from "../domain/format/text.ts";
import { formatMonth, PRO_BONO_BUDGET_MAX_MINUTES, PRO_BONO_STEP_MINUTES } from "../domain/money/pro-bono.ts";

/** Pro-bono minutes and the monthly consultation cap (core §3, §7 `me/pro-bono`, §9). Minutes are whole minutes. */

const minutes = z.number().int().min(0);

/** `GET /api/me/pro-bono` (and the answer of `PUT`): the advisor's pro-bono budget and this month's use, in their timezone. */
export const proBonoSummarySchema = z.object({
  enabled: z.boolean(),
  /** The monthly pro-bono budget (the spec's `probono_minutes`). */
  probono_minutes: minutes,
  /** The calendar month these figures are for, "YYYY-MM" in the advisor's timezone. */
  month: z.string(),
  /** Minutes held this month by pro-bono bookings that are requested, confirmed or completed. */
  used_minutes: minutes,
  /** What this month's budget has left, plus the unspent invite credit; 0 while pro bono is off. */
  remaining_minutes: minutes,
  /** Pro-bono credit from invites still unspent: earned once (at most 100 hours), spent when a month goes beyond its budget. */
  invite_credit_minutes: minutes,
  /** The monthly consultation cap in hours, pro bono included; null for none (set with PUT /api/me/availability). */
  consultation_cap_hours: z.number().int().nullable(),
  /** Minutes of all requested, confirmed and completed bookings this month: what the cap counts. */
  booked_minutes_this_month: minutes,
});
export type ProBonoSummary = z.infer<typeof proBonoSummarySchema>;

const BUDGET_MESSAGE = `Please choose up to ${PRO_BONO_BUDGET_MAX_MINUTES / 60} hours a month, in half hours.`;

/** The monthly pro-bono budget in minutes: whole half hours, 0–100 hours. */
export const proBonoBudgetField = z
  .number({ error: BUDGET_MESSAGE })
  .int(BUDGET_MESSAGE)
  .min(0, BUDGET_MESSAGE)
  .max(PRO_BONO_BUDGET_MAX_MINUTES, BUDGET_MESSAGE)
  .multipleOf(PRO_BONO_STEP_MINUTES, BUDGET_MESSAGE);

/** `PUT /api/me/pro-bono`: turn pro bono on or off and set the monthly budget; each may come alone. */
export const updateProBonoSchema = z
  .object({
    enabled: z.boolean({ error: "Please say whether you offer pro bono sessions." }),
    probono_minutes: proBonoBudgetField,
  })
  .partial()
  .strict();
export type UpdateProBono = z.input<typeof updateProBonoSchema>;

/** `GET /api/cards/{id}/pro-bono`: whether a learner may use pro-bono credit on this card, and the minutes left per month ahead. */
export const cardProBonoSchema = z.object({
  /** The card offers pro bono and its advisor has it switched on. */
  offered: z.boolean(),
  /** The advisor's timezone: months are its calendar months. */
  timezone: z.string(),
  /** This month and the next twelve (the booking horizon); empty when not offered. */
  months: z.array(z.object({ month: z.string(), remaining_minutes: minutes })),
});
export type CardProBono = z.infer<typeof cardProBonoSchema>;

/** What a refused request or change of times says (422s on `useProbonoCredit` and on the times). */
export const PRO_BONO_MESSAGES = {
  notOffered: "This card doesn't offer pro bono sessions.",
  switchedOff: (firstName: string) => `${firstName} isn't taking pro bono sessions right now.`,
  noneLeft: (firstName: string, month: string, remaining: number) =>
    remaining === 0
      ? `${firstName} has no pro bono time left in ${formatMonth(month)}.`
      : `${firstName} has only ${formatDuration(remaining)} of pro bono time left in ${formatMonth(month)}: please choose a shorter session.`,
  capReached: (firstName: string, month: string) =>
    `${firstName} has reached their monthly hours limit for ${formatMonth(month)}. Please choose a time in another month.`,
} as const;
