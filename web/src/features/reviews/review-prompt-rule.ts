import type { AwaitingReview } from "@kora/shared/contracts/reviews.ts";

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

const DISMISSED_KEY = "kora.reviewPrompt.dismissed";

/** Bookings whose review prompt was answered "Not now" (localStorage; an unavailable store reads as empty). */
export function readDismissedReviews(storage: Pick<Storage, "getItem"> | null): Set<string> {
  try {
    const raw = storage?.getItem(DISMISSED_KEY);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(list) ? list.filter((item): item is string => typeof item === "string") : []);
  } catch {
    return new Set();
  }
}

export function dismissReview(storage: Pick<Storage, "getItem" | "setItem"> | null, id: string): Set<string> {
  const next = readDismissedReviews(storage);
  next.add(id);
  try {
    storage?.setItem(DISMISSED_KEY, JSON.stringify([...next].slice(-100)));
  } catch {
    // Private mode or a full store: the prompt may come back after a reload, nothing worse.
  }
  return next;
}
