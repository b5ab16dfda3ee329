import { MESSAGES } from "@kora/shared/messages.ts";
import { AppError } from "./app-error.ts";

/**
 * Sliding-window counter per key, in process memory. Enough for one API instance; a fleet would
 * keep the same interface over Redis. Old windows are pruned as keys are touched.
 * A key's hits are kept oldest first, so a hit drops the expired ones from the front and never
 * reads the rest: its cost doesn't grow with the limit (a benchmark's limit of a million made
 * every hit read tens of thousands of times, on the event loop).
 */
export class RateLimiter {
  #hits = new Map<string, number[]>();
  constructor(private readonly now: () => number) {}

  /** Records a hit for `key`; throws 429 when more than `max` hits fall within `windowMs`. */
  hit(key: string, max: number, windowMs: number): void {
    const now = this.now();
    const hits = this.#recent(key, now - windowMs);
    if (hits.length >= max) throw new AppError("rate_limited", MESSAGES.tooMany);
    hits.push(now);
    // A clock moved back (tests move it) would leave the list out of order.
    if (hits.length > 1 && hits[hits.length - 2]! > now) hits.sort((a, b) => a - b);
    if (this.#hits.size > 50_000) this.#prune(now - windowMs);
  }

  /** The key's hits after `since`, oldest first (kept as the key's list). */
  #recent(key: string, since: number): number[] {
    const hits = this.#hits.get(key) ?? [];
    let expired = 0;
    while (expired < hits.length && hits[expired]! <= since) expired++;
    if (expired > 0) hits.splice(0, expired);
    this.#hits.set(key, hits);
    return hits;
  }

  #prune(before: number) {
    for (const [key, hits] of this.#hits) if (hits.every((at) => at <= before)) this.#hits.delete(key);
  }
}
