/**
 * Two token buckets per socket. Frames spend from the first: `burst` at once, refilled at `perSecond`;
 * a frame that finds it empty is dropped (with a warning at most once a second). Dropped frames spend
 * from the second: `closeAfterDropped` of them, refilled over `droppedWindowMs`; a socket that empties it
 * is closed (1008, PROTOCOL.md). Neither bucket is reset by a frame that gets through, so a flood that
 * lets one frame through every refill tick is closed like any other, after at most
 * `burst + closeAfterDropped` frames; a client that bursts now and then is never closed.
 */
export const FRAME_ALLOWANCE = { burst: 300, perSecond: 100, closeAfterDropped: 1_000, droppedWindowMs: 60_000 } as const;

/** The close code for a socket over its allowance: policy violation. */
export const FLOOD_CLOSE_CODE = 1008;

export type FrameVerdict = "ok" | "warn" | "drop" | "close";
export type FrameLimits = { burst: number; perSecond: number; closeAfterDropped: number; droppedWindowMs: number };

const WARN_EVERY_MS = 1000;

export class FrameAllowance {
  #frames: number;
  #drops: number;
  #at: number;
  #warnedAt = Number.NEGATIVE_INFINITY;

  /** `now` should be a monotonic clock in ms (performance.now); a step backwards refills nothing. */
  constructor(
    private readonly now: () => number,
    private readonly limits: FrameLimits = FRAME_ALLOWANCE,
  ) {
    this.#frames = limits.burst;
    this.#drops = limits.closeAfterDropped;
    this.#at = now();
  }

  /** Spends one frame: "ok" to handle it; "warn" or "drop" to drop it; "close" once too many were dropped. */
  take(): FrameVerdict {
    const now = this.now();
    const elapsed = Math.max(0, now - this.#at);
    this.#at = Math.max(this.#at, now);
    const { burst, perSecond, closeAfterDropped, droppedWindowMs } = this.limits;
    this.#frames = Math.min(burst, this.#frames + (elapsed / 1000) * perSecond);
    this.#drops = Math.min(closeAfterDropped, this.#drops + (elapsed / droppedWindowMs) * closeAfterDropped);
    if (this.#frames >= 1) {
      this.#frames -= 1;
      return "ok";
    }
    this.#drops -= 1;
    if (this.#drops < 1) return "close";
    if (now - this.#warnedAt < WARN_EVERY_MS) return "drop";
    this.#warnedAt = now;
    return "warn";
  }
}
