import { CompiledQuery, type RawBuilder, sql } from "kysely";
import type { Db } from "../../db/database.ts";
import {
  categoryTerms,
  filtered,
  languageTerms,
  type SearchLookups,
  type SearchQuery,
  type SetFilter,
  skillTerms,
} from "./search-filters.read-model.ts";

/** Looking a card up by rowid costs about what walking this many index entries does (measured). */
const LOOKUP_COST = 3;
/**
 * The guess multiplies shares as if filters were independent; they are not (a skill and its rates
 * go together), and guessing a walk too short costs a walk of every card (640 ms at 1,000,000),
 * while starting from a set needlessly costs only its lookups. So the walk is guessed this much longer.
 */
const CAUTION = 4;
/** Cards sampled to guess how many pass the per-card filters. */
const SAMPLE = 1000;

/**
 * Which set filter, if any, a search walks from, or null to walk its order's index and check every
 * filter on the way. SQLite keeps no statistics on values here (no STAT4), so it cannot tell "Greek"
 * (0.7 % of cards) from "English" (all of them): given a rowid set it always starts from it, and
 * without one it walks. So we guess both costs: each set's size is counted (an index range read,
 * stopping at a quarter of the cards), the per-card filters' share is counted on a random thousand
 * cards (the first thousand in shuffle order), and a walk must pass about `need` ÷ (the share of
 * cards that match everything) entries to find `need` matches.
 */
export async function startingSet(
  db: Db,
  q: SearchQuery,
  lookups: SearchLookups,
  match: string | null,
  need: number,
): Promise<SetFilter | null> {
  const candidates: [SetFilter, RawBuilder<unknown>][] = [];
  const terms = (list: RawBuilder<unknown>) => sql`select 1 from card_terms where term in (${list})`;
  if (match) candidates.push(["words", sql`select 1 from cards_fts where cards_fts match ${match}`]);
  if (lookups.categoryIds?.length) candidates.push(["category", terms(categoryTerms(lookups.categoryIds))]);
  if (q.skills?.length) candidates.push(["skills", terms(skillTerms(q.skills))]);
  if (q.languages?.length) candidates.push(["languages", terms(languageTerms(q.languages))]);
  if (candidates.length === 0 || q.group_id) return null;

  const highest = await db.selectFrom("card_facets").select(sql<number>`max(card_rowid)`.as("n")).executeTakeFirstOrThrow();
  const cards = Math.max(1, Number(highest.n ?? 0));
  const cap = Math.max(100, Math.floor(cards / 4));
  const sizes: { filter: SetFilter; size: number }[] = [];
  for (const [filter, rows] of candidates) {
    const { n } = (await sql<{ n: number }>`select count(*) as n from (${rows} limit ${cap + 1})`.execute(db)).rows[0]!;
    sizes.push({ filter, size: Number(n) });
  }
  const smallest = sizes.reduce((a, b) => (b.size < a.size ? b : a));
  if (smallest.size > cap) return null;

  // The per-card filters' share, on the cards whose shuffle keys fall in the first SAMPLE's worth of the range.
  const below = Math.ceil((2 ** 31 * SAMPLE) / cards);
  const sample = filtered(db, { ...q, skills: undefined, group_id: undefined }, { ...lookups, categoryIds: null })
    .where("card_facets.shuffle_key", "<", below)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .compile();
  // Pinned to the shuffle index: left to itself, SQLite would read the whole rate range instead.
  const pinned = CompiledQuery.raw(sample.sql.replace('from "card_facets"', 'from "card_facets" indexed by card_facets_shuffle'), [
    ...sample.parameters,
  ]);
  const sampled = (await db.executeQuery<{ n: number }>(pinned)).rows[0]!;
  const share = Math.max(0.5, Number(sampled.n)) / SAMPLE;
  const setShare = sizes.reduce((product, { filter, size }) => (filter === "languages" ? product : (product * size) / cards), 1);
  const walk = Math.min(cards, (CAUTION * need) / Math.max(share * setShare, 1 / cards));
  return smallest.size * LOOKUP_COST < walk ? smallest.filter : null;
}
