import { sql } from "kysely";
import type { Db } from "../../db/database.ts";

/**
 * What one person's videos take, for the storage quota and the limit on unfinished videos. Sums, no
 * rules: storage-quota.ts decides.
 */

/**
 * Bytes Kora keeps, or holds room for, of `ownerId`'s uploaded files (recordings of calls never count),
 * leaving out `exceptVideoId`: a file still arriving counts its declared length, else what upload-url
 * announced, or what arrived if that is more; any other counts every file it has (source, MP4, M4A, poster).
 */
export async function uploadedBytes(db: Db, ownerId: string, exceptVideoId?: string): Promise<number> {
  const row = await db
    .selectFrom("videos as v")
    .leftJoin("video_uploads as u", "u.video_id", "v.id")
    .select(
      sql<number>`coalesce(sum(case when v.status = 'recording'
        then max(coalesce(u.size, v.declared_bytes, 0), coalesce(u."offset", 0), v.source_bytes)
        else v.source_bytes + coalesce(v.video_bytes, 0) + coalesce(v.audio_source_bytes, 0) + coalesce(v.poster_bytes, 0) end), 0)`.as(
        "bytes",
      ),
    )
    .where("v.owner_id", "=", ownerId)
    .where("v.source", "=", "upload")
    .$if(exceptVideoId !== undefined, (qb) => qb.where("v.id", "!=", exceptVideoId!))
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
}

/** How many of `ownerId`'s videos are waiting for their bytes: announced files, live recordings, uploads under way. */
export async function unfinishedVideoCount(db: Db, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom("videos")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("owner_id", "=", ownerId)
    .where("status", "=", "recording")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
