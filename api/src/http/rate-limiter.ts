import { MESSAGES } from "@kora/shared/messages.ts";
import { AppError } from "./app-error.ts";

/**
 * Sliding-window counter per key, in process memory. Enough for one API instance; a fleet would
 * keep the same interface over Redis. Old windows are pruned as keys are touched.
 */
export class RateLimiter {
  #hits = new Map<string, number[]>();
  constructor(private readonly now: () => number) {}

  /** Records a hit for `key`; throws 429 when more than `max` hits fall within `windowMs`. */
  hit(key: string, max: number, windowMs: number): void {
    const now = this.now();
    const recent = (this.#hits.get(key) ?? []).filter((at) => at > now - windowMs);
    if (recent.length >= max) {
      this.#hits.set(key, recent);
      throw new AppError("rate_limited", MESSAGES.tooMany);
    }
    recent.push(now);
    this.#hits.set(key, recent);
    if (this.#hits.size > 50_000) this.#prune(now - windowMs);
  }

  #prune(before: number) {
    for (const [key, hits] of this.#hits) if (hits.every((at) => at <= before)) this.#hits.delete(key);
  }
}
