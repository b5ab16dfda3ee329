/**
 * The /giftcards page's calls: plain fetches (no zod, no app client: a public page), each answering the
 * body's `data` or throwing SiteApiError with the API's 422 field messages.
 */
import { appPath } from "@kora/shared/brand.ts";
import type { PaymentMethodDto } from "@kora/shared/contracts/availability.ts";
import type { BuyGiftCardInput, GiftCardDto } from "@kora/shared/contracts/gift-cards.ts";
import { browserFetchJson, postJson } from "../../../site-app/site-data.tsx";

export type { GiftCardDto, PaymentMethodDto };

export const giftCardKeys = {
  savedCards: ["gift-cards", "saved-cards"] as const,
  bought: ["gift-cards", "bought"] as const,
};

export const BILLING_PATH = appPath("my-details/billing");

/** The buyer's saved cards; the default one pays. */
export const fetchSavedCards = () => browserFetchJson<PaymentMethodDto[]>("/api/me/payment-methods");

/** The gift cards the buyer bought, newest first. */
export const fetchBoughtGiftCards = () => browserFetchJson<GiftCardDto[]>("/api/me/gift-cards");

export const buyGiftCard = (body: BuyGiftCardInput) => postJson<GiftCardDto>("/api/gift-cards", body);

/** After the bank's check: the API reads the charge again and, paid, issues the gift card. */
export const completeGiftCard = (id: string) => postJson<GiftCardDto>(`/api/gift-cards/${encodeURIComponent(id)}/complete`, {});

/** One key per purchase attempt (kept when that attempt is sent again), so a resent form buys once. */
export function newRequestKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * How the bank's check ended when it didn't pass: Stripe's own message when it gave one (Stripe words it), else
 * which of our messages fits (the form shows it in the page's language).
 */
export type BankCheckFailure = { ok: false; problem: "unreachable" } | { ok: false; problem: "declined"; message: string | null };

/**
 * The bank's check of the charge (3-D Secure) on Stripe: Stripe.js, loaded only now, confirms the PaymentIntent
 * with the card already on it and shows the bank's own window.
 */
export async function stripeBankCheck(clientSecret: string): Promise<{ ok: true } | BankCheckFailure> {
  try {
    const config = await browserFetchJson<{ publishableKey: string | null }>("/api/me/payment-config");
    if (!config.publishableKey) return { ok: false, problem: "unreachable" };
    const { loadStripe } = await import("@stripe/stripe-js/pure");
    const stripe = await loadStripe(config.publishableKey);
    if (!stripe) return { ok: false, problem: "unreachable" };
    const { error } = await stripe.confirmCardPayment(clientSecret);
    if (error) return { ok: false, problem: "declined", message: error.message ?? null };
    return { ok: true };
  } catch {
    return { ok: false, problem: "unreachable" };
  }
}
