import { billingMessages } from "@kora/shared/i18n/messages/billing.ts";
import { createTranslator, type KeyOf, type Translator } from "@kora/shared/i18n/translate.ts";

/** The add-card form's typing helpers. Pure; words in the translator's language (English unless given). */
type BillingT = Translator<KeyOf<typeof billingMessages>>;
const ENGLISH: BillingT = createTranslator("en", billingMessages.en);

/** Digits grouped in fours as typed ("4242 4242 4242 4242"), at most 19 digits. */
export function formatCardNumber(text: string): string {
  const digits = text.replace(/\D/g, "").slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** "MM / YY" as typed: a slash after the month, a leading zero for 2–9. */
export function formatExpiry(text: string): string {
  let digits = text.replace(/\D/g, "").slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/**
 * "MM/YY" (or "MM / YYYY") → month and four-digit year, or the reason it can't be used. A card is good
 * through the end of its expiry month.
 */
export function parseExpiry(
  text: string,
  now: Date,
  t: BillingT = ENGLISH,
): { ok: true; expMonth: number; expYear: number } | { ok: false; message: string } {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return { ok: false, message: t.t("addCard.error.expiryShape") };
  const expMonth = Number(match[1]);
  const expYear = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return { ok: false, message: t.t("addCard.error.expiryMonth") };
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (expYear * 12 + expMonth - 1 < thisMonth) return { ok: false, message: t.t("addCard.error.expired") };
  return { ok: true, expMonth, expYear };
}

interface CardFace {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

const BRAND_NAMES: Record<string, string> = { amex: "American Express", diners: "Diners Club", jcb: "JCB", unionpay: "UnionPay" };

/** "visa" → "Visa", "amex" → "American Express" (providers name brands in lower case). */
export const brandName = (brand: string) => BRAND_NAMES[brand.toLowerCase()] ?? `${brand.charAt(0).toUpperCase()}${brand.slice(1)}`;

/** "12/30". */
export const cardExpiry = (card: Pick<CardFace, "expMonth" | "expYear">) =>
  `${String(card.expMonth).padStart(2, "0")}/${String(card.expYear).slice(-2)}`;

/** A card is good through the end of its expiry month (in UTC, like `parseExpiry`). */
export const isCardExpired = (card: Pick<CardFace, "expMonth" | "expYear">, now: Date) =>
  card.expYear * 12 + card.expMonth - 1 < now.getUTCFullYear() * 12 + now.getUTCMonth();

/** "Visa •••• 4242, expires 12/30". */
export const describeCard = (card: CardFace, t: BillingT = ENGLISH) =>
  t.t("cards.describe", { brand: brandName(card.brand), last4: card.last4, expiry: cardExpiry(card) });
