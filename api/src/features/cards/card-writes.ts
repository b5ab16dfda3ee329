import type { Db } from "../../db/database.ts";
import type { Services } from "../../services.ts";

declare const cardWrite: unique symbol;

/**
 * A transaction in which cards change. Only `writeCards` opens one, and every function that writes
 * what search results or slot lists show (the cards, their children, reviews, currency rates) takes
 * it: a new write path cannot forget to clear those caches.
 */
export type CardsTx = Db & { readonly [cardWrite]: true };

type CardCaches = Pick<Services, "searchCache" | "slotsCache">;

/**
 * A card write committed: search results (cards' own cache) and slot lists computed before it may be
 * wrong now. Cards sit below availability, so its slots cache is cleared here directly.
 */
function cardsChanged(services: CardCaches): void {
  services.searchCache.invalidate();
  services.slotsCache.invalidate();
}

/** Runs card writes in one transaction (BEGIN IMMEDIATE) and, once it has committed, calls `cardsChanged`. */
export async function writeCards<T>(services: Pick<Services, "db"> & CardCaches, work: (tx: CardsTx) => Promise<T>): Promise<T> {
  // The brand lives only in types: a transaction becomes a CardsTx here, and nowhere else.
  const result = await services.db.transaction().execute((trx: Db) => work(trx as CardsTx));
  cardsChanged(services);
  return result;
}
