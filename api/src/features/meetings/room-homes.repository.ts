import type { Db } from "../../db/database.ts";

/** The instance holding a live room now, and until when its lease runs. */
export interface RoomHome {
  instanceId: string;
  expiresAtMs: number;
}

/**
 * Claims `roomId` for `instanceId` until `expiresAtMs` and returns whoever holds it afterwards: the
 * claim wins only when nobody holds the room, the holder's lease has expired at `nowMs`, or the holder
 * is this instance already (a renewal). One statement, so two instances claiming at once get one home.
 */
export async function claimRoomHome(db: Db, roomId: string, instanceId: string, nowMs: number, expiresAtMs: number): Promise<RoomHome> {
  await db
    .insertInto("meeting_room_homes")
    .values({ room_id: roomId, instance_id: instanceId, expires_at_ms: expiresAtMs })
    .onConflict((oc) =>
      oc
        .column("room_id")
        .doUpdateSet({ instance_id: instanceId, expires_at_ms: expiresAtMs })
        .where((eb) => eb.or([eb("meeting_room_homes.expires_at_ms", "<=", nowMs), eb("meeting_room_homes.instance_id", "=", instanceId)])),
    )
    .execute();
  const home = await findRoomHome(db, roomId);
  // The row was just written or kept: only a release between the two statements leaves none.
  return home ?? { instanceId, expiresAtMs: 0 };
}

export async function findRoomHome(db: Db, roomId: string): Promise<RoomHome | null> {
  const row = await db
    .selectFrom("meeting_room_homes")
    .select(["instance_id", "expires_at_ms"])
    .where("room_id", "=", roomId)
    .executeTakeFirst();
  return row ? { instanceId: row.instance_id, expiresAtMs: row.expires_at_ms } : null;
}

/**
 * Extends this instance's leases on `roomIds` and returns the rooms it still holds (a room whose lease
 * expired and was claimed by another instance meanwhile is not extended, and not returned).
 */
export async function renewRoomHomes(db: Db, instanceId: string, roomIds: string[], expiresAtMs: number): Promise<Set<string>> {
  if (roomIds.length === 0) return new Set();
  await db
    .updateTable("meeting_room_homes")
    .set({ expires_at_ms: expiresAtMs })
    .where("instance_id", "=", instanceId)
    .where("room_id", "in", roomIds)
    .execute();
  const rows = await db
    .selectFrom("meeting_room_homes")
    .select("room_id")
    .where("instance_id", "=", instanceId)
    .where("room_id", "in", roomIds)
    .execute();
  return new Set(rows.map((row) => row.room_id));
}

/** Lets a room go (it closed here): the next person to arrive anywhere claims it afresh. */
export async function releaseRoomHome(db: Db, roomId: string, instanceId: string): Promise<void> {
  await db.deleteFrom("meeting_room_homes").where("room_id", "=", roomId).where("instance_id", "=", instanceId).execute();
}
