import { BRAND } from "../../brand.ts";
import { hasExtra, type Plan } from "../plans/plans.ts";

/**
 * A short video message on a card (public-site §1: Pro "video messages on Cards").
 * The advisor picks one of their own ready videos of at most CARD_VIDEO_MAX_SECONDS; it shows on the
 * card only while its owner is on Pro.
 */
export const CARD_VIDEO_MAX_SECONDS = 120;

export const CARD_VIDEO_MESSAGES = {
  proOnly: `Video messages on cards come with ${BRAND.name} Pro.`,
  notYours: "Please choose one of the videos in your library.",
  notReady: "This video isn't ready yet. Please choose it again once it has finished processing.",
  tooLong: "A video message can be at most 2 minutes long.",
} as const;

/** What the rule needs to know about the chosen video. */
export interface CandidateVideo {
  ownerId: string;
  status: string;
  durationSeconds: number | null;
}

/**
 * Why `userId` may not attach `video` to their card (null: they may). A video that is missing or
 * someone else's reads the same, so the answer tells nothing about other people's videos.
 */
export function videoMessageProblem(plan: Plan, userId: string, video: CandidateVideo | undefined): string | null {
  if (!hasExtra(plan, "video-messages")) return CARD_VIDEO_MESSAGES.proOnly;
  if (!video || video.ownerId !== userId) return CARD_VIDEO_MESSAGES.notYours;
  if (video.status !== "ready") return CARD_VIDEO_MESSAGES.notReady;
  if (video.durationSeconds === null || video.durationSeconds > CARD_VIDEO_MAX_SECONDS) return CARD_VIDEO_MESSAGES.tooLong;
  return null;
}

/** Whether a card's attached message shows to its visitors: the video is ready and the owner is still on Pro. */
export const showsVideoMessage = (ownerPlan: Plan, videoStatus: string): boolean =>
  hasExtra(ownerPlan, "video-messages") && videoStatus === "ready";

/** "1:05": a message's length for its badge. */
export function clipLength(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}
