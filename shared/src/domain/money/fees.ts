import type { CardType } from "../cards/lifecycle.ts";
import { type PlanId, PLANS } from "../plans/plans.ts";

/**
 * Fees on the booking path (public-site §9, core §9). All amounts are integer minor units of the
 * card's currency; percentages are applied with half-up rounding, once per line.
 */
export const ADMIN_FEE_PERCENT = { private: 5, group: 5, marketplace: 15, subscriber: PLANS.plus.adminFeePercent ?? 5 } as const;
/** The private card fee: 3% for AUD, GBP and EUR, 4% for every other currency. */
export const privateCardFeePercent = (currency: string) => (["AUD", "GBP", "EUR"].includes(currency) ? 3 : 4);

export interface PriceInput {
  /** Minor units per 30 minutes; 0 or less is a free card. */
  rate: number;
  currency: string;
  durationMinutes: number;
  cardType: CardType;
  /** The advisor's plan: Plus and Pro pay the plan table's fee (5%) on all paid bookings. */
  advisorPlan: PlanId;
  /** Paid with pro-bono minutes: no charge and no fees. */
  proBono: boolean;
}

export interface PriceBreakdown {
  currency: string;
  /** What the advisor earns: the rate for the session length. */
  advisorFee: number;
  adminFee: number;
  adminFeePercent: number;
  /** Only on private cards. */
  privateCardFee: number;
  privateCardFeePercent: number;
  /** What the learner pays. */
  total: number;
  free: boolean;
}

const percentOf = (amount: number, percent: number) => Math.round((amount * percent) / 100);

/** The price of a session. Free cards and pro-bono bookings cost nothing and carry no fees. */
export function priceBooking(input: PriceInput): PriceBreakdown {
  const free = input.rate <= 0 || input.proBono;
  if (free)
    return {
      currency: input.currency,
      advisorFee: 0,
      adminFee: 0,
      adminFeePercent: 0,
      privateCardFee: 0,
      privateCardFeePercent: 0,
      total: 0,
      free: true,
    };
  const advisorFee = Math.round((input.rate * input.durationMinutes) / 30);
  const adminFeePercent = PLANS[input.advisorPlan].adminFeePercent ?? ADMIN_FEE_PERCENT[input.cardType];
  const adminFee = percentOf(advisorFee, adminFeePercent);
  const cardFeePercent = input.cardType === "private" ? privateCardFeePercent(input.currency) : 0;
  const privateCardFee = percentOf(advisorFee, cardFeePercent);
  return {
    currency: input.currency,
    advisorFee,
    adminFee,
    adminFeePercent,
    privateCardFee,
    privateCardFeePercent: cardFeePercent,
    total: advisorFee + adminFee + privateCardFee,
    free: false,
  };
}

/** How a charge is split when a booking ends: what goes back to the learner and what the advisor is paid. */
export interface Settlement {
  refund: number;
  advisorPayout: number;
}

export type SettlementCase =
  | "completed"
  | "no-show-advisor"
  | "no-show-learner"
  | "no-show-both"
  | "cancel-by-advisor"
  | "cancel-by-learner"
  | "cancel-by-learner-late"
  | "reschedule-failed";

/** A learner cancelling this close to the start pays in full (public-site §9: within 24 hours harms the marketplace). */
export const LATE_CANCEL_HOURS = 24;

/**
 * Settlement of a charged booking (public-site §4):
 * - completed → the advisor is paid, nothing refunded;
 * - advisor no-show → full refund; learner no-show → the advisor (who joined) is paid; both absent → no refund;
 * - advisor cancels a confirmed booking → full refund;
 * - learner cancels after acceptance → the penalty is the fees (advisor fee refunded), or everything within 24 hours;
 * - a reschedule the other side could not accept → only the admin fee is kept.
 */
export function settle(price: PriceBreakdown, outcome: SettlementCase): Settlement {
  const { total, advisorFee, adminFee } = price;
  switch (outcome) {
    case "completed":
    case "no-show-learner":
    case "cancel-by-learner-late":
      return { refund: 0, advisorPayout: advisorFee };
    case "no-show-both":
      return { refund: 0, advisorPayout: 0 };
    case "no-show-advisor":
    case "cancel-by-advisor":
      return { refund: total, advisorPayout: 0 };
    case "cancel-by-learner":
      return { refund: advisorFee, advisorPayout: 0 };
    case "reschedule-failed":
      return { refund: total - adminFee, advisorPayout: 0 };
  }
}
