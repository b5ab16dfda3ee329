import type Stripe from "stripe";
import { statusFromStripe } from "@kora/shared/domain/plans/subscription.ts";
import { PaymentError, type PaymentsProvider, type ProviderSubscription } from "./payments.ts";
import { declineText, isCardError, isStripeError, stripeCall, translateStripeError } from "./stripe-errors.ts";

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** A Billing Subscription as Kora reads it; since API 2025-03-31 the period lives on the item. */
export function subscriptionOf(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items.data[0];
  const periodEnd = item?.current_period_end ?? subscription.trial_end ?? subscription.billing_cycle_anchor;
  const invoice = subscription.latest_invoice;
  return {
    ref: subscription.id,
    status: statusFromStripe(subscription.status),
    currentPeriodEnd: iso(periodEnd),
    trialEnd: subscription.trial_end ? iso(subscription.trial_end) : null,
    chargeRef: subscription.status === "active" && invoice ? (typeof invoice === "string" ? invoice : invoice.id) : null,
  };
}

/**
 * Plans on Stripe Billing: one monthly Price per plan, currency and amount (found by its lookup key,
 * created once), and a Subscription per person, charged to the customer's invoice default card
 * (kept equal to the person's default card, so a card updated after a failed renewal is the one retried). A trial ends in a cancellation when no card was
 * saved (`trial_settings.end_behavior`). Without a trial the first invoice is paid at once or the call
 * fails (`error_if_incomplete`), so nobody gets a plan Stripe could not charge.
 */
export function stripeSubscriptions(stripe: Stripe): Pick<PaymentsProvider, "startSubscription" | "cancelSubscription"> {
  const priceFor = async (planSlug: string, planName: string, amount: number, currency: string) => {
    const lookupKey = `${planSlug}-monthly-${currency.toLowerCase()}-${amount}`;
    const found = await stripeCall(() => stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 }));
    if (found.data[0]) return found.data[0].id;
    const price = await stripeCall(() =>
      stripe.prices.create(
        {
          currency: currency.toLowerCase(),
          unit_amount: amount,
          recurring: { interval: "month" },
          product_data: { name: planName, metadata: { plan: planSlug } },
          lookup_key: lookupKey,
          metadata: { plan: planSlug },
        },
        { idempotencyKey: `price:${lookupKey}` },
      ),
    );
    return price.id;
  };

  return {
    async startSubscription(input) {
      const price = await priceFor(input.planSlug, input.planName, input.amount, input.currency);
      // Renewals charge the customer's invoice default, which follows the person's default card from now on.
      if (input.methodRef)
        await stripeCall(() =>
          stripe.customers.update(input.customerRef, { invoice_settings: { default_payment_method: input.methodRef! } }),
        );
      try {
        const subscription = await stripe.subscriptions.create(
          {
            customer: input.customerRef,
            items: [{ price }],
            ...(input.trialEnd && {
              trial_end: Math.floor(input.trialEnd.getTime() / 1000),
              trial_settings: { end_behavior: { missing_payment_method: "cancel" } },
            }),
            payment_behavior: "error_if_incomplete",
            off_session: true,
            metadata: { subscription_id: input.subscriptionId, user_id: input.userId, plan: input.planSlug },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return subscriptionOf(subscription);
      } catch (error) {
        if (isCardError(error)) throw new PaymentError("paymentMethodId", declineText(error));
        throw translateStripeError(error);
      }
    },

    async cancelSubscription(ref, idempotencyKey) {
      try {
        await stripe.subscriptions.cancel(ref, { prorate: false, invoice_now: false }, { idempotencyKey });
      } catch (error) {
        // Already ended at Stripe (a webhook may not have reached us yet): nothing left to cancel.
        if (isStripeError(error) && error.code === "resource_missing") return;
        throw translateStripeError(error);
      }
    },
  };
}
