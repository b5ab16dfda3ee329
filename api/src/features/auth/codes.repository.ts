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
  await db.updateTable("verification_codes").set({ consumed_at: nowIso }).where("email", "=", email).where("consumed_at", "is", null).execute();
}

/** Counts a wrong guess. Returns the attempts so far. */
export async function countAttempt(db: Db, id: string): Promise<number> {
  const row = await db
    .updateTable("verification_codes")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("id", "=", id)
    .returning("attempts")
    .executeTakeFirstOrThrow();
  return row.attempts;
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
