import { appPath, BRAND } from "@kora/shared/brand.ts";
import type { CreditAvailableDto, CreditDto, CreditSource } from "@kora/shared/contracts/credits.ts";
import { formatCreditExpiry } from "@kora/shared/domain/money/credits.ts";
import { formatMoney } from "@kora/shared/domain/money/rates.ts";

/** How credits read on the Credits page. Pure: the zone is passed in, "expired" is the server's word. */

/** Where a credit came from, for a credit whose label is missing. */
export const CREDIT_SOURCE_LABELS: Record<CreditSource, string> = {
  "sign-up": "Sign-up credit",
  voucher: "Voucher",
  "gift-card": "Gift card",
  staff: `Credit from ${BRAND.name}`,
};

/** The credit's name: the API's label in words, or its source when the label is blank. */
export const creditTitle = (credit: Pick<CreditDto, "label" | "source">) => credit.label.trim() || CREDIT_SOURCE_LABELS[credit.source];

export type CreditState = "active" | "used" | "expired";

/** Used up wins over expired: a credit with nothing left reads "Used" whenever it lapsed. */
export function creditState(credit: Pick<CreditDto, "totalCreditCents" | "usedCreditCents" | "expired">): CreditState {
  if (credit.totalCreditCents - credit.usedCreditCents <= 0) return "used";
  return credit.expired ? "expired" : "active";
}

/** "A$15.00 of A$20.00 left", "Used" or "Expired". */
export function creditAmountText(credit: Pick<CreditDto, "currency" | "totalCreditCents" | "usedCreditCents" | "expired">): string {
  const state = creditState(credit);
  if (state === "used") return "Used";
  if (state === "expired") return "Expired";
  const left = credit.totalCreditCents - credit.usedCreditCents;
  return `${formatMoney(left, credit.currency)} of ${formatMoney(credit.totalCreditCents, credit.currency)} left`;
}

/** "Expires 1st January 2027" or "Expired on 1st January 2026", in the viewer's zone. */
export function creditExpiryText(credit: Pick<CreditDto, "expiresAt" | "expired">, timeZone: string): string {
  const date = formatCreditExpiry(credit.expiresAt, timeZone);
  return credit.expired ? `Expired on ${date}` : `Expires ${date}`;
}

export interface CreditUseView {
  /** "A$5.00 spent" or "+A$5.00 returned". */
  text: string;
  direction: "spent" | "returned";
}

/** A use of a credit: positive is spent on a booking, negative is given back by a refund. */
export function creditUseText(amount: number, currency: string): CreditUseView {
  if (amount < 0) return { text: `+${formatMoney(-amount, currency)} returned`, direction: "returned" };
  return { text: `${formatMoney(amount, currency)} spent`, direction: "spent" };
}

/** "21 Nov 2026" in the viewer's zone, built from parts so every engine prints the same. */
export function formatUseDate(iso: string, timeZone: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone }).formatToParts(ms))
    parts[part.type] = part.value;
  return `${Number(parts.day)} ${parts.month} ${parts.year}`;
}

/** A booking's page (the bookings feature's address; credits link to it without depending on that feature). */
export const bookingPath = (id: string) => appPath(`bookings/${encodeURIComponent(id)}`);

/** Credit held in currencies other than the caller's, with something in it, by currency code. */
export function otherBalances(available: CreditAvailableDto): { currency: string; amount: number; text: string }[] {
  return available.balances
    .filter((balance) => balance.currency !== available.currency && balance.amount > 0)
    .sort((a, b) => a.currency.localeCompare(b.currency))
    .map((balance) => ({ ...balance, text: formatMoney(balance.amount, balance.currency) }));
}

/** The success toast after a redeem: "Credit of A$25.00 added." */
export const redeemedText = (credit: Pick<CreditDto, "totalCreditCents" | "currency">) =>
  `Credit of ${formatMoney(credit.totalCreditCents, credit.currency)} added.`;

/**
 * What the learner's credit does for a session priced `total` in `currency` (credit in that currency only; it is
 * spent when the advisor confirms, before the card): null when there is none to use.
 */
export function creditAtBookingText(available: CreditAvailableDto, currency: string, total: number | null): string | null {
  const credit =
    available.currency === currency
      ? available.credit_available
      : (available.balances.find((balance) => balance.currency === currency)?.amount ?? 0);
  if (credit <= 0) return null;
  const held = formatMoney(credit, currency);
  if (total === null) return `You have ${held} of credit. It's used when the session is confirmed.`;
  if (credit >= total)
    return `Your credit of ${held} covers this session: ${formatMoney(total, currency)} of it is used when the session is confirmed, and nothing is charged to your card.`;
  return `Your credit of ${held} is used when the session is confirmed; your card pays the other ${formatMoney(total - credit, currency)}.`;
}
