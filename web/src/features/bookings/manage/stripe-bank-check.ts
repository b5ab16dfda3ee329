import { stripePublishableKey } from "../bookings.client.ts";

const UNREACHABLE = "We couldn't reach your bank's check. Please check your connection and try again.";

/**
 * The bank's check of a charge (3-D Secure) on Stripe: Stripe.js confirms the booking's PaymentIntent with the
 * card already on it, showing the bank's own window. Stripe.js is loaded here only, the first time a booking needs it
 * (the `pure` entry, as billing's loader: the script is added on the first call, not on import).
 * The caller then asks the API to complete the payment (`payBooking(id, { paymentMethodId: null })`).
 */
export async function runStripeBankCheck(clientSecret: string): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    const key = await stripePublishableKey();
    if (!key) return { ok: false, message: UNREACHABLE };
    const { loadStripe } = await import("@stripe/stripe-js/pure");
    const stripe = await loadStripe(key);
    if (!stripe) return { ok: false, message: UNREACHABLE };
    const { error } = await stripe.confirmCardPayment(clientSecret);
    if (error)
      return { ok: false, message: error.message ?? "Your bank didn't confirm the payment. Please try again or use another card." };
    return { ok: true };
  } catch {
    return { ok: false, message: UNREACHABLE };
  }
}
