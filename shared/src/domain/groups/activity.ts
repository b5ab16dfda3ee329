/**
 * The console's activity filters (core §9): a window of 24 hours, 7 days or 28 days, and a count
 * bucket — none 0, one 1, two to three 2-3, four plus above 3.
 */
export const ACTIVITY_WINDOWS = { "1d": 24, "7d": 7 * 24, "28d": 28 * 24 } as const;
export type ActivityWindow = keyof typeof ACTIVITY_WINDOWS;
export const ACTIVITY_WINDOW_LABELS: Record<ActivityWindow, string> = { "1d": "Last 24 hours", "7d": "Last 7 days", "28d": "Last 4 weeks" };

export const COUNT_BUCKETS = ["none", "one", "two-three", "four-plus"] as const;
export type CountBucket = (typeof COUNT_BUCKETS)[number];
export const COUNT_BUCKET_LABELS: Record<CountBucket, string> = { none: "None", one: "One", "two-three": "2-3", "four-plus": "4+" };

/** The bucket a count falls in. */
export function countBucket(count: number): CountBucket {
  if (count <= 0) return "none";
  if (count === 1) return "one";
  if (count <= 3) return "two-three";
  return "four-plus";
}

/** The inclusive count range of a bucket (`max` null for no upper bound), for a SQL `having`. */
export function bucketRange(bucket: CountBucket): { min: number; max: number | null } {
  return { none: { min: 0, max: 0 }, one: { min: 1, max: 1 }, "two-three": { min: 2, max: 3 }, "four-plus": { min: 4, max: null } }[bucket];
}

/** Where a window starts, as an ISO instant, for `now`. */
export function windowStart(now: Date, window: ActivityWindow): string {
  return new Date(now.getTime() - ACTIVITY_WINDOWS[window] * 3_600_000).toISOString();
}
