import { defineReadTask, jsonBytes } from "../../db/read-task.ts";
import type { Db } from "../../db/database.ts";
import { pageMeta } from "../../http/pagination.ts";
import { categoryFilterIds } from "../catalog/catalog.service.ts";
import { toSummaries } from "./card-views.ts";
import { loadRates, type RatesPerUsd } from "./currency-rates.repository.ts";
import { type SearchLookups, type SearchQuery, searchCardRows } from "./search.read-model.ts";
import { zonesNear } from "./search-terms.ts";

export interface SearchInput {
  query: SearchQuery;
  /** The currency the viewer sees rates in. */
  currency: string;
  publicUrl: string;
  /** The server's time (ISO), for the zones near the viewer's now. */
  at: string;
}

/** What the filters need beyond the query: the shown currency's rate, the category's children, nearby zones. */
async function lookups(db: Db, q: SearchQuery, currency: string, rates: RatesPerUsd, at: Date): Promise<SearchLookups> {
  const rated = q.from_rate !== undefined || q.to_rate !== undefined;
  return {
    perUsd: rated ? (rates[currency] ?? 1) : 1,
    categoryIds: q.category ? await categoryFilterIds({ db }, q.category) : null,
    zones: q.user_timezone ? zonesNear(q.user_timezone, at) : null,
  };
}

/**
 * A page of marketplace search as its JSON body, encoded (the search cache keeps bytes): the lookups,
 * the rows, the cards' summaries and the count, as one read task — in the server, one message to a
 * reader worker, so none of it runs on the event loop. (Group membership is checked before, on the
 * main handle.)
 */
export const searchTask = defineReadTask("cards.search", async (db, { query, currency, publicUrl, at }: SearchInput) => {
  const rates = await loadRates(db);
  const result = await searchCardRows(db, query, await lookups(db, query, currency, rates, new Date(at)), at);
  const data = await toSummaries({ db, currency, rates, publicUrl, at }, result.cards);
  return jsonBytes({ data, meta: { ...pageMeta(result.total, query), totalCapped: result.totalCapped, seed: result.seed } });
});
