import { CARD_TITLE_MAX_LENGTH, SUMMARY_MAX_LENGTH } from "../../constants.ts";

/** Card rules of core §5 that need more than the input itself. */
export const CARD_RULES = {
  skillsMin: 2,
  skillsMax: 5,
  summaryMin: 300,
  summaryMax: SUMMARY_MAX_LENGTH,
  titleMin: 5,
  titleMax: CARD_TITLE_MAX_LENGTH,
  workHistoriesMax: 3,
  qualificationsMax: 5,
  supportingLinksMax: 5,
  categoriesMax: 3,
  /** Minor units per 30 minutes: 15.00, or 0 for a free card. */
  minimumPaidRate: 1500,
} as const;

/** Authoring fields a draft may leave unset whose columns cannot be empty: the card keeps a placeholder and names them here. */
export const DRAFT_BLANKS = ["rate", "yearsOfExperience"] as const;
export type DraftBlank = (typeof DRAFT_BLANKS)[number];

/**
 * Where advisors can take paid bookings (public-site §1, §9), and so the only countries payouts are set
 * up for: one list, since a payout pays for paid bookings (public-site §9.1). Elsewhere
 * cards are free.
 */
export const PAID_BOOKABLE_COUNTRIES = ["AU", "NZ", "GB", "SE", "DK"] as const;
/** PAID_BOOKABLE_COUNTRIES in words, as every screen and message says them. */
export const PAID_COUNTRIES_TEXT = "Australia, New Zealand, the UK, Sweden and Denmark";

export const CARD_MESSAGES = {
  title: "Please use only letters, numbers, spaces and ! ? - ' & . in the title.",
  titleTaken: "You already have a card with this title.",
  skills: "Please choose between 2 and 5 skills.",
  skillTwice: "already chosen",
  rate: "The minimum rate is 15 per 30 minutes, or 0 for a free card.",
  ratePayouts: `Paid cards are for advisors in ${PAID_COUNTRIES_TEXT} for now. Set the rate to 0 to offer free sessions.`,
  workHistories: "Please add no more than 3 work histories.",
  groupRequired: "Please choose the group this card is for.",
  groupMember: "You can only create group cards in groups you belong to.",
  rejectComments: "Please tell the advisor what to change (at least 10 characters).",
} as const;

/** Approved characters (public-site §5): letters, numbers, spaces and !?-'& and full stop. */
export const APPROVED_TEXT = /^[\p{L}\p{N} !?\-'’&.]+$/u;

/** A free card is one whose rate is 0 or less (core §4). */
export const isFreeRate = (rate: number) => rate <= 0;

/** Rate rule (core §5): 0, or at least 15 per 30 minutes — and paid only where payouts work. */
export function rateProblem(rate: number, country: string | null): string | null {
  if (isFreeRate(rate)) return null;
  if (rate < CARD_RULES.minimumPaidRate) return CARD_MESSAGES.rate;
  if (!country || !(PAID_BOOKABLE_COUNTRIES as readonly string[]).includes(country)) return CARD_MESSAGES.ratePayouts;
  return null;
}

/** Titles compare without case or repeated spaces when checking one advisor's titles are unique. */
export const titleKey = (title: string) => title.trim().replace(/\s+/g, " ").toLowerCase();
