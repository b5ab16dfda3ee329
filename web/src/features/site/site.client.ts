import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { cardSummarySchema, pageMetaSchema } from "@kora/shared/contracts/cards.ts";
import { api } from "../../lib/api-client.ts";
import { queryClient } from "../../lib/query-client.ts";
import { PAGE_SIZES } from "./marketplace/pagination.ts";

/**
 * The site feature's calls inside the signed-in app (/my-kora/more/favourites; the booking flows reach
 * `favouritesQuery` through `site.api.ts`), validated calls through the app's client. The public pages never load this module: they
 * have their own lean queries (marketplace/marketplace.client.ts), shipped with the page.
 */
const pageOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: pageMetaSchema });

export const marketplaceKeys = {
  favourites: ["marketplace", "favourites"] as const,
};

export const favouritesQuery = (page: number) =>
  queryOptions({
    queryKey: [...marketplaceKeys.favourites, page],
    queryFn: ({ signal }) =>
      api.get(`/api/me/favourites?page[number]=${page}&page[size]=${PAGE_SIZES.favourites}`, {
        schema: pageOf(cardSummarySchema),
        envelope: true,
        toast: false,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Unsaves (or saves) a card from the app. `quiet`: the caller shows its own message. */
export async function setFavourite(cardId: string, saved: boolean): Promise<void> {
  const path = `/api/cards/${cardId}/favourite`;
  await (saved ? api.post(path, undefined, { quiet: true }) : api.delete(path, { quiet: true }));
  await queryClient.invalidateQueries({ queryKey: marketplaceKeys.favourites });
}
