import { queryOptions } from "@tanstack/react-query";
import { cardProBonoSchema, proBonoSummarySchema, type UpdateProBono } from "@kora/shared/contracts/pro-bono.ts";
import { api } from "../../lib/api-client.ts";
import { queryClient } from "../../lib/query-client.ts";

/** Pro-bono minutes and the monthly cap (core §3 User, §9): the advisor's own figures, and a card's for learners. */
export const proBonoKeys = {
  all: ["pro-bono"] as const,
  mine: ["pro-bono", "me"] as const,
  card: (cardId: string) => ["pro-bono", "card", cardId] as const,
};

/** GET /api/me/pro-bono: the budget and this month's use, in the advisor's timezone. */
export const myProBonoQuery = queryOptions({
  queryKey: proBonoKeys.mine,
  queryFn: ({ signal }) => api.get("/api/me/pro-bono", { schema: proBonoSummarySchema, toast: false, signal }),
});

/** PUT /api/me/pro-bono; the cache takes the answer, and cards' pro-bono answers are refreshed. */
export async function saveProBono(update: UpdateProBono) {
  const saved = await api.put("/api/me/pro-bono", update, { schema: proBonoSummarySchema });
  queryClient.setQueryData(proBonoKeys.mine, saved);
  void queryClient.invalidateQueries({ queryKey: [...proBonoKeys.all, "card"] });
  return saved;
}

/** GET /api/cards/{id}/pro-bono: whether the book form offers pro-bono credit, and the minutes left per month. */
export const cardProBonoQuery = (cardId: string) =>
  queryOptions({
    queryKey: proBonoKeys.card(cardId),
    queryFn: ({ signal }) =>
      api.get(`/api/cards/${encodeURIComponent(cardId)}/pro-bono`, { schema: cardProBonoSchema, toast: false, signal }),
    staleTime: 30_000,
  });

/** After a booking is made or ends, the minutes left have changed. */
export const refreshProBono = () => queryClient.invalidateQueries({ queryKey: proBonoKeys.all });
