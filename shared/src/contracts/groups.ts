import { z } from "zod";
import { COUNT_BUCKETS } from "../domain/groups/activity.ts";
import { GROUP_PERMISSIONS } from "../domain/groups/permissions.ts";
import { GROUP_ROLES } from "../domain/groups/roles.ts";
import { idField } from "./ids.ts";
import { publicVideoTileSchema, videoMediaSchema } from "./videos.ts";

/**
 * Groups and membership (core §2, §3 Group/Member, §4 roles, §6 permissions, §7 groups;
 * public-site §2 group landing and apply). Routes (all under /api):
 *
 * - GET  /groups/mine                       the caller's groups (for /g and my-groups)
 * - POST /groups                            create (staff) → GroupView
 * - GET  /groups/:slug                      one group as the caller sees it (guests too) → GroupView
 * - PUT  /groups/:id                        settings (its admins, staff) → GroupView
 * - POST /groups/:id/logo/:kind             upload a logo (kind primary|secondary; raw image body)
 * - GET  /groups/:id/logo/:kind             the logo image
 * - GET  /groups/:slug/advisors             the group's visible advisors and their group cards
 * - GET  /groups/:slug/suggested-advisors   a member's suggested advisors (groups with hasAiMatching)
 * - POST /groups/:id/request-access         apply with the form's answers → membership (awaiting)
 * - POST /groups/:id/join                   join without applying → membership (unverified)
 * - POST /groups/:id/approve                admin: { userId } → verified; GroupAccessGranted to them
 * - DELETE /groups/:id/remove/:userId       admin: remove a member (or a member leaving: own id)
 * - POST /groups/:id/downgrade-role/:userId admin: one step down (roles.ts downgradedRole)
 * - GET  /groups/:slug/videos, /groups/:slug/videos/:videoId   recordings shared with the group
 * - POST /videos/:id/groups { groupId }, DELETE /videos/:id/groups/:groupId   share / unshare (owner, a member)
 * - GET  /videos/:id/groups                 the groups one of the caller's recordings is shared with
 * - DELETE /groups/:id/logo/:kind           remove a logo (its admins, staff)
 *
 * Console (group admins; group-console.ts): members, member detail, bookings by member, stats,
 * resources. InMail: inmail.ts.
 */

export const GROUP_MESSAGES = {
  notFound: "Sorry, the group cannot be found.",
  pageNotFound: "Sorry, the page not found.",
  slugTaken: "That address is taken by another group.",
  slug: "Use 3 to 60 lowercase letters, numbers and dashes.",
  name: "Please give the group a name.",
  answerRequired: "Please answer this question.",
  answerUrl: "Please enter a full link starting with https://.",
  answerEmail: "Please enter a valid email address.",
  answerChoice: "Please choose one of the options.",
  alreadyMember: "You are already a member of this group.",
  contentOnly: "This group shares resources only; it has no members.",
  notMember: "That person is not a member of this group.",
  lastAdmin: "A group needs at least one admin.",
  nothingLower: "That member already has the lowest role.",
  notAwaiting: "That member is not waiting for approval.",
  adminOnly: "Only the group's admins can do this.",
} as const;

export const groupSlugSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9](?:[a-z0-9-]{1,58})[a-z0-9]$/, GROUP_MESSAGES.slug);

/** One question on a group's apply form (public-site §2 "apply variants"). */
export const applyFieldSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/, "Use lowercase letters, numbers and dashes."),
  label: z.string().trim().min(1, "Please give the question a label.").max(200),
  type: z.enum(["text", "textarea", "url", "email", "select"]),
  required: z.boolean(),
  options: z.array(z.string().trim().min(1).max(80)).max(20).default([]),
  help: z.string().trim().max(300).optional(),
});
export type ApplyField = z.infer<typeof applyFieldSchema>;

/** Testimonial (public-site §3): id, imgSrc, quote, name, title. */
export const testimonialSchema = z.object({
  id: z.string().min(1).max(40),
  imgSrc: z.string().max(500),
  quote: z.string().trim().min(1).max(600),
  name: z.string().trim().min(1).max(80),
  title: z.string().trim().max(120),
});
export const chipSchema = z.object({ imgSrc: z.string().max(500), label: z.string().trim().min(1).max(60) });

/** Group landing (public-site §3): title, description, testimonials, chips (five each on the seeded landing pages). */
export const groupLandingSchema = z.object({
  title: z.string().trim().max(120).default(""),
  description: z.string().trim().max(2000).default(""),
  testimonials: z.array(testimonialSchema).max(10).default([]),
  chips: z.array(chipSchema).max(10).default([]),
});
export type GroupLanding = z.infer<typeof groupLandingSchema>;

/** Group-admin resource (public-site §3): title, subtitle, cta, key, optional url. */
export const groupResourceSchema = z.object({
  key: z.string().regex(/^[a-z0-9-]{1,40}$/),
  title: z.string().trim().min(1).max(120),
  subtitle: z.string().trim().max(300).default(""),
  cta: z.string().trim().min(1).max(40),
  url: z.string().url().max(500).optional(),
});
export type GroupResource = z.infer<typeof groupResourceSchema>;

const permissionList = z.array(z.enum(GROUP_PERMISSIONS)).max(GROUP_PERMISSIONS.length);

/** Everything an admin (or staff) may set: PUT /groups/:id. */
export const groupSettingsSchema = z.object({
  name: z.string().trim().min(1, GROUP_MESSAGES.name).max(80),
  slug: groupSlugSchema,
  contentOnly: z.boolean(),
  pricingEnabled: z.boolean(),
  applyForm: z.array(applyFieldSchema).max(20),
  defaultPermissions: permissionList,
  rolePermissions: z.partialRecord(z.enum(GROUP_ROLES), permissionList),
  landing: groupLandingSchema,
  resources: z.array(groupResourceSchema).max(20),
  /**
   * Core §3 `hasAiMatching`: members see "Suggested advisors" — a deterministic match of their
   * interests with the group's advisors' cards (domain/groups/matching.ts), no AI (docs/rules/core.md).
   */
  hasAiMatching: z.boolean().default(false),
});
export type GroupSettings = z.infer<typeof groupSettingsSchema>;

/** POST /groups (staff): a new group and its first admin (an existing account's email). */
export const groupCreateSchema = z.object({
  name: groupSettingsSchema.shape.name,
  slug: groupSlugSchema,
  adminEmail: z.email("Please enter a valid email address."),
  contentOnly: z.boolean().default(false),
  pricingEnabled: z.boolean().default(false),
});

export const membershipSchema = z.object({
  role: z.string(),
  roleWhenJoined: z.string(),
  isAdmin: z.boolean(),
  /** Verified / Awaiting Verification / UnVerified (core §4). */
  status: z.enum(["Verified", "Awaiting Verification", "UnVerified"]),
  approvedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Membership = z.infer<typeof membershipSchema>;

/** A group as the caller sees it (guests too): GET /groups/:slug. Settings only for its admins and staff. */
export const groupViewSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  secondaryLogoUrl: z.string().nullable(),
  contentOnly: z.boolean(),
  pricingEnabled: z.boolean(),
  /** Whether the group suggests advisors to its members (settings.hasAiMatching). */
  hasAiMatching: z.boolean(),
  landing: groupLandingSchema,
  applyForm: z.array(applyFieldSchema),
  /** The caller's membership, or null (guests, non-members). */
  membership: membershipSchema.nullable(),
  /** The permissions the caller holds here (hasGroupPermission's set). */
  permissions: z.array(z.string()),
  /** The group's resources, for members and admins. */
  resources: z.array(groupResourceSchema),
  /** The full settings, for its admins and staff only. */
  settings: groupSettingsSchema.nullable(),
  memberCount: z.number().int(),
});
export type GroupView = z.infer<typeof groupViewSchema>;

/** GET /groups/mine: one row per group of the caller. */
export const myGroupSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  contentOnly: z.boolean(),
  membership: membershipSchema,
});
export type MyGroup = z.infer<typeof myGroupSchema>;

/** POST /groups/:id/request-access: answers keyed by the apply form's field ids. */
export const applicationSchema = z.object({ answers: z.record(z.string(), z.string().max(4000)).default({}) });
export const approveSchema = z.object({ userId: idField });

/** An advisor of the group with their group cards: GET /groups/:slug/advisors. */
export const groupAdvisorSchema = z.object({
  userId: z.string(),
  slug: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string().nullable(),
  cards: z.array(z.object({ id: z.string(), title: z.string(), rate: z.number(), currency: z.string(), link: z.string() })),
});
export type GroupAdvisor = z.infer<typeof groupAdvisorSchema>;

/**
 * GET /groups/:slug/suggested-advisors: the member's matches (core §3 `aiMatches`), best first —
 * a card of one of the group's visible advisors and why it matched (shared categories and skills).
 */
export const suggestedAdvisorSchema = z.object({
  cardId: z.string(),
  title: z.string(),
  link: z.string(),
  advisor: z.object({ userId: z.string(), firstName: z.string(), lastName: z.string(), avatarUrl: z.string().nullable() }),
  categories: z.array(z.string()),
  skills: z.array(z.string()),
});
export type SuggestedAdvisor = z.infer<typeof suggestedAdvisorSchema>;

/** The console's activity filter (core §7, §9): a window and a count bucket, sent as encoded JSON. */
export const activityFilterSchema = z.object({ window: z.enum(["1d", "7d", "28d"]), count: z.enum(COUNT_BUCKETS) });
export type ActivityFilter = z.infer<typeof activityFilterSchema>;

/** Members filters (core §7): the console's list and InMail audiences use the same shape. */
export const memberFiltersSchema = z.object({
  searchName: z.string().trim().max(80).optional(),
  groupRole: z.string().max(80).optional(),
  groupRoleWhenJoined: z.string().max(80).optional(),
  loginActivity: activityFilterSchema.optional(),
  inmailActivity: activityFilterSchema.optional(),
  bookingActivity: activityFilterSchema.optional(),
});
export type MemberFilters = z.infer<typeof memberFiltersSchema>;

/** The query parameter names of the members call (core §7); activity ones carry encoded JSON. */
export const MEMBER_FILTER_PARAMS = {
  searchName: "search-name",
  groupRole: "group-role",
  groupRoleWhenJoined: "group-role-when-joined",
  loginActivity: "group-login-activity",
  inmailActivity: "group-inmail-activity",
  bookingActivity: "group-booking-activity",
} as const satisfies Record<keyof MemberFilters, string>;

export const GROUP_MEMBERS_PAGE_SIZE = 10;

/** GroupAccessGranted (public-site §4) event data, to the member approved. */
export const groupAccessGrantedSchema = z.object({ groupId: z.string(), slug: z.string(), name: z.string() });

/** More messages of the groups API (logos, sharing recordings, creating groups). */
export const GROUP_API_MESSAGES = {
  adminEmail: "There is no account with that email address.",
  membersOnly: "Only the group's verified members can see this.",
  shareMembersOnly: "You can share recordings only with groups you are a verified member of.",
  logoType: "Please choose a PNG, JPEG or GIF image.",
  logoTooBig: "Please choose an image under 2 MB.",
  logoTooLarge: "Please choose an image no larger than 4000 × 4000 pixels.",
  logoUnreadable: "We couldn't read that image. Please try another one.",
  permission: "You don't have access to this part of the group.",
  applyFieldId: "Each question needs an id of its own.",
  applyFieldOptions: "Please give this question at least one option.",
  staffOnlySettings: "Only Kora staff can change whether a group is content only or takes payments.",
  suggestionsOff: "This group doesn't suggest advisors.",
  suggestionsMembersOnly: "Suggested advisors are for the group's members.",
} as const;

/** A group's two logos: the header's (primary) and the partner mark beside it (secondary). */
export const GROUP_LOGO_KINDS = ["primary", "secondary"] as const;
export type GroupLogoKind = (typeof GROUP_LOGO_KINDS)[number];
/** POST /groups/:id/logo/:kind takes the file's raw bytes: PNG, JPEG or GIF by magic bytes, at most this size. */
export const GROUP_LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** Each side of an uploaded logo at most this many pixels (the decoder's memory is bounded before it starts). */
export const GROUP_LOGO_MAX_SIDE = 4000;
/** The stored PNG fits in this square, keeping its proportions. */
export const GROUP_LOGO_BOX = 512;
export const GROUP_LOGO_ACCEPT = "image/png,image/jpeg,image/gif,.png,.jpg,.jpeg,.gif";

/** A recording shared with a group (GET /groups/:slug/videos…): the public tile plus who shared it and when. */
export const groupVideoSchema = publicVideoTileSchema.extend({
  id: z.string(),
  sharedAt: z.string(),
  /** Who shared it (the owner's name). */
  sharedBy: z.string(),
  /** Played from `/api/v/{slug}/…`, which answers the group's members too. */
  media: videoMediaSchema,
});
export type GroupVideo = z.infer<typeof groupVideoSchema>;

/** POST /videos/:id/groups: share one of the caller's recordings with a group they belong to. */
export const shareVideoSchema = z.object({ groupId: idField });

/**
 * GET /videos/:id/groups (its owner): the groups a recording is shared with. POST and DELETE
 * /videos/:id/groups… answer the same list after the change.
 */
export const videoGroupShareSchema = z.object({ groupId: z.string(), slug: z.string(), name: z.string(), sharedAt: z.string() });
export type VideoGroupShare = z.infer<typeof videoGroupShareSchema>;
