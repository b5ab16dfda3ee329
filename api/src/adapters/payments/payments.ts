/** A saved card as the provider keeps it; only the last four digits ever reach our tables. */
export interface SavedPaymentMethod {
  providerRef: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type CardDetails = { number: string; expMonth: number; expYear: number; cvc: string } | { token: string };
export type BankDetails = { accountHolder: string; routingNumber: string; accountNumber: string } | { token: string };

/**
 * What a charge came to. `requires-action`: the bank wants the learner to confirm (3-D Secure),
 * `clientSecret` lets the browser do it; `failed`: declined, with the text shown to the learner.
 * A provider that can't be reached throws PaymentUnavailableError instead: the caller retries.
 */
export type ChargeOutcome =
  | { status: "succeeded"; ref: string }
  | { status: "pending"; ref: string }
  | { status: "requires-action"; ref: string; clientSecret: string | null; reason: string }
  | { status: "failed"; ref: string | null; reason: string };

export type RefundOutcome = { status: "succeeded" | "pending"; ref: string } | { status: "failed"; ref: string | null; reason: string };

/** A payout (Connect) account as the provider sees it. */
export interface PayoutAccountState {
  detailsSubmitted: boolean;
  payoutsEnabled: boolean;
  /** What the provider still needs, as its field names (e.g. "individual.dob.day", "external_account"). */
  requirements: string[];
  bankLast4: string | null;
}

/** A verified provider event (Stripe's webhook `Event`), as the webhook handler reads it. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** Seconds since the epoch when the provider created it: the order events are applied in. */
  created: number;
  /** The connected account it concerns (Connect events), or null. */
  account: string | null;
  object: Record<string, unknown>;
}

/** A plan subscription at the provider (Stripe Billing, or the ledger's record of one). */
export interface ProviderSubscription {
  ref: string;
  /** Ours (SubscriptionStatus); Stripe's statuses are mapped with statusFromStripe. */
  status: "incomplete" | "trialing" | "active" | "past_due" | "canceled";
  /** ISO times. */
  currentPeriodEnd: string;
  trialEnd: string | null;
  /** The first period's payment, when one was taken at the start. */
  chargeRef: string | null;
}

export interface StartSubscriptionInput {
  subscriptionId: string;
  userId: string;
  customerRef: string;
  /** The saved card renewals are charged to; null is allowed only with a trial (it then ends without one). */
  methodRef: string | null;
  planSlug: string;
  planName: string;
  /** Monthly price in minor units. */
  amount: number;
  currency: string;
  /** The free month's end, or null to be charged for the first month now. */
  trialEnd: Date | null;
  idempotencyKey: string;
}

/**
 * The payments port (ARCHITECTURE "Embedded default and the way to scale"): the built-in ledger
 * by default, Stripe in production — chosen by configuration. Both follow the same flows and reach
 * the same states. Every write takes an idempotency key derived from our own ids, so a retried job
 * or request never charges, refunds or transfers twice.
 */
export interface PaymentsProvider {
  readonly kind: "ledger" | "stripe";
  /** The key the browser's Stripe.js uses; null on the ledger. */
  readonly publishableKey: string | null;
  /** The provider's customer for a user, created once (the key makes a retry find the same one). */
  createCustomer(input: { userId: string; email: string | null; name: string }): Promise<string>;
  /** A SetupIntent (`usage: off_session`) the browser confirms with the Payment Element; null on the ledger, whose form posts the card. */
  createSetupIntent(customerRef: string, idempotencyKey: string): Promise<{ clientSecret: string } | null>;
  /** Saves a card for later off-session charges; throws a PaymentError (shown on the form) when refused. */
  saveCard(customerRef: string, card: CardDetails): Promise<SavedPaymentMethod>;
  /** Forgets a saved card at the provider (Stripe: detach). */
  removeCard(providerRef: string): Promise<void>;
  /**
   * The card the provider's own renewals charge (Stripe: the customer's invoice default), kept equal
   * to our default card; null when the person has none left. The ledger renews from our table.
   */
  setDefaultCard(customerRef: string, methodRef: string | null): Promise<void>;
  /** An off-session charge of a saved card. */
  charge(input: {
    customerRef: string;
    methodRef: string;
    /** The booking paid for; null for other purchases (a gift card), which name themselves in `metadata`. */
    bookingId: string | null;
    /** Extra references kept with the charge at the provider (e.g. `gift_card_id`). */
    metadata?: Record<string, string>;
    amount: number;
    currency: string;
    /** The platform's share (admin + card fees), recorded on the charge. */
    fees: number;
    description: string;
    idempotencyKey: string;
  }): Promise<ChargeOutcome>;
  /** A charge's state now: after the browser finished the bank's check (Stripe), or the bank's check itself (ledger). */
  completeCharge(ref: string): Promise<ChargeOutcome>;
  /** A charge's state now, without acting on it (reconciliation). */
  retrieveCharge(ref: string): Promise<ChargeOutcome>;
  refund(input: { chargeRef: string; bookingId: string; amount: number; reason: string; idempotencyKey: string }): Promise<RefundOutcome>;
  /** The advisor's payout account (Stripe Connect Express), created once. */
  createPayoutAccount(input: { userId: string; email: string; country: string; dateOfBirth: string }): Promise<string>;
  /** Adds the bank account payouts go to (the ledger's form; on Stripe, Express onboarding collects it and this is refused). */
  addBankAccount(accountRef: string, bank: BankDetails): Promise<PayoutAccountState>;
  payoutAccount(accountRef: string): Promise<PayoutAccountState>;
  /** An Account Link (onboarding) or login link (dashboard) for Stripe; a page of our own on the ledger. */
  payoutLink(accountRef: string, type: "onboarding" | "dashboard", urls: { returnUrl: string; refreshUrl: string }): Promise<string>;
  /** Pays the advisor their share of a settled charge (separate charges and transfers, `source_transaction` set). */
  transfer(input: {
    accountRef: string;
    bookingId: string;
    amount: number;
    currency: string;
    /** The card charge it comes from; null when the learner paid wholly with credit (the platform's balance pays). */
    sourceChargeRef: string | null;
    idempotencyKey: string;
  }): Promise<{ status: "succeeded"; ref: string } | { status: "failed"; ref: null; reason: string }>;
  /**
   * Starts a monthly subscription: on Stripe a Billing Subscription (renewed, retried and ended by
   * Stripe, reported by webhooks); on the ledger a record whose renewals Kora's own job charges.
   * A first payment the card refuses throws a PaymentError on `paymentMethodId`.
   */
  startSubscription(input: StartSubscriptionInput): Promise<ProviderSubscription>;
  /** Ends a subscription now, without proration or refund (a downgrade takes effect immediately). */
  cancelSubscription(ref: string, idempotencyKey: string): Promise<void>;
  /** Checks a webhook's signature (300 s tolerance) and returns the event; throws WebhookSignatureError when it doesn't verify. */
  verifyWebhook(rawBody: string, signature: string | null): Promise<ProviderEvent>;
}

/** A card or bank account the provider refuses, with the text shown on the form. */
export class PaymentError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** The provider could not be reached or failed on its side (timeout, 5xx): try again later with the same key. */
export class PaymentUnavailableError extends Error {}

/** A webhook whose signature is missing, wrong or too old. */
export class WebhookSignatureError extends Error {}
