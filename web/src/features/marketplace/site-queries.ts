/**
 * The marketplace's data for its server-rendered pages: plain fetches (no zod, no api-client), the
 * same query keys on the server and in the browser. Page data suspends and is shipped with the HTML
 * (`useMarketplaceData`); what sits below the fold (explore, reviews) loads in the browser after
 * hydration.
 */
import { useContext } from "react";
import { usePrefetchQuery, useSuspenseQuery, type QueryKey, type UseSuspenseQueryOptions } from "@tanstack/react-query";
import type { CardDetail, CardSummary, CategoryNode } from "@kora/shared/contracts/cards.ts";
import { browserFetchJson, FetchJsonContext, SiteApiError, type FetchJson } from "../../site/site-data.tsx";
import { cardLookupPath } from "./links.ts";
import { PAGE_SIZES, RELATED_FETCH_LIMIT } from "./pagination.ts";

export type { CardDetail, CardSummary, CategoryNode };

export interface ListMeta {
  total: number;
  page: number;
  limit: number;
  pages: number;
}

/** `GET /api/cards/search`: one page of cards; `seed` is the shuffle the API used. */
export interface SearchResult {
  data: CardSummary[];
  meta: ListMeta & { seed: number | null };
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

/** A lookup the API answered 404 (advisor, card): its message ("Advisor not found.", "Kora Card has been deleted."). */
export interface Missing {
  missing: string;
}
export const isMissing = (value: unknown): value is Missing => typeof (value as Missing | null)?.missing === "string";

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

const status = (error: unknown) => (error as { status?: unknown } | null)?.status;

/**
 * A suspending query for a page. `envelope`: the whole body (`{ data, meta }`). `missing`: a 404
 * becomes `{ missing: message }` (the page shows the spec's lookup message with a 404 status)
 * instead of an error. The server's in-process fetch and the browser's come through FetchJsonContext.
 */
export interface PageQuery<T> {
  key: QueryKey;
  path: string;
  envelope?: boolean;
  missing?: boolean;
  staleTime?: number;
}

function toOptions<T>(fetchJson: FetchJson, query: PageQuery<T>): UseSuspenseQueryOptions<T | Missing, Error, T | Missing, QueryKey> {
  return {
    queryKey: query.key,
    queryFn: async () => {
      try {
        return await fetchJson<T>(query.path, query.envelope ? { envelope: true } : undefined);
      } catch (error) {
        if (query.missing && status(error) === 404) return { missing: error instanceof Error ? error.message : "" };
        throw error;
      }
    },
    staleTime: query.staleTime ?? 60_000,
  };
}

/** A page's data: suspends until it is there (the server waits for it and ships it with the HTML). */
export function usePageData<T>(query: PageQuery<T>): T | Missing {
  return useSuspenseQuery(toOptions(useContext(FetchJsonContext), query)).data;
}

/**
 * Starts loading data the page will ask for next, so two queries of one page load in parallel
 * rather than one after the other: call it before the `usePageData` that suspends first.
 */
export function usePrefetchPageData<T>(query: PageQuery<T>): void {
  usePrefetchQuery(toOptions(useContext(FetchJsonContext), query));
}

export const searchQuery = (apiQuery: URLSearchParams): PageQuery<SearchResult> => ({
  key: marketplaceKeys.search(apiQuery.toString()),
  path: `/api/cards/search?${apiQuery}`,
  envelope: true,
});

export const categoriesQuery: PageQuery<CategoryNode[]> = { key: marketplaceKeys.categories, path: "/api/categories", staleTime: REFERENCE_STALE_MS };

export const cardQuery = (viewerId: string | null, userSlug: string, card: string): PageQuery<CardDetail> => ({
  key: marketplaceKeys.card(viewerId, userSlug, card),
  path: cardLookupPath(userSlug, card),
  missing: true,
});

export const advisorQuery = (viewerId: string | null, userSlug: string): PageQuery<AdvisorPageData> => ({
  key: marketplaceKeys.advisor(viewerId, userSlug),
  path: `/api/advisors/${encodeURIComponent(userSlug)}`,
  missing: true,
});

/** Three more cards like this one (asked for one more: the card itself may be among them). */
export const relatedQuery = (viewerId: string | null, cardId: string): PageQuery<CardSummary[]> => ({
  key: marketplaceKeys.related(viewerId, cardId),
  path: `/api/cards/${encodeURIComponent(cardId)}/related?page=1&limit=${RELATED_FETCH_LIMIT}`,
});
export const relatedShown = (cards: CardSummary[], cardId: string) => cards.filter((card) => card.id !== cardId).slice(0, PAGE_SIZES.related);

/** Browser-only lists (below the fold): the whole `{ data, meta }` body. */
export const fetchPage = <T>(path: string) => browserFetchJson<Page<T>>(path, { envelope: true });

export const explorePath = (page: number, seed: number | null) => `/api/categories/explore?${new URLSearchParams({ page: String(page), ...(seed !== null && { seed: String(seed) }) })}`;
export const reviewsPath = (cardId: string, page: number) => `/api/cards/${encodeURIComponent(cardId)}/reviews?page=${page}&limit=${PAGE_SIZES.reviews}`;

/** A write from a public page; throws SiteApiError (status and the server's message) when refused. */
async function send(method: "POST" | "DELETE", path: string): Promise<unknown> {
  const response = await fetch(path, { method, credentials: "same-origin", headers: { Accept: "application/json" } });
  const body = (await response.json().catch(() => null)) as { data?: unknown; error?: { code?: string; message?: string; fields?: Record<string, string[]> } } | null;
  if (!response.ok) throw new SiteApiError(response.status, body?.error?.message ?? "", body?.error?.code, body?.error?.fields);
  return body?.data;
}

/** Saves or unsaves a card for the signed-in viewer. */
export const setFavourite = (cardId: string, saved: boolean) => send(saved ? "POST" : "DELETE", `/api/cards/${encodeURIComponent(cardId)}/favourite`);

/** The card's short link (/c/{code}), made on first ask. */
export async function fetchShortLink(cardId: string): Promise<string> {
  const data = (await send("POST", `/api/guest/card/${encodeURIComponent(cardId)}/short-link`)) as { shortLink: string };
  return data.shortLink;
}
