import type { AwaitingReview } from "@kora/shared/contracts/reviews.ts";
import { dismissedIds } from "../../lib/dismissed-ids.ts";

/**
 * Which session the review modal should offer (core §2 Behaviour: 2 s after a booking reaches the
 * awaiting-review state), or null: the newest completed session I haven't reviewed nor waved away
 * ("Not now" is remembered per booking in this browser), unless I'm on a review page or in a call.
 */
export function reviewPromptFor(input: {
  awaiting: readonly AwaitingReview[];
  pathname: string;
  dismissed: ReadonlySet<string>;
}): AwaitingReview | null {
  if (/\/review\/?$/.test(input.pathname)) return null;
  if (/^\/meet\//.test(input.pathname) || /\/bookings\/[^/]+\/join\/?$/.test(input.pathname)) return null;
  return input.awaiting.find((item) => !input.dismissed.has(item.bookingId)) ?? null;
}

/** Bookings whose review prompt was answered "Not now" (localStorage). */
const dismissed = dismissedIds("kora.reviewPrompt.dismissed", 100);
export const readDismissedReviews = dismissed.read;
export const dismissReview = dismissed.add;
