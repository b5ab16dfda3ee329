import { defineReadTask } from "../../db/read-task.ts";
import { pageMeta } from "../../http/pagination.ts";
import { toSummaries } from "./card-views.ts";
import type { RatesPerUsd } from "./currency-rates.repository.ts";
import { type SearchLookups, type SearchQuery, searchCardRows } from "./search.read-model.ts";

export interface SearchInput {
  query: SearchQuery;
  lookups: SearchLookups;
  /** How the viewer sees cards: their currency at today's rates. */
  view: { currency: string; rates: RatesPerUsd; publicUrl: string };
}

/**
 * A page of marketplace search as its JSON body: the rows, the cards' summaries and the count, as
 * one read task — in the server, one message to a reader worker, so none of it runs on the event loop.
 */
export const searchTask = defineReadTask("cards.search", async (db, { query, lookups, view }: SearchInput) => {
  const result = await searchCardRows(db, query, lookups);
  const data = await toSummaries({ db, ...view }, result.cards);
  return JSON.stringify({ data, meta: { ...pageMeta(result.total, query), totalCapped: result.totalCapped, seed: result.seed } });
});
