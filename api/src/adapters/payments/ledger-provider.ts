import { TEST_CARDS } from "@kora/shared/contracts/availability.ts";
import type { Db } from "../../db/database.ts";
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
  const record = async (entry: {
    bookingId: string;
    userId: string;
    kind: "charge" | "refund" | "payout";
    amount: number;
    currency: string;
    ref: string | null;
    failure: string | null;
    idempotencyKey: string;
  }): Promise<ChargeResult> => {
    const id = crypto.randomUUID();
    // The unique idempotency key makes a repeated call return the first outcome instead of moving money twice.
    await db
      .insertInto("ledger_entries")
      .values({
        id,
        booking_id: entry.bookingId,
        user_id: entry.userId,
        kind: entry.kind,
        amount: entry.amount,
        currency: entry.currency,
        payment_method_id: entry.ref,
        status: entry.failure ? "failed" : "succeeded",
        failure: entry.failure,
        idempotency_key: entry.idempotencyKey,
        created_at: now().toISOString(),
      })
      .onConflict((oc) => oc.column("idempotency_key").doNothing())
      .execute();
    const stored = await db
      .selectFrom("ledger_entries")
      .select(["id", "status", "failure"])
      .where("idempotency_key", "=", entry.idempotencyKey)
      .executeTakeFirstOrThrow();
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
