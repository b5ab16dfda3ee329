import { sql } from "kysely";
import type { ChatMessage } from "@kora/shared/contracts/meetings.ts";
import type { Db } from "../../db/database.ts";
import type { ChatRow } from "./meetings.table.ts";

/** The most a chat shows on joining or in the archive: the latest messages, oldest first. */
export const CHAT_HISTORY_LIMIT = 500;

export const toChatMessage = (row: ChatRow): ChatMessage => ({
  id: row.id,
  roomId: `booking:${row.booking_id}`,
  authorId: row.author_id,
  authorName: row.author_name,
  text: row.text,
  system: row.system === 1,
  sentAt: new Date(row.sent_ms).toISOString(),
});

export async function insertChat(
  db: Db,
  input: { bookingId: string; authorId: string | null; authorName: string; text: string; system: boolean; sentMs: number },
): Promise<ChatMessage> {
  const row: ChatRow = {
    id: crypto.randomUUID(),
    booking_id: input.bookingId,
    author_id: input.authorId,
    author_name: input.authorName,
    text: input.text,
    system: input.system ? 1 : 0,
    sent_ms: input.sentMs,
  };
  await db.insertInto("meeting_chat_messages").values(row).execute();
  return toChatMessage(row);
}

export async function listChat(db: Db, bookingId: string): Promise<ChatMessage[]> {
  const rows = await db
    .selectFrom("meeting_chat_messages")
    .selectAll()
    .where("booking_id", "=", bookingId)
    .orderBy("sent_ms", "desc")
    .orderBy(sql`rowid`, "desc")
    .limit(CHAT_HISTORY_LIMIT)
    .execute();
  return rows.reverse().map(toChatMessage);
}

/** Adds `seconds` to the time both parties spent in the call together. */
export async function addBothInVideo(db: Db, bookingId: string, seconds: number): Promise<void> {
  if (seconds <= 0) return;
  await db
    .updateTable("bookings")
    .set((eb) => ({ both_in_video_seconds: eb("both_in_video_seconds", "+", seconds) }))
    .where("id", "=", bookingId)
    .execute();
}

/** People the host disabled for good in a room. */
export async function blockedIn(db: Db, roomId: string): Promise<Set<string>> {
  const rows = await db.selectFrom("meeting_room_blocks").select("user_id").where("room_id", "=", roomId).execute();
  return new Set(rows.map((row) => row.user_id));
}

export async function blockInRoom(db: Db, roomId: string, userId: string, now: Date): Promise<void> {
  await db
    .insertInto("meeting_room_blocks")
    .values({ room_id: roomId, user_id: userId, created_at: now.toISOString() })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
