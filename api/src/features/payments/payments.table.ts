import type { Generated, Selectable } from "kysely";
import type { MovementStatus } from "@kora/shared/contracts/payments.ts";

/** Payments tables (migration 2026_11_25_1900_payments): our record of money, whichever provider moves it. */
export interface PaymentTables {
  payment_methods: {
    id: string;
    user_id: string;
    provider: string;
    provider_ref: string;
    brand: string;
    last4: string;
    exp_month: number;
    exp_year: number;
    /** 1 on the card charged when a booking names none. */
    is_default: Generated<number>;
    created_at: string;
    deleted_at: string | null;
  };
  payment_customers: { user_id: string; provider: string; customer_ref: string; created_at: string };
  /** Every charge, refund, transfer and payout: receipts, webhooks and reconciliation read it. */
  payments: {
    id: string;
    booking_id: string | null;
    /** The payer for charges and refunds, the advisor for transfers and payouts. */
    user_id: string;
    kind: "charge" | "refund" | "transfer" | "payout";
    provider: string;
    /** pi_…, re_…, tr_…, po_… on Stripe; the ledger entry's id on the ledger; null until the provider answered. */
    provider_ref: string | null;
    amount: number;
    currency: string;
    fees: Generated<number>;
    status: MovementStatus;
    reason: string | null;
    client_secret: string | null;
    payment_method_id: string | null;
    /** A transfer's source charge (provider ref). */
    source_ref: string | null;
    due_at_ms: number | null;
    /** Why reconciliation or a dispute needs a person to look; null when fine. */
    flagged: string | null;
    /** The provider's `created` of the last event applied (seconds): older events don't overwrite newer state. */
    event_created: Generated<number>;
    /** That event's id: the last tie-break, so events of the same second and state still land the same in any order. */
    event_id: string | null;
    idempotency_key: string;
    created_at: string;
    updated_at: string;
  };
  payout_accounts: {
    user_id: string;
    provider: string;
    account_ref: string;
    country: string;
    date_of_birth: string;
    terms_accepted_at: string;
    status: "pending" | "enabled" | "restricted";
    /** JSON string[] of the provider's outstanding requirements. */
    requirements: string;
    bank_last4: string | null;
    event_created: Generated<number>;
    event_id: string | null;
    created_at: string;
    updated_at: string;
  };
  webhook_events: { id: string; type: string; created: number; received_at: string };
  /** The built-in ledger's book: what a bank would keep. */
  ledger_entries: {
    id: string;
    booking_id: string | null;
    user_id: string;
    kind: "charge" | "refund" | "transfer" | "payout";
    amount: number;
    currency: string;
    payment_method_id: string | null;
    status: "requires-action" | "succeeded" | "failed";
    failure: string | null;
    idempotency_key: string;
    created_at: string;
  };
  ledger_accounts: { ref: string; user_id: string; country: string; bank_last4: string | null; bank_fails: number; created_at: string };
}

export type PaymentRow = Selectable<PaymentTables["payments"]>;
export type PayoutAccountRow = Selectable<PaymentTables["payout_accounts"]>;
export type PaymentMethodRow = Selectable<PaymentTables["payment_methods"]>;
