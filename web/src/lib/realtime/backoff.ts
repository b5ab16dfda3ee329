/** Reconnect timing for the realtime socket: exponential from 1 s, capped at 30 s, with jitter. */
export interface BackoffPolicy {
  initialMs: number;
  maxMs: number;
  /** Fraction shaved off at random (0.3 → 70–100 % of the step) so tabs do not reconnect in lock-step. */
  jitter: number;
  /** A connection that stayed up this long was healthy: the next failure starts again from the first step. */
  stableMs: number;
}

export const RECONNECT_POLICY: BackoffPolicy = { initialMs: 1000, maxMs: 30_000, jitter: 0.3, stableMs: 10_000 };

/** Delay before reconnect number `attempt` (0-based); `random` in [0, 1). Never above `maxMs`. */
export function backoffDelay(attempt: number, random: number, policy: BackoffPolicy = RECONNECT_POLICY): number {
  const step = Math.min(policy.maxMs, policy.initialMs * 2 ** Math.max(0, attempt));
  return Math.round(step * (1 - policy.jitter * Math.min(Math.max(random, 0), 1)));
}

/**
 * The backoff step for the reconnect after a socket closed. `retriesSoFar` counts reconnects since
 * the last stable connection; `connectedForMs` is how long the socket was open (null: it never
 * opened). A connection that stayed up long enough starts the schedule over.
 */
export function reconnectStep(retriesSoFar: number, connectedForMs: number | null, policy: BackoffPolicy = RECONNECT_POLICY): number {
  if (connectedForMs !== null && connectedForMs >= policy.stableMs) return 0;
  return retriesSoFar;
}
