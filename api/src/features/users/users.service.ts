import { channels } from "@kora/shared/contracts/realtime.ts";
import type { z } from "zod";
import type { FeatureFlags, Me, updateMeSchema, UserStats, UserType } from "@kora/shared/contracts/users.ts";
import type { Currency } from "@kora/shared/constants.ts";
import { DEFAULT_CURRENCY, DEFAULT_TIMEZONE } from "@kora/shared/constants.ts";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@kora/shared/i18n/locales.ts";
import type { Db } from "../../db/database.ts";
import { invalidField } from "../../http/app-error.ts";
import { allCategoriesExist } from "../catalog/catalog.service.ts";
import type { Services } from "../../services.ts";
import { nextFreeSlug, slugify } from "../../lib/slug.ts";
import { bookingCounters, failingCalendars, payoutAlerts } from "./user-stats.read-model.ts";
import { activePlans, findPublicUserBySlug, groupsOfUser, insertUser, slugsLike, updateUser } from "./users.repository.ts";
import { announceProfile } from "./profile-events.ts";
import type { UserRow } from "./users.table.ts";

export interface NewUser {
  email: string | null;
  firstName: string;
  lastName: string;
  type?: UserType;
  timezone?: string;
  currency?: Currency;
  /** The language Kora speaks to them in (default English). */
  locale?: Locale;
  isPlaceholder?: boolean;
  isStaff?: boolean;
  country?: string | null;
  /** A mobile number in E.164, not yet verified. */
  phone?: string | null;
  professionalUrl?: string | null;
  /** Whether the person chose `timezone` (sign-up, seeded people); default: when a timezone is given. */
  timezoneConfirmed?: boolean;
  emailVerified?: boolean;
  passwordHash?: string | null;
}

/** Creates a user with a unique slug. Call inside a transaction when the caller checks for an existing email. */
export async function createUser(db: Db, now: Date, input: NewUser): Promise<UserRow> {
  const base = slugify(`${input.firstName} ${input.lastName}`);
  const slug = nextFreeSlug(base, await slugsLike(db, base));
  const at = now.toISOString();
  return insertUser(db, {
    id: crypto.randomUUID(),
    slug,
    email: input.email,
    first_name: input.firstName,
    last_name: input.lastName,
    type: input.type ?? "Learner",
    timezone: input.timezone ?? DEFAULT_TIMEZONE,
    currency: input.currency ?? DEFAULT_CURRENCY,
    locale: input.locale ?? DEFAULT_LOCALE,
    avatar_url: null,
    password_hash: input.passwordHash ?? null,
    is_placeholder: input.isPlaceholder ? 1 : 0,
    is_staff: input.isStaff ? 1 : 0,
    email_verified_at: input.emailVerified ? at : null,
    phone: input.phone ?? null,
    phone_verified_at: null,
    professional_url: input.professionalUrl ?? null,
    timezone_confirmed_at: (input.timezoneConfirmed ?? input.timezone !== undefined) ? at : null,
    country: input.country ?? null,
    location: null,
    latitude: null,
    longitude: null,
    created_at: at,
    updated_at: at,
  });
}

/** A JSON array-of-strings column (the migration keeps it an array); anything else reads as empty. */
function jsonList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

const UNKNOWN_CATEGORY = "Please choose categories from the list.";

const DEFAULT_FLAGS: FeatureFlags = { "booking.payouts": false, beta: false, experiments: [] };

function featureFlags(json: string): FeatureFlags {
  try {
    return { ...DEFAULT_FLAGS, ...(JSON.parse(json) as Partial<FeatureFlags>) };
  } catch {
    return DEFAULT_FLAGS;
  }
}

/** The language Kora speaks to `user` in (English if the column holds one it no longer speaks). */
export const userLocale = (user: Pick<UserRow, "locale">): Locale => (isLocale(user.locale) ? user.locale : DEFAULT_LOCALE);

const verificationRequired = (user: UserRow) => !user.is_placeholder && user.email !== null && user.email_verified_at === null;

/**
 * A mobile given (at sign-up, say) but not yet verified holds the account too (guard 5) — but only
 * where texts can be sent: without an SMS provider nobody could ever verify, and would be stuck.
 */
const phoneToVerify = (services: Pick<Services, "sms">, user: UserRow) =>
  services.sms !== null && !user.is_placeholder && user.phone !== null && user.phone_verified_at === null;

/** The user's counters: booking counts from the bookings table, alerts from the profile. Reads only (the dashboard's read task too). */
export async function userStats(services: Pick<Services, "db" | "now">, user: UserRow): Promise<UserStats> {
  const myDetailsProfileAlerts = verificationRequired(user) ? 1 : 0;
  const [counters, myDetailsPayoutAlerts, calendarAlerts] = await Promise.all([
    bookingCounters(services.db, user.id, services.now().getTime()),
    payoutAlerts(services.db, user.id),
    failingCalendars(services.db, user.id),
  ]);
  const bookingAlerts = counters.learning + counters.advising;
  return {
    bookingRequestsLearning: counters.learning,
    bookingRequestsAdvising: counters.advising,
    bookingsConfirmed: counters.confirmed,
    bookingsArchived: counters.archived,
    bookingAlerts,
    bookingActive: counters.activeBookingId !== null,
    activeBookingId: counters.activeBookingId,
    alerts: myDetailsProfileAlerts + myDetailsPayoutAlerts + bookingAlerts + calendarAlerts,
    myDetailsAlerts: myDetailsProfileAlerts + myDetailsPayoutAlerts,
    myDetailsProfileAlerts,
    myDetailsPayoutAlerts,
    calendarAlerts,
    requiresEmailVerification: verificationRequired(user),
  };
}

/** The user as the client sees them (`GET /api/me`). `appends` adds stats and feature flags. */
export async function toMe(
  services: Pick<Services, "config" | "db" | "hub" | "now" | "sms">,
  user: UserRow,
  appends: readonly string[] = [],
): Promise<Me> {
  const [groups, plans] = await Promise.all([
    groupsOfUser(services.db, user.id),
    activePlans(services.db, user.id, services.now().toISOString()),
  ]);
  return {
    id: user.id,
    slug: user.slug,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    fullName: `${user.first_name} ${user.last_name}`.trim(),
    type: user.type,
    timezone: user.timezone,
    currency: user.currency as Currency,
    locale: userLocale(user),
    country: user.country,
    avatarUrl: user.avatar_url,
    isPlaceholder: user.is_placeholder === 1,
    isStaff: user.is_staff === 1,
    hasPassword: user.password_hash !== null,
    planSubscriptions: plans,
    groups: groups.map((g) => ({ id: g.id, slug: g.slug, name: g.name, isAdmin: g.is_admin === 1, contentOnly: g.content_only === 1 })),
    instantMeetingLink: `${services.config.publicUrl}/meet/${user.slug}`,
    privateChannel: channels.privateUser(user.id),
    publicChannel: channels.user(user.id),
    realtimeCursor: services.hub.cursor(),
    // Guard 5: the email, or a mobile number the user gave, still to verify.
    verificationRequired: verificationRequired(user) || phoneToVerify(services, user),
    phoneVerified: user.phone_verified_at !== null,
    phone: user.phone,
    smsReminders: user.sms_reminders === 1,
    location: user.location,
    education: user.education,
    socialLinks: jsonList(user.social_links),
    languagesSpoken: jsonList(user.languages_spoken),
    interests: jsonList(user.interests),
    categoryInterests: jsonList(user.category_interests),
    timezoneConfirmed: user.timezone_confirmed_at !== null,
    professionalUrl: user.professional_url,
    createdAt: user.created_at,
    ...(appends.includes("stats") ? { stats: await userStats(services, user) } : {}),
    ...(appends.includes("feature_flags") ? { featureFlags: featureFlags(user.feature_flags) } : {}),
  };
}

/** Applies a profile change and tells every open tab of that user to refresh. */
export async function updateProfile(
  services: Pick<Services, "db" | "hub" | "now">,
  user: UserRow,
  changes: z.output<typeof updateMeSchema>,
): Promise<UserRow> {
  if (changes.categoryInterests?.length && !(await allCategoriesExist(services, changes.categoryInterests)))
    throw invalidField("categoryInterests", UNKNOWN_CATEGORY);
  const updated = await updateUser(services.db, user.id, {
    ...(changes.firstName !== undefined && { first_name: changes.firstName }),
    ...(changes.lastName !== undefined && { last_name: changes.lastName }),
    ...(changes.type !== undefined && { type: changes.type }),
    ...(changes.timezone !== undefined && { timezone: changes.timezone }),
    ...(changes.currency !== undefined && { currency: changes.currency }),
    ...(changes.locale !== undefined && { locale: changes.locale }),
    ...(changes.country !== undefined && { country: changes.country }),
    ...(changes.location !== undefined && { location: changes.location }),
    ...(changes.education !== undefined && { education: changes.education }),
    ...(changes.socialLinks !== undefined && { social_links: JSON.stringify(changes.socialLinks) }),
    ...(changes.languagesSpoken !== undefined && { languages_spoken: JSON.stringify(changes.languagesSpoken) }),
    ...(changes.interests !== undefined && { interests: JSON.stringify(changes.interests) }),
    ...(changes.categoryInterests !== undefined && { category_interests: JSON.stringify(changes.categoryInterests) }),
    // Confirmed when the person says so, or picks a zone other than the one they had.
    ...((changes.timezoneConfirmed || (changes.timezone !== undefined && changes.timezone !== user.timezone)) && {
      timezone_confirmed_at: services.now().toISOString(),
    }),
    updated_at: services.now().toISOString(),
  });
  services.hub.toUser(user.id, { name: "RefreshUser", data: { userId: user.id } });
  announceProfile(services, updated);
  return updated;
}

/** The slugs of the plans a user subscribes to now (they decide fees and meeting tiers). */
export function activePlanSlugs(services: Pick<Services, "db" | "now">, userId: string): Promise<string[]> {
  return activePlans(services.db, userId, services.now().toISOString());
}

/** Someone with a public page (an advisor's page, a personal meeting room): never a placeholder. */
export function findPublicUser(services: Pick<Services, "db">, slug: string): Promise<UserRow | undefined> {
  return findPublicUserBySlug(services.db, slug);
}

/** What other features may read of the users' storage. */
export { findUserByEmail, findUserById } from "./users.repository.ts";
/** The changes other features make to a user's row, each by name. */
export {
  type BookingSettings,
  claimPlaceholder,
  markEmailVerified,
  markPhoneVerified,
  type PlaceholderClaim,
  type ProBonoSettings,
  saveBookingSettings,
  savePasswordHash,
  saveProBonoSettings,
  saveSmsReminders,
  setUnverifiedPhone,
} from "./user-changes.ts";
