import type { Db } from "../../db/database.ts";
import type { UserRow } from "./users.table.ts";

/** A user's avatar columns: the last change's key and the served URL (null: initials). */
export function findAvatar(db: Db, userId: string) {
  return db.selectFrom("users").select(["id", "avatar_key", "avatar_url"]).where("id", "=", userId).executeTakeFirst();
}

/**
 * Records an avatar change (`url` null: a removal) unless a newer one is already recorded: keys sort
 * by their time-ordered version, so of two uploads finishing out of order the later-started one stays.
 * Answers the updated user, or undefined when a newer change won.
 */
export function recordAvatarChange(db: Db, userId: string, key: string, url: string | null, nowIso: string): Promise<UserRow | undefined> {
  return db
    .updateTable("users")
    .set({ avatar_key: key, avatar_url: url, updated_at: nowIso })
    .where("id", "=", userId)
    .where((eb) => eb.or([eb("avatar_key", "is", null), eb("avatar_key", "<", key)]))
    .returningAll()
    .executeTakeFirst();
}
