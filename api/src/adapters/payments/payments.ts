/** A saved card as the provider keeps it; only the last four digits ever reach our tables. */
export interface SavedPaymentMethod {
  providerRef: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type CardDetails = { number: string; expMonth: number; expYear: number; cvc: string } | { token: string };

export type ChargeResult = { ok: true; chargeRef: string } | { ok: false; reason: string };

/**
 * The payments port (ARCHITECTURE "Embedded default and the way to scale"): the built-in ledger
 * by default, Stripe in production — chosen by configuration. Every money movement takes an
 * idempotency key, so a retried job or request never charges or refunds twice.
 */
export interface PaymentsProvider {
  readonly kind: "ledger" | "stripe";
  /** Saves a card for later off-session charges (at request time); throws a 422-able PaymentError when refused. */
  saveCard(userId: string, card: CardDetails): Promise<SavedPaymentMethod>;
  charge(input: {
    userId: string;
    bookingId: string;
    providerRef: string;
    amount: number;
    currency: string;
    idempotencyKey: string;
  }): Promise<ChargeResult>;
  refund(input: {
    userId: string;
    bookingId: string;
    chargeRef: string;
    amount: number;
    currency: string;
    idempotencyKey: string;
  }): Promise<ChargeResult>;
  /** Records the advisor's earnings for a settled booking (Stripe Connect transfer in production). */
  payout(input: { userId: string; bookingId: string; amount: number; currency: string; idempotencyKey: string }): Promise<ChargeResult>;
}

/** A card the provider refuses to save, with the text shown on the form. */
export class PaymentError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}
