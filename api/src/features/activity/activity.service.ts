import type { ActivityRecord } from "@kora/shared/contracts/activity.ts";
import { ACTIVITY_IDLE_MS, ACTIVITY_THROTTLE_MS, withinErrorCap } from "@kora/shared/domain/activity/activity-rules.ts";
import { randomToken } from "../../lib/crypto.ts";
import type { Services } from "../../services.ts";
import {
  countSessionEvents,
  insertEvents,
  insertReturnLogin,
  insertTrackedEvent,
  type StoredActivity,
  sessionActiveSince,
} from "./activity.repository.ts";

/** Requests per person per minute: a browser posts at most one per 3 s (20), so this is only a ceiling on abuse. */
export const ACTIVITY_REQUESTS_PER_MINUTE = 60;

/** What an activity session id looks like (randomToken(16)): anything else in the cookie is ignored. */
const SESSION_ID = /^[A-Za-z0-9_-]{22}$/;

export interface ActivityOutcome {
  /** The activity session the event belongs to. */
  sessionId: string;
  /** True when a new session started: the cookie must be (re)set. */
  started: boolean;
  /** How many of the events were stored: 0 when the 3 s throttle held the request back. */
  stored: number;
}

/**
 * Events from the signed-in user's browser, one or a batch (core §7 users/activity; public-site §9).
 * - The activity session is the cookie's id when that session of THIS user had an event within the
 *   idle hour; otherwise a new one starts (a new random id).
 * - A new session of someone who did nothing at all for an hour — no event, no sign-in, in any
 *   browser — is a return: it is stored as a 'login' too, which the group console's log-in windows
 *   count beside the sign-ins (core §9).
 * - At most one request per person per 3 s is stored, all its events together; the rest are dropped.
 * - An activity session stores at most MAX_ERROR_EVENTS 'error' events (public-site §8); later ones
 *   are dropped. The caller answers 202 either way: tracking is best effort, so a browser is never
 *   told to retry.
 * - More than ACTIVITY_REQUESTS_PER_MINUTE requests a minute is a 429.
 */
export async function recordActivity(
  services: Pick<Services, "db" | "now" | "limiter">,
  userId: string,
  cookieSessionId: string | undefined,
  events: readonly ActivityRecord[],
): Promise<ActivityOutcome> {
  services.limiter.hit(`activity:${userId}`, ACTIVITY_REQUESTS_PER_MINUTE, 60_000);
  const now = services.now();
  const nowIso = now.toISOString();
  const idleSinceIso = new Date(now.getTime() - ACTIVITY_IDLE_MS).toISOString();
  const firstRoute = events[0]?.route ?? "/";

  const known = cookieSessionId && SESSION_ID.test(cookieSessionId) ? cookieSessionId : null;
  const current = known && (await sessionActiveSince(services.db, userId, known, idleSinceIso)) ? known : null;
  const sessionId = current ?? randomToken(16);
  if (!current) await insertReturnLogin(services.db, { userId, sessionId, route: firstRoute, extra: null, nowIso }, idleSinceIso);

  // The throttle lets one request through per 3 s, so two batches never count the same errors at once.
  const storedErrors =
    current && events.some((e) => e.event === "error") ? await countSessionEvents(services.db, userId, sessionId, "error") : 0;
  const kept: StoredActivity[] = withinErrorCap(events, storedErrors).map((input) => ({
    userId,
    sessionId,
    event: input.event,
    route: input.route,
    extra: input.extra ? JSON.stringify(input.extra) : null,
    nowIso,
  }));
  const [first, ...rest] = kept;
  if (!first) return { sessionId, started: !current, stored: 0 };

  const throttleSinceIso = new Date(now.getTime() - ACTIVITY_THROTTLE_MS).toISOString();
  if (!(await insertTrackedEvent(services.db, first, throttleSinceIso))) return { sessionId, started: !current, stored: 0 };
  await insertEvents(services.db, rest);
  return { sessionId, started: !current, stored: kept.length };
}
