/**
 * What a marketplace search tells search engines: its title, description, canonical address and a
 * schema.org SearchResultsPage. Pure; `abs` turns a site path into an absolute URL (useAbsoluteUrl).
 */
import type { CardSummary } from "@kora/shared/contracts/cards.ts";
import { siteMarketplaceSearchMessages } from "@kora/shared/i18n/messages/site-marketplace-search.ts";
import { createTranslator, type KeyOf, type Translator } from "@kora/shared/i18n/translate.ts";
import { describe } from "./describe.ts";
import type { SearchFilters } from "./search-filters.ts";

type Abs = (path: string) => string;

/** The search page's words (site-marketplace-search); the helpers speak English unless given them. */
export type SearchWords = Translator<KeyOf<typeof siteMarketplaceSearchMessages>>;
const ENGLISH: SearchWords = createTranslator("en", siteMarketplaceSearchMessages.en);

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** The search's heading for the tab: its words, else its category, else the marketplace. */
export function searchTitle(filters: Pick<SearchFilters, "query" | "page">, category: string | null, t: SearchWords = ENGLISH): string {
  const base = filters.query
    ? t.t("title.query", { query: clip(filters.query, 60) })
    : category
      ? t.t("title.category", { category })
      : t.t("title.default");
  return filters.page > 1 ? t.t("title.paged", { title: base, page: String(filters.page) }) : base;
}

export function searchDescription(filters: Pick<SearchFilters, "query">, category: string | null, t: SearchWords = ENGLISH): string {
  if (filters.query) return describe(t.t("description.query", { query: clip(filters.query, 40) }), 160);
  if (category) return describe(t.t("description.category", { category: clip(category, 40) }), 160);
  return t.t("description.default");
}

/** The canonical address of a search: its words, category and page; filters, order and shuffle left out. */
export function searchCanonical(filters: Pick<SearchFilters, "query" | "category" | "page">): string {
  const params = new URLSearchParams();
  if (filters.query) params.set("query", filters.query);
  if (filters.category) params.set("category", filters.category);
  if (filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `/search?${query}` : "/search";
}

/** A results page as schema.org SearchResultsPage with an ItemList of the cards shown. */
export function searchJsonLd(
  input: { title: string; canonical: string; total: number; firstPosition: number; cards: Pick<CardSummary, "title" | "link">[] },
  abs: Abs,
) {
  return {
    "@context": "https://schema.org",
    "@type": "SearchResultsPage",
    name: input.title,
    url: abs(input.canonical),
    mainEntity: {
      "@type": "ItemList",
      numberOfItems: input.total,
      itemListElement: input.cards.map((card, index) => ({
        "@type": "ListItem",
        position: input.firstPosition + index,
        url: abs(card.link),
        name: card.title,
      })),
    },
  };
}
