import { z } from "zod";
import { realtimeCursorSchema } from "./realtime.ts";
import { CURRENCIES } from "../constants.ts";
import { fillMessage } from "../messages.ts";
import { validateName } from "../domain/validation/rules.ts";
import { canonicalTimezone } from "../domain/validation/timezones.ts";

export const USER_TYPES = ["Learner", "Advisor"] as const;
export const userTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userTypeSchema>;

/** A name field checked by the spec's name rule; `label` fills the message ("first name"). */
export const nameField = (label: string) =>
  z.string({ error: fillMessage("required", { field: label }) }).transform((value, ctx) => {
    const message = validateName(value, label);
    if (message) ctx.addIssue({ code: "custom", message });
    return value.trim().replace(/\s+/g, " ");
  });

/** An IANA timezone from the runtime's list, in its canonical spelling ("europe/london" → "Europe/London"). */
export const timezoneField = z.string({ error: fillMessage("required", { field: "timezone" }) }).transform((zone, ctx) => {
  const canonical = canonicalTimezone(zone);
  if (canonical) return canonical;
  ctx.addIssue({ code: "custom", message: fillMessage("timezone") });
  return z.NEVER;
});
export const currencyField = z.enum(CURRENCIES, { error: fillMessage("currency") });

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });
/** An ISO 3166-1 alpha-2 country code this runtime can name ("AU", "GB"…). */
export const isCountryCode = (code: string) => /^[A-Z]{2}$/.test(code) && regionNames.of(code) !== code;
export const countryField = z.string().refine(isCountryCode, "Please choose a country from the list.");

export const userStatsSchema = z.object({
  bookingRequestsLearning: z.number().int(),
  bookingRequestsAdvising: z.number().int(),
  bookingsConfirmed: z.number().int(),
  bookingsArchived: z.number().int(),
  bookingAlerts: z.number().int(),
  bookingActive: z.boolean(),
  /** The confirmed booking whose join window is open now (the booking-reminder modal opens it). */
  activeBookingId: z.string().nullable(),
  alerts: z.number().int(),
  myDetailsAlerts: z.number().int(),
  myDetailsProfileAlerts: z.number().int(),
  myDetailsPayoutAlerts: z.number().int(),
  requiresEmailVerification: z.boolean(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

export const featureFlagsSchema = z.object({
  "booking.payouts": z.boolean(),
  beta: z.boolean(),
  experiments: z.array(z.string()),
});
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

export const userGroupSchema = z.object({ id: z.string(), slug: z.string(), name: z.string(), isAdmin: z.boolean() });

/** The signed-in user as `GET /api/me` returns it; `stats` and `featureFlags` only when appended. */
export const meSchema = z.object({
  id: z.string(),
  slug: z.string(),
  email: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  type: userTypeSchema,
  timezone: z.string(),
  currency: z.enum(CURRENCIES),
  /** ISO 3166-1 alpha-2; decides whether paid cards are possible (payouts). */
  country: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  isPlaceholder: z.boolean(),
  isStaff: z.boolean(),
  hasPassword: z.boolean(),
  planSubscriptions: z.array(z.string()),
  groups: z.array(userGroupSchema),
  instantMeetingLink: z.string(),
  privateChannel: z.string(),
  publicChannel: z.string(),
  /** Where the private channel stood when this was read: the socket resumes from here (no event lost before it attaches). */
  realtimeCursor: realtimeCursorSchema.optional(),
  /** True while the account must verify its email or mobile before using the app (guard 5). */
  verificationRequired: z.boolean(),
  phoneVerified: z.boolean(),
  createdAt: z.string(),
  stats: userStatsSchema.optional(),
  featureFlags: featureFlagsSchema.optional(),
});
export type Me = z.infer<typeof meSchema>;

export { ME_APPENDS } from "../constants.ts";

export const updateMeSchema = z
  .object({
    firstName: nameField("first name"),
    lastName: nameField("last name"),
    type: userTypeSchema,
    timezone: timezoneField,
    currency: currencyField,
    country: countryField.nullable(),
  })
  .partial()
  .strict();
export type UpdateMe = z.input<typeof updateMeSchema>;
