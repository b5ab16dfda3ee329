import { appPath, BRAND } from "../../brand.ts";
import { PAID_BOOKABLE_COUNTRIES } from "../cards/rules.ts";

/**
 * The dashboard's getting-started checklists (public-site §2.11): an advisor's (details, hours, first card,
 * payouts) and a learner's (find an advisor, first booking). Each item ticks itself from what the
 * server knows about the person, never from a flag the browser keeps. Pure: the facts are read
 * elsewhere (onboarding.read-model.ts).
 */

export const CHECKLIST_ITEM_IDS = ["details", "hours", "first-card", "payouts", "find-advisor", "first-booking"] as const;
export type ChecklistItemId = (typeof CHECKLIST_ITEM_IDS)[number];

/** What the checklists are derived from, as the database has it now. */
export interface OnboardingFacts {
  type: "Advisor" | "Learner";
  isPlaceholder: boolean;
  country: string | null;
  hasAvatar: boolean;
  hasLocation: boolean;
  hasWorkingHours: boolean;
  /** Live cards: published, private (unlisted) or awaiting review; not deleted. */
  liveCards: number;
  /** Live cards with a rate above 0. */
  paidLiveCards: number;
  /** Drafts not deleted. */
  draftCards: number;
  /** A payout account that can receive money. */
  payoutReady: boolean;
  favourites: number;
  /** Bookings (any status, requests included) where the person is the learner. */
  bookingsAsLearner: number;
  hidden: boolean;
}

export interface ChecklistItem {
  id: ChecklistItemId;
  title: string;
  description: string;
  /** Where it is done. */
  href: string;
  done: boolean;
  /** Why it counts as done without being done ("not needed"), or null. */
  note: string | null;
}

export interface Checklist {
  kind: "advisor" | "learner";
  items: ChecklistItem[];
  complete: boolean;
  hidden: boolean;
}

const paidCountry = (country: string | null) => country !== null && (PAID_BOOKABLE_COUNTRIES as readonly string[]).includes(country);

/**
 * Payouts are needed once an advisor can charge: done when a payout account can receive, not needed
 * where paid cards are not offered (their country) or while every live card is free.
 */
function payoutsItem(facts: OnboardingFacts): ChecklistItem {
  const base = {
    id: "payouts" as const,
    title: "Set up payouts",
    description: "Add the bank account your paid sessions are paid into.",
    href: appPath("my-details/advisor-settings"),
  };
  if (facts.payoutReady) return { ...base, done: true, note: null };
  if (!paidCountry(facts.country))
    return { ...base, done: true, note: "Not needed: paid cards aren't available in your country yet, so your cards are free." };
  if (facts.liveCards > 0 && facts.paidLiveCards === 0) return { ...base, done: true, note: "Not needed while all your cards are free." };
  return { ...base, done: false, note: null };
}

function advisorItems(facts: OnboardingFacts): ChecklistItem[] {
  return [
    {
      id: "details",
      title: "Add your details",
      description: "A photo or where you're based helps learners trust who they're booking.",
      href: appPath("my-details"),
      done: facts.hasAvatar || facts.hasLocation,
      note: null,
    },
    {
      id: "hours",
      title: "Set your working hours",
      description: "Learners can only book the times you make available.",
      href: appPath("my-calendar/working-hours"),
      done: facts.hasWorkingHours,
      note: null,
    },
    {
      id: "first-card",
      title: "Create your first card",
      description: "Say what you advise on and your rate, then publish it.",
      href: facts.draftCards > 0 ? appPath(`${BRAND.slug}-cards`) : appPath(`${BRAND.slug}-cards/create`),
      done: facts.liveCards > 0,
      note: null,
    },
    payoutsItem(facts),
  ];
}

function learnerItems(facts: OnboardingFacts): ChecklistItem[] {
  return [
    {
      id: "find-advisor",
      title: "Find an advisor",
      description: "Search the marketplace and save the advisors you like.",
      href: "/search",
      done: facts.favourites > 0 || facts.bookingsAsLearner > 0,
      note: null,
    },
    {
      id: "first-booking",
      title: "Make your first booking",
      description: "Suggest a few times that suit you; the advisor confirms one.",
      href: facts.favourites > 0 ? appPath("more/favourites") : "/search",
      done: facts.bookingsAsLearner > 0,
      note: null,
    },
  ];
}

/** The person's checklist, or null for a placeholder (guest) account, which has a limited dashboard. */
export function onboardingChecklist(facts: OnboardingFacts): Checklist | null {
  if (facts.isPlaceholder) return null;
  const kind = facts.type === "Advisor" ? "advisor" : "learner";
  const items = kind === "advisor" ? advisorItems(facts) : learnerItems(facts);
  return { kind, items, complete: items.every((item) => item.done), hidden: facts.hidden };
}

/** The Get-started banner (public-site §2) is for learners who have not booked anyone yet. */
export const showGetStarted = (facts: OnboardingFacts) => !facts.isPlaceholder && facts.type === "Learner" && facts.bookingsAsLearner === 0;
