/**
 * A plan subscription's life (public-site §4 Subscription: Plus trial one month, once; downgrade any
 * time, effective immediately, no refund), the same on Stripe Billing and on the built-in ledger.
 * Pure: the caller passes the clock's time.
 */

/** `incomplete` is a subscription being set up (nobody has the plan yet); `canceled` has ended. */
export const SUBSCRIPTION_STATUSES = ["incomplete", "trialing", "active", "past_due", "canceled"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * Statuses that give the plan: a failed renewal keeps it while the payment is retried (dunning).
 * Every query for "on a plan now" filters by these.
 */
export const PLAN_GRANTING_STATUSES = ["trialing", "active", "past_due"] as const satisfies readonly SubscriptionStatus[];
export const grantsPlan = (status: SubscriptionStatus) => (PLAN_GRANTING_STATUSES as readonly string[]).includes(status);

/**
 * Days after a failed renewal at which the card is tried again (the ledger's schedule; Stripe's
 * Smart Retries keep their own). When the last retry fails the subscription ends and the person is on Basic.
 */
export const DUNNING_RETRY_DAYS = [3, 4] as const;
export const MAX_RENEWAL_ATTEMPTS = DUNNING_RETRY_DAYS.length + 1;

const DAY_MS = 86_400_000;

/**
 * `months` calendar months after `from` (UTC), the day clamped to the month's end as Stripe does
 * (31 January + 1 month → 28 or 29 February).
 */
export function addMonths(from: Date, months: number): Date {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const date = new Date(from);
  date.setUTCDate(1);
  date.setUTCFullYear(year, month, Math.min(from.getUTCDate(), lastDay));
  return date;
}

/** What happens after renewal attempt number `attempt` (1-based) failed: try again on a date, or end the plan. */
export function afterFailedRenewal(attempt: number, failedAt: Date): { retryAt: Date } | { end: true } {
  const wait = DUNNING_RETRY_DAYS[attempt - 1];
  return wait === undefined ? { end: true } : { retryAt: new Date(failedAt.getTime() + wait * DAY_MS) };
}

/** Stripe's subscription statuses in ours: those without access (unpaid, paused, incomplete_expired) have ended. */
export function statusFromStripe(status: string): SubscriptionStatus {
  if (status === "trialing" || status === "active" || status === "past_due" || status === "incomplete") return status;
  return "canceled";
}

/** Why a plan ended without the person choosing it: renewals kept failing, or a free month ended with no card. */
export const PLAN_END_CAUSES = ["payment-failed", "no-card"] as const;
export type PlanEndCause = (typeof PLAN_END_CAUSES)[number];

/** The cause in words, the same in the mail and the modal. */
export const planEndedCause = (planName: string, why: PlanEndCause): string =>
  why === "no-card"
    ? `Your free month of ${planName} has ended and there was no card to continue with.`
    : `We couldn't take the payment for ${planName} after several tries.`;
