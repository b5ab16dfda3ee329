import type { CardVideoMessage, CardVideoMessageInput, CardVideoMessageOwnerView } from "@kora/shared/contracts/card-videos.ts";
import {
  CARD_VIDEO_MAX_SECONDS,
  CARD_VIDEO_MESSAGES,
  showsVideoMessage,
  videoMessageProblem,
} from "@kora/shared/domain/card-videos/rules.ts";
import { planOf } from "@kora/shared/domain/plans/plans.ts";
import { invalidField, notFound } from "../../http/app-error.ts";
import type { Services } from "../../services.ts";
import { ownedCard, viewCard } from "../cards/cards.service.ts";
import { activePlanSlugs } from "../users/users.service.ts";
import type { UserRow } from "../users/users.table.ts";
import { mediaKey } from "../videos/videos.service.ts";
import { attachVideo, type CardVideo, detachVideo, findCandidateVideo, findCardVideo } from "./card-videos.repository.ts";

/**
 * A card's video message (public-site §1 Pro "video messages on Cards"). The owner
 * attaches one of their own ready, short videos while on Pro; visitors who can see the card see it
 * (and may play that one video, nothing else of the owner's) only while the owner is still on Pro.
 */
export type MediaFile = "video" | "poster";

const planOfUser = async (services: Pick<Services, "db" | "now">, userId: string) => planOf(await activePlanSlugs(services, userId));

function publicView(cardId: string, video: CardVideo): CardVideoMessage {
  const base = `/api/cards/${encodeURIComponent(cardId)}/video-message`;
  // The video's id in the query: a new message is a new address, so no cache shows the old one.
  return {
    posterUrl: `${base}/poster?v=${video.id}`,
    streamUrl: `${base}/video?v=${video.id}`,
    durationSeconds: video.duration_seconds ?? 0,
  };
}

/** The message as `viewer` sees it: visitors only while it shows; the owner always (with whether it shows). */
export async function cardVideoMessage(
  services: Pick<Services, "db" | "now">,
  viewer: UserRow | null,
  cardId: string,
): Promise<CardVideoMessage | CardVideoMessageOwnerView | null> {
  const card = await viewCard(services, viewer, cardId);
  const video = await findCardVideo(services.db, card.id);
  if (!video) return null;
  const shown = showsVideoMessage(await planOfUser(services, card.user_id), video.status);
  if (viewer?.id === card.user_id) return { ...publicView(card.id, video), videoId: video.id, title: video.title, shown };
  return shown ? publicView(card.id, video) : null;
}

/** The owner attaches a video (Pro; their own, ready, at most CARD_VIDEO_MAX_SECONDS) or removes it (any plan). */
export async function setCardVideoMessage(
  services: Pick<Services, "db" | "now">,
  user: UserRow,
  cardId: string,
  input: CardVideoMessageInput,
): Promise<CardVideoMessage | CardVideoMessageOwnerView | null> {
  const card = await ownedCard(services, user, cardId);
  if (input.videoId === null) {
    await detachVideo(services.db, card.id, user.id);
    return null;
  }
  const candidate = await findCandidateVideo(services.db, input.videoId);
  const problem = videoMessageProblem(
    await planOfUser(services, user.id),
    user.id,
    candidate && { ownerId: candidate.owner_id, status: candidate.status, durationSeconds: candidate.duration_seconds },
  );
  if (problem) throw invalidField("videoId", problem);
  // The statement checks the video again: one deleted or replaced since is never attached.
  if (!(await attachVideo(services.db, card.id, user.id, input.videoId, CARD_VIDEO_MAX_SECONDS)))
    throw invalidField("videoId", CARD_VIDEO_MESSAGES.notYours);
  return cardVideoMessage(services, user, card.id);
}

/**
 * The blob key of the card's message file for someone who can see the card. Visitors reach only the
 * attached video, and only while it shows; the owner also while it is hidden (their editor's preview).
 * Anything else is the 404 of a card without a message.
 */
export async function cardVideoMediaKey(
  services: Pick<Services, "db" | "now">,
  viewer: UserRow | null,
  cardId: string,
  file: MediaFile,
): Promise<string> {
  const card = await viewCard(services, viewer, cardId);
  const video = await findCardVideo(services.db, card.id);
  if (!video) throw notFound();
  const isOwner = viewer?.id === card.user_id;
  if (!isOwner && !showsVideoMessage(await planOfUser(services, card.user_id), video.status)) throw notFound();
  return mediaKey({ video, relation: isOwner ? "owner" : "other" }, file);
}
