import { TEST_CARDS } from "@kora/shared/contracts/availability.ts";
import type { Db } from "../../db/database.ts";
import { type LedgerEntry, recordLedgerEntry } from "./ledger.repository.ts";
import { type CardDetails, type ChargeResult, PaymentError, type PaymentsProvider, type SavedPaymentMethod } from "./payments.ts";

type Behaviour = (typeof TEST_CARDS)[keyof typeof TEST_CARDS];
const FAILURES: Record<Exclude<Behaviour, "succeeds">, string> = {
  declined: "Your card was declined.",
  "insufficient-funds": "Your card has insufficient funds.",
};

/**
 * The embedded payments provider: no network, the same flows as Stripe, money movements written to
 * `ledger_entries` in our own database. Only the test card numbers are accepted (TEST_CARDS), and
 * they behave like Stripe's: 4242… succeeds, 4000…0002 is declined when charged.
 */
export function createLedgerProvider(db: Db, now: () => Date): PaymentsProvider {
  const record = async (entry: LedgerEntry): Promise<ChargeResult> => {
    const stored = await recordLedgerEntry(db, entry, now().toISOString());
    return stored.status === "succeeded"
      ? { ok: true, chargeRef: stored.id }
      : { ok: false, reason: stored.failure ?? "The payment failed." };
  };

  return {
    kind: "ledger",
    async saveCard(_userId: string, card: CardDetails): Promise<SavedPaymentMethod> {
      if ("token" in card) throw new PaymentError("token", "Card tokens need the Stripe provider; in this mode use a test card number.");
      const behaviour = (TEST_CARDS as Record<string, Behaviour>)[card.number];
      if (!behaviour)
        throw new PaymentError("number", "Payments run on the built-in test ledger here: use a test card such as 4242 4242 4242 4242.");
      const today = now();
      if (card.expYear < today.getUTCFullYear() || (card.expYear === today.getUTCFullYear() && card.expMonth < today.getUTCMonth() + 1))
        throw new PaymentError("expYear", "This card has expired.");
      return {
        providerRef: `ledger:${behaviour}:${crypto.randomUUID()}`,
        brand: "Visa",
        last4: card.number.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear,
      };
    },
    charge({ userId, bookingId, providerRef, amount, currency, idempotencyKey }) {
      const behaviour = providerRef.split(":")[1] as Behaviour;
      const failure = behaviour === "succeeds" ? null : (FAILURES[behaviour] ?? "The payment failed.");
      return record({ bookingId, userId, kind: "charge", amount, currency, ref: providerRef, failure, idempotencyKey });
    },
    refund({ userId, bookingId, amount, currency, idempotencyKey }) {
      return record({ bookingId, userId, kind: "refund", amount, currency, ref: null, failure: null, idempotencyKey });
    },
    payout({ userId, bookingId, amount, currency, idempotencyKey }) {
      return record({ bookingId, userId, kind: "payout", amount, currency, ref: null, failure: null, idempotencyKey });
    },
  };
}
