import { stripePublishableKey } from "../bookings.client.ts";
import { type DetailT, ENGLISH_DETAIL } from "./manage-i18n.ts";

/**
 * The bank's check of a charge (3-D Secure) on Stripe: Stripe.js confirms the booking's PaymentIntent with the
 * card already on it, showing the bank's own window. Stripe.js is loaded here only, the first time a booking needs it
 * (the `pure` entry, as billing's loader: the script is added on the first call, not on import).
 * The caller then asks the API to complete the payment (`payBooking(id, { paymentMethodId: null })`).
 * Stripe's own message is shown as Stripe words it; `t` says ours.
 */
export async function runStripeBankCheck(
  clientSecret: string,
  t: DetailT = ENGLISH_DETAIL,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const UNREACHABLE = t.t("bankCheck.unreachable");
  try {
    const key = await stripePublishableKey();
    if (!key) return { ok: false, message: UNREACHABLE };
    const { loadStripe } = await import("@stripe/stripe-js/pure");
    const stripe = await loadStripe(key);
    if (!stripe) return { ok: false, message: UNREACHABLE };
    const { error } = await stripe.confirmCardPayment(clientSecret);
    if (error) return { ok: false, message: error.message ?? t.t("bankCheck.notConfirmed") };
    return { ok: true };
  } catch {
    return { ok: false, message: UNREACHABLE };
  }
}
