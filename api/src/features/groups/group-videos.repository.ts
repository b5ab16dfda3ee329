import type { Db } from "../../db/database.ts";
import type { Page } from "../../http/pagination.ts";

/**
 * Recordings shared with a group (core §7): the `group_videos` links and the reads behind
 * `/g/{slug}/videos`. Only ready videos are listed: the others have nothing to play yet.
 */

function sharedVideos(db: Db, groupId: string) {
  return db
    .selectFrom("group_videos as gv")
    .innerJoin("videos as v", "v.id", "gv.video_id")
    .innerJoin("users as u", "u.id", "v.owner_id")
    .where("gv.group_id", "=", groupId)
    .where("v.status", "=", "ready");
}

const COLUMNS = [
  "v.id",
  "v.slug",
  "v.title",
  "v.created_at",
  "v.duration_seconds",
  "v.video_bytes",
  "v.audio_source_bytes",
  "gv.shared_at",
  "u.first_name",
  "u.last_name",
] as const;

/** One page of the group's recordings, newest shared first, and how many there are. */
export async function groupVideoPage(db: Db, groupId: string, { page, limit }: Page) {
  const rows = await sharedVideos(db, groupId)
    .select(COLUMNS)
    .orderBy("gv.shared_at", "desc")
    .orderBy("v.id")
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  const count = await sharedVideos(db, groupId)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}
export type GroupVideoRow = Awaited<ReturnType<typeof groupVideoPage>>["rows"][number];

export function groupVideo(db: Db, groupId: string, videoId: string): Promise<GroupVideoRow | undefined> {
  return sharedVideos(db, groupId).select(COLUMNS).where("v.id", "=", videoId).executeTakeFirst();
}

/** A video's owner, for sharing (undefined: no such video). */
export function videoOwner(db: Db, videoId: string) {
  return db.selectFrom("videos").select(["id", "owner_id"]).where("id", "=", videoId).executeTakeFirst();
}

/** Shares a video with a group; sharing it again changes nothing. */
export async function insertGroupVideo(db: Db, row: { group_id: string; video_id: string; shared_by: string; shared_at: string }) {
  await db
    .insertInto("group_videos")
    .values(row)
    .onConflict((oc) => oc.columns(["group_id", "video_id"]).doNothing())
    .execute();
}

export async function deleteGroupVideo(db: Db, groupId: string, videoId: string): Promise<void> {
  await db.deleteFrom("group_videos").where("group_id", "=", groupId).where("video_id", "=", videoId).execute();
}

/** The memberships `userId` holds in the groups the video is shared with (the service decides which count). */
export function membershipsSharingVideo(db: Db, videoId: string, userId: string) {
  return db
    .selectFrom("group_videos as gv")
    .innerJoin("group_members as m", "m.group_id", "gv.group_id")
    .select(["m.role", "m.is_admin"])
    .where("gv.video_id", "=", videoId)
    .where("m.user_id", "=", userId)
    .execute();
}

/** The groups a video is shared with, by name. */
export function sharesOfVideo(db: Db, videoId: string) {
  return db
    .selectFrom("group_videos as gv")
    .innerJoin("groups as g", "g.id", "gv.group_id")
    .select(["g.id", "g.slug", "g.name", "gv.shared_at"])
    .where("gv.video_id", "=", videoId)
    .orderBy("g.name")
    .orderBy("g.id")
    .execute();
}
