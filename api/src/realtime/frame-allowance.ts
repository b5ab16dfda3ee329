/**
 * A token bucket per socket: `burst` frames at once, refilled at `perSecond`. A socket over its
 * allowance has its frames dropped (one warning), and one that keeps flooding is closed, so a
 * single client can't starve the others or the server.
 */
export const FRAME_ALLOWANCE = { burst: 300, perSecond: 100, closeAfterDropped: 1_000 } as const;

export type FrameVerdict = "ok" | "warn" | "drop" | "close";

export class FrameAllowance {
  #tokens: number;
  #at: number;
  #dropped = 0;

  constructor(
    private readonly now: () => number,
    private readonly limits: { burst: number; perSecond: number; closeAfterDropped: number } = FRAME_ALLOWANCE,
  ) {
    this.#tokens = limits.burst;
    this.#at = now();
  }

  /** Spends one frame; "warn" on the first frame dropped in a run, "close" once too many were dropped. */
  take(): FrameVerdict {
    const now = this.now();
    this.#tokens = Math.min(this.limits.burst, this.#tokens + ((now - this.#at) / 1000) * this.limits.perSecond);
    this.#at = now;
    if (this.#tokens >= 1) {
      this.#tokens -= 1;
      this.#dropped = 0;
      return "ok";
    }
    this.#dropped += 1;
    if (this.#dropped >= this.limits.closeAfterDropped) return "close";
    return this.#dropped === 1 ? "warn" : "drop";
  }
}
