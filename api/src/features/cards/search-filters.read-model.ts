import { type RawBuilder, type SqlBool, sql } from "kysely";
import type { cardSearchQuerySchema } from "@kora/shared/contracts/cards.ts";
import { languageMask } from "@kora/shared/domain/cards/language-mask.ts";
import type { z } from "zod";
import type { Db } from "../../db/database.ts";

export type SearchQuery = z.output<typeof cardSearchQuerySchema>;

/** The filters that narrow to a set of cards through another table (their cards' rowids). */
export type SetFilter = "words" | "category" | "skills" | "languages";

/** What the search service looked up for the filters that need more than the query. */
export interface SearchLookups {
  /** Units of the shown currency per US dollar, when there is a rate filter. */
  perUsd: number;
  /** The category filter's ids (the category and its children), when there is one. */
  categoryIds: string[] | null;
  /** Zones whose offset is near the asked one's, when there is one. */
  zones: string[] | null;
}

/**
 * Cards (by rowid) with any of these terms (card_terms: 'c:<category id>', 's:<skill id>',
 * 'l:<language>'). Search starts from the one set filter `startingSet` picked; the others are
 * checked card by card (the unary + keeps SQLite from starting from them).
 */
export const withTerms = (terms: RawBuilder<unknown>, start = true) =>
  start
    ? sql<SqlBool>`card_facets.card_rowid in (select card_rowid from card_terms where term in (${terms}))`
    : sql<SqlBool>`+card_facets.card_rowid in (select card_rowid from card_terms where term in (${terms}))`;

/** Cards (by rowid) whose row in `from` matches (filters through the advisor or qualifications). */
const rowidsOf = (from: RawBuilder<unknown>, where: RawBuilder<unknown>) =>
  sql<SqlBool>`card_facets.card_rowid in (select c.rowid from ${from} where ${where})`;

/** The terms of the category filter, the skills filter and the languages filter. */
export const categoryTerms = (ids: readonly string[]) => sql.join(ids.map((id) => `c:${id}`));
export const skillTerms = (names: readonly string[]) =>
  sql`select 's:' || id from skills where name_key in (${sql.join(names.map((name) => name.toLowerCase()))})`;
export const languageTerms = (codes: readonly string[]) => sql.join(codes.map((code) => `l:${code}`));

/** Published, live marketplace cards' facets: where every public list starts (the constant inlined for the partial indexes). */
export const marketplaceFacets = (db: Db) => db.selectFrom("card_facets").where("card_facets.type", "=", sql.lit("marketplace"));

/**
 * The search's WHERE over `card_facets` (one narrow row per published live card, kept by triggers):
 * one group's cards or the marketplace's, narrowed by every filter asked for; `match` adds the
 * words as a rowid filter (relevance joins them instead).
 *
 * Every per-card filter reads a column the facets' covering indexes carry (language_mask, pro_bono,
 * years_of_experience, timezone, rate_usd), and filters through other tables yield card rowids, so a
 * page walks one narrow index in its order and stops. Constants are inlined (sql.lit) so SQLite sees
 * the partial indexes' conditions hold.
 */
export function filtered(
  db: Db,
  q: SearchQuery,
  lookups: SearchLookups,
  { match = null, start = null }: { match?: string | null; start?: SetFilter | null } = {},
) {
  let query = q.group_id
    ? db.selectFrom("card_facets").where("card_facets.type", "=", sql.lit("group")).where("card_facets.group_id", "=", q.group_id)
    : marketplaceFacets(db);
  if (match)
    query = query.where(
      start === "words"
        ? sql<SqlBool>`card_facets.card_rowid in (select rowid from cards_fts where cards_fts match ${match})`
        : sql<SqlBool>`+card_facets.card_rowid in (select rowid from cards_fts where cards_fts match ${match})`,
    );
  if (q.from_rate !== undefined) query = query.where("card_facets.rate_usd", ">=", Math.floor(q.from_rate / lookups.perUsd));
  if (q.to_rate !== undefined) query = query.where("card_facets.rate_usd", "<=", Math.ceil(q.to_rate / lookups.perUsd));
  if (lookups.categoryIds) {
    const ids = lookups.categoryIds.length ? lookups.categoryIds : [""];
    query = query.where(withTerms(categoryTerms(ids), start === "category"));
  }
  if (q.skills?.length) query = query.where(withTerms(skillTerms(q.skills), start === "skills"));
  if (q.languages?.length)
    query = query.where(
      start === "languages"
        ? withTerms(languageTerms(q.languages))
        : sql<SqlBool>`(card_facets.language_mask & ${languageMask(q.languages)}) != 0`,
    );
  if (q.years_of_experience?.length) query = query.where("card_facets.years_of_experience", "in", q.years_of_experience);
  if (q.pro_bono) query = query.where("card_facets.pro_bono", "=", 1);
  if (lookups.zones) query = query.where("card_facets.timezone", "in", lookups.zones);
  const ofUsers = sql`users u join cards c on c.user_id = u.id`;
  if (q.location) {
    const like = `%${q.location.replace(/[%_]/g, "")}%`;
    query = query.where(rowidsOf(ofUsers, sql`(u.country = ${q.location.toUpperCase()} or u.location like ${like})`));
  }
  if (q.geolocation) {
    const [lat, lng, radius = 50] = q.geolocation.split(",").map(Number) as [number, number, number?];
    const cosLat = Math.cos((lat * Math.PI) / 180);
    const dLat = radius / 111.32;
    const dLng = radius / (111.32 * Math.max(cosLat, 0.01));
    query = query.where(
      rowidsOf(
        ofUsers,
        sql`u.latitude between ${lat - dLat} and ${lat + dLat} and u.longitude between ${lng - dLng} and ${lng + dLng}
          and ((u.latitude - ${lat}) * (u.latitude - ${lat}) + (u.longitude - ${lng}) * ${cosLat} * (u.longitude - ${lng}) * ${cosLat}) * 12392.1 <= ${radius * radius}`,
      ),
    );
  }
  if (q.education) {
    const like = `%${q.education.replace(/[%_]/g, "")}%`;
    query = query.where(
      rowidsOf(
        sql`qualifications q join cards c on c.id = q.card_id`,
        sql`(q.qualification like ${like} or q.subject like ${like} or q.organization like ${like})`,
      ),
    );
  }
  return query;
}
