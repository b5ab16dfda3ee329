import { GROUP_API_MESSAGES, type VideoGroupShare } from "@kora/shared/contracts/groups.ts";
import { forbidden, notFound } from "../../http/app-error.ts";
import type { Services } from "../../services.ts";
import type { UserRow } from "../users/users.table.ts";
import { groupById } from "./group-access.ts";
import { isVerifiedOrAdmin } from "./group-views.ts";
import { findMember } from "./groups.repository.ts";
import { deleteGroupVideo, insertGroupVideo, membershipsSharingVideo, sharesOfVideo, videoOwner } from "./group-videos.repository.ts";

/**
 * A recording's owner shares it with groups they are a verified member (or admin) of; that group's
 * verified members and admins may then play it (video-access.ts asks `mayWatchThroughGroup`). Anyone
 * but the owner gets the 404 the video library gives for a video that isn't theirs.
 */

async function ownedVideo(services: Pick<Services, "db">, user: UserRow, videoId: string): Promise<string> {
  const video = await videoOwner(services.db, videoId);
  if (!video || video.owner_id !== user.id) throw notFound();
  return video.id;
}

async function shares(services: Pick<Services, "db">, videoId: string): Promise<VideoGroupShare[]> {
  return (await sharesOfVideo(services.db, videoId)).map((row) => ({
    groupId: row.id,
    slug: row.slug,
    name: row.name,
    sharedAt: row.shared_at,
  }));
}

export async function videoShares(services: Pick<Services, "db">, user: UserRow, videoId: string): Promise<VideoGroupShare[]> {
  return shares(services, await ownedVideo(services, user, videoId));
}

export async function shareVideo(
  services: Pick<Services, "db" | "now">,
  user: UserRow,
  videoId: string,
  groupId: string,
): Promise<VideoGroupShare[]> {
  const id = await ownedVideo(services, user, videoId);
  const group = await groupById(services, groupId);
  if (!isVerifiedOrAdmin(await findMember(services.db, group.row.id, user.id))) throw forbidden(GROUP_API_MESSAGES.shareMembersOnly);
  await insertGroupVideo(services.db, {
    group_id: group.row.id,
    video_id: id,
    shared_by: user.id,
    shared_at: services.now().toISOString(),
  });
  return shares(services, id);
}

export async function unshareVideo(
  services: Pick<Services, "db">,
  user: UserRow,
  videoId: string,
  groupId: string,
): Promise<VideoGroupShare[]> {
  const id = await ownedVideo(services, user, videoId);
  await deleteGroupVideo(services.db, groupId, id);
  return shares(services, id);
}

/** Whether `userId` may play the video because it is shared with a group they are a verified member or admin of. */
export async function mayWatchThroughGroup(services: Pick<Services, "db">, videoId: string, userId: string): Promise<boolean> {
  return (await membershipsSharingVideo(services.db, videoId, userId)).some(isVerifiedOrAdmin);
}
