import { ENGLISH_MARKETPLACE_WORDS, type MarketplaceWords } from "./marketplace-words.ts";

/** Page sizes of the marketplace lists (public-site §9). */
export const PAGE_SIZES = { search: 28, favourites: 3, reviews: 5, related: 3, exploreCategories: 4 } as const;
/** Related cards are asked for one more than shown: the card itself may be among them (core §9: "3 (4 in one call)"). */
export const RELATED_FETCH_LIMIT = 4;

/** Pages needed for `total` items, `limit` a page; 0 when there is nothing to show. */
export function pageCount(total: number, limit: number): number {
  if (total <= 0 || limit <= 0) return 0;
  return Math.ceil(total / limit);
}

/** A page number kept inside 1…pages (a shared link to page 9 of what is now 3 pages). */
export const clampPage = (page: number, pages: number) => Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(1, pages));

/** "29–56 of 120" for a results header. */
export function rangeLabel(page: number, limit: number, total: number, t: MarketplaceWords = ENGLISH_MARKETPLACE_WORDS): string {
  if (total <= 0) return t.t("range.none");
  const first = (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  return t.t("range.shown", { first, last, total });
}

/** "1 advisor", "28 advisors", or "1,000+ advisors" when the server stopped counting (`totalCapped`). */
export function advisorCount(
  { total, totalCapped }: { total: number; totalCapped?: boolean },
  t: MarketplaceWords = ENGLISH_MARKETPLACE_WORDS,
): string {
  return t.t(totalCapped ? "count.capped" : "count.advisors", { total });
}
