/** Request expiry (core §5, §9): a configured list of hours with a 48-hour threshold. */
export const EXPIRY_HOURS = [24, 48, 72, 96] as const;
export const EXPIRY_THRESHOLD_HOURS = 48;
/** Requests may be made up to a year ahead (public-site §4). */
export const BOOKING_HORIZON_DAYS = 365;

const HOUR = 3_600_000;

/** What the requester may choose: "exact" (the earliest start itself) or a list of hours, each clamped. */
export type ExpiryOptions = { kind: "exact"; atMs: number } | { kind: "hours"; hours: number[] };

/**
 * The expiry choices for a request whose earliest proposed start is `earliestStartMs`.
 * Under 48 hours away, the only option is that start itself. Otherwise each configured choice is
 * clamped to the time left before that start (so a request never outlives its own times),
 * duplicates dropped, in ascending order.
 */
export function expiryOptions(earliestStartMs: number, nowMs: number): ExpiryOptions {
  const hoursLeft = (earliestStartMs - nowMs) / HOUR;
  if (hoursLeft < EXPIRY_THRESHOLD_HOURS) return { kind: "exact", atMs: earliestStartMs };
  const hours = [...new Set(EXPIRY_HOURS.map((h) => Math.min(h, Math.floor(hoursLeft))))].sort((a, b) => a - b);
  return { kind: "hours", hours };
}

/** The expiry instant for a choice, or null when the choice is not among the options. `null` choice = the default. */
export function requestExpiresAt(earliestStartMs: number, nowMs: number, choice: number | "exact" | null): number | null {
  const options = expiryOptions(earliestStartMs, nowMs);
  if (options.kind === "exact") return choice === null || choice === "exact" ? options.atMs : null;
  const hours = choice === null ? options.hours[options.hours.length > 1 ? 1 : 0] : choice;
  if (typeof hours !== "number" || !options.hours.includes(hours)) return null;
  return nowMs + hours * HOUR;
}

/** "Expires in 3 hours" style text: minutes under 4 hours, else hours (core §9). */
export function formatTimeLeft(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 240) return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
  const hours = Math.round(minutes / 60);
  return `${hours} hours`;
}
