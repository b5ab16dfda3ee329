import { z } from "zod";
import { ID_MESSAGE, idField } from "./ids.ts";

/**
 * A card's video message (public-site §1 Pro):
 * - GET /api/cards/:id/video-message            anyone who can see the card → cardVideoMessage | null
 *                                               (its owner: cardVideoMessageOwnerView, also while hidden)
 * - PUT /api/cards/:id/video-message            the owner, on Pro: { videoId | null } → owner view | null
 * - GET /api/cards/:id/video-message/video      the message's MP4 (Range), for anyone who may see it
 * - GET /api/cards/:id/video-message/poster     its poster
 */
export const cardVideoMessageInputSchema = z.object({
  videoId: z.union([idField, z.null()], { error: ID_MESSAGE }),
});
export type CardVideoMessageInput = z.input<typeof cardVideoMessageInputSchema>;

export const cardVideoMessageSchema = z.object({
  posterUrl: z.string(),
  streamUrl: z.string(),
  durationSeconds: z.number(),
});
export type CardVideoMessage = z.infer<typeof cardVideoMessageSchema>;

/** What the card's owner sees in the editor: which video, and whether visitors see it now (Pro). */
export const cardVideoMessageOwnerViewSchema = cardVideoMessageSchema.extend({
  videoId: z.string(),
  title: z.string(),
  shown: z.boolean(),
});
export type CardVideoMessageOwnerView = z.infer<typeof cardVideoMessageOwnerViewSchema>;
