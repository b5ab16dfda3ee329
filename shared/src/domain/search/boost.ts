/**
 * The Pro search boost (public-site §1 Pro: search boost), a documented and bounded ranking factor.
 *
 * - It applies only to the relevance order of a text search: among the matches being ranked (the
 *   BM25 window of the search), a card whose owner is on Pro now counts as SEARCH_BOOST_FACTOR times
 *   as relevant (BM25 scores are "lower is better", so its score moves away from zero by 20%).
 * - So a Pro card can overtake only cards that are nearly as relevant (within the factor); a card
 *   much more relevant stays ahead.
 * - It never adds a card that doesn't match and never removes one: it reorders the same set.
 * - Explicit sorts (rate, rating, newest), the browse shuffle and every filter are untouched.
 *
 * Pure: the caller says which hits are boosted.
 */

/** How much more relevant a Pro owner's match counts: 1.2 = 20% better. */
export const SEARCH_BOOST_FACTOR = 1.2;

export interface RankedHit {
  id: number;
  /** FTS5 bm25(): lower is more relevant (usually negative). */
  rank: number;
}

/** A hit's score after the boost: `factor` times as good (for a negative bm25, `rank × factor`). */
export function boostedRank(rank: number, boosted: boolean): number {
  return boosted ? rank - Math.abs(rank) * (SEARCH_BOOST_FACTOR - 1) : rank;
}

/** The hits' ids, most relevant first with the boost applied, ties by id: the same ids, each exactly once. */
export function rankByRelevance(hits: readonly RankedHit[], boosted: ReadonlySet<number>): number[] {
  return hits
    .map((hit) => ({ id: hit.id, score: boostedRank(hit.rank, boosted.has(hit.id)) }))
    .sort((a, b) => a.score - b.score || a.id - b.id)
    .map((hit) => hit.id);
}
