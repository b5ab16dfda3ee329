/**
 * What a marketplace search tells search engines: its title, description, canonical address and a
 * schema.org SearchResultsPage. Pure; `abs` turns a site path into an absolute URL (useAbsoluteUrl).
 */
import { BRAND } from "@kora/shared/brand.ts";
import type { CardSummary } from "@kora/shared/contracts/cards.ts";
import { describe } from "./describe.ts";
import type { SearchFilters } from "./search-filters.ts";

type Abs = (path: string) => string;

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** The search's heading for the tab: its words, else its category, else the marketplace. */
export function searchTitle(filters: Pick<SearchFilters, "query" | "page">, category: string | null): string {
  const base = filters.query ? `Advisors for “${clip(filters.query, 60)}”` : category ? `${category} advisors` : "Find an advisor";
  return filters.page > 1 ? `${base}, page ${filters.page}` : base;
}

export function searchDescription(filters: Pick<SearchFilters, "query">, category: string | null): string {
  const tail = "compare rates, skills and reviews, then book a one-to-one video session. Browsing is free.";
  if (filters.query) return describe(`${BRAND.name} advisors for “${clip(filters.query, 40)}”: ${tail}`, 160);
  if (category) return describe(`${clip(category, 40)} advisors on ${BRAND.name}: ${tail}`, 160);
  return `Browse ${BRAND.name} advisors and book one-to-one video sessions on careers, business, health and more. Browsing is free; you only need an account to book.`;
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
