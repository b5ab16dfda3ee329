import { VIDEO_MESSAGES } from "@kora/shared/contracts/videos.ts";
import { planOf, type PlanId } from "@kora/shared/domain/plans/plans.ts";
import { mayWatch, type VideoRelation } from "@kora/shared/domain/videos/rules.ts";
import { AppError, forbidden, notFound } from "../../http/app-error.ts";
import type { Services } from "../../services.ts";
import { findBookingById } from "../bookings/bookings.service.ts";
import { mayWatchThroughGroup } from "../groups/groups.service.ts";
import { activePlanSlugs } from "../users/users.service.ts";
import type { UserRow } from "../users/users.table.ts";
import { findVideo, findVideoBySlug, type VideoRow } from "./videos.repository.ts";

/**
 * Who may reach a video (core §3 Video). A video is its owner's; the two parties of its booking
 * may watch it (it is their session); anyone else only through a link the owner shared. Whoever may
 * not watch it gets the same 404 as for a video that doesn't exist — never 403, which would say it
 * does. A participant asking for an owner-only change gets 403: they can already see the video.
 */
export interface VideoAccess {
  video: VideoRow;
  relation: VideoRelation;
}

/** How `userId` (null: signed out) relates to `video`. */
export async function relationTo(services: Pick<Services, "db">, video: VideoRow, userId: string | null): Promise<VideoRelation> {
  if (!userId) return "other";
  if (video.owner_id === userId) return "owner";
  if (!video.booking_id) return "other";
  const booking = await findBookingById(services, video.booking_id);
  return booking && (booking.advisor_id === userId || booking.learner_id === userId) ? "participant" : "other";
}

const missing = () => notFound();

/** A video its owner or a participant of its booking reaches by id (the library); anyone else 404. */
export async function memberVideo(services: Pick<Services, "db">, user: UserRow, id: string): Promise<VideoAccess> {
  const video = await findVideo(services.db, id);
  if (!video) throw missing();
  const relation = await relationTo(services, video, user.id);
  if (relation === "other") throw missing();
  return { video, relation };
}

/** A video its owner changes: a participant gets 403 (they see it already), anyone else 404. */
export async function ownVideo(services: Pick<Services, "db">, user: UserRow, id: string): Promise<VideoRow> {
  const { video, relation } = await memberVideo(services, user, id);
  if (relation !== "owner") throw forbidden(VIDEO_MESSAGES.notOwner);
  return video;
}

/** A video by its public slug, for anyone it is shared with (session optional); anyone else 404. */
export async function watchableVideo(services: Pick<Services, "db">, viewer: UserRow | null, slug: string): Promise<VideoAccess> {
  const video = await findVideoBySlug(services.db, slug);
  if (!video) throw missing();
  const relation = await relationTo(services, video, viewer?.id ?? null);
  // Shared with a group: its verified members and admins may play it, still as "other" (no owner rights, downloads by the link's rules).
  const inGroup =
    relation === "other" &&
    !mayWatch(video.share_mode, relation) &&
    viewer !== null &&
    (await mayWatchThroughGroup(services, video.id, viewer.id));
  if (!mayWatch(video.share_mode, relation, inGroup)) throw missing();
  return { video, relation };
}

/**
 * The ready video's files: someone the video is shared with by link sees nothing until it is ready
 * (404, as if there were no video yet); its owner and participants hear why (409).
 */
export function assertReady({ video, relation }: VideoAccess): void {
  if (video.status === "ready") return;
  throw relation === "other" ? missing() : new AppError("conflict", VIDEO_MESSAGES.notReady);
}

/** The owner's plan, which decides whether link holders may download (Plus and Pro). */
export async function ownerPlan(services: Pick<Services, "db" | "now">, video: VideoRow): Promise<PlanId> {
  return planOf(await activePlanSlugs(services, video.owner_id)).id;
}
