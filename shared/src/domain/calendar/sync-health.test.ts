import { describe, expect, it } from "vitest";
import {
  busyTimesStale,
  FLAG_AFTER_FAILURES,
  healthAfterFailure,
  healthAfterSuccess,
  healthAfterWrite,
  healthAfterWriteFailure,
  retryDelayMs,
  SYNC_EVERY_MS,
  type SyncHealth,
} from "./sync-health.ts";

const T0 = Date.parse("2027-03-01T09:00:00Z");
const fresh: SyncHealth = {
  status: "syncing",
  failures: 0,
  lastError: null,
  lastSyncedAtMs: null,
  nextAttemptAtMs: null,
  flaggedAtMs: null,
};

describe("calendar connection health", () => {
  it("backs off 1, 2, 4, 8, 16, 30, then 60 minutes", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => retryDelayMs(n) / 60_000)).toEqual([1, 2, 4, 8, 16, 30, 60, 60, 60]);
  });

  it("retries, then flags once after FLAG_AFTER_FAILURES failures, and keeps retrying", () => {
    let health: SyncHealth = fresh;
    const flags: boolean[] = [];
    for (let i = 0; i < FLAG_AFTER_FAILURES + 2; i++) {
      const next = healthAfterFailure(health, "The calendar server couldn't be reached.", T0 + i * 60_000);
      flags.push(next.flagNow);
      health = next;
    }
    expect(flags).toEqual([false, false, false, false, true, false, false]);
    expect(health.status).toBe("failing");
    expect(health.flaggedAtMs).toBe(T0 + 4 * 60_000);
    expect(health.nextAttemptAtMs).toBe(T0 + 6 * 60_000 + 60 * 60_000);
  });

  it("a success clears it all and schedules the next sync", () => {
    expect(healthAfterSuccess(T0)).toEqual({
      status: "ok",
      failures: 0,
      lastError: null,
      lastSyncedAtMs: T0,
      nextAttemptAtMs: T0 + SYNC_EVERY_MS,
      flaggedAtMs: null,
    });
  });

  it("a refused write counts like a failed sync but keeps the sync schedule; a write that works clears only a write's trouble", () => {
    const ok = healthAfterSuccess(T0);
    let health: SyncHealth = ok;
    const flags: boolean[] = [];
    for (let i = 0; i < FLAG_AFTER_FAILURES; i++) {
      const next = healthAfterWriteFailure(health, "refused", T0 + i * 10_000);
      flags.push(next.flagNow);
      health = next;
    }
    expect(flags).toEqual([false, false, false, false, true]);
    expect(health).toMatchObject({ status: "failing", lastError: "refused", lastSyncedAtMs: T0, nextAttemptAtMs: T0 + SYNC_EVERY_MS });
    expect(healthAfterWrite(health, true)).toEqual({ ...health, status: "ok", failures: 0, lastError: null, flaggedAtMs: null });
    expect(healthAfterWrite(health, false)).toBeNull();
    expect(healthAfterWrite(ok, true)).toBeNull();
  });

  it("busy times are stale while failing, or when no sync worked lately", () => {
    expect(busyTimesStale({ status: "retrying", lastSyncedAtMs: T0 }, T0)).toBe(true);
    expect(busyTimesStale({ status: "ok", lastSyncedAtMs: T0 }, T0 + SYNC_EVERY_MS)).toBe(false);
    expect(busyTimesStale({ status: "ok", lastSyncedAtMs: T0 }, T0 + 4 * SYNC_EVERY_MS)).toBe(true);
    expect(busyTimesStale({ status: "syncing", lastSyncedAtMs: null }, T0)).toBe(false);
  });
});
