import type { ActivityRecord } from "@kora/shared/contracts/activity.ts";
import { ACTIVITY_IDLE_MS, ACTIVITY_THROTTLE_MS } from "@kora/shared/domain/activity/activity-rules.ts";
import { randomToken } from "../../lib/crypto.ts";
import type { Services } from "../../services.ts";
import { insertReturnLogin, insertTrackedEvent, sessionActiveSince } from "./activity.repository.ts";

/** What an activity session id looks like (randomToken(16)): anything else in the cookie is ignored. */
const SESSION_ID = /^[A-Za-z0-9_-]{22}$/;

export interface ActivityOutcome {
  /** The activity session the event belongs to. */
  sessionId: string;
  /** True when a new session started: the cookie must be (re)set. */
  started: boolean;
  /** False when the 3 s throttle held it back. */
  stored: boolean;
}

/**
 * One event from the signed-in user's browser (core §7 users/activity; public-site §9).
 * - The activity session is the cookie's id when that session of THIS user had an event within the
 *   idle hour; otherwise a new one starts (a new random id).
 * - A new session of someone who did nothing at all for an hour — no event, no sign-in, in any
 *   browser — is a return: it is stored as a 'login' too, which the group console's log-in windows
 *   count beside the sign-ins (core §9).
 * - At most one browser event per person per 3 s is stored; the rest are dropped (the caller answers
 *   202 either way).
 */
export async function recordActivity(
  services: Pick<Services, "db" | "now">,
  userId: string,
  cookieSessionId: string | undefined,
  input: ActivityRecord,
): Promise<ActivityOutcome> {
  const now = services.now();
  const nowIso = now.toISOString();
  const idleSinceIso = new Date(now.getTime() - ACTIVITY_IDLE_MS).toISOString();
  const extra = input.extra ? JSON.stringify(input.extra) : null;

  const known = cookieSessionId && SESSION_ID.test(cookieSessionId) ? cookieSessionId : null;
  const current = known && (await sessionActiveSince(services.db, userId, known, idleSinceIso)) ? known : null;
  const sessionId = current ?? randomToken(16);
  if (!current) await insertReturnLogin(services.db, { userId, sessionId, route: input.route, extra: null, nowIso }, idleSinceIso);

  const throttleSinceIso = new Date(now.getTime() - ACTIVITY_THROTTLE_MS).toISOString();
  const stored = await insertTrackedEvent(
    services.db,
    { userId, sessionId, event: input.event, route: input.route, extra, nowIso },
    throttleSinceIso,
  );
  return { sessionId, started: !current, stored };
}
