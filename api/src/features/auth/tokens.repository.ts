import type { Db } from "../../db/database.ts";
import { randomToken, sha256 } from "../../lib/crypto.ts";
import type { AuthTables } from "./auth.table.ts";

type Purpose = AuthTables["user_tokens"]["purpose"];

/** Issues a single-purpose token for a user; returns the raw token (only its hash is stored). */
export async function issueToken(db: Db, userId: string, purpose: Purpose, now: Date, ttlMs: number): Promise<string> {
  const token = randomToken();
  await db
    .insertInto("user_tokens")
    .values({
      token_hash: await sha256(token),
      user_id: userId,
      purpose,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ttlMs).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/** The user id a live token belongs to; `consume` marks it used (compare-and-set) so it works once. */
export async function redeemToken(db: Db, token: string, purpose: Purpose, now: Date, consume: boolean): Promise<string | undefined> {
  const hash = await sha256(token);
  const nowIso = now.toISOString();
  const row = await db
    .selectFrom("user_tokens")
    .select(["user_id"])
    .where("token_hash", "=", hash)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", nowIso)
    .executeTakeFirst();
  if (!row) return undefined;
  if (!consume) return row.user_id;
  const result = await db
    .updateTable("user_tokens")
    .set({ used_at: nowIso })
    .where("token_hash", "=", hash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n ? row.user_id : undefined;
}
