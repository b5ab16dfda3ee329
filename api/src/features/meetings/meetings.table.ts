import type { Generated, Selectable } from "kysely";

export interface MeetingTables {
  meeting_chat_messages: {
    id: string;
    booking_id: string;
    author_id: string | null;
    author_name: string;
    text: string;
    system: Generated<number>;
    sent_ms: number;
  };
  meeting_room_blocks: { room_id: string; user_id: string; created_at: string };
  /** A live room's home instance and its lease (PROTOCOL §7). */
  meeting_room_homes: { room_id: string; instance_id: string; expires_at_ms: number };
  /** A room's lock and knocking as its host last set them. */
  meeting_room_settings: { room_id: string; locked: number; knocking: number; updated_at_ms: number };
}
export type ChatRow = Selectable<MeetingTables["meeting_chat_messages"]>;
