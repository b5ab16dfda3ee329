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
}
export type ChatRow = Selectable<MeetingTables["meeting_chat_messages"]>;
