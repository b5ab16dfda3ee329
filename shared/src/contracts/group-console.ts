import { z } from "zod";
import { ACTIVITY_WINDOWS, COUNT_BUCKETS } from "../domain/groups/activity.ts";
import { isGroupRole } from "../domain/groups/roles.ts";
import { type ActivityFilter, activityFilterSchema, MEMBER_FILTER_PARAMS, type MemberFilters } from "./groups.ts";

/**
 * The admin console (core §2 console routes, §7 members and group bookings, §9 windows;
 * public-site §6: a group admin sees high-level data only, never messages or recordings). Routes
 * (all under /api, each only for the admins of the group in the path):
 *
 * - GET /groups/:id/members?page=&search-name=&group-role=&group-role-when-joined=
 *       &group-login-activity=&group-inmail-activity=&group-booking-activity=   10 a page
 * - GET /groups/:id/members/:userId         one member: answers, activity, bookings with the group
 * - GET /groups/:id/bookings?member_id=&page=   the group's bookings (by member), newest first
 * - GET /groups/:id/stats                   12 months of video hours, bookings, members joined
 * - GET /me/console                         the groups the caller administers and their sections
 */

export const CONSOLE_MESSAGES = {
  activityJson: 'Send this filter as JSON such as {"window":"7d","count":"one"}.',
  activityWindow: `Choose a window of ${Object.keys(ACTIVITY_WINDOWS).join(", ")}.`,
  activityCount: `Choose a count of ${COUNT_BUCKETS.join(", ")}.`,
  role: "Please choose a role from the list.",
  searchName: "Search with at most 80 characters.",
} as const;

/** Log-ins, InMails opened and bookings in the last 28 days. */
export const memberActivitySchema = z.object({ logins: z.number().int(), inmailsOpened: z.number().int(), bookings: z.number().int() });

/** One row of the console's members list. */
export const consoleMemberSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string().nullable(),
  /** Verified / Awaiting Verification / UnVerified (core §4). */
  status: z.enum(["Verified", "Awaiting Verification", "UnVerified"]),
  /** Advisor, Learner, Awaiting Review, Drafting, Awaiting Verification, UnVerified or Admin (core §4). */
  roleLabel: z.string(),
  role: z.string(),
  roleWhenJoined: z.string(),
  isAdmin: z.boolean(),
  joinedAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** When they last opened the group's pages (recorded at most once a minute); null: never. */
  lastVisitedAt: z.string().nullable(),
  activity28d: memberActivitySchema,
});
export type ConsoleMember = z.infer<typeof consoleMemberSchema>;

/** A booking with the group as its admins see it: who, when, how long, its status — never chat, notes or recordings. */
export const groupBookingSchema = z.object({
  id: z.string(),
  status: z.string(),
  startAt: z.string().nullable(),
  duration: z.number().int(),
  createdAt: z.string(),
  card: z.object({ id: z.string(), title: z.string() }),
  advisor: z.object({ id: z.string(), name: z.string() }),
  learner: z.object({ id: z.string(), name: z.string() }),
  facilitatedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type GroupBooking = z.infer<typeof groupBookingSchema>;

/** GET /groups/:id/members/:userId. */
export const consoleMemberDetailSchema = consoleMemberSchema.extend({
  approvedAt: z.string().nullable(),
  /** The apply form's answers with the form's labels (answers to removed questions keep their id as label). */
  answers: z.array(z.object({ id: z.string(), label: z.string(), answer: z.string() })),
  /** Their latest bookings with the group (at most 5; the bookings call pages the rest). */
  recentBookings: z.array(groupBookingSchema),
});
export type ConsoleMemberDetail = z.infer<typeof consoleMemberDetailSchema>;

export const GROUP_BOOKINGS_PAGE_SIZE = 10;

/** GET /groups/:id/stats: one row per calendar month (UTC), oldest first, the current month last. */
export const groupStatsSchema = z.object({
  months: z.array(
    z.object({
      /** "2026-11" */
      month: z.string(),
      videoHours: z.number(),
      bookings: z.number().int(),
      membersJoined: z.number().int(),
    }),
  ),
  totals: z.object({ members: z.number().int(), videoHours: z.number(), bookings: z.number().int() }),
});
export type GroupStats = z.infer<typeof groupStatsSchema>;
export const STATS_MONTHS = 12;

/** Which console sections an admin has for a group (core §2: content-only groups have no members). */
export const consoleSectionsSchema = z.object({ members: z.boolean(), resources: z.boolean(), inmail: z.boolean() });
export type ConsoleSections = z.infer<typeof consoleSectionsSchema>;

/** GET /me/console. */
export const consoleOverviewSchema = z.object({
  groups: z.array(
    z.object({
      id: z.string(),
      slug: z.string(),
      name: z.string(),
      logoUrl: z.string().nullable(),
      contentOnly: z.boolean(),
      pricingEnabled: z.boolean(),
      memberCount: z.number().int(),
      awaitingApproval: z.number().int(),
      cardsAwaitingReview: z.number().int(),
      sections: consoleSectionsSchema,
    }),
  ),
  /** Group cards waiting for this admin's review (the first group card of an advisor goes to the admin). */
  review: z.object({ count: z.number().int(), link: z.string() }),
});
export type ConsoleOverview = z.infer<typeof consoleOverviewSchema>;
export type ConsoleGroup = ConsoleOverview["groups"][number];

/** The sections of a group's console: members and InMail need members, so content-only groups have resources only. */
export const consoleSections = (contentOnly: boolean): ConsoleSections => ({
  members: !contentOnly,
  resources: true,
  inmail: !contentOnly,
});

type FilterParams = Partial<Record<(typeof MEMBER_FILTER_PARAMS)[keyof typeof MEMBER_FILTER_PARAMS], string>>;
export type FilterParseResult = { ok: true; filters: MemberFilters } | { ok: false; fields: Record<string, string[]> };

const ACTIVITY_KEYS = ["loginActivity", "inmailActivity", "bookingActivity"] as const;

function parseActivity(raw: string): ActivityFilter | string {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return CONSOLE_MESSAGES.activityJson;
  }
  const parsed = activityFilterSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  if (typeof value !== "object" || value === null || Array.isArray(value)) return CONSOLE_MESSAGES.activityJson;
  const path = parsed.error.issues[0]?.path[0];
  return path === "window" ? CONSOLE_MESSAGES.activityWindow : CONSOLE_MESSAGES.activityCount;
}

/**
 * The members filters from query parameters (core §7 names); a bad one is reported under its
 * parameter name. Empty parameters mean "any".
 */
export function parseMemberFilterParams(query: FilterParams): FilterParseResult {
  const fields: Record<string, string[]> = {};
  const filters: MemberFilters = {};
  const text = (key: "searchName" | "groupRole" | "groupRoleWhenJoined") => query[MEMBER_FILTER_PARAMS[key]]?.trim() || undefined;
  const name = text("searchName");
  if (name && name.length > 80) fields[MEMBER_FILTER_PARAMS.searchName] = [CONSOLE_MESSAGES.searchName];
  else if (name) filters.searchName = name;
  for (const key of ["groupRole", "groupRoleWhenJoined"] as const) {
    const role = text(key);
    if (role && !isGroupRole(role)) fields[MEMBER_FILTER_PARAMS[key]] = [CONSOLE_MESSAGES.role];
    else if (role) filters[key] = role;
  }
  for (const key of ACTIVITY_KEYS) {
    const raw = query[MEMBER_FILTER_PARAMS[key]]?.trim();
    if (!raw) continue;
    const parsed = parseActivity(raw);
    if (typeof parsed === "string") fields[MEMBER_FILTER_PARAMS[key]] = [parsed];
    else filters[key] = parsed;
  }
  return Object.keys(fields).length ? { ok: false, fields } : { ok: true, filters };
}

/** The query parameters for a set of filters (the members call, the console's URL, the InMail link). */
export function memberFilterParams(filters: MemberFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, param] of Object.entries(MEMBER_FILTER_PARAMS) as [keyof MemberFilters, string][]) {
    const value = filters[key];
    if (value === undefined || value === "") continue;
    params[param] = typeof value === "string" ? value : JSON.stringify({ window: value.window, count: value.count });
  }
  return params;
}
