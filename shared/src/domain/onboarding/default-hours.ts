import type { WorkingHoursRule } from "../availability/working-hours.ts";

/** What the working-hours page offers a new advisor with none: weekdays, 9 am to 5 pm in their own zone. */
export const DEFAULT_WORKING_HOURS: readonly WorkingHoursRule[] = Object.freeze(
  ([1, 2, 3, 4, 5] as const).map((day) => Object.freeze({ day, startMinute: 9 * 60, endMinute: 17 * 60 })),
);

/** The offer as people read it, `zone` being how the page names their timezone: "Start with Mon–Fri, 9 am – 5 pm in London time?" */
export const defaultHoursOffer = (zone: string) => `Start with Mon–Fri, 9 am – 5 pm in ${zone}?`;

/** Minutes of the week the default hours cover (40 hours). */
export const weeklyMinutes = (rules: readonly WorkingHoursRule[]) =>
  rules.reduce((sum, rule) => sum + rule.endMinute - rule.startMinute, 0);
