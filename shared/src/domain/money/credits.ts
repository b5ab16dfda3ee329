/** Pure credit rules (core §9): sign-up credit by currency, how credits pay a booking, expiry wording. */
import type { Locale } from "../../i18n/locales.ts";

/** Sign-up credit in minor units: USD 15, GBP and EUR 10, every other currency 20. */
export function signUpCredit(currency: string): number {
  if (currency === "USD") return 1500;
  if (currency === "GBP" || currency === "EUR") return 1000;
  return 2000;
}

/** How long a credit lasts from when it was given (sign-up, redemption). */
export const CREDIT_LIFETIME_MONTHS = 12;

export interface SpendableCredit {
  id: string;
  currency: string;
  remaining: number;
  expiresAtMs: number;
}

/**
 * Which credits pay `total` of a booking in `currency`: unexpired credits in that currency, the
 * soonest to expire first, each as far as it goes. The rest is left for the card. Never more than
 * the total or a credit's remainder.
 */
export function allocateCredits(
  total: number,
  currency: string,
  credits: SpendableCredit[],
  nowMs: number,
): { allocations: { creditId: string; amount: number }[]; covered: number } {
  const usable = credits
    .filter((c) => c.currency === currency && c.remaining > 0 && c.expiresAtMs > nowMs)
    .sort((a, b) => a.expiresAtMs - b.expiresAtMs || a.id.localeCompare(b.id));
  const allocations: { creditId: string; amount: number }[] = [];
  let left = Math.max(0, total);
  for (const credit of usable) {
    if (left === 0) break;
    const amount = Math.min(left, credit.remaining);
    allocations.push({ creditId: credit.id, amount });
    left -= amount;
  }
  return { allocations, covered: Math.max(0, total) - left };
}

const ordinal = (day: number) => {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${{ 1: "st", 2: "nd", 3: "rd" }[day % 10] ?? "th"}`;
};

/** An expiry as the spec shows it: '1st January 2024', in `timeZone` (the language's long date in others: "1 januari 2024"). */
export function formatCreditExpiry(iso: string, timeZone: string, locale: Locale = "en"): string {
  if (locale !== "en")
    return new Intl.DateTimeFormat(locale, { timeZone, day: "numeric", month: "long", year: "numeric" }).format(new Date(iso));
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone, day: "numeric", month: "long", year: "numeric" }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${ordinal(Number(get("day")))} ${get("month")} ${get("year")}`;
}

/** A voucher code as typed: case, spaces and dashes don't matter. */
export const normaliseVoucherCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, "");

/** The code's alphabet: no 0/O or 1/I/L, so a code read aloud or retyped is not mistaken. */
export const VOUCHER_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** Shown as XXXX-XXXX-XXXX-XXXX: 16 characters from a 31-letter alphabet, about 79 bits — unguessable. */
export const formatVoucherCode = (raw: string) => raw.match(/.{1,4}/g)!.join("-");
