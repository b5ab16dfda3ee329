import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import {
  type CardVideoMessageOwnerView,
  cardVideoMessageOwnerViewSchema,
  cardVideoMessageSchema,
} from "@kora/shared/contracts/card-videos.ts";
import { api } from "../../lib/api-client.ts";
import { queryClient } from "../../lib/query-client.ts";

/** A card's video message from its owner's side (public-site §1 Pro): which video, and whether it shows. */
export const cardVideoKeys = {
  message: (cardId: string) => ["card-videos", "message", cardId] as const,
};

// The owner always gets the owner view; the public shape is accepted too (a card seen by someone else).
const messageSchema = z.union([cardVideoMessageOwnerViewSchema, cardVideoMessageSchema, z.null()]);
const ownerSchema = z.union([cardVideoMessageOwnerViewSchema, z.null()]);
const path = (cardId: string) => `/api/cards/${encodeURIComponent(cardId)}/video-message`;

export const cardVideoMessageQuery = (cardId: string) =>
  queryOptions({
    queryKey: cardVideoKeys.message(cardId),
    queryFn: async ({ signal }) => {
      const message = await api.get(path(cardId), { schema: messageSchema, toast: false, signal });
      return message && "videoId" in message ? message : null;
    },
  });

/** Attaches one of the owner's videos (or removes it with null); a refusal (422) is thrown for the section to show. */
export async function setCardVideoMessage(cardId: string, videoId: string | null): Promise<CardVideoMessageOwnerView | null> {
  const message = await api.put(path(cardId), { videoId }, { schema: ownerSchema, toast: false });
  queryClient.setQueryData(cardVideoKeys.message(cardId), message);
  // The public card page reads it too.
  await queryClient.invalidateQueries({ queryKey: ["marketplace"] });
  return message;
}
