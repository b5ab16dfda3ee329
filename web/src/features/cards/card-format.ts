import { formatRate } from "@kora/shared/domain/money/rates.ts";
import { isFreeRate } from "@kora/shared/domain/cards/rules.ts";
import { formatYearMonth } from "@kora/shared/domain/format/text.ts";
import { type CardsT, ENGLISH } from "./cards-i18n.ts";

export { formatDuration, languageName } from "@kora/shared/domain/format/text.ts";

const MAJOR = /^(\d{1,7})(?:\.(\d{1,2}))?$/;

/**
 * A rate typed in major units ("25", "25.5", "1,250.00") as integer minor units, or null when the
 * text is empty or not an amount with at most 2 decimals. Parsed as text so 0.1 + 0.2 never leaks in.
 */
export function majorToMinor(text: string): number | null {
  const match = MAJOR.exec(text.trim().replace(/,(?=\d{3}\b)/g, ""));
  if (!match) return null;
  const [, whole = "0", cents = ""] = match;
  return Number(whole) * 100 + Number(cents.padEnd(2, "0"));
}

/** Minor units as the text the rate field starts with: "25" for 2500, "25.50" for 2550. */
export function minorToMajor(minor: number): string {
  const whole = Math.trunc(minor / 100);
  const cents = Math.abs(minor % 100);
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, "0")}`;
}

/** How a card's rate reads in lists: "Free", or "A$25.00 / 30 min" (formatRate's decimals rule). */
export function rateLabel(minor: number, currency: string, t: CardsT = ENGLISH): string {
  return isFreeRate(minor) ? t.t("rate.free") : t.t("rate.per30", { rate: formatRate(minor, currency, t.locale) });
}

/** "2019-03" → "Mar 2019"; null (an open end) → "present". */
export const monthLabel = (yearMonth: string | null, t: CardsT = ENGLISH) =>
  yearMonth ? formatYearMonth(yearMonth, t.locale) : t.t("month.present");
