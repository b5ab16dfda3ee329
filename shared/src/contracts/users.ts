import { z } from "zod";
import { realtimeCursorSchema } from "./realtime.ts";
import { CURRENCIES } from "../constants.ts";
import { LOCALES } from "../i18n/locales.ts";
import { fillMessage } from "../messages.ts";
import { validateName } from "../domain/validation/rules.ts";
import { canonicalTimezone } from "../domain/validation/timezones.ts";
import { TEXT_LIMITS } from "../domain/validation/text-limit.ts";
import { isLanguageCode } from "../domain/users/languages.ts";
import {
  checkSocialLink,
  interestKey,
  PROFILE_LIMITS,
  repeatedIndexes,
  tidyInterest,
  tooManyMessage,
} from "../domain/users/profile-rules.ts";
import { limitedText } from "./text.ts";

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
/** A language Kora speaks (shared/src/i18n/locales.ts). */
export const localeField = z.enum(LOCALES, { error: "Please choose a language from the list." });

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
  /** Calendar connections that stopped syncing (`failing`; core §7): the menu's Calendar alert. */
  calendarAlerts: z.number().int(),
  requiresEmailVerification: z.boolean(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

export const featureFlagsSchema = z.object({
  "booking.payouts": z.boolean(),
  beta: z.boolean(),
  experiments: z.array(z.string()),
});
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

export const userGroupSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  isAdmin: z.boolean(),
  /** A content-only group has resources but no members: its admins get no Members or InMail console pages (core §2). */
  contentOnly: z.boolean().optional(),
});

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
  /** The language Kora speaks to this person in: screens, mails, texts and calendar files. */
  locale: z.enum(LOCALES),
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
  /** The mobile number in E.164 (verified when `phoneVerified`), or null. */
  phone: z.string().nullable(),
  /** Whether the 10-minute SMS reminder goes to the verified phone (the user's opt-out). */
  smsReminders: z.boolean(),
  /** False until the person confirms their time zone (at sign-up, or once when the dashboard asks). */
  timezoneConfirmed: z.boolean(),
  /** The professional profile link given at sign-up (LinkedIn, GitHub…), or null. */
  professionalUrl: z.string().nullable(),
  /** Profile (core §3): free text, or null when not given. */
  location: z.string().nullable(),
  education: z.string().nullable(),
  /** http(s) links, stored normalised (see checkSocialLink); the icon comes from the host (core §9). */
  socialLinks: z.array(z.string()),
  /** ISO 639-1 codes. */
  languagesSpoken: z.array(z.string()),
  interests: z.array(z.string()),
  /** Category ids. */
  categoryInterests: z.array(z.string()),
  createdAt: z.string(),
  stats: userStatsSchema.optional(),
  featureFlags: featureFlagsSchema.optional(),
});
export type Me = z.infer<typeof meSchema>;

export { ME_APPENDS } from "../constants.ts";

/** Free text that may be cleared: "" (or null) is stored as null. */
const optionalText = (limit: Parameters<typeof limitedText>[0]) =>
  limitedText(limit)
    .nullable()
    .transform((text) => text || null);

/** Flags every repeat of an earlier entry with 'already chosen' (public-site §5 notInArray). */
const noRepeats =
  <T>(key: (item: T) => string) =>
  (items: T[], ctx: z.RefinementCtx) => {
    for (const index of repeatedIndexes(items, key)) ctx.addIssue({ code: "custom", message: fillMessage("notInArray"), path: [index] });
  };

/** Up to 8 links, each checked per network and stored normalised; the same page twice is 'already chosen'. */
export const socialLinksField = z
  .array(z.string({ error: fillMessage("url") }))
  .max(PROFILE_LIMITS.socialLinks, tooManyMessage(PROFILE_LIMITS.socialLinks, "links"))
  .transform((links, ctx) => {
    const checked = links.map((link, index) => {
      const check = checkSocialLink(link);
      if (!check.ok) ctx.addIssue({ code: "custom", message: check.message, path: [index] });
      return check.ok ? check.url : link;
    });
    noRepeats((url: string) => url.replace(/^https?:\/\//i, "").toLowerCase())(checked, ctx);
    return checked;
  });

/** Up to 10 ISO 639-1 codes; an unknown one is 'Oops, we can't find that language.' */
export const languagesField = z
  .array(z.string({ error: fillMessage("language") }).transform((code) => code.trim().toLowerCase()))
  .max(PROFILE_LIMITS.languagesSpoken, tooManyMessage(PROFILE_LIMITS.languagesSpoken, "languages"))
  .superRefine((codes, ctx) => {
    codes.forEach((code, index) => {
      if (!isLanguageCode(code)) ctx.addIssue({ code: "custom", message: fillMessage("language"), path: [index] });
    });
    noRepeats((code: string) => code)(codes, ctx);
  });

/** Up to 10 short tags, tidied; the same tag in another case is 'already chosen'. */
export const interestsField = z
  .array(
    limitedText(TEXT_LIMITS.interest)
      .min(1, fillMessage("required", { field: "interest" }))
      .transform(tidyInterest),
  )
  .max(PROFILE_LIMITS.interests, tooManyMessage(PROFILE_LIMITS.interests, "interests"))
  .superRefine(noRepeats(interestKey));

/** Up to 10 category ids (the service checks they exist). */
export const categoryInterestsField = z
  .array(z.string().min(1).max(64))
  .max(PROFILE_LIMITS.categoryInterests, tooManyMessage(PROFILE_LIMITS.categoryInterests, "categories"))
  .superRefine(noRepeats((id: string) => id));

export const updateMeSchema = z
  .object({
    firstName: nameField("first name"),
    lastName: nameField("last name"),
    type: userTypeSchema,
    timezone: timezoneField,
    currency: currencyField,
    locale: localeField,
    country: countryField.nullable(),
    /** "This is my time zone": recorded once (PUT /api/me); changing the timezone also confirms it. */
    timezoneConfirmed: z.literal(true),
    location: optionalText(TEXT_LIMITS.location),
    education: optionalText(TEXT_LIMITS.education),
    socialLinks: socialLinksField,
    languagesSpoken: languagesField,
    interests: interestsField,
    categoryInterests: categoryInterestsField,
  })
  .partial()
  .strict();
export type UpdateMe = z.input<typeof updateMeSchema>;
