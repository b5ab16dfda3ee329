import type { Generated, Selectable } from "kysely";
import type { SubscriptionStatus } from "@kora/shared/domain/plans/subscription.ts";

/** Plan subscriptions, trials, invoices and Pro requests (migrations 2026_11_21_0910 and 2026_11_26_2120). */
export interface PlanTables {
  plan_subscriptions: {
    id: string;
    user_id: string;
    slug: string;
    started_at: string;
    /** Set when the plan stops giving access (a downgrade, the end of dunning); null while running. */
    ends_at: string | null;
    status: Generated<SubscriptionStatus>;
    /** ledger, stripe, or staff (Pro granted on request, billed outside the app). */
    provider: Generated<string>;
    provider_ref: string | null;
    amount: Generated<number>;
    currency: string | null;
    trial_end: string | null;
    current_period_end: string | null;
    failed_attempts: Generated<number>;
    next_attempt_at: string | null;
    canceled_at: string | null;
    cancel_reason: string | null;
    /** The `created` time of the last provider event applied: older events never overwrite newer state. */
    event_created: Generated<number>;
  };
  plan_trials: { user_id: string; plan: string; subscription_id: string; claimed_at: string };
  subscription_invoices: {
    id: string;
    subscription_id: string;
    period_start: string;
    period_end: string;
    amount: number;
    currency: string;
    status: "paid" | "failed";
    attempt: number;
    provider_ref: string | null;
    reason: string | null;
    created_at: string;
  };
  pro_requests: {
    id: string;
    user_id: string;
    message: string;
    status: "pending" | "approved" | "declined";
    decided_by: string | null;
    decided_at: string | null;
    created_at: string;
  };
}

export type SubscriptionRow = Selectable<PlanTables["plan_subscriptions"]>;
export type ProRequestRow = Selectable<PlanTables["pro_requests"]>;
