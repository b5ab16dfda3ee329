import type { ActivityEvent } from "@kora/shared/domain/activity/activity-rules.ts";
import {
  ACTIVITY_BATCH_MAX,
  ACTIVITY_ERROR_MESSAGE_MAX_LENGTH,
  ACTIVITY_THROTTLE_MS,
  activityRoute,
  MAX_ERROR_EVENTS,
  mayPostActivity,
} from "@kora/shared/domain/activity/activity-rules.ts";
import type { FormEvent } from "../../lib/client-events.ts";
import { capText } from "./click-target.ts";

/** Back on the tab after at least this long hidden counts as "focus after being away". */
export const AWAY_MS = 60_000;

export type ActivityExtra = Record<string, string | number | boolean | null>;

export interface ActivityEventBody {
  route: string;
  event: ActivityEvent;
  extra?: ActivityExtra;
}

/** What one request carries: the events queued since the last one. */
export interface ActivityBody {
  events: ActivityEventBody[];
}

export interface TrackerDeps {
  /** Posts one batch; its failure is swallowed here. `keepalive` when the page may be going away. */
  send(body: ActivityBody, options: { keepalive: boolean }): Promise<unknown>;
  now(): number;
  /** Runs `run` after `ms`; returns what cancels it. */
  later(run: () => void, ms: number): () => void;
}

/**
 * The browser side of activity tracking (core §7 users/activity, public-site §9): page views, clicks
 * on links and buttons, form submits and refusals, coming back to the tab after being away, and
 * uncaught errors — at most MAX_ERROR_EVENTS of them for the page's life (public-site §8). Events are
 * queued and posted together, one request per 3 s at most (the server stores one per person per 3 s),
 * up to ACTIVITY_BATCH_MAX a request (more in one window are dropped); the route's path only. Sending
 * never blocks and never reports a failure.
 */
export function createActivityTracker(deps: TrackerDeps) {
  let lastSentMs: number | null = null;
  let hiddenSinceMs: number | null = null;
  let errorsReported = 0;
  let queue: ActivityEventBody[] = [];
  let cancelTimer: (() => void) | null = null;

  function flush(keepalive = false): boolean {
    cancelTimer?.();
    cancelTimer = null;
    if (queue.length === 0) return false;
    const nowMs = deps.now();
    if (!mayPostActivity(lastSentMs, nowMs)) {
      if (!keepalive) schedule();
      return false;
    }
    lastSentMs = nowMs;
    const events = queue;
    queue = [];
    deps.send({ events }, { keepalive }).catch(() => {
      // Tracking is best effort: a failed post is dropped without a word.
    });
    return true;
  }

  function schedule(): void {
    if (cancelTimer) return;
    const wait = lastSentMs === null ? 0 : Math.max(0, lastSentMs + ACTIVITY_THROTTLE_MS - deps.now());
    if (wait === 0) {
      flush();
      return;
    }
    cancelTimer = deps.later(() => {
      cancelTimer = null;
      flush();
    }, wait);
  }

  function enqueue(event: ActivityEvent, route: string, extra?: ActivityExtra): boolean {
    const path = activityRoute(route);
    if (path === null || queue.length >= ACTIVITY_BATCH_MAX) return false;
    queue.push(extra ? { route: path, event, extra } : { route: path, event });
    schedule();
    return true;
  }

  return {
    /** A page was shown at `route` (a path; any query string or fragment is dropped). */
    pageView: (route: string) => enqueue("pageView", route),
    /** A link or button was clicked: its label and where it leads (see click-target.ts). */
    click: (route: string, control: { label: string; target: string }) => enqueue("clickOn", route, { kind: "click", ...control }),
    /** A form was submitted or refused: sent as a 'clickOn' whose `kind` says which, with the names of the fields in error. */
    form(route: string, event: FormEvent): boolean {
      const extra: ActivityExtra = { kind: event.kind, form: capText(event.form) };
      if (event.kind === "formError") extra.fields = capText(event.fields.join(","), ACTIVITY_ERROR_MESSAGE_MAX_LENGTH);
      return enqueue("clickOn", route, extra);
    },
    /** An uncaught error or rejection: reported until MAX_ERROR_EVENTS have been, then ignored. */
    error(route: string, message: string): boolean {
      if (errorsReported >= MAX_ERROR_EVENTS) return false;
      const queued = enqueue("error", route, { message: capText(message || "Unknown error", ACTIVITY_ERROR_MESSAGE_MAX_LENGTH) });
      if (queued) errorsReported += 1;
      return queued;
    },
    /** The tab was hidden: what is queued goes now if the 3 s allow it, as a request that outlives the page. */
    hidden(): void {
      hiddenSinceMs ??= deps.now();
      flush(true);
    },
    /** The tab is visible again: a 'focus' when it was hidden for AWAY_MS or longer. */
    visible(route: string): boolean {
      const since = hiddenSinceMs;
      hiddenSinceMs = null;
      if (since !== null && deps.now() - since >= AWAY_MS) return enqueue("focus", route);
      if (queue.length > 0) schedule();
      return false;
    },
  };
}

export type ActivityTracker = ReturnType<typeof createActivityTracker>;
