import { formatMoney } from "./rates.ts";

/**
 * Where a booking's refund goes (booking-money.ts settleBooking): back to the card first, as far as
 * the card paid; the rest back as credit. `paid` is what the booking cost in all, `credit` the part
 * of it paid with credit. Every screen and mail that states a refund states this split.
 */
export function refundSplit(refund: number, paid: number, credit: number): { card: number; credit: number } {
  const card = Math.max(0, Math.min(refund, paid - credit));
  return { card, credit: Math.max(0, refund - card) };
}

/** "A$64.00 back to your card and A$16.00 back as credit"; `whose` names the card ("your card", "Lena's card"). */
export function refundSplitWords(split: { card: number; credit: number }, currency: string, whose: string): string {
  const money = (minor: number) => formatMoney(minor, currency);
  const parts = [
    ...(split.card > 0 ? [`${money(split.card)} back to ${whose}`] : []),
    ...(split.credit > 0 ? [`${money(split.credit)} back as credit`] : []),
  ];
  return parts.length > 0 ? parts.join(" and ") : `nothing back`;
}
