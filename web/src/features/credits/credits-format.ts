import { appPath, BRAND } from "@kora/shared/brand.ts";
import type { CreditAvailableDto, CreditDto, CreditSource } from "@kora/shared/contracts/credits.ts";
import { formatCreditExpiry } from "@kora/shared/domain/money/credits.ts";
import { formatMoney } from "@kora/shared/domain/money/rates.ts";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import { creditsMessages } from "@kora/shared/i18n/messages/credits.ts";
import { createTranslator, type KeyOf, type Translator } from "@kora/shared/i18n/translate.ts";

/**
 * How credits read on the Credits page. Pure: the zone is passed in, "expired" is the server's word. Each
 * helper words things in its translator's language (English unless given).
 */
export type CreditsT = Translator<KeyOf<typeof creditsMessages>>;
const ENGLISH: CreditsT = createTranslator("en", creditsMessages.en);

const SOURCE_KEYS: Record<CreditSource, KeyOf<typeof creditsMessages>> = {
  "sign-up": "source.signUp",
  voucher: "source.voucher",
  "gift-card": "source.giftCard",
  staff: "source.staff",
};

/** Where a credit came from, for a credit whose label is missing. */
export const CREDIT_SOURCE_LABELS: Record<CreditSource, string> = {
  "sign-up": ENGLISH.t(SOURCE_KEYS["sign-up"]),
  voucher: ENGLISH.t(SOURCE_KEYS.voucher),
  "gift-card": ENGLISH.t(SOURCE_KEYS["gift-card"]),
  staff: ENGLISH.t(SOURCE_KEYS.staff, { brand: BRAND.name }),
};

/** The credit's name: the API's label in words, or its source when the label is blank. */
export const creditTitle = (credit: Pick<CreditDto, "label" | "source">, t: CreditsT = ENGLISH) =>
  credit.label.trim() || t.t(SOURCE_KEYS[credit.source], { brand: BRAND.name });

export type CreditState = "active" | "used" | "expired";

/** Used up wins over expired: a credit with nothing left reads "Used" whenever it lapsed. */
export function creditState(credit: Pick<CreditDto, "totalCreditCents" | "usedCreditCents" | "expired">): CreditState {
  if (credit.totalCreditCents - credit.usedCreditCents <= 0) return "used";
  return credit.expired ? "expired" : "active";
}

/** "A$15.00 of A$20.00 left", "Used" or "Expired". */
export function creditAmountText(
  credit: Pick<CreditDto, "currency" | "totalCreditCents" | "usedCreditCents" | "expired">,
  t: CreditsT = ENGLISH,
): string {
  const state = creditState(credit);
  if (state === "used") return t.t("amount.used");
  if (state === "expired") return t.t("amount.expired");
  const left = credit.totalCreditCents - credit.usedCreditCents;
  return t.t("amount.left", {
    left: formatMoney(left, credit.currency, t.locale),
    total: formatMoney(credit.totalCreditCents, credit.currency, t.locale),
  });
}

/** "Expires 1st January 2027" or "Expired on 1st January 2026", in the viewer's zone. */
export function creditExpiryText(credit: Pick<CreditDto, "expiresAt" | "expired">, timeZone: string, t: CreditsT = ENGLISH): string {
  const date = formatCreditExpiry(credit.expiresAt, timeZone, t.locale);
  return credit.expired ? t.t("expiry.expired", { date }) : t.t("expiry.expires", { date });
}

export interface CreditUseView {
  /** "A$5.00 spent" or "+A$5.00 returned". */
  text: string;
  direction: "spent" | "returned";
}

/** A use of a credit: positive is spent on a booking, negative is given back by a refund. */
export function creditUseText(amount: number, currency: string, t: CreditsT = ENGLISH): CreditUseView {
  if (amount < 0) return { text: t.t("use.returned", { amount: formatMoney(-amount, currency, t.locale) }), direction: "returned" };
  return { text: t.t("use.spent", { amount: formatMoney(amount, currency, t.locale) }), direction: "spent" };
}

/** "21 Nov 2026" in the viewer's zone, built from parts so every engine prints the same ("21 nov. 2026" in Swedish). */
export function formatUseDate(iso: string, timeZone: string, locale: Locale = "en"): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  if (locale !== "en") return new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone }).format(ms);
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone }).formatToParts(ms))
    parts[part.type] = part.value;
  return `${Number(parts.day)} ${parts.month} ${parts.year}`;
}

/** A booking's page (the bookings feature's address; credits link to it without depending on that feature). */
export const bookingPath = (id: string) => appPath(`bookings/${encodeURIComponent(id)}`);

/** Credit held in currencies other than the caller's, with something in it, by currency code. */
export function otherBalances(available: CreditAvailableDto, locale: Locale = "en"): { currency: string; amount: number; text: string }[] {
  return available.balances
    .filter((balance) => balance.currency !== available.currency && balance.amount > 0)
    .sort((a, b) => a.currency.localeCompare(b.currency))
    .map((balance) => ({ ...balance, text: formatMoney(balance.amount, balance.currency, locale) }));
}

/** The success toast after a redeem: "Credit of A$25.00 added." */
export const redeemedText = (credit: Pick<CreditDto, "totalCreditCents" | "currency">, t: CreditsT = ENGLISH) =>
  t.t("redeemed", { amount: formatMoney(credit.totalCreditCents, credit.currency, t.locale) });

/**
 * What the learner's credit does for a session priced `total` in `currency` (credit in that currency only; it is
 * spent when the advisor confirms, before the card): null when there is none to use.
 */
export function creditAtBookingText(
  available: CreditAvailableDto,
  currency: string,
  total: number | null,
  t: CreditsT = ENGLISH,
): string | null {
  const credit =
    available.currency === currency
      ? available.credit_available
      : (available.balances.find((balance) => balance.currency === currency)?.amount ?? 0);
  if (credit <= 0) return null;
  const money = (minor: number) => formatMoney(minor, currency, t.locale);
  const held = money(credit);
  if (total === null) return t.t("atBooking.held", { held });
  if (credit >= total) return t.t("atBooking.covers", { held, used: money(total) });
  return t.t("atBooking.part", { held, rest: money(total - credit) });
}
