import { infiniteQueryOptions, keepPreviousData, queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { cardDetailSchema, cardSearchResultSchema, cardSummarySchema, pageMetaSchema, type CardDetail } from "@kora/shared/contracts/cards.ts";
import { api } from "../../lib/api-client.ts";
import { queryClient } from "../../lib/query-client.ts";
import { cardLookupPath } from "./links.ts";
import { PAGE_SIZES, RELATED_FETCH_LIMIT } from "./pagination.ts";

const pageOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: pageMetaSchema });

const exploreResultSchema = pageOf(z.object({ category: z.object({ id: z.string(), slug: z.string(), name: z.string() }), cards: z.array(cardSummarySchema) }));
export const advisorSchema = z.object({
  id: z.string(),
  slug: z.string(),
  firstName: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  timezone: z.string(),
  location: z.string().nullable().optional(),
});
const advisorPageSchema = z.object({ advisor: advisorSchema, cards: z.array(cardSummarySchema) });
export const reviewSchema = z.object({
  id: z.string(),
  rating: z.number(),
  comments: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.object({ firstName: z.string(), avatarUrl: z.string().nullable() }),
});
export type Review = z.infer<typeof reviewSchema>;
export type Advisor = z.infer<typeof advisorSchema>;

/** Every marketplace query starts with this, so one invalidation refreshes them all. */
const ROOT = "marketplace";
export const marketplaceKeys = {
  all: [ROOT] as const,
  cards: [ROOT, "card"] as const,
  favourites: [ROOT, "favourites"] as const,
};

/** One page of search results; `query` is the API query (see apiSearchParams). The old page stays on screen while the next loads. */
export const searchQuery = (query: URLSearchParams) =>
  queryOptions({
    queryKey: [ROOT, "search", query.toString()],
    queryFn: ({ signal }) => api.get(`/api/cards/search?${query}`, { schema: cardSearchResultSchema, envelope: true, toast: false, signal }),
    placeholderData: keepPreviousData,
  });

export { categoriesQuery } from "../../lib/catalog.ts";

/** Explore categories: 4 categories a page, each with up to 4 cards, in the search's shuffled order. */
export const exploreQuery = (seed: number | null) =>
  infiniteQueryOptions({
    queryKey: [ROOT, "explore", seed],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ page: String(pageParam) });
      if (seed !== null) params.set("seed", String(seed));
      return api.get(`/api/categories/explore?${params}`, { schema: exploreResultSchema, envelope: true, toast: false, signal });
    },
    getNextPageParam: (last) => (last.meta.page < last.meta.pages ? last.meta.page + 1 : undefined),
  });

/** A card's page. The viewer is in the key: whether it is saved and its converted rate are theirs. */
export const cardQuery = (viewerId: string | null, userSlug: string, card: string) =>
  queryOptions({
    queryKey: [...marketplaceKeys.cards, viewerId, userSlug, card],
    queryFn: ({ signal }) => api.get(cardLookupPath(userSlug, card), { schema: cardDetailSchema, toast: false, signal }),
  });

export const advisorQuery = (viewerId: string | null, userSlug: string) =>
  queryOptions({
    queryKey: [ROOT, "advisor", viewerId, userSlug],
    queryFn: ({ signal }) => api.get(`/api/advisors/${encodeURIComponent(userSlug)}`, { schema: advisorPageSchema, toast: false, signal }),
  });

export const relatedQuery = (viewerId: string | null, cardId: string) =>
  queryOptions({
    queryKey: [ROOT, "related", viewerId, cardId],
    queryFn: ({ signal }) =>
      api.get(`/api/cards/${cardId}/related?page=1&limit=${RELATED_FETCH_LIMIT}`, { schema: z.array(cardSummarySchema), toast: false, signal }),
    select: (cards) => cards.filter((card) => card.id !== cardId).slice(0, PAGE_SIZES.related),
  });

export const reviewsQuery = (cardId: string) =>
  infiniteQueryOptions({
    queryKey: [ROOT, "reviews", cardId],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(`/api/cards/${cardId}/reviews?page=${pageParam}&limit=${PAGE_SIZES.reviews}`, { schema: pageOf(reviewSchema), envelope: true, toast: false, signal }),
    getNextPageParam: (last) => (last.meta.page < last.meta.pages ? last.meta.page + 1 : undefined),
  });

export const favouritesQuery = (page: number) =>
  queryOptions({
    queryKey: [...marketplaceKeys.favourites, page],
    queryFn: ({ signal }) => api.get(`/api/me/favourites?page=${page}&limit=${PAGE_SIZES.favourites}`, { schema: pageOf(cardSummarySchema), envelope: true, toast: false, signal }),
    placeholderData: keepPreviousData,
  });

/**
 * Saves or unsaves a card. `quiet`: the caller decides what a 401 means (log in and come back),
 * instead of the client's default of a bare log-in page.
 */
export async function setFavourite(cardId: string, saved: boolean): Promise<void> {
  const path = `/api/cards/${cardId}/favourite`;
  await (saved ? api.post(path, undefined, { quiet: true }) : api.delete(path, { quiet: true }));
  queryClient.setQueriesData<CardDetail>({ queryKey: marketplaceKeys.cards }, (card) => (card && card.id === cardId ? { ...card, isFavourite: saved } : card));
  await queryClient.invalidateQueries({ queryKey: marketplaceKeys.favourites });
}

/** The card's short link (/c/{code}), made on first ask. */
export async function fetchShortLink(cardId: string): Promise<string> {
  const { shortLink } = await api.post(`/api/guest/card/${cardId}/short-link`, undefined, { schema: z.object({ shortLink: z.string() }) });
  return shortLink;
}
