/** The add-card form's typing helpers. Pure. */

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
export function parseExpiry(text: string, now: Date): { ok: true; expMonth: number; expYear: number } | { ok: false; message: string } {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return { ok: false, message: "Please enter the expiry as MM / YY." };
  const expMonth = Number(match[1]);
  const expYear = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return { ok: false, message: "Please check the expiry month." };
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (expYear * 12 + expMonth - 1 < thisMonth) return { ok: false, message: "This card has expired." };
  return { ok: true, expMonth, expYear };
}

/** "Visa •••• 4242, expires 12/30". */
export const describeCard = (card: { brand: string; last4: string; expMonth: number; expYear: number }) =>
  `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} •••• ${card.last4}, expires ${String(card.expMonth).padStart(2, "0")}/${String(card.expYear).slice(-2)}`;
