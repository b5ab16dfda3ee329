/**
 * A published card nobody can book goes back to draft on its own (public-site §4): when all the
 * availability it uses is removed, or when booking requests to it keep expiring unanswered.
 * Republishing is one click; the owner is told why by mail, in the app and on My Cards.
 */

/** Requests to one card that expire unanswered by its owner, in a row, before the card is unpublished. */
export const UNANSWERED_EXPIRIES_TO_UNPUBLISH = 3;

export const AUTO_UNPUBLISH_REASONS = ["no-availability", "requests-expired"] as const;
export type AutoUnpublishReason = (typeof AUTO_UNPUBLISH_REASONS)[number];

/** Why, in the owner's words: the My Cards note, the toast and the mail all say this. */
export function autoUnpublishedWhy(reason: AutoUnpublishReason): string {
  return reason === "no-availability"
    ? "It had no working hours left, so nobody could book it. Add working hours, then publish it again."
    : `${UNANSWERED_EXPIRIES_TO_UNPUBLISH} booking requests in a row expired without an answer. Publish it again when you can answer requests.`;
}

export const autoUnpublishedTitle = (title: string) => `Your card '${title}' was unpublished`;

/** Whether one more unanswered expiry (making `count` in a row) unpublishes the card. */
export const expiriesUnpublish = (count: number): boolean => count >= UNANSWERED_EXPIRIES_TO_UNPUBLISH;

/** Whether stored working hours (a JSON rule list, or null for none) leave nothing to book. */
export const hasNoHours = (json: string | null): boolean => json === null || (JSON.parse(json) as unknown[]).length === 0;
