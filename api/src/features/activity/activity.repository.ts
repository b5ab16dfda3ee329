import { ACTIVITY_EVENTS } from "@kora/shared/domain/activity/activity-rules.ts";
import type { Db } from "../../db/database.ts";

/**
 * `user_activity` for the tracker (core §7 users/activity). Every filter names the events it reads,
 * so the (user_id, event, created_at) index answers it with one range per event.
 */

/** Every event stored: the browser's and 'login' (a sign-in, or a return after an idle hour). */
const STORED_EVENTS = ["login", ...ACTIVITY_EVENTS];

export interface StoredActivity {
  userId: string;
  sessionId: string;
  event: string;
  route: string;
  extra: string | null;
  nowIso: string;
}

/** Whether the user's activity session `sessionId` has a tracked event at or after `sinceIso`. */
export async function sessionActiveSince(db: Db, userId: string, sessionId: string, sinceIso: string): Promise<boolean> {
  const row = await db
    .selectFrom("user_activity")
    .select("id")
    .where("user_id", "=", userId)
    .where("event", "in", [...ACTIVITY_EVENTS])
    .where("created_at", ">", sinceIso)
    .where("session_id", "=", sessionId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Stores `activity` unless the user already has an event of one of `quietEvents` after `quietSinceIso`.
 * One statement (INSERT … SELECT … WHERE NOT EXISTS): the writer's lock makes racing requests see each
 * other, so of any number sent at once exactly one is stored. True when it was stored.
 */
async function insertUnlessRecent(
  db: Db,
  activity: StoredActivity,
  quietEvents: readonly string[],
  quietSinceIso: string,
): Promise<boolean> {
  const result = await db
    .insertInto("user_activity")
    .columns(["user_id", "session_id", "event", "route", "extra", "created_at"])
    .expression(
      db
        .selectNoFrom((eb) => [
          eb.val(activity.userId).as("user_id"),
          eb.val(activity.sessionId).as("session_id"),
          eb.val(activity.event).as("event"),
          eb.val(activity.route).as("route"),
          eb.val(activity.extra).as("extra"),
          eb.val(activity.nowIso).as("created_at"),
        ])
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("user_activity")
                .select("id")
                .where("user_id", "=", activity.userId)
                .where("event", "in", [...quietEvents])
                .where("created_at", ">", quietSinceIso),
            ),
          ),
        ),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** A browser event, unless the user stored one after `throttleSinceIso` (sign-in rows don't count). */
export const insertTrackedEvent = (db: Db, activity: StoredActivity, throttleSinceIso: string) =>
  insertUnlessRecent(db, activity, ACTIVITY_EVENTS, throttleSinceIso);

/** A 'login' for a person back after being idle: unless they did anything at all after `idleSinceIso`. */
export const insertReturnLogin = (db: Db, activity: Omit<StoredActivity, "event">, idleSinceIso: string) =>
  insertUnlessRecent(db, { ...activity, event: "login" }, STORED_EVENTS, idleSinceIso);

/** Stores browser events as they are: the caller has already passed the throttle with the first of their batch. */
export async function insertEvents(db: Db, activities: readonly StoredActivity[]): Promise<void> {
  if (activities.length === 0) return;
  await db
    .insertInto("user_activity")
    .values(
      activities.map((activity) => ({
        user_id: activity.userId,
        session_id: activity.sessionId,
        event: activity.event,
        route: activity.route,
        extra: activity.extra,
        created_at: activity.nowIso,
      })),
    )
    .execute();
}

/** How many `event` rows the user's activity session `sessionId` holds. */
export async function countSessionEvents(db: Db, userId: string, sessionId: string, event: string): Promise<number> {
  const row = await db
    .selectFrom("user_activity")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_id", "=", userId)
    .where("event", "=", event)
    .where("session_id", "=", sessionId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Deletes up to `limit` events created before `beforeIso`, oldest first; how many went. */
export async function deleteActivityBefore(db: Db, beforeIso: string, limit: number): Promise<number> {
  const result = await db
    .deleteFrom("user_activity")
    .where("id", "in", (eb) =>
      eb.selectFrom("user_activity").select("id").where("created_at", "<", beforeIso).orderBy("created_at").limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows ?? 0n);
}
