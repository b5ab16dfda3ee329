import { z } from "zod";
import { CURRENCIES } from "../constants.ts";
import { fillMessage } from "../messages.ts";
import { CARD_TYPES } from "../domain/cards/lifecycle.ts";
import { CARD_MESSAGES, CARD_RULES, rateProblem } from "../domain/cards/rules.ts";
import { TEXT_LIMITS, type TextLimit } from "../domain/validation/text-limit.ts";
import { ADVISING_LANGUAGES, CARD_DURATIONS, cardInputSchema, checkCardChoices, skillName, text, YEARS_OF_EXPERIENCE } from "./cards.ts";
import { type FieldErrors, issuesToFields } from "./errors.ts";
import { idField } from "./ids.ts";
import { limitedText } from "./text.ts";
import { timezoneField } from "./users.ts";

export { DRAFT_BLANKS, type DraftBlank } from "../domain/cards/rules.ts";

const draftText = (limit: TextLimit) => limitedText(limit).default("");
/** A month like 2024-03, or nothing yet. */
const draftMonth = z.string().regex(/^(\d{4}-(0[1-9]|1[0-2]))?$/, "Please use a month like 2024-03.");

/**
 * Save as draft (create, or update a draft): any subset of the authoring fields, checked only for
 * types, lengths, maximum counts and what the database needs to hold them (a title to name the card,
 * a group for a group card, no skill or session length twice). The publish rules of core §5 are
 * `cardPublishProblems`, checked on publish, on request approval and when a live card is saved.
 */
export const cardDraftSchema = z
  .object({
    type: z.enum(CARD_TYPES).default("marketplace"),
    groupId: idField.nullable().default(null),
    title: text(TEXT_LIMITS.cardTitle, 1),
    summary: draftText(TEXT_LIMITS.cardSummary),
    rate: z
      .number({ error: "Please give the rate as a number." })
      .int()
      .min(0, "The rate can't be negative.")
      .max(1_000_000)
      .nullable()
      .default(null),
    currency: z.enum(CURRENCIES, { error: fillMessage("currency") }).optional(),
    durations: z
      .array(z.union(CARD_DURATIONS.map((d) => z.literal(d))))
      .max(CARD_DURATIONS.length)
      .default([]),
    bookingSlotDuration: z.union([z.literal(30), z.literal(60)]).default(30),
    skills: z.array(skillName).max(CARD_RULES.skillsMax, CARD_MESSAGES.skills).default([]),
    categoryIds: z.array(idField).max(CARD_RULES.categoriesMax).default([]),
    advisingIn: z.array(z.enum(ADVISING_LANGUAGES)).max(5).default([]),
    yearsOfExperience: z.enum(YEARS_OF_EXPERIENCE).nullable().default(null),
    proBono: z.boolean().default(false),
    repeatOnly: z.boolean().default(false),
    timezone: timezoneField.optional(),
    workHistories: z
      .array(
        z.object({
          organization: draftText(TEXT_LIMITS.organisation),
          role: draftText(TEXT_LIMITS.role),
          description: draftText(TEXT_LIMITS.workDescription),
          startDate: draftMonth.default(""),
          endDate: draftMonth
            .nullable()
            .default(null)
            .transform((month) => month || null),
        }),
      )
      .max(CARD_RULES.workHistoriesMax, CARD_MESSAGES.workHistories)
      .default([]),
    qualifications: z
      .array(
        z.object({
          qualification: draftText(TEXT_LIMITS.qualification),
          subject: draftText(TEXT_LIMITS.subject),
          organization: draftText(TEXT_LIMITS.organisation),
          completionDate: draftMonth.default(""),
        }),
      )
      .max(CARD_RULES.qualificationsMax)
      .default([]),
    supportingLinks: z
      .array(
        z.object({
          link: draftText(TEXT_LIMITS.link),
          title: draftText(TEXT_LIMITS.linkTitle),
          description: draftText(TEXT_LIMITS.linkDescription),
        }),
      )
      .max(CARD_RULES.supportingLinksMax)
      .default([]),
  })
  .superRefine(checkCardChoices);
export type CardDraftInput = z.input<typeof cardDraftSchema>;
export type CardDraft = z.output<typeof cardDraftSchema>;

/** The authoring fields of a saved card as the publish rules read them: unset ones are left out. */
export function draftToInput(
  draft: Omit<CardDraft, "currency" | "timezone"> & { currency: string; timezone: string },
): Record<string, unknown> {
  return {
    ...draft,
    rate: draft.rate ?? undefined,
    yearsOfExperience: draft.yearsOfExperience ?? undefined,
  };
}

/**
 * The publish rules (core §5) a card breaks, as a 422's field map (empty when it may be published):
 * every field of cardInputSchema plus the rate-vs-country rule. Title uniqueness is the database's.
 */
export function cardPublishProblems(card: Record<string, unknown>, country: string | null): FieldErrors {
  const parsed = cardInputSchema.safeParse(card);
  const fields = parsed.success ? {} : issuesToFields(parsed.error.issues);
  const rate = card.rate;
  if (typeof rate === "number" && Number.isInteger(rate)) {
    const problem = rateProblem(rate, country);
    if (problem && !fields.rate?.includes(problem)) fields.rate = [...(fields.rate ?? []), problem];
  }
  return fields;
}
