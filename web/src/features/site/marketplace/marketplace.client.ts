/**
 * The marketplace's data for its server-rendered pages: plain fetches (no zod, no api-client), the
 * same query keys on the server and in the browser. Page data suspends and is shipped with the HTML
 * (`useSiteData` over these queries); what sits below the fold (explore, reviews) loads in the browser after
 * hydration.
 */
import type { CardDetail, CardSummary, CategoryNode } from "@kora/shared/contracts/cards.ts";
import { browserFetchJson, SiteApiError, type SiteQuery } from "../../../site-app/site-data.tsx";
import { cardLookupPath } from "./links.ts";
import { PAGE_SIZES, RELATED_FETCH_LIMIT } from "./pagination.ts";

export type { CardDetail, CardSummary, CategoryNode };

export interface ListMeta {
  total: number;
  page: number;
  limit: number;
  pages: number;
}

/** `GET /api/cards/search`: one page of cards; `seed` is the shuffle the API used; `totalCapped`: more than `total` match. */
export interface SearchResult {
  data: CardSummary[];
  meta: ListMeta & { seed: number | null; totalCapped: boolean };
}

export interface Advisor {
  id: string;
  slug: string;
  firstName: string;
  fullName: string;
  avatarUrl: string | null;
  timezone: string;
  location?: string | null;
}

/** `GET /api/advisors/:slug`. */
export interface AdvisorPageData {
  advisor: Advisor;
  cards: CardSummary[];
}

export interface Review {
  id: string;
  rating: number;
  comments: string | null;
  createdAt: string;
  createdBy: { firstName: string; avatarUrl: string | null };
}

export interface ExploreGroup {
  category: { id: string; slug: string; name: string };
  cards: CardSummary[];
}

export interface Page<T> {
  data: T[];
  meta: ListMeta;
}

export { isMissing, type Missing } from "../../../site-app/site-data.tsx";

/** Every marketplace query starts with this, so one invalidation refreshes them all. */
const ROOT = "marketplace";
export const marketplaceKeys = {
  all: [ROOT] as const,
  cards: [ROOT, "card"] as const,
  /** `apiQuery`: the API's query string (apiSearchParams), sorted, so equal searches share one entry. */
  search: (apiQuery: string) => [ROOT, "search", apiQuery] as const,
  categories: [ROOT, "categories"] as const,
  /** The viewer is in the key: whether it is saved and its converted rate are theirs. */
  card: (viewerId: string | null, userSlug: string, card: string) => [ROOT, "card", viewerId, userSlug, card] as const,
  advisor: (viewerId: string | null, userSlug: string) => [ROOT, "advisor", viewerId, userSlug] as const,
  related: (viewerId: string | null, cardId: string) => [ROOT, "related", viewerId, cardId] as const,
  reviews: (cardId: string) => [ROOT, "reviews", cardId] as const,
  explore: (seed: number | null) => [ROOT, "explore", seed] as const,
};

/** Categories change rarely (core §9 caches reference data for 120 minutes). */
const REFERENCE_STALE_MS = 120 * 60_000;

export const searchQuery = (apiQuery: URLSearchParams): SiteQuery<SearchResult> => ({
  key: marketplaceKeys.search(apiQuery.toString()),
  path: `/api/cards/search?${apiQuery}`,
  envelope: true,
});

export const categoriesQuery: SiteQuery<CategoryNode[]> = {
  key: marketplaceKeys.categories,
  path: "/api/categories",
  staleTime: REFERENCE_STALE_MS,
};

export const cardQuery = (viewerId: string | null, userSlug: string, card: string): SiteQuery<CardDetail> => ({
  key: marketplaceKeys.card(viewerId, userSlug, card),
  path: cardLookupPath(userSlug, card),
  missing: true,
});

export const advisorQuery = (viewerId: string | null, userSlug: string): SiteQuery<AdvisorPageData> => ({
  key: marketplaceKeys.advisor(viewerId, userSlug),
  path: `/api/advisors/${encodeURIComponent(userSlug)}`,
  missing: true,
});

/** Three more cards like this one (asked for one more: the card itself may be among them). */
export const relatedQuery = (viewerId: string | null, cardId: string): SiteQuery<CardSummary[]> => ({
  key: marketplaceKeys.related(viewerId, cardId),
  path: `/api/cards/${encodeURIComponent(cardId)}/related?page=1&limit=${RELATED_FETCH_LIMIT}`,
});
export const relatedShown = (cards: CardSummary[], cardId: string) =>
  cards.filter((card) => card.id !== cardId).slice(0, PAGE_SIZES.related);

/** Browser-only lists (below the fold): the whole `{ data, meta }` body. */
export const fetchPage = <T>(path: string) => browserFetchJson<Page<T>>(path, { envelope: true });

export const explorePath = (page: number, seed: number | null) =>
  `/api/categories/explore?${new URLSearchParams({ page: String(page), ...(seed !== null && { seed: String(seed) }) })}`;
export const reviewsPath = (cardId: string, page: number) =>
  `/api/cards/${encodeURIComponent(cardId)}/reviews?page=${page}&limit=${PAGE_SIZES.reviews}`;

/** A write from a public page; throws SiteApiError (status and the server's message) when refused. */
async function send(method: "POST" | "DELETE", path: string): Promise<unknown> {
  const response = await fetch(path, { method, credentials: "same-origin", headers: { Accept: "application/json" } });
  const body = (await response.json().catch(() => null)) as {
    data?: unknown;
    error?: { code?: string; message?: string; fields?: Record<string, string[]> };
  } | null;
  if (!response.ok) throw new SiteApiError(response.status, body?.error?.message ?? "", body?.error?.code, body?.error?.fields);
  return body?.data;
}

/** Saves or unsaves a card for the signed-in viewer. */
export const setFavourite = (cardId: string, saved: boolean) =>
  send(saved ? "POST" : "DELETE", `/api/cards/${encodeURIComponent(cardId)}/favourite`);

/** The card's short link (/c/{code}), made on first ask. */
export async function fetchShortLink(cardId: string): Promise<string> {
  const data = (await send("POST", `/api/guest/card/${encodeURIComponent(cardId)}/short-link`)) as { shortLink: string };
  return data.shortLink;
}
