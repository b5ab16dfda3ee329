import type { Db } from "../../db/database.ts";
import type { CalendarSyncTables } from "./calendar-sync.table.ts";

export type CalendarFeedRow = CalendarSyncTables["calendar_feeds"];

export function feedOfUser(db: Db, userId: string): Promise<CalendarFeedRow | undefined> {
  return db.selectFrom("calendar_feeds").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

export async function feedOwnerByHash(db: Db, tokenHash: string): Promise<string | null> {
  const row = await db.selectFrom("calendar_feeds").select("user_id").where("token_hash", "=", tokenHash).executeTakeFirst();
  return row?.user_id ?? null;
}

/** Sets the person's feed (one per person): a new row, or the old one's token replaced. */
export async function saveFeed(db: Db, row: CalendarFeedRow): Promise<void> {
  await db
    .insertInto("calendar_feeds")
    .values(row)
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ token_hash: row.token_hash, created_at_ms: row.created_at_ms }))
    .execute();
}

/** Makes the person's first feed unless one exists already (two first requests at once keep one address). */
export async function insertFeedIfAbsent(db: Db, row: CalendarFeedRow): Promise<void> {
  await db
    .insertInto("calendar_feeds")
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .execute();
}
