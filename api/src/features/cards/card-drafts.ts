import { type CardDraft, cardPublishProblems, DRAFT_BLANKS, type DraftBlank, draftToInput } from "@kora/shared/contracts/card-drafts.ts";
import { titleKey } from "@kora/shared/domain/cards/rules.ts";
import { AppError } from "../../http/app-error.ts";
import type { UserRow } from "../users/users.table.ts";
import type { Db } from "../../db/database.ts";
import { cardChildren, draftBlanksOf } from "./cards.repository.ts";
import type { CardRow, CardsTable } from "./cards.table.ts";

/**
 * Drafts and the publish rules (core §4 Cards). A draft saves with any subset of its fields; what the
 * card's columns cannot leave empty (the rate, the years of experience) gets a placeholder and is
 * named in `card_draft_blanks`. The publish rules (core §5) are checked when a card goes live
 * (publish, request approval) and whenever a live card is saved.
 */

/** Placeholder for unset years of experience; never shown, since the field is then listed as blank. */
const YEARS_PLACEHOLDER = "1-5";

/** The fields this draft leaves unset. */
export const blanksOf = (input: CardDraft): DraftBlank[] => DRAFT_BLANKS.filter((field) => input[field] === null);

/** The card columns of an input; `fallback` gives the currency and zone when the input leaves them out. */
export function draftColumns(
  input: CardDraft,
  fallback: { currency: string; timezone: string },
  rates: Record<string, number>,
): Omit<
  CardsTable,
  | "id"
  | "user_id"
  | "slug"
  | "status"
  | "review_feedback"
  | "short_code"
  | "reviews_count"
  | "reviews_average"
  | "shuffle_key"
  | "working_hours"
  | "approved_at"
  | "deleted_at"
  | "created_at"
  | "updated_at"
> {
  const currency = input.currency ?? fallback.currency;
  const rate = input.rate ?? 0;
  return {
    group_id: input.type === "group" ? input.groupId : null,
    title: input.title,
    title_key: titleKey(input.title),
    summary: input.summary,
    type: input.type,
    rate,
    currency,
    rate_usd: Math.round(rate / (rates[currency] ?? 1)),
    durations: JSON.stringify([...input.durations].sort((a, b) => a - b)),
    booking_slot_duration: input.bookingSlotDuration,
    years_of_experience: input.yearsOfExperience ?? YEARS_PLACEHOLDER,
    pro_bono: input.proBono ? 1 : 0,
    repeat_only: input.repeatOnly ? 1 : 0,
    timezone: input.timezone ?? fallback.timezone,
  };
}

/** A saved card's authoring fields as the publish rules read them (unset ones left out). */
export async function savedCardInput(db: Db, card: CardRow): Promise<Record<string, unknown>> {
  const [children, blanks] = await Promise.all([cardChildren(db, card.id), draftBlanksOf(db, [card.id])]);
  const unset = new Set(blanks.get(card.id) ?? []);
  return {
    type: card.type,
    groupId: card.group_id,
    title: card.title,
    summary: card.summary,
    rate: unset.has("rate") ? undefined : card.rate,
    currency: card.currency,
    durations: JSON.parse(card.durations) as number[],
    bookingSlotDuration: card.booking_slot_duration,
    skills: children.skills,
    categoryIds: children.categoryIds,
    advisingIn: children.advisingIn,
    yearsOfExperience: unset.has("yearsOfExperience") ? undefined : card.years_of_experience,
    proBono: card.pro_bono === 1,
    repeatOnly: card.repeat_only === 1,
    timezone: card.timezone,
    workHistories: children.histories.map((w) => ({
      organization: w.organization,
      role: w.role,
      description: w.description,
      startDate: w.start_date,
      endDate: w.end_date,
    })),
    qualifications: children.qualifications.map((q) => ({
      qualification: q.qualification,
      subject: q.subject,
      organization: q.organization,
      completionDate: q.completion_date,
    })),
    supportingLinks: children.links.map((l) => ({ link: l.link, title: l.title, description: l.description })),
  };
}

/** A 422 naming every publish rule the card breaks, or nothing when it may go live. */
export function assertPublishable(input: Record<string, unknown>, user: UserRow): void {
  const fields = cardPublishProblems(input, user.country);
  const first = Object.values(fields)[0]?.[0];
  if (first) throw new AppError("validation_failed", `${first} Finish the card before publishing it.`, fields);
}

/** The publish rules for a live card's new content (its currency and zone filled in as they will be saved). */
export function assertLiveInput(input: CardDraft, card: CardRow, user: UserRow): void {
  assertPublishable(draftToInput({ ...input, currency: input.currency ?? card.currency, timezone: input.timezone ?? card.timezone }), user);
}
