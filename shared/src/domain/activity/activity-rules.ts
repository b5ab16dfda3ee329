import { ACTIVITY_IDLE_MS, MAX_ERROR_EVENTS } from "../../constants.ts";

/**
 * Activity tracking's pure rules (core §7 users/activity; public-site §9: idle 1 hour, throttle 3 s).
 * The API and the browser's tracker share them.
 */

export { ACTIVITY_IDLE_MS, MAX_ERROR_EVENTS };
/** At most one stored event per person in this window; the browser holds back as well. */
export const ACTIVITY_THROTTLE_MS = 3_000;
/** Events older than this are pruned. */
export const ACTIVITY_RETENTION_DAYS = 90;
/**
 * The events a browser may post (public-site §3): page views, clicks on links and buttons ('clickOn',
 * which also carries form submits and refused submits as `extra.kind`), coming back to the tab after
 * being away, and the page's uncaught errors (at most MAX_ERROR_EVENTS of them).
 */
export const ACTIVITY_EVENTS = ["pageView", "clickOn", "focus", "error"] as const;
export type ActivityEvent = (typeof ACTIVITY_EVENTS)[number];
/** The longest stored route, in characters. */
export const ACTIVITY_ROUTE_MAX_LENGTH = 300;
/** The longest `extra` object, as compact JSON, and its most keys. */
export const ACTIVITY_EXTRA_MAX_CHARS = 500;
export const ACTIVITY_EXTRA_MAX_KEYS = 10;
/** The most events one request may carry: a browser queues its events and posts them together. */
export const ACTIVITY_BATCH_MAX = 20;
/** The longest label of a clicked control and the longest error message sent, in characters. */
export const ACTIVITY_LABEL_MAX_LENGTH = 80;
export const ACTIVITY_ERROR_MESSAGE_MAX_LENGTH = 200;

/**
 * The events of a batch that may still be stored when the activity session already holds
 * `storedErrors` error events: every non-error event, and error events up to MAX_ERROR_EVENTS in all,
 * first come first kept.
 */
export function withinErrorCap<T extends { event: string }>(events: readonly T[], storedErrors: number): T[] {
  let room = Math.max(0, MAX_ERROR_EVENTS - storedErrors);
  return events.filter((event) => {
    if (event.event !== "error") return true;
    if (room === 0) return false;
    room -= 1;
    return true;
  });
}

/**
 * The path of `route` without its query string or fragment (queries may hold tokens), or null when it
 * is not an app path: it must start with one "/" (not "//", which names another host) and hold no
 * spaces or control characters.
 */
export function activityRoute(route: string): string | null {
  const path = route.trim().split(/[?#]/, 1)[0] ?? "";
  if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
  if (/[\s\u0000-\u001f\u007f]/.test(path)) return null;
  return path;
}

/** Whether an activity session whose last event was at `lastAtMs` has gone idle by `nowMs` (or never had one). */
export function isActivitySessionIdle(lastAtMs: number | null, nowMs: number): boolean {
  return lastAtMs === null || nowMs - lastAtMs >= ACTIVITY_IDLE_MS;
}

/**
 * The browser's throttle: whether an event at `nowMs` may be sent when the last one went at `lastSentMs`.
 * The server enforces the same window per person; this only saves the requests.
 */
export function mayPostActivity(lastSentMs: number | null, nowMs: number): boolean {
  return lastSentMs === null || nowMs - lastSentMs >= ACTIVITY_THROTTLE_MS;
}

/** The oldest `created_at` kept at `now`: anything before it is pruned. */
export function activityRetentionCutoff(now: Date): string {
  return new Date(now.getTime() - ACTIVITY_RETENTION_DAYS * 86_400_000).toISOString();
}
