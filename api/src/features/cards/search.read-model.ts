import { type SelectQueryBuilder, type SqlBool, sql } from "kysely";
import type { Db } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import type { CardRow } from "./cards.table.ts";
import { rankByRelevance } from "@kora/shared/domain/search/boost.ts";
import { proOwnedRowids } from "./search-boost.read-model.ts";
import { filtered, type SearchLookups, type SearchQuery } from "./search-filters.read-model.ts";
import { startingSet } from "./search-plan.read-model.ts";
import { ftsMatch, newSeed, seedOf } from "./search-terms.ts";

export type { SearchLookups, SearchQuery };

/** Totals are counted up to here; beyond, the answer says "1,000+" (`totalCapped`). */
export const TOTAL_CAP = 1000;
/** Relevance ranks at most this many matches (enough to know the total is capped): all of them when there are fewer, else a seeded sample. */
export const RANK_WINDOW = TOTAL_CAP + 1;
/** FTS5 bm25 weights: title, summary, skills, advisor, history. */
const BM25 = sql`bm25(cards_fts, 10.0, 2.0, 6.0, 6.0, 1.0)`;

// biome-ignore lint/complexity/noBannedTypes: `{}` is what Kysely's selectFrom() selects before any column is chosen.
type RotatableQuery = SelectQueryBuilder<Database, "card_facets", {}>;

const rowid = sql<number>`card_facets.card_rowid`;
/** Where a seed starts in a random order of 31-bit keys (neighbouring seeds land far apart). */
const seedStart = (seed: number) => Math.imul(seed, 0x9e3779b1) >>> 1;

/**
 * How many rows `query` has, counting no further than `cap` + 1. Walking in shuffle order makes
 * SQLite read the narrow shuffle index rather than every facet row.
 */
async function countUpTo(db: Db, query: RotatableQuery, cap: number): Promise<number> {
  const hits = query
    .select(sql`1`.as("one"))
    .orderBy("card_facets.shuffle_key")
    .limit(cap + 1);
  const row = await db
    .selectFrom(hits.as("hits"))
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The cards with these rowids, in this order. */
async function cardsByRowid(db: Db, rowids: number[]): Promise<CardRow[]> {
  if (rowids.length === 0) return [];
  const rows = (await db
    .selectFrom("cards")
    .selectAll("cards")
    .select(sql<number>`cards.rowid`.as("card_rowid"))
    .where(sql<SqlBool>`cards.rowid in (${sql.join(rowids)})`)
    .execute()) as (CardRow & { card_rowid: number })[];
  const byRowid = new Map(rows.map(({ card_rowid, ...card }) => [card_rowid, card as CardRow]));
  return rowids.map((id) => byRowid.get(id)).filter((card): card is CardRow => card !== undefined);
}

/**
 * Rowids of one page of a seeded shuffle: cards ordered by their random shuffle_key, starting at the
 * seed and wrapping round. The same seed gives the same order on every page; each seed starts
 * somewhere else. One or two walks of the shuffle index, stopping when the page is full.
 */
async function rotatedRowids(db: Db, query: RotatableQuery, seed: number, offset: number, limit: number): Promise<number[]> {
  const start = seedStart(seed);
  const part = async (op: ">=" | "<", count: number, skip: number) =>
    (
      await query
        .where("card_facets.shuffle_key", op, start)
        .select(rowid.as("id"))
        .orderBy("card_facets.shuffle_key")
        .orderBy(rowid)
        .limit(count)
        .offset(skip)
        .execute()
    ).map((row) => row.id);
  const first = await part(">=", limit, offset);
  if (first.length === limit) return first;
  // Cards from the start on: this page reached their end, or (an empty page) they are fewer than `offset`.
  const after =
    first.length > 0 || offset === 0
      ? offset + first.length
      : await countUpTo(db, query.where("card_facets.shuffle_key", ">=", start), offset);
  return [...first, ...(await part("<", limit - first.length, Math.max(0, offset - after)))];
}

/** One page of a seeded shuffle over `query` (see rotatedRowids). */
export async function rotatedPage(query: RotatableQuery, db: Db, seed: number, offset: number, limit: number): Promise<CardRow[]> {
  return cardsByRowid(db, await rotatedRowids(db, query, seed, offset, limit));
}

/**
 * Relevance: matches ranked by bm25. Ranking every match of a common word costs a microsecond a
 * match (34 ms for a third of 100,000 cards), so at most RANK_WINDOW matches are ranked: all of
 * them when there are fewer, else the window of matches that starts at the seed's place among the
 * cards, wrapping round — so each seed shows a fair sample, the same on every page.
 */
async function rankedRowids(db: Db, query: RotatableQuery, match: string, seed: number, boostAt: string | null) {
  const maxRowid = Number(
    (await db.selectFrom("card_facets").select(sql<number>`max(card_rowid)`.as("n")).executeTakeFirstOrThrow()).n ?? 0,
  );
  const start = 1 + (seedStart(seed) % Math.max(1, maxRowid));
  const part = (op: ">=" | "<", count: number) =>
    query
      .innerJoin("cards_fts", (join) => join.on(sql`cards_fts.rowid`, "=", rowid))
      .where(sql<SqlBool>`cards_fts match ${match}`)
      .where(sql`cards_fts.rowid`, op, start)
      .select([rowid.as("id"), BM25.as("rank")])
      .limit(count)
      .execute() as Promise<{ id: number; rank: number }[]>;
  const hits = await part(">=", RANK_WINDOW);
  if (hits.length < RANK_WINDOW) hits.push(...(await part("<", RANK_WINDOW - hits.length)));
  // The Pro search boost (shared/src/domain/search/boost.ts): reorders these same hits, nothing more.
  const window = hits.map((hit) => hit.id);
  const boosted = boostAt ? await proOwnedRowids(db, window, boostAt) : new Set<number>();
  return rankByRelevance(hits, boosted);
}

/**
 * Adds a sort's ORDER BY: every column of that order's covering index (migration 2026_11_25_1000)
 * in the index's own order, then the rowid — so the index gives the rows already in order and the
 * walk stops at `need`. (Ties broken by the rowid alone would make SQLite sort every tie: all the
 * unreviewed cards, for "rating".)
 */
function ordered(query: RotatableQuery, sort: string) {
  const filters = ["language_mask", "pro_bono", "years_of_experience", "timezone"] as const;
  const by = (columns: readonly string[], direction: "asc" | "desc", page = query.select(rowid.as("id"))) => {
    for (const column of columns) page = page.orderBy(sql.ref(`card_facets.${column}`), direction);
    return page;
  };
  if (sort === "rate-asc") return by(["rate_usd", ...filters], "asc").orderBy(rowid, "asc");
  if (sort === "rate-desc") return by(["rate_usd", ...filters], "desc").orderBy(rowid, "desc");
  if (sort === "newest") return by(["created_at", "rate_usd", ...filters], "desc").orderBy(rowid, "desc");
  return by(["rate_usd", ...filters], "asc", by(["reviews_average", "reviews_count"], "desc")).orderBy(rowid, "asc");
}

/**
 * Rowids of matching cards in the page's order, from the first on, up to `need`: a sorted order's
 * walk of its covering index, stopping there; or, starting from a small set of cards, that set in
 * the seeded shuffle's order (from the seed on, wrapping round), sorted at once.
 */
async function walk(query: RotatableQuery, sort: string, seed: number | null, need: number): Promise<number[]> {
  const page =
    seed === null
      ? ordered(query, sort)
      : query
          .select(rowid.as("id"))
          .orderBy(sql`card_facets.shuffle_key < ${seedStart(seed)}`)
          .orderBy("card_facets.shuffle_key")
          .orderBy(rowid);
  return (await page.limit(need).execute()).map((row) => row.id);
}

/**
 * One page of the seeded shuffle and the count of matches (up to TOTAL_CAP + 1), in one statement:
 * both walks of the shuffle index (from the seed on, and round from the start) stop at TOTAL_CAP + 1
 * into a materialized table that SQLite counts and pages — so only the page's rowids cross over, not
 * a thousand (the default browse, and the most common search, costs a third less).
 */
async function shufflePage(db: Db, query: RotatableQuery, seed: number, offset: number, limit: number) {
  const start = seedStart(seed);
  const need = TOTAL_CAP + 1;
  const part = (op: ">=" | "<", order: number) =>
    query
      .where("card_facets.shuffle_key", op, start)
      .select([rowid.as("id"), sql.lit(order).as("part"), "card_facets.shuffle_key as k"])
      .orderBy("card_facets.shuffle_key")
      .orderBy(rowid)
      .limit(need);
  const { rows } = await sql<{ id: number; n: number }>`with hits as materialized (
      select * from (${part(">=", 0)}) union all select * from (${part("<", 1)}))
    select id, (select count(*) from hits) as n from hits order by part, k, id limit ${limit} offset ${offset}`.execute(db);
  // An empty page says nothing of the count: ask for it (a page past the end, or no match at all).
  const count = rows.length > 0 ? Number(rows[0]!.n) : offset === 0 ? 0 : await countUpTo(db, query, TOTAL_CAP);
  return { rowids: rows.map((row) => row.id), count: Math.min(count, need) };
}

/** Rowids of one page far into the results (past TOTAL_CAP), skipped to with OFFSET. */
async function deepRowids(db: Db, query: RotatableQuery, sort: string, seed: number | null, offset: number, limit: number) {
  if (seed !== null) return rotatedRowids(db, query, seed, offset, limit);
  return (await ordered(query, sort).limit(limit).offset(offset).execute()).map((row) => row.id);
}

export interface SearchPage {
  cards: CardRow[];
  /** Matching cards, counted up to TOTAL_CAP; `totalCapped` when there are more. */
  total: number;
  totalCapped: boolean;
  /** The shuffle's or the relevance sample's seed; null for sorted pages. */
  seed: number | null;
}

/**
 * One page of marketplace search (core §7): filters narrow; the sort, or else the seeded shuffle
 * (relevance when there are words to rank by), decides the order. `boostAt` (ISO, the server's now):
 * relevance gives the Pro search boost to cards whose owner is on Pro then; null ranks without it.
 */
export async function searchCardRows(db: Db, q: SearchQuery, lookups: SearchLookups, boostAt: string | null = null): Promise<SearchPage> {
  const match = ftsMatch(q.swift_search);
  const offset = (q.page - 1) * q.limit;
  const sort = q.sort ?? (match ? "relevance" : "shuffle");
  if (sort === "relevance" && match) {
    // Without a seed, the words pick the sample, so every page of one search ranks the same matches.
    const seed = q.seed ?? seedOf(match);
    // The words drive (the full-text index is walked in rowid order); another set may be checked from its own start.
    const start = await startingSet(db, q, lookups, null, RANK_WINDOW);
    const ranked = await rankedRowids(db, filtered(db, q, lookups, { start }), match, seed, boostAt);
    const cards = await cardsByRowid(db, ranked.slice(offset, offset + q.limit));
    return { cards, total: Math.min(ranked.length, TOTAL_CAP), totalCapped: ranked.length > TOTAL_CAP, seed };
  }
  const start = await startingSet(db, q, lookups, match, Math.max(TOTAL_CAP + 1, offset + q.limit));
  const query = filtered(db, q, lookups, { match, start });
  const seed = sort === "shuffle" || sort === "relevance" ? (q.seed ?? newSeed()) : null;
  // One walk gives both the page and the total, up to the cap; a deeper page skips to itself and counts apart.
  if (offset + q.limit > TOTAL_CAP + 1) {
    const [rowids, count] = await Promise.all([deepRowids(db, query, sort, seed, offset, q.limit), countUpTo(db, query, TOTAL_CAP)]);
    return { cards: await cardsByRowid(db, rowids), total: Math.min(count, TOTAL_CAP), totalCapped: count > TOTAL_CAP, seed };
  }
  const { rowids, count } =
    seed !== null && start === null
      ? await shufflePage(db, query, seed, offset, q.limit)
      : await walk(query, sort, seed, TOTAL_CAP + 1).then((found) => ({
          rowids: found.slice(offset, offset + q.limit),
          count: found.length,
        }));
  return { cards: await cardsByRowid(db, rowids), total: Math.min(count, TOTAL_CAP), totalCapped: count > TOTAL_CAP, seed };
}
