import { currencySymbol, formatRate } from "@kora/shared/domain/money/rates.ts";
import { ENGLISH_MARKETPLACE_WORDS, type MarketplaceWords } from "./marketplace-words.ts";

/**
 * What a visitor typed in a rate box ("25", "12.5", "A$1,200") as minor units; null when empty or not
 * an amount. Amounts are rounded to the cent: money is never kept as a float (architecture rules).
 */
export function majorToMinor(text: string): number | null {
  const cleaned = text.replace(/[^\d.,]/g, "").replace(/,/g, "");
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(cleaned)) return null;
  const [whole = "0", fraction = ""] = cleaned.split(".");
  const cents = Number(`${fraction}00`.slice(0, 2));
  const roundUp = Number(fraction.charAt(2) || "0") >= 5 ? 1 : 0;
  const minor = Number(whole || "0") * 100 + cents + roundUp;
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units back to what goes in a rate box: "25" for whole amounts, "12.50" otherwise, "" for none. */
export function minorToMajor(minor: number | null): string {
  if (minor === null) return "";
  const whole = Math.trunc(minor / 100);
  const cents = minor % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, "0")}`;
}

interface Priced {
  rate: number;
  currency: string;
  convertedRate: { minor: number; currency: string } | null;
}

/**
 * A card's rate as the viewer reads it (in `t`'s language): "Free" when the card is free (rate 0 or less, core §4),
 * otherwise per 30 minutes in the viewer's currency when the server could convert it (core §5 format).
 */
export function rateLabel(card: Priced, t: MarketplaceWords = ENGLISH_MARKETPLACE_WORDS): string {
  if (card.rate <= 0) return t.t("rate.free");
  const shown = card.convertedRate ?? { minor: card.rate, currency: card.currency };
  return formatRate(shown.minor, shown.currency, t.locale);
}

/** The advisor's own price, for a tooltip when the viewer sees a converted one (null when there is nothing to add). */
export function originalRateNote(card: Priced, t: MarketplaceWords = ENGLISH_MARKETPLACE_WORDS): string | null {
  if (card.rate <= 0 || !card.convertedRate || card.convertedRate.currency === card.currency) return null;
  return t.t("rate.original", { rate: formatRate(card.rate, card.currency, t.locale) });
}

/** The prefix shown inside a rate box ("A$", "£"), trimmed of the spacing used for unknown codes. */
export const rateBoxPrefix = (currency: string) => currencySymbol(currency).trim();
