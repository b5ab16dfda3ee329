import { sql } from "kysely";
import type { Db } from "../../db/database.ts";

/**
 * The paid work this advisor's payout details are due for: "request" while someone's paid request waits
 * for their answer, else "session" for a paid session confirmed or completed; null for none (cancelled
 * and expired bookings count for nothing).
 */
export async function paidWorkWaiting(db: Db, advisorId: string): Promise<"request" | "session" | null> {
  const row = await db
    .selectFrom("bookings")
    .select(sql<number>`coalesce(max(status in ('pending-approval', 'suggested-times')), -1)`.as("request"))
    .where("advisor_id", "=", advisorId)
    .where(sql<boolean>`json_extract(price, '$.free') = 0`)
    .where("status", "in", ["pending-approval", "suggested-times", "confirmed", "completed"])
    .executeTakeFirstOrThrow();
  return row.request === 1 ? "request" : row.request === 0 ? "session" : null;
}
