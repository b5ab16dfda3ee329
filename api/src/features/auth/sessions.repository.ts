import { SESSION_IDLE_DAYS } from "@kora/shared/constants.ts";
import type { Db } from "../../db/database.ts";
import { randomToken, sha256 } from "../../lib/crypto.ts";
import type { UserRow } from "../users/users.table.ts";

const DAY_MS = 86_400_000;
/** Sliding expiry is written at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 5 * 60_000;

/** Creates a session and returns the raw token for the cookie; only its hash is stored. */
export async function createSession(db: Db, userId: string, now: Date, userAgent: string | null): Promise<string> {
  const token = randomToken();
  await db
    .insertInto("sessions")
    .values({
      id_hash: await sha256(token),
      user_id: userId,
      created_at: now.toISOString(),
      last_used_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_IDLE_DAYS * DAY_MS).toISOString(),
      user_agent: userAgent?.slice(0, 300) ?? null,
    })
    .execute();
  return token;
}

/** The user behind a session token, extending its expiry; undefined when unknown or expired. */
export async function findSessionUser(db: Db, token: string, now: Date): Promise<{ user: UserRow; sessionHash: string } | undefined> {
  const sessionHash = await sha256(token);
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .selectAll("users")
    .select(["sessions.last_used_at as session_last_used_at", "sessions.expires_at as session_expires_at"])
    .where("sessions.id_hash", "=", sessionHash)
    .limit(1)
    .executeTakeFirst();
  if (!row || row.session_expires_at <= now.toISOString()) return undefined;
  if (now.getTime() - Date.parse(row.session_last_used_at) > TOUCH_EVERY_MS) {
    await db
      .updateTable("sessions")
      .set({ last_used_at: now.toISOString(), expires_at: new Date(now.getTime() + SESSION_IDLE_DAYS * DAY_MS).toISOString() })
      .where("id_hash", "=", sessionHash)
      .execute();
  }
  const { session_last_used_at: _used, session_expires_at: _expires, ...user } = row;
  return { user, sessionHash };
}

export async function deleteSession(db: Db, sessionHash: string): Promise<void> {
  await db.deleteFrom("sessions").where("id_hash", "=", sessionHash).execute();
}

/** Ends every session of a user but `keepHash` (after a password change or reset). */
export async function deleteOtherSessions(db: Db, userId: string, keepHash: string | null): Promise<void> {
  let query = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (keepHash) query = query.where("id_hash", "!=", keepHash);
  await query.execute();
}

/**
 * A session for someone who has just signed in, and the `login` row the admin console's log-in
 * windows count (core §9). Every sign-in path goes through here; test fixtures use createSession.
 */
export async function createLoginSession(db: Db, userId: string, now: Date, userAgent: string | null): Promise<string> {
  const token = await createSession(db, userId, now, userAgent);
  await db
    .insertInto("user_activity")
    .values({ user_id: userId, session_id: await sha256(token), event: "login", route: null, extra: null, created_at: now.toISOString() })
    .execute();
  return token;
}
