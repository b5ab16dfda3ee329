import { z } from "zod";
import { CURRENCIES, SEARCH_LIST_MAX_LENGTH, SEARCH_MAX_LENGTH } from "../constants.ts";
import { fillMessage } from "../messages.ts";
import { CARD_STATUSES, CARD_TYPES } from "../domain/cards/lifecycle.ts";
import { LINK_ICONS } from "../domain/cards/link-icon.ts";
import { AUTO_UNPUBLISH_REASONS } from "../domain/cards/auto-unpublish.ts";
import { APPROVED_TEXT, CARD_MESSAGES, CARD_RULES, DRAFT_BLANKS } from "../domain/cards/rules.ts";
import { TEXT_LIMITS, textLimit, type TextLimit } from "../domain/validation/text-limit.ts";
import { brandingViewSchema } from "./branding.ts";
import { idField } from "./ids.ts";
import { limitedText } from "./text.ts";
import { timezoneField } from "./users.ts";
import { ADVISING_LANGUAGES, SEARCH_SORTS, YEARS_OF_EXPERIENCE } from "../domain/cards/options.ts";

export { ADVISING_LANGUAGES, SEARCH_SORTS, YEARS_OF_EXPERIENCE };

export const CARD_DURATIONS = [30, 60, 90, 120] as const;

/** Text with a limit that must also be given (`min` 1) or be at least `min` characters long. */
export const text = (limit: TextLimit, min: number) =>
  limitedText(limit).min(
    min,
    min <= 1 ? fillMessage("required", { field: limit.field }) : fillMessage("minLength", { field: limit.field, min }),
  );
const yearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Please use a month like 2024-03.");

const workHistoryFields = z.object({
  organization: text(TEXT_LIMITS.organisation, 1),
  role: text(TEXT_LIMITS.role, 1),
  description: limitedText(TEXT_LIMITS.workDescription).default(""),
  startDate: yearMonth,
  endDate: yearMonth.nullable().default(null),
});
export const workHistorySchema = workHistoryFields.refine((w) => !w.endDate || w.endDate >= w.startDate, {
  path: ["endDate"],
  message: "The end can't be before the start.",
});

export const qualificationSchema = z.object({
  qualification: text(TEXT_LIMITS.qualification, 1),
  subject: text(TEXT_LIMITS.subject, 1),
  organization: text(TEXT_LIMITS.organisation, 1),
  completionDate: yearMonth,
});

export const supportingLinkSchema = z.object({
  link: limitedText(TEXT_LIMITS.link).pipe(z.url({ protocol: /^https?$/, error: fillMessage("url") })),
  title: text(TEXT_LIMITS.linkTitle, 1),
  description: limitedText(TEXT_LIMITS.linkDescription).default(""),
});

export const skillName = text(TEXT_LIMITS.skill, 2);

/** Rules across a card's fields that drafts and live cards share: each skill and length once, a group card's group. */
export function checkCardChoices(
  card: { skills: string[]; type: string; groupId?: string | null; durations: number[] },
  ctx: z.RefinementCtx,
): void {
  const seen = new Set<string>();
  card.skills.forEach((skill, index) => {
    const key = skill.toLowerCase();
    if (seen.has(key)) ctx.addIssue({ code: "custom", path: ["skills", index], message: `${skill}: ${CARD_MESSAGES.skillTwice}` });
    seen.add(key);
  });
  if (card.type === "group" && !card.groupId) ctx.addIssue({ code: "custom", path: ["groupId"], message: CARD_MESSAGES.groupRequired });
  if (new Set(card.durations).size !== card.durations.length)
    ctx.addIssue({ code: "custom", path: ["durations"], message: "Each session length once, please." });
}

/** Create or update a card (core §3 authoring fields, §5 rules). The rate-vs-country rule is checked by the server. */
export const cardInputSchema = z
  .object({
    type: z.enum(CARD_TYPES).default("marketplace"),
    groupId: idField.nullable().default(null),
    title: text(TEXT_LIMITS.cardTitle, CARD_RULES.titleMin).refine((v) => APPROVED_TEXT.test(v), CARD_MESSAGES.title),
    summary: text(TEXT_LIMITS.cardSummary, CARD_RULES.summaryMin),
    rate: z
      .number({ error: fillMessage("required", { field: "rate" }) })
      .int()
      .min(0, CARD_MESSAGES.rate)
      .max(1_000_000),
    currency: z.enum(CURRENCIES, { error: fillMessage("currency") }),
    durations: z
      .array(z.union(CARD_DURATIONS.map((d) => z.literal(d))))
      .min(1, fillMessage("required", { field: "session length" }))
      .max(4),
    bookingSlotDuration: z.union([z.literal(30), z.literal(60)]).default(30),
    skills: z.array(skillName).min(CARD_RULES.skillsMin, CARD_MESSAGES.skills).max(CARD_RULES.skillsMax, CARD_MESSAGES.skills),
    categoryIds: z
      .array(idField)
      .min(1, fillMessage("required", { field: "category" }))
      .max(CARD_RULES.categoriesMax),
    advisingIn: z
      .array(z.enum(ADVISING_LANGUAGES))
      .min(1, fillMessage("required", { field: "language" }))
      .max(5),
    yearsOfExperience: z.enum(YEARS_OF_EXPERIENCE, { error: fillMessage("required", { field: "years of experience" }) }),
    proBono: z.boolean().default(false),
    repeatOnly: z.boolean().default(false),
    timezone: timezoneField,
    workHistories: z.array(workHistorySchema).max(CARD_RULES.workHistoriesMax, CARD_MESSAGES.workHistories).default([]),
    qualifications: z.array(qualificationSchema).max(CARD_RULES.qualificationsMax).default([]),
    supportingLinks: z.array(supportingLinkSchema).max(CARD_RULES.supportingLinksMax).default([]),
  })
  .superRefine(checkCardChoices);
export type CardInput = z.input<typeof cardInputSchema>;
export type CardInputParsed = z.output<typeof cardInputSchema>;

export const rejectCardSchema = z.object({ comments: limitedText(TEXT_LIMITS.reviewerComments).min(10, CARD_MESSAGES.rejectComments) });

const money = z.object({ minor: z.number().int(), currency: z.string() });
const person = z.object({
  id: z.string(),
  slug: z.string(),
  firstName: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  timezone: z.string(),
});
const category = z.object({ id: z.string(), slug: z.string(), name: z.string() });

/** A card in lists and search results. */
export const cardSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  status: z.enum(CARD_STATUSES),
  type: z.enum(CARD_TYPES),
  rate: z.number().int(),
  currency: z.string(),
  convertedRate: money.nullable(),
  durations: z.array(z.number().int()),
  skills: z.array(z.string()),
  categories: z.array(category),
  advisingIn: z.array(z.string()),
  yearsOfExperience: z.enum(YEARS_OF_EXPERIENCE),
  proBono: z.boolean(),
  timezone: z.string(),
  stats: z.object({ reviewsCount: z.number().int(), reviewsAverage: z.number() }),
  user: person,
  group: z.object({ id: z.string(), slug: z.string(), name: z.string() }).nullable(),
  link: z.string(),
  bookLink: z.string(),
  deletedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** Drafts only: authoring fields not given yet (the rate and years shown are placeholders then). */
  unsetFields: z.array(z.enum(DRAFT_BLANKS)).optional(),
  /** The owner's Pro branding (contracts/branding.ts): the API always sends it, null unless the owner is on Pro now. */
  branding: brandingViewSchema.nullable().optional(),
});
export type CardSummary = z.infer<typeof cardSummarySchema>;

/** A card's page: everything in the summary plus its full text and lists. */
export const cardDetailSchema = cardSummarySchema.extend({
  summary: z.string(),
  repeatOnly: z.boolean(),
  bookingSlotDuration: z.number().int(),
  // Plain strings: a draft's entries may be half filled in (cardDraftSchema).
  workHistories: z.array(
    z.object({
      id: z.string(),
      organization: z.string(),
      role: z.string(),
      description: z.string(),
      startDate: z.string(),
      endDate: z.string().nullable(),
    }),
  ),
  qualifications: z.array(
    z.object({ id: z.string(), qualification: z.string(), subject: z.string(), organization: z.string(), completionDate: z.string() }),
  ),
  supportingLinks: z.array(
    z.object({ id: z.string(), link: z.string(), title: z.string(), description: z.string(), icon: z.enum(LINK_ICONS) }),
  ),
  categoryIds: z.array(z.string()),
  approvedAt: z.string().nullable(),
  createdAt: z.string(),
  shortLink: z.string().nullable(),
  publicChannel: z.string(),
  isFavourite: z.boolean(),
  /** Owner and reviewers only: the comments of the last rejection. */
  reviewFeedback: z.string().nullable(),
  /** Owner and reviewers only: why the card went back to draft on its own (public-site §4), until it is published again. */
  autoUnpublished: z.enum(AUTO_UNPUBLISH_REASONS).nullable(),
  canEdit: z.boolean(),
  /** Whether the viewer may book it as a learner, and save it to favourites: a group card's group decides (core §6); true for other cards. */
  canBook: z.boolean(),
  canSave: z.boolean(),
});
export type CardDetail = z.infer<typeof cardDetailSchema>;

const csv = z
  .string()
  .max(SEARCH_LIST_MAX_LENGTH, `Please use no more than ${SEARCH_LIST_MAX_LENGTH} characters in a filter.`)
  .transform((value) =>
    value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .optional();
const yesNo = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1")
  .optional();

/** `GET /api/cards/search` query (core §7). Rates are minor units in the viewer's currency. */
export const cardSearchQuerySchema = z.object({
  swift_search: limitedText(TEXT_LIMITS.search).optional(),
  from_rate: z.coerce.number().int().min(0).optional(),
  to_rate: z.coerce.number().int().min(0).optional(),
  category: idField.optional(),
  user_timezone: timezoneField.optional(),
  location: limitedText(textLimit("location", SEARCH_MAX_LENGTH)).optional(),
  geolocation: z
    .string()
    .regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?(,\d+(\.\d+)?)?$/, "Use lat,lng or lat,lng,radiusKm")
    .optional(),
  group_id: idField.optional(),
  education: limitedText(textLimit("education", SEARCH_MAX_LENGTH)).optional(),
  years_of_experience: csv.pipe(z.array(z.enum(YEARS_OF_EXPERIENCE)).optional()),
  pro_bono: yesNo,
  languages: csv,
  skills: csv,
  status: z.literal("published").default("published"),
  seed: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31)
    .optional(),
  meta: yesNo,
  sort: z.enum(SEARCH_SORTS).optional(),
  currency: z.enum(CURRENCIES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(28),
});
export type CardSearchQuery = z.input<typeof cardSearchQuerySchema>;

export const pageMetaSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
});
/** `GET /api/cards/:id/reviews`: the page's paging and the card's stars (its average and how many rated it). */
export const cardReviewsMetaSchema = pageMetaSchema.extend({ average: z.number(), count: z.number().int() });
export const cardSearchResultSchema = z.object({
  data: z.array(cardSummarySchema),
  /** `total` counts up to 1,000; `totalCapped` says there are more (shown as "1,000+"). */
  meta: pageMetaSchema.extend({ totalCapped: z.boolean(), seed: z.number().int().nullable() }),
});

/** A category and its sub-categories, as `GET /api/categories` nests them. */
export interface CategoryNode {
  id: string;
  slug: string;
  name: string;
  order: number;
  parentId: string | null;
  children: CategoryNode[];
}

export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    order: z.number().int(),
    parentId: z.string().nullable(),
    children: z.array(categoryNodeSchema),
  }),
);
