import type { SetupIntent, StripeError } from "@stripe/stripe-js";

/** Stripe's side of adding a card, as plain rules (the SDK itself is loaded only when a Stripe card form opens). */

export const STRIPE_LOAD_FAILED = "Stripe couldn't be loaded. Check your connection and try again.";
export const CARD_NOT_SAVED = "Your card couldn't be saved. Please try again.";

/** The PaymentMethod id a confirmed SetupIntent carries (expanded or not), to post as `{ token }`. */
export function paymentMethodIdOf(setupIntent: Pick<SetupIntent, "status" | "payment_method">): string | null {
  if (setupIntent.status !== "succeeded") return null;
  const method = setupIntent.payment_method;
  if (!method) return null;
  return typeof method === "string" ? method : method.id;
}

/**
 * What to tell the person when `confirmSetup` fails. Card and validation errors carry a message written for
 * them (a declined card, a wrong expiry); anything else (an API or network error) gets ours.
 */
export function stripeErrorMessage(error: Pick<StripeError, "type" | "message">): string {
  if ((error.type === "card_error" || error.type === "validation_error") && error.message) return error.message;
  return CARD_NOT_SAVED;
}
