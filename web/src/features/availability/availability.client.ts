import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import {
  availabilitySettingsSchema,
  cardWorkingHoursSchema,
  unavailableTimeSchema,
  type updateAvailabilitySchema,
  type CardWorkingHours,
  type UnavailableTime,
} from "@kora/shared/contracts/availability.ts";
import { cardSummarySchema, pageMetaSchema } from "@kora/shared/contracts/cards.ts";
import { availabilitySummarySchema, type AvailabilitySummary } from "@kora/shared/contracts/onboarding.ts";
import { api } from "../../lib/api-client.ts";
import { queryClient } from "../../lib/query-client.ts";
import { proBonoKeys } from "../pro-bono/pro-bono.api.ts";

/** Every query here starts with "availability", so one invalidation refreshes the page. */
export const availabilityKeys = {
  all: ["availability"] as const,
  settings: ["availability", "settings"] as const,
  unavailable: ["availability", "unavailable"] as const,
  cards: ["availability", "cards"] as const,
  cardHours: (cardId: string) => ["availability", "card-hours", cardId] as const,
};

export const settingsQuery = queryOptions({
  queryKey: availabilityKeys.settings,
  queryFn: ({ signal }) => api.get("/api/me/availability", { schema: availabilitySettingsSchema, toast: false, signal }),
});

export type AvailabilityUpdate = z.input<typeof updateAvailabilitySchema>;

/** PUT /api/me/availability with only what changed; the cache takes the answer. */
export async function saveSettings(update: AvailabilityUpdate) {
  const saved = await api.put("/api/me/availability", update, { schema: availabilitySettingsSchema });
  queryClient.setQueryData(availabilityKeys.settings, saved);
  // Card pages and pickers may show slots computed from the old hours.
  void queryClient.invalidateQueries({ queryKey: ["availability-slots"] });
  // "Pro bono and limits" shows the month's booked hours against the cap.
  void queryClient.invalidateQueries({ queryKey: proBonoKeys.mine });
  return saved;
}

export const unavailableQuery = queryOptions({
  queryKey: availabilityKeys.unavailable,
  queryFn: ({ signal }) => api.get("/api/me/unavailable-times", { schema: z.array(unavailableTimeSchema), toast: false, signal }),
});

export async function addUnavailable(input: {
  startsAtUtc: string;
  endsAtUtc: string;
  note: string;
  cardId: string | null;
}): Promise<UnavailableTime> {
  const saved = await api.post("/api/me/unavailable-times", input, { schema: unavailableTimeSchema });
  await queryClient.invalidateQueries({ queryKey: availabilityKeys.unavailable });
  return saved;
}

export async function deleteUnavailable(id: string) {
  await api.delete(`/api/me/unavailable-times/${encodeURIComponent(id)}`);
  await queryClient.invalidateQueries({ queryKey: availabilityKeys.unavailable });
}

const myCardsSchema = z.object({ data: z.array(cardSummarySchema), meta: pageMetaSchema });

/** The first page of up to 100 cards: enough for every card of one scope. */
const FIRST_100 = { "page[number]": "1", "page[size]": "100" };

/** All my cards that still exist, personal then each group's (for per-card hours). */
export const myCardsQuery = (groupIds: readonly string[]) =>
  queryOptions({
    queryKey: [...availabilityKeys.cards, ...groupIds],
    queryFn: async ({ signal }) => {
      const scopes = [null, ...groupIds];
      const pages = await Promise.all(
        scopes.map((groupId) =>
          api.get(`/api/me/cards?${new URLSearchParams({ ...FIRST_100, ...(groupId ? { group_id: groupId } : {}) })}`, {
            schema: myCardsSchema,
            envelope: true,
            toast: false,
            signal,
          }),
        ),
      );
      return pages.flatMap((page) => page.data);
    },
  });

export const cardHoursQuery = (cardId: string) =>
  queryOptions({
    queryKey: availabilityKeys.cardHours(cardId),
    queryFn: ({ signal }) =>
      api.get(`/api/me/cards/${encodeURIComponent(cardId)}/working-hours`, { schema: cardWorkingHoursSchema, toast: false, signal }),
  });

export async function saveCardHours(cardId: string, body: CardWorkingHours) {
  const saved = await api.put(`/api/me/cards/${encodeURIComponent(cardId)}/working-hours`, body, { schema: cardWorkingHoursSchema });
  queryClient.setQueryData(availabilityKeys.cardHours(cardId), saved);
  void queryClient.invalidateQueries({ queryKey: ["availability-slots", cardId] });
  return saved;
}

/**
 * GET /api/me/availability/summary: bookable time over the next 4 weeks, for one of my cards (its own
 * hours) or my standard hours. Asked fresh each time: publishing warns from it (core §4 Cards).
 */
export function fetchAvailabilitySummary(cardId?: string | null): Promise<AvailabilitySummary> {
  const query = cardId ? `?${new URLSearchParams({ cardId })}` : "";
  return api.get(`/api/me/availability/summary${query}`, { schema: availabilitySummarySchema, toast: false });
}
