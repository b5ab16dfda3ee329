import type { CategoryNode } from "@kora/shared/contracts/cards.ts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import type { CardDraftInput } from "@kora/shared/contracts/card-drafts.ts";
import { cardDetailSchema, cardSummarySchema, pageMetaSchema, type CardDetail } from "@kora/shared/contracts/cards.ts";
import { api, isApiError } from "../../lib/api-client.ts";
import { REFERENCE_STALE_MS } from "../../lib/catalog.ts";

import { queryClient } from "../../lib/query-client.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import type { StatusAction } from "./card-actions.ts";
import { type CardsT, ENGLISH } from "./cards-i18n.ts";

/** My cards page size (core §9). */
export const MY_CARDS_PAGE_SIZE = 5;

export type { CategoryNode };

const myCardsSchema = z.object({ data: z.array(cardSummarySchema), meta: pageMetaSchema });
const skillsSchema = z.array(z.object({ id: z.string(), name: z.string() }));

/** Every query of this feature starts with "cards", so one invalidation refreshes them all. */
export const cardKeys = {
  all: ["cards"] as const,
  mine: (groupId: string | null, page: number) => ["cards", "mine", groupId ?? "personal", page] as const,
  detail: (id: string) => ["cards", "detail", id] as const,
  reviewQueue: ["cards", "review-queue"] as const,
};

/** GET /api/me/cards: newest first, every status but deleted; personal cards unless a group is given. */
function fetchMyCards(groupId: string | null, page: number, signal?: AbortSignal) {
  const params = new URLSearchParams({ "page[number]": String(page), "page[size]": String(MY_CARDS_PAGE_SIZE) });
  if (groupId) params.set("group_id", groupId);
  return api.get(`/api/me/cards?${params}`, { schema: myCardsSchema, envelope: true, signal });
}

export const myCardsQuery = (groupId: string | null, page: number) =>
  queryOptions({
    queryKey: cardKeys.mine(groupId, page),
    queryFn: ({ signal }) => fetchMyCards(groupId, page, signal),
    placeholderData: keepPreviousData,
  });

/** A card by id (36 characters) or by slug with its owner's slug. Errors are left to the page. */
export const cardQuery = (idOrSlug: string, userSlug?: string) =>
  queryOptions({
    queryKey: cardKeys.detail(idOrSlug),
    queryFn: ({ signal }) =>
      api.get(
        `/api/cards/${encodeURIComponent(idOrSlug)}${idOrSlug.length === 36 || !userSlug ? "" : `?user=${encodeURIComponent(userSlug)}`}`,
        { schema: cardDetailSchema, toast: false, signal },
      ),
  });

export const reviewQueueQuery = queryOptions({
  queryKey: cardKeys.reviewQueue,
  queryFn: ({ signal }) => api.get("/api/cards/review-queue", { schema: z.array(cardSummarySchema), toast: false, signal }),
});

export const skillsQuery = (query: string) =>
  queryOptions({
    queryKey: ["skills", query.toLowerCase()],
    queryFn: ({ signal }) => api.get(`/api/skills?${new URLSearchParams({ query, limit: "20" })}`, { schema: skillsSchema, signal }),
    staleTime: REFERENCE_STALE_MS,
    placeholderData: keepPreviousData,
  });

/** Saves a card: a draft with whatever is filled in, or a live card whole (the server checks which). */
export const createCard = (input: CardDraftInput) => api.post("/api/cards", input, { schema: cardDetailSchema });
export const updateCard = (id: string, input: CardDraftInput) => api.put(`/api/cards/${id}`, input, { schema: cardDetailSchema });

/** Publish, unpublish, unlist or delete; the card as it is afterwards (null once deleted). */
export async function runCardAction(id: string, action: StatusAction): Promise<CardDetail | null> {
  if (action === "delete") {
    await api.delete(`/api/cards/${id}`);
    return null;
  }
  return api.post(`/api/cards/${id}/${action}`, undefined, { schema: cardDetailSchema });
}

export const approveCard = (id: string) => api.post(`/api/cards/${id}/approve`, undefined, { schema: cardDetailSchema });
export const rejectCard = (id: string, comments: string) => api.post(`/api/cards/${id}/reject`, { comments }, { schema: cardDetailSchema });

/** After any change: every list and card of this feature is stale. */
export const refreshCards = () => queryClient.invalidateQueries({ queryKey: cardKeys.all });

/**
 * A failed action: say why unless the client already did (a 409 "changed a moment ago" is left to
 * the caller), then reload, since the card most likely changed under us. The server's own message is shown as it sent it;
 * `t` words the one said here (MESSAGES.server's text).
 */
export function reportActionFailure(error: unknown, t: CardsT = ENGLISH): void {
  if (!isApiError(error)) toast.error(t.t("errors.server"));
  else if (!error.toasted) toast.error(error.message);
  void refreshCards();
}
