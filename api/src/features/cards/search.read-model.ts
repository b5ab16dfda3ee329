import { type SelectQueryBuilder, type SqlBool, sql } from "kysely";
import type { cardSearchQuerySchema } from "@kora/shared/contracts/cards.ts";
import type { z } from "zod";
import type { Db } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import type { CardRow } from "./cards.table.ts";
import { ftsMatch, newSeed } from "./search-terms.ts";

export type SearchQuery = z.output<typeof cardSearchQuerySchema>;

/** What the search service looked up for the filters that need more than the query. */
export interface SearchLookups {
  /** Units of the shown currency per US dollar, when there is a rate filter. */
  perUsd: number;
  /** The category filter's ids (the category and its children), when there is one. */
  categoryIds: string[] | null;
  /** Zones whose offset is near the asked one's, when there is one. */
  zones: string[] | null;
}

/** A filtered query over cards, before anything is selected. */
// biome-ignore lint/complexity/noBannedTypes: `{}` is what Kysely's selectFrom() selects before any column is chosen.
type RotatableQuery = SelectQueryBuilder<Database, "cards", {}>;

/**
 * One page of a seeded shuffle: cards ordered by their random shuffle_key, starting at the seed
 * and wrapping round. The same seed gives the same order on every page; each seed starts somewhere
 * else. Two index range scans, whatever the number of cards.
 */
export async function rotatedPage<Q extends RotatableQuery>(
  query: Q,
  seed: number,
  offset: number,
  limit: number,
): Promise<{ rows: CardRow[]; total: number }> {
  const start = Math.imul(seed, 0x9e3779b1) >>> 1; // spread neighbouring seeds across the order
  const count = async (op: ">=" | "<") =>
    Number(
      (
        await query
          .where("cards.shuffle_key", op, start)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  // Both halves are counted through the shuffle index; together they are the total.
  const [after, before] = await Promise.all([count(">="), count("<")]);
  const rows: CardRow[] = [];
  if (offset < after) {
    rows.push(
      ...((await query
        .where("cards.shuffle_key", ">=", start)
        .selectAll("cards")
        .orderBy("cards.shuffle_key")
        .orderBy("cards.id")
        .limit(limit)
        .offset(offset)
        .execute()) as CardRow[]),
    );
  }
  if (rows.length < limit) {
    rows.push(
      ...((await query
        .where("cards.shuffle_key", "<", start)
        .selectAll("cards")
        .orderBy("cards.shuffle_key")
        .orderBy("cards.id")
        .limit(limit - rows.length)
        .offset(Math.max(0, offset - after))
        .execute()) as CardRow[]),
    );
  }
  return { rows, total: after + before };
}

/** Published, live marketplace cards: the query every public list starts from (constants inlined for the partial indexes). */
export const liveMarketplaceCards = (db: Db) =>
  db
    .selectFrom("cards")
    .where("cards.status", "=", sql.lit("published"))
    .where("cards.type", "=", sql.lit("marketplace"))
    .where("cards.deleted_at", "is", null);

/** The search's WHERE: one group's published cards or the marketplace's, narrowed by every filter asked for. */
function filtered(db: Db, q: SearchQuery, lookups: SearchLookups, match: string | null) {
  // No join on users: the advisor's place is filtered through subqueries, so counts stay on card indexes.
  // Constants are inlined (sql.lit), not bound: only then can SQLite see that the partial indexes'
  // conditions hold and answer counts from the index alone (1.9 ms instead of 100 ms at 100k cards).
  let query = db.selectFrom("cards").where("cards.status", "=", sql.lit("published")).where("cards.deleted_at", "is", null);
  if (q.group_id) query = query.where("cards.type", "=", sql.lit("group")).where("cards.group_id", "=", q.group_id);
  else query = query.where("cards.type", "=", sql.lit("marketplace"));

  // Filter by rowid IN (…): the planner counts that quickly; the rank is joined only to order a page by it.
  if (match) query = query.where(sql<SqlBool>`cards.rowid in (select rowid from cards_fts where cards_fts match ${match})`);
  if (q.from_rate !== undefined) query = query.where("cards.rate_usd", ">=", Math.floor(q.from_rate / lookups.perUsd));
  if (q.to_rate !== undefined) query = query.where("cards.rate_usd", "<=", Math.ceil(q.to_rate / lookups.perUsd));
  if (lookups.categoryIds) {
    const ids = lookups.categoryIds;
    query = query.where("cards.id", "in", (eb) =>
      eb
        .selectFrom("card_categories")
        .select("card_id")
        .where("category_id", "in", ids.length ? ids : [""]),
    );
  }
  if (q.skills?.length) {
    const keys = q.skills.map((skill) => skill.toLowerCase());
    query = query.where("cards.id", "in", (eb) =>
      eb
        .selectFrom("card_skills")
        .innerJoin("skills", "skills.id", "card_skills.skill_id")
        .select("card_skills.card_id")
        .where("skills.name_key", "in", keys),
    );
  }
  if (q.languages?.length) {
    query = query.where("cards.id", "in", (eb) => eb.selectFrom("card_languages").select("card_id").where("language", "in", q.languages!));
  }
  if (q.years_of_experience?.length) query = query.where("cards.years_of_experience", "in", q.years_of_experience);
  if (q.pro_bono) query = query.where("cards.pro_bono", "=", 1);
  if (lookups.zones) query = query.where("cards.timezone", "in", lookups.zones);
  if (q.location) {
    const text = q.location.toUpperCase();
    query = query.where("cards.user_id", "in", (eb) =>
      eb
        .selectFrom("users")
        .select("users.id")
        .where((w) => w.or([w("users.country", "=", text), w("users.location", "like", `%${q.location!.replace(/[%_]/g, "")}%`)])),
    );
  }
  if (q.geolocation) {
    const [lat, lng, radius = 50] = q.geolocation.split(",").map(Number) as [number, number, number?];
    const cosLat = Math.cos((lat * Math.PI) / 180);
    const dLat = radius / 111.32;
    const dLng = radius / (111.32 * Math.max(cosLat, 0.01));
    query = query.where("cards.user_id", "in", (eb) =>
      eb
        .selectFrom("users")
        .select("users.id")
        .where("users.latitude", ">=", lat - dLat)
        .where("users.latitude", "<=", lat + dLat)
        .where("users.longitude", ">=", lng - dLng)
        .where("users.longitude", "<=", lng + dLng)
        .where(
          sql<SqlBool>`((users.latitude - ${lat}) * (users.latitude - ${lat}) + (users.longitude - ${lng}) * ${cosLat} * (users.longitude - ${lng}) * ${cosLat}) * 12392.1 <= ${radius * radius}`,
        ),
    );
  }
  if (q.education) {
    const like = `%${q.education.replace(/[%_]/g, "")}%`;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("qualifications")
          .select("card_id")
          .whereRef("qualifications.card_id", "=", "cards.id")
          .where((w) => w.or([w("qualification", "like", like), w("subject", "like", like), w("organization", "like", like)])),
      ),
    );
  }
  return query;
}

/**
 * One page of marketplace search (core §7): filters narrow; the sort, or else the seeded shuffle
 * (relevance when there are words to rank by), decides the order. The seed is null for sorted pages.
 */
export async function searchCardRows(
  db: Db,
  q: SearchQuery,
  lookups: SearchLookups,
): Promise<{ cards: CardRow[]; total: number; seed: number | null }> {
  const match = ftsMatch(q.swift_search);
  const query = filtered(db, q, lookups, match);
  const total = async () => Number((await query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
  const offset = (q.page - 1) * q.limit;
  const sort = q.sort ?? (match ? "relevance" : "shuffle");
  if (sort === "shuffle" || (sort === "relevance" && !match)) {
    const seed = q.seed ?? newSeed();
    const { rows, total: count } = await rotatedPage(query, seed, offset, q.limit);
    return { cards: rows, total: count, seed };
  }
  let page = query.selectAll("cards");
  if (sort === "relevance") {
    page = page
      .innerJoin(
        sql<{
          fts_rowid: number;
          rank: number;
        }>`(select rowid as fts_rowid, bm25(cards_fts, 10.0, 2.0, 6.0, 6.0, 1.0) as rank from cards_fts where cards_fts match ${match})`.as(
          "hits",
        ),
        (join) => join.on(sql`hits.fts_rowid`, "=", sql`cards.rowid`),
      )
      .orderBy(sql`hits.rank`);
  } else if (sort === "rate-asc") page = page.orderBy("cards.rate_usd", "asc");
  else if (sort === "rate-desc") page = page.orderBy("cards.rate_usd", "desc");
  else if (sort === "newest") page = page.orderBy("cards.created_at", "desc");
  else page = page.orderBy("cards.reviews_average", "desc").orderBy("cards.reviews_count", "desc");
  const [cards, count] = await Promise.all([page.orderBy("cards.id").limit(q.limit).offset(offset).execute(), total()]);
  return { cards: cards as CardRow[], total: count, seed: q.seed ?? null };
}
