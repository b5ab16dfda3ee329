/** Pure rules for advisor payouts and unpaid bookings (public-site §4.1, §9.1). */

/** A payout account's state in our words, from what the provider says. */
export function payoutStatus(state: { detailsSubmitted: boolean; payoutsEnabled: boolean }): "pending" | "enabled" | "restricted" {
  if (state.payoutsEnabled) return "enabled";
  return state.detailsSubmitted ? "restricted" : "pending";
}

const REQUIREMENT_WORDS: [RegExp, string][] = [
  [/^external_account$/, "a bank account for payouts"],
  [/\.dob\./, "your date of birth"],
  [/\.verification\.(additional_)?document/, "a photo of an identity document"],
  [/^tos_acceptance\./, "accepting Stripe's terms"],
  [/\.address\./, "your address"],
  [/\.phone$/, "your phone number"],
  [/\.(id_number|ssn_last_4)$/, "your tax or ID number"],
  [/\.(first_name|last_name)$/, "your legal name"],
  [/\.email$/, "your email address"],
  [/^business_profile\./, "what your business does and its website"],
];

/** The provider's outstanding requirements in plain words, each once, in the order first met. */
export function requirementsInWords(requirements: string[]): string[] {
  const words = requirements.map(
    (field) => REQUIREMENT_WORDS.find(([pattern]) => pattern.test(field))?.[1] ?? field.replace(/[._]/g, " ").trim(),
  );
  return [...new Set(words)];
}

/** True when someone born on `dateOfBirth` (YYYY-MM-DD) is 18 or over at `nowMs`. */
export function isAdult(dateOfBirth: string, nowMs: number): boolean {
  const [year, month, day] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const now = new Date(nowMs);
  const age =
    now.getUTCFullYear() - year - (now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day) ? 1 : 0);
  return age >= 18 && age < 120;
}

const HOUR_MS = 3_600_000;

/**
 * When an unpaid confirmed booking (the bank asked the learner to confirm, or the card was declined)
 * is cancelled: 24 hours after confirmation, or 2 hours before the start if that is sooner — but
 * never less than 30 minutes from now, and never after the start.
 */
export function paymentDueMs(nowMs: number, startMs: number): number {
  const preferred = Math.min(nowMs + 24 * HOUR_MS, startMs - 2 * HOUR_MS);
  return Math.min(Math.max(preferred, nowMs + HOUR_MS / 2), startMs);
}
