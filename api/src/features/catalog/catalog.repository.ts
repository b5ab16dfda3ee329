import { sql } from "kysely";
import type { Db } from "../../db/database.ts";

export type RatesPerUsd = Record<string, number>;

export async function loadRates(db: Db): Promise<RatesPerUsd> {
  const rows = await db.selectFrom("currency_rates").select(["currency", "per_usd"]).execute();
  return Object.fromEntries(rows.map((row) => [row.currency, row.per_usd]));
}

/** Replaces rates and re-prices every card's US-cent rate used by filters and sorting. */
export async function saveRates(db: Db, rates: RatesPerUsd, nowIso: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [currency, perUsd] of Object.entries(rates)) {
      await trx
        .insertInto("currency_rates")
        .values({ currency, per_usd: perUsd, updated_at: nowIso })
        .onConflict((oc) => oc.column("currency").doUpdateSet({ per_usd: perUsd, updated_at: nowIso }))
        .execute();
    }
    await sql`update cards set rate_usd = cast(round(rate / (select per_usd from currency_rates r where r.currency = cards.currency)) as integer)`.execute(
      trx,
    );
  });
}

export interface CategoryRow {
  id: string;
  slug: string;
  name: string;
  parent_id: string | null;
  sort_order: number;
}

export function allCategories(db: Db): Promise<CategoryRow[]> {
  return db.selectFrom("categories").selectAll().orderBy("sort_order").orderBy("name").execute();
}

/** A category and its children's ids, for filters that include sub-categories. */
export async function categoryWithChildren(db: Db, idOrSlug: string): Promise<string[]> {
  const rows = await db
    .selectFrom("categories")
    .select("id")
    .where((eb) =>
      eb.or([
        eb("id", "=", idOrSlug),
        eb("slug", "=", idOrSlug),
        eb("parent_id", "=", idOrSlug),
        eb("parent_id", "in", eb.selectFrom("categories").select("id").where("slug", "=", idOrSlug)),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}

/** The skills' ids by name, creating the ones that don't exist yet (names compare without case). */
export async function ensureSkills(db: Db, names: readonly string[]): Promise<{ id: string; name: string }[]> {
  const result: { id: string; name: string }[] = [];
  for (const name of names) {
    const key = name.trim().toLowerCase();
    await db
      .insertInto("skills")
      .values({ id: crypto.randomUUID(), name: name.trim(), name_key: key })
      .onConflict((oc) => oc.column("name_key").doNothing())
      .execute();
    result.push(await db.selectFrom("skills").select(["id", "name"]).where("name_key", "=", key).executeTakeFirstOrThrow());
  }
  return result;
}

export function searchSkills(db: Db, query: string, limit: number) {
  let q = db.selectFrom("skills").select(["id", "name"]).orderBy("name").limit(limit);
  if (query) q = q.where("name_key", "like", `${query.toLowerCase().replace(/[%_]/g, "")}%`);
  return q.execute();
}
