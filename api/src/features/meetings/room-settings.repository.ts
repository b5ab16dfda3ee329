import type { Db } from "../../db/database.ts";

/** A room's lock and knocking as its host last set them. */
export interface RoomSettings {
  locked: boolean;
  knocking: boolean;
}

/** The stored settings of `roomId`, or null when its host never changed them (the defaults apply). */
export async function findRoomSettings(db: Db, roomId: string): Promise<RoomSettings | null> {
  const row = await db.selectFrom("meeting_room_settings").select(["locked", "knocking"]).where("room_id", "=", roomId).executeTakeFirst();
  return row ? { locked: row.locked === 1, knocking: row.knocking === 1 } : null;
}

/** Keeps the room's settings, so a restart (or another instance) opens it as the host left it. */
export async function saveRoomSettings(db: Db, roomId: string, settings: RoomSettings, nowMs: number): Promise<void> {
  const values = { locked: settings.locked ? 1 : 0, knocking: settings.knocking ? 1 : 0, updated_at_ms: nowMs };
  await db
    .insertInto("meeting_room_settings")
    .values({ room_id: roomId, ...values })
    .onConflict((oc) => oc.column("room_id").doUpdateSet(values))
    .execute();
}
