import type { ActivityEvent } from "@kora/shared/domain/activity/activity-rules.ts";
import { activityRoute, mayPostActivity } from "@kora/shared/domain/activity/activity-rules.ts";

/** Back on the tab after at least this long hidden counts as "focus after being away". */
export const AWAY_MS = 60_000;

export interface ActivityBody {
  route: string;
  event: ActivityEvent;
}

export interface TrackerDeps {
  /** Posts one event; its failure is swallowed here. */
  send(body: ActivityBody): Promise<unknown>;
  now(): number;
}

/**
 * The browser side of activity tracking (core §7 users/activity, public-site §9): page views and
 * coming back to the tab after being away, one request per 3 s at most (the server holds the same
 * window per person), the route's path only. Sending never blocks and never reports a failure.
 */
export function createActivityTracker(deps: TrackerDeps) {
  let lastSentMs: number | null = null;
  let hiddenSinceMs: number | null = null;

  function post(event: ActivityEvent, route: string): boolean {
    const path = activityRoute(route);
    const nowMs = deps.now();
    if (path === null || !mayPostActivity(lastSentMs, nowMs)) return false;
    lastSentMs = nowMs;
    deps.send({ route: path, event }).catch(() => {
      // Tracking is best effort: a failed post is dropped without a word.
    });
    return true;
  }

  return {
    /** A page was shown at `route` (a path; any query string or fragment is dropped). */
    pageView: (route: string) => post("pageView", route),
    /** The tab was hidden. */
    hidden(): void {
      hiddenSinceMs ??= deps.now();
    },
    /** The tab is visible again: a 'focus' when it was hidden for AWAY_MS or longer. */
    visible(route: string): boolean {
      const since = hiddenSinceMs;
      hiddenSinceMs = null;
      return since !== null && deps.now() - since >= AWAY_MS ? post("focus", route) : false;
    },
  };
}

export type ActivityTracker = ReturnType<typeof createActivityTracker>;
