import type { Stripe } from "@stripe/stripe-js";
import { STRIPE_LOAD_FAILED } from "./stripe-setup.ts";

/** How long Stripe.js may take to arrive before the card form says it couldn't be loaded. */
const LOAD_TIMEOUT_MS = 15_000;

const loaded = new Map<string, Promise<Stripe>>();

/**
 * Stripe.js for this publishable key, loaded once. The loader package is imported on demand, so pages that
 * never add a card (and the ledger's card form) don't download it. Rejects with `STRIPE_LOAD_FAILED` when the
 * package or js.stripe.com can't be reached in time; the next call tries again.
 */
export function loadStripeJs(publishableKey: string): Promise<Stripe> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(STRIPE_LOAD_FAILED)), LOAD_TIMEOUT_MS);
    });
    const load = import("@stripe/stripe-js/pure")
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((instance) => {
        if (!instance) throw new Error(STRIPE_LOAD_FAILED);
        return instance;
      });
    stripe = Promise.race([load, timeout])
      .catch(() => {
        loaded.delete(publishableKey);
        throw new Error(STRIPE_LOAD_FAILED);
      })
      .finally(() => clearTimeout(timer));
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}
