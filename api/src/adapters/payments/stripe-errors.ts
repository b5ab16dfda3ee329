import Stripe from "stripe";
import { type ChargeOutcome, PaymentUnavailableError, type RefundOutcome } from "./payments.ts";

/** The text shown when the bank wants the learner to confirm the payment (3-D Secure). */
export const CONFIRM_REASON = "Your bank asks you to confirm this payment.";

/** What the learner reads for each decline, by Stripe's `decline_code` first, then its `code`. */
const DECLINE_TEXT: Record<string, string> = {
  card_declined: "Your card was declined.",
  insufficient_funds: "Your card has insufficient funds.",
  expired_card: "Your card has expired.",
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: "An error occurred while processing your card. Try again in a little while.",
};

/** The friendly text for a card failure, falling back to Stripe's own message (written to be shown to customers). */
export function declineText(failure: { code?: string | null; decline_code?: string | null; message?: string | null }): string {
  return (
    (failure.decline_code ? DECLINE_TEXT[failure.decline_code] : undefined) ??
    (failure.code ? DECLINE_TEXT[failure.code] : undefined) ??
    failure.message ??
    "Your card was declined."
  );
}

/** What a PaymentIntent's current state means for the booking. */
export function chargeOutcomeOf(intent: Stripe.PaymentIntent): ChargeOutcome {
  const requiresAction = (): ChargeOutcome => ({
    status: "requires-action",
    ref: intent.id,
    clientSecret: intent.client_secret,
    reason: CONFIRM_REASON,
  });
  switch (intent.status) {
    case "succeeded":
      return { status: "succeeded", ref: intent.id };
    case "processing":
    case "requires_capture":
      return { status: "pending", ref: intent.id };
    case "requires_action":
    case "requires_confirmation":
      return requiresAction();
    case "canceled":
      return { status: "failed", ref: intent.id, reason: "The payment was cancelled." };
    case "requires_payment_method": {
      const failure = intent.last_payment_error;
      if (failure?.code === "authentication_required") return requiresAction();
      return { status: "failed", ref: intent.id, reason: failure ? declineText(failure) : "The payment was not completed." };
    }
    default:
      return { status: "pending", ref: intent.id };
  }
}

/** A card error from confirming a PaymentIntent, as an outcome: the bank's check, or a decline. */
export function cardErrorOutcome(error: InstanceType<typeof Stripe.errors.StripeCardError>): ChargeOutcome {
  const intent = error.payment_intent;
  if (error.code === "authentication_required" && intent)
    return { status: "requires-action", ref: intent.id, clientSecret: intent.client_secret, reason: CONFIRM_REASON };
  return { status: "failed", ref: intent?.id ?? null, reason: declineText(error) };
}

/** What a Refund's status means: Stripe's `pending`/`requires_action` wait, `failed`/`canceled` end it. */
export function refundOutcomeOf(refund: Stripe.Refund): RefundOutcome {
  if (refund.status === "succeeded") return { status: "succeeded", ref: refund.id };
  if (refund.status === "failed" || refund.status === "canceled")
    return { status: "failed", ref: refund.id, reason: `The refund ${refund.status === "failed" ? "failed" : "was cancelled"}.` };
  return { status: "pending", ref: refund.id };
}

/** Whether `error` is one of the SDK's errors; `type` then names its class (StripeCardError, StripeConnectionError…). */
export function isStripeError(error: unknown): error is InstanceType<typeof Stripe.errors.StripeError> {
  return error instanceof Stripe.errors.StripeError;
}

export const isCardError = (error: unknown): error is InstanceType<typeof Stripe.errors.StripeCardError> =>
  isStripeError(error) && error.type === "StripeCardError";

/** Whether a request failed on the way or on Stripe's side (connection, timeout, rate limit, 5xx): worth retrying later with the same key. */
export function isUnavailable(error: unknown): boolean {
  if (!isStripeError(error)) return false;
  return (
    error.type === "StripeConnectionError" ||
    error.type === "StripeAPIError" ||
    error.type === "StripeRateLimitError" ||
    (error.statusCode ?? 0) >= 500
  );
}

/**
 * The error a failed Stripe call becomes for the rest of the app: PaymentUnavailableError when it
 * may work later; otherwise (invalid request, authentication, idempotency misuse) a plain Error, as
 * it is a bug or misconfiguration on our side, with Stripe's error as its cause.
 */
export function translateStripeError(error: unknown): Error {
  if (isUnavailable(error)) return new PaymentUnavailableError((error as Error).message, { cause: error });
  if (isStripeError(error)) {
    const detail = [error.code, error.param && `param ${error.param}`].filter(Boolean).join(", ");
    return new Error(`Stripe refused the request: ${error.message}${detail ? ` (${detail})` : ""}`, { cause: error });
  }
  return error instanceof Error ? error : new Error(String(error));
}

/** Runs a Stripe call, translating its failure (translateStripeError). */
export async function stripeCall<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw translateStripeError(error);
  }
}
