/**
 * A calendar connection's health (core §7), as pure rules with `now` passed in: a sync that
 * works sets it ok and schedules the next; one that fails retries with backoff (1, 2, 4, 8, 16, 30,
 * then every 60 minutes) and, after FLAG_AFTER_FAILURES failures in a row, turns it `failing` — flagged
 * once (menu alert, one mail, the working-hours banner) and still retried, until a sync works again.
 */

/** A healthy connection is read again this often. */
export const SYNC_EVERY_MS = 15 * 60_000;
/** Minutes to wait after the 1st, 2nd… failure in a row; the last repeats. */
export const RETRY_DELAYS_MINUTES = [1, 2, 4, 8, 16, 30, 60] as const;
/** Failures in a row that flag a connection (about half an hour of failing with the delays above). */
export const FLAG_AFTER_FAILURES = 5;
/** Busy times older than this are stale even while the connection says ok (the sync job is late). */
export const STALE_AFTER_MS = 3 * SYNC_EVERY_MS;

export type SyncStatus = "ok" | "syncing" | "retrying" | "failing";

export interface SyncHealth {
  status: SyncStatus;
  failures: number;
  lastError: string | null;
  lastSyncedAtMs: number | null;
  nextAttemptAtMs: number | null;
  flaggedAtMs: number | null;
}

/** The delay before the next try after `failures` failures in a row (≥ 1). */
export function retryDelayMs(failures: number): number {
  const index = Math.min(Math.max(failures, 1), RETRY_DELAYS_MINUTES.length) - 1;
  return RETRY_DELAYS_MINUTES[index]! * 60_000;
}

/** After a sync that worked: everything clears by itself. */
export function healthAfterSuccess(nowMs: number): SyncHealth {
  return { status: "ok", failures: 0, lastError: null, lastSyncedAtMs: nowMs, nextAttemptAtMs: nowMs + SYNC_EVERY_MS, flaggedAtMs: null };
}

/**
 * After a sync that failed with `message` (plain words). `flagNow` is true exactly once per failing
 * spell: when the connection turns `failing` (the mail goes out then, never again until it recovers).
 */
export function healthAfterFailure(previous: SyncHealth, message: string, nowMs: number): SyncHealth & { flagNow: boolean } {
  const failures = previous.failures + 1;
  const failing = failures >= FLAG_AFTER_FAILURES || previous.status === "failing";
  const flagNow = failing && previous.flaggedAtMs === null;
  return {
    status: failing ? "failing" : "retrying",
    failures,
    lastError: message,
    lastSyncedAtMs: previous.lastSyncedAtMs,
    nextAttemptAtMs: nowMs + retryDelayMs(failures),
    flaggedAtMs: flagNow ? nowMs : previous.flaggedAtMs,
    flagNow,
  };
}

/**
 * After a session write that failed with `message`: counted like a failed sync (retrying, then failing
 * and flagged once), but the sync schedule is kept — the write job retries by itself, and an earlier sync
 * would write nothing. The queue's attempts at one write (5) match FLAG_AFTER_FAILURES: a write that
 * gives up flags the connection unless something worked in between.
 */
export function healthAfterWriteFailure(previous: SyncHealth, message: string, nowMs: number): SyncHealth & { flagNow: boolean } {
  const next = healthAfterFailure(previous, message, nowMs);
  return { ...next, nextAttemptAtMs: previous.nextAttemptAtMs ?? next.nextAttemptAtMs };
}

/**
 * After a session write that worked: trouble a write caused (`troubledByWrite`) clears; a failing read
 * stays until a sync works. Null when nothing changes.
 */
export function healthAfterWrite(previous: SyncHealth, troubledByWrite: boolean): SyncHealth | null {
  if (!troubledByWrite || (previous.status !== "retrying" && previous.status !== "failing")) return null;
  return { ...previous, status: "ok", failures: 0, lastError: null, flaggedAtMs: null };
}

/** Its busy times may be out of date: the last syncs failed, or none worked lately. */
export function busyTimesStale(health: Pick<SyncHealth, "status" | "lastSyncedAtMs">, nowMs: number): boolean {
  if (health.status === "retrying" || health.status === "failing") return true;
  return health.lastSyncedAtMs !== null && nowMs - health.lastSyncedAtMs > STALE_AFTER_MS;
}
