import { sql } from "kysely";
import type { Db } from "../../db/database.ts";

/** True when someone has asked this advisor for a paid session that isn't cancelled or expired (payout details are due). */
export async function hasPaidRequests(db: Db, advisorId: string): Promise<boolean> {
  const row = await db
    .selectFrom("bookings")
    .select("id")
    .where("advisor_id", "=", advisorId)
    .where(sql<boolean>`json_extract(price, '$.free') = 0`)
    .where("status", "in", ["pending-approval", "suggested-times", "confirmed", "completed"])
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}
