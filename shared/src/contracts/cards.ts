import { z } from "zod";
import { CURRENCIES } from "../constants.ts";
import { fillMessage } from "../messages.ts";
import { CARD_STATUSES, CARD_TYPES } from "../domain/cards/lifecycle.ts";
import { LINK_ICONS } from "../domain/cards/link-icon.ts";
import { APPROVED_TEXT, CARD_MESSAGES, CARD_RULES } from "../domain/cards/rules.ts";
import { timezoneField } from "./users.ts";

export const YEARS_OF_EXPERIENCE = ["1-5", "5-10", "10-20", "20+"] as const;
export const CARD_DURATIONS = [30, 60, 90, 120] as const;
/** Languages an advisor can advise in (ISO 639-1); names come from Intl.DisplayNames. */
export const ADVISING_LANGUAGES = ["en", "es", "fr", "de", "it", "pt", "nl", "sv", "da", "no", "fi", "pl", "zh", "ja", "ko", "hi", "ar", "tr", "ru", "id", "vi", "th", "el", "he"] as const;

const text = (field: string, min: number, max: number) =>
  z
    .string({ error: fillMessage("required", { field }) })
    .trim()
    .min(min, min <= 1 ? fillMessage("required", { field }) : fillMessage("minLength", { field, min }))
    .max(max, fillMessage("maxLength", { field, max }));
const yearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Please use a month like 2024-03.");

const workHistoryFields = z.object({
  organization: text("organisation", 1, 120),
  role: text("role", 1, 120),
  description: z.string().trim().max(1000, fillMessage("maxLength", { field: "description", max: 1000 })).default(""),
  startDate: yearMonth,
  endDate: yearMonth.nullable().default(null),
});
export const workHistorySchema = workHistoryFields.refine((w) => !w.endDate || w.endDate >= w.startDate, { path: ["endDate"], message: "The end can't be before the start." });

export const qualificationSchema = z.object({
  qualification: text("qualification", 1, 120),
  subject: text("subject", 1, 120),
  organization: text("organisation", 1, 120),
  completionDate: yearMonth,
});

export const supportingLinkSchema = z.object({
  link: z.url({ protocol: /^https?$/, error: fillMessage("url") }).max(500),
  title: text("link title", 1, 120),
  description: z.string().trim().max(300, fillMessage("maxLength", { field: "description", max: 300 })).default(""),
});

const skillName = z.string().trim().min(2, fillMessage("minLength", { field: "skill", min: 2 })).max(40, fillMessage("maxLength", { field: "skill", max: 40 }));

/** Create or update a card (core §3 authoring fields, §5 rules). The rate-vs-country rule is checked by the server. */
export const cardInputSchema = z
  .object({
    type: z.enum(CARD_TYPES).default("marketplace"),
    groupId: z.string().nullable().default(null),
    title: text("title", CARD_RULES.titleMin, CARD_RULES.titleMax).refine((v) => APPROVED_TEXT.test(v), CARD_MESSAGES.title),
    summary: text("summary", CARD_RULES.summaryMin, CARD_RULES.summaryMax),
    rate: z.number({ error: fillMessage("required", { field: "rate" }) }).int().min(0, CARD_MESSAGES.rate).max(1_000_000),
    currency: z.enum(CURRENCIES, { error: fillMessage("currency") }),
    durations: z.array(z.union(CARD_DURATIONS.map((d) => z.literal(d)))).min(1, fillMessage("required", { field: "session length" })).max(4),
    bookingSlotDuration: z.union([z.literal(30), z.literal(60)]).default(30),
    skills: z.array(skillName).min(CARD_RULES.skillsMin, CARD_MESSAGES.skills).max(CARD_RULES.skillsMax, CARD_MESSAGES.skills),
    categoryIds: z.array(z.string()).min(1, fillMessage("required", { field: "category" })).max(CARD_RULES.categoriesMax),
    advisingIn: z.array(z.enum(ADVISING_LANGUAGES)).min(1, fillMessage("required", { field: "language" })).max(5),
    yearsOfExperience: z.enum(YEARS_OF_EXPERIENCE, { error: fillMessage("required", { field: "years of experience" }) }),
    proBono: z.boolean().default(false),
    repeatOnly: z.boolean().default(false),
    timezone: timezoneField,
    workHistories: z.array(workHistorySchema).max(CARD_RULES.workHistoriesMax, CARD_MESSAGES.workHistories).default([]),
    qualifications: z.array(qualificationSchema).max(CARD_RULES.qualificationsMax).default([]),
    supportingLinks: z.array(supportingLinkSchema).max(CARD_RULES.supportingLinksMax).default([]),
  })
  .superRefine((card, ctx) => {
    const seen = new Set<string>();
    card.skills.forEach((skill, index) => {
      const key = skill.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: ["skills", index], message: `${skill}: ${CARD_MESSAGES.skillTwice}` });
      seen.add(key);
    });
    if (card.type === "group" && !card.groupId) ctx.addIssue({ code: "custom", path: ["groupId"], message: CARD_MESSAGES.groupRequired });
    if (new Set(card.durations).size !== card.durations.length) ctx.addIssue({ code: "custom", path: ["durations"], message: "Each session length once, please." });
  });
export type CardInput = z.input<typeof cardInputSchema>;
export type CardInputParsed = z.output<typeof cardInputSchema>;

export const rejectCardSchema = z.object({ comments: z.string().trim().min(10, CARD_MESSAGES.rejectComments).max(2000) });

const money = z.object({ minor: z.number().int(), currency: z.string() });
const person = z.object({ id: z.string(), slug: z.string(), firstName: z.string(), fullName: z.string(), avatarUrl: z.string().nullable(), timezone: z.string() });
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
});
export type CardSummary = z.infer<typeof cardSummarySchema>;

/** A card's page: everything in the summary plus its full text and lists. */
export const cardDetailSchema = cardSummarySchema.extend({
  summary: z.string(),
  repeatOnly: z.boolean(),
  bookingSlotDuration: z.number().int(),
  workHistories: z.array(workHistoryFields.extend({ id: z.string() })),
  qualifications: z.array(qualificationSchema.extend({ id: z.string() })),
  supportingLinks: z.array(supportingLinkSchema.extend({ id: z.string(), icon: z.enum(LINK_ICONS) })),
  categoryIds: z.array(z.string()),
  approvedAt: z.string().nullable(),
  createdAt: z.string(),
  shortLink: z.string().nullable(),
  publicChannel: z.string(),
  isFavourite: z.boolean(),
  /** Owner and reviewers only: the comments of the last rejection. */
  reviewFeedback: z.string().nullable(),
  canEdit: z.boolean(),
});
export type CardDetail = z.infer<typeof cardDetailSchema>;

export const SEARCH_SORTS = ["relevance", "rate-asc", "rate-desc", "newest", "rating"] as const;
const csv = z
  .string()
  .transform((value) => value.split(",").map((part) => part.trim()).filter(Boolean))
  .optional();
const yesNo = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1").optional();

/** `GET /api/cards/search` query (core §7). Rates are minor units in the viewer's currency. */
export const cardSearchQuerySchema = z.object({
  swift_search: z.string().trim().max(200).optional(),
  from_rate: z.coerce.number().int().min(0).optional(),
  to_rate: z.coerce.number().int().min(0).optional(),
  category: z.string().max(64).optional(),
  user_timezone: z.string().max(64).optional(),
  location: z.string().trim().max(100).optional(),
  geolocation: z.string().regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?(,\d+(\.\d+)?)?$/, "Use lat,lng or lat,lng,radiusKm").optional(),
  group_id: z.string().max(64).optional(),
  education: z.string().trim().max(100).optional(),
  years_of_experience: csv.pipe(z.array(z.enum(YEARS_OF_EXPERIENCE)).optional()),
  pro_bono: yesNo,
  languages: csv,
  skills: csv,
  status: z.literal("published").default("published"),
  seed: z.coerce.number().int().min(0).max(2 ** 31).optional(),
  meta: yesNo,
  sort: z.enum(SEARCH_SORTS).optional(),
  currency: z.enum(CURRENCIES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(28),
});
export type CardSearchQuery = z.input<typeof cardSearchQuerySchema>;

export const pageMetaSchema = z.object({ total: z.number().int(), page: z.number().int(), limit: z.number().int(), pages: z.number().int() });
export const cardSearchResultSchema = z.object({
  data: z.array(cardSummarySchema),
  meta: pageMetaSchema.extend({ seed: z.number().int().nullable() }),
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
  z.object({ id: z.string(), slug: z.string(), name: z.string(), order: z.number().int(), parentId: z.string().nullable(), children: z.array(categoryNodeSchema) }),
);
