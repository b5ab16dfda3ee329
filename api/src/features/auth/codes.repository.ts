import type { Db } from "../../db/database.ts";
import type { AuthTables } from "./auth.table.ts";

type CodeRow = AuthTables["verification_codes"];

export async function insertCode(db: Db, row: CodeRow): Promise<void> {
  await db.insertInto("verification_codes").values(row).execute();
}

/** The newest unconsumed, unexpired code for an address. Older codes die when a new one is sent. */
export function latestLiveCode(db: Db, email: string, nowIso: string): Promise<CodeRow | undefined> {
  return db
    .selectFrom("verification_codes")
    .selectAll()
    .where("email", "=", email)
    .where("consumed_at", "is", null)
    .where("expires_at", ">", nowIso)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
}

export async function retireCodes(db: Db, email: string, nowIso: string): Promise<void> {
  await db
    .updateTable("verification_codes")
    .set({ consumed_at: nowIso })
    .where("email", "=", email)
    .where("consumed_at", "is", null)
    .execute();
}

/**
 * Spends one of a code's `max` guesses, atomically: one UPDATE that only succeeds while attempts are
 * under `max`. False when none are left (or the code was used) — then the guess must not be checked,
 * so any number of concurrent guesses gets at most `max` comparisons.
 */
export async function takeAttempt(db: Db, id: string, max: number): Promise<boolean> {
  const row = await db
    .updateTable("verification_codes")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("id", "=", id)
    .where("attempts", "<", max)
    .where("consumed_at", "is", null)
    .returning("attempts")
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks a code used, once: compare-and-set, so two racing verifications cannot both succeed. */
export async function consumeCode(db: Db, id: string, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable("verification_codes")
    .set({ consumed_at: nowIso })
    .where("id", "=", id)
    .where("consumed_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
