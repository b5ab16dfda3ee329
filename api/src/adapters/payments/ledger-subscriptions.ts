import { addMonths } from "@kora/shared/domain/plans/subscription.ts";
import { PaymentError, type PaymentsProvider } from "./payments.ts";

/**
 * The ledger's subscriptions: a record with the same states as Stripe Billing. A trial starts with
 * no payment; without one the first month is charged to the saved card at once. Renewals, retries
 * and the end after failed retries are Kora's own job (features/plans), charging through `charge`.
 */
export function ledgerSubscriptions(
  now: () => Date,
  charge: PaymentsProvider["charge"],
): Pick<PaymentsProvider, "startSubscription" | "cancelSubscription"> {
  return {
    async startSubscription(input) {
      const ref = `ledger_sub_${input.subscriptionId}`;
      if (input.trialEnd)
        return {
          ref,
          status: "trialing",
          currentPeriodEnd: input.trialEnd.toISOString(),
          trialEnd: input.trialEnd.toISOString(),
          chargeRef: null,
        };
      if (!input.methodRef) throw new PaymentError("paymentMethodId", "Add a card to pay for the plan.");
      const outcome = await charge({
        customerRef: input.customerRef,
        methodRef: input.methodRef,
        bookingId: null,
        metadata: { subscription_id: input.subscriptionId },
        amount: input.amount,
        currency: input.currency,
        fees: input.amount,
        description: `${input.planName}, first month`,
        idempotencyKey: input.idempotencyKey,
      });
      if (outcome.status !== "succeeded")
        throw new PaymentError(
          "paymentMethodId",
          outcome.status === "pending" ? "The payment is still processing: try again shortly." : outcome.reason,
        );
      return { ref, status: "active", currentPeriodEnd: addMonths(now(), 1).toISOString(), trialEnd: null, chargeRef: outcome.ref };
    },
    // The ledger keeps no state of its own for a subscription: ending it is Kora's record alone.
    cancelSubscription: async () => {},
  };
}
