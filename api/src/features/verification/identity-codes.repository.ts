import { sql } from "kysely";
import type { Db } from "../../db/database.ts";
import type { CodeChannel, IdentityCodeRow } from "./verification.table.ts";

/**
 * Stores a new code for (user, channel) unless one was sent within the cool-down; returns false then.
 * Codes older than the cool-down are retired first; the insert is one statement that adds the row
 * only while no live code younger than `coolDownFromIso` exists, so two requests at once send one
 * code (the one-live-code unique index backs this up).
 */
export async function insertCodeUnlessCoolingDown(db: Db, row: IdentityCodeRow, coolDownFromIso: string): Promise<boolean> {
  await db
    .updateTable("identity_codes")
    .set({ consumed_at: row.created_at })
    .where("user_id", "=", row.user_id)
    .where("channel", "=", row.channel)
    .where("consumed_at", "is", null)
    .where("created_at", "<=", coolDownFromIso)
    .execute();
  try {
    const result = await sql`
      insert into identity_codes (id, user_id, channel, target, code_hash, attempts, created_at, expires_at, consumed_at)
      select ${row.id}, ${row.user_id}, ${row.channel}, ${row.target}, ${row.code_hash}, 0, ${row.created_at}, ${row.expires_at}, null
      where not exists (
        select 1 from identity_codes
        where user_id = ${row.user_id} and channel = ${row.channel} and consumed_at is null and created_at > ${coolDownFromIso}
      )`.execute(db);
    return result.numAffectedRows === 1n;
  } catch (error) {
    if (/UNIQUE constraint failed: identity_codes/.test(String(error) + String((error as Error)?.cause ?? ""))) return false;
    throw error;
  }
}

/** The live code of (user, channel) sent most recently, whether or not it has expired. */
export function liveCode(db: Db, userId: string, channel: CodeChannel): Promise<IdentityCodeRow | undefined> {
  return db
    .selectFrom("identity_codes")
    .selectAll()
    .where("user_id", "=", userId)
    .where("channel", "=", channel)
    .where("consumed_at", "is", null)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
}

/**
 * Spends one of a code's `max` guesses, atomically: one UPDATE that succeeds only while attempts are
 * under `max` and the code is live and unexpired. False when none are left: the guess must then not be
 * compared, so any number of concurrent guesses gets at most `max` comparisons.
 */
export async function takeAttempt(db: Db, id: string, max: number, nowIso: string): Promise<boolean> {
  const row = await db
    .updateTable("identity_codes")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("id", "=", id)
    .where("attempts", "<", max)
    .where("consumed_at", "is", null)
    .where("expires_at", ">", nowIso)
    .returning("attempts")
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks a code used, once: compare-and-set, so two racing right guesses cannot both succeed. */
export async function consumeCode(db: Db, id: string, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable("identity_codes")
    .set({ consumed_at: nowIso })
    .where("id", "=", id)
    .where("consumed_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Removes a code that could not be sent, so the cool-down does not hold back the next try. */
export async function deleteCode(db: Db, id: string): Promise<void> {
  await db.deleteFrom("identity_codes").where("id", "=", id).execute();
}
