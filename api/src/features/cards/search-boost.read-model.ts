import { type SqlBool, sql } from "kysely";
import { PRO_SLUG } from "@kora/shared/domain/plans/plans.ts";
import { PLAN_GRANTING_STATUSES } from "@kora/shared/domain/plans/subscription.ts";
import type { Db } from "../../db/database.ts";

/**
 * The Pro search boost's one lookup (the rule itself: shared/src/domain/search/boost.ts): which of a
 * relevance window's cards (by rowid) belong to someone on Pro at `atIso`. One query for the whole
 * window, whatever its size: the running Pro subscribers are read once (a small set), then matched
 * against the window's owners.
 */
export async function proOwnedRowids(db: Db, rowids: readonly number[], atIso: string): Promise<Set<number>> {
  if (rowids.length === 0) return new Set();
  const rows = (await db
    .selectFrom("cards")
    .select(sql<number>`cards.rowid`.as("id"))
    .where(sql<SqlBool>`cards.rowid in (${sql.join([...rowids])})`)
    .where("cards.user_id", "in", (eb) =>
      eb
        .selectFrom("plan_subscriptions")
        .select("plan_subscriptions.user_id")
        .where("plan_subscriptions.slug", "=", PRO_SLUG)
        .where("plan_subscriptions.status", "in", PLAN_GRANTING_STATUSES)
        .where((inner) => inner.or([inner("plan_subscriptions.ends_at", "is", null), inner("plan_subscriptions.ends_at", ">", atIso)])),
    )
    .execute()) as { id: number }[];
  return new Set(rows.map((row) => Number(row.id)));
}
