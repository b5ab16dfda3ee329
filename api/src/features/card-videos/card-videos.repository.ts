import { sql } from "kysely";
import type { Db } from "../../db/database.ts";

/** The card's attached video as the message needs it; undefined when none is attached (or it is gone). */
export function findCardVideo(db: Db, cardId: string) {
  return db
    .selectFrom("cards")
    .innerJoin("videos", "videos.id", "cards.video_message_id")
    .selectAll("videos")
    .where("cards.id", "=", cardId)
    .executeTakeFirst();
}

export type CardVideo = NonNullable<Awaited<ReturnType<typeof findCardVideo>>>;

/** A video the advisor named, whoever's it is (the rule decides; the answer tells nothing about others' videos). */
export function findCandidateVideo(db: Db, videoId: string) {
  return db.selectFrom("videos").select(["owner_id", "status", "duration_seconds"]).where("id", "=", videoId).executeTakeFirst();
}

/**
 * Attaches `videoId` to the owner's card in one statement that re-checks the video (the owner's,
 * ready, at most `maxSeconds` long): a video deleted or changed since the service looked at it is
 * never attached. False when nothing changed.
 */
export async function attachVideo(db: Db, cardId: string, ownerId: string, videoId: string, maxSeconds: number): Promise<boolean> {
  const result = await db
    .updateTable("cards")
    .set({ video_message_id: videoId })
    .where("id", "=", cardId)
    .where("user_id", "=", ownerId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("videos")
          .select(sql.lit(1).as("one"))
          .where("videos.id", "=", videoId)
          .where("videos.owner_id", "=", ownerId)
          .where("videos.status", "=", "ready")
          .where("videos.duration_seconds", "<=", maxSeconds),
      ),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function detachVideo(db: Db, cardId: string, ownerId: string): Promise<void> {
  await db.updateTable("cards").set({ video_message_id: null }).where("id", "=", cardId).where("user_id", "=", ownerId).execute();
}
