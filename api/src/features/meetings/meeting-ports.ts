import type { ChatMessage } from "@kora/shared/contracts/meetings.ts";
import type { RealtimeEvent } from "@kora/shared/contracts/realtime.ts";
import type { SfuPort } from "../../adapters/sfu/janus-sfu.ts";
import type { Logger } from "../../lib/logger.ts";
import type { UserRow } from "../users/users.table.ts";
import type { RoomContext } from "./room-context.ts";

/** A chat message to keep in a booking's archive. */
export interface NewChat {
  bookingId: string;
  authorId: string | null;
  authorName: string;
  text: string;
  system: boolean;
  sentMs: number;
}

/** What the live rooms read and write, as functions createApp binds to the database. */
export interface MeetingStore {
  findUser(userId: string): Promise<UserRow | undefined>;
  /** Who hosts `roomId` and who belongs; null when there is no such booking or person. */
  roomContext(roomId: string): Promise<RoomContext | null>;
  /** People a host disabled for good in the room. */
  blockedIn(roomId: string): Promise<Set<string>>;
  blockInRoom(roomId: string, userId: string): Promise<void>;
  listChat(bookingId: string): Promise<ChatMessage[]>;
  insertChat(chat: NewChat): Promise<ChatMessage>;
  /** A booking party is in the call at `nowMs` (their attendance, which the no-show check reads). */
  recordPresence(bookingId: string, userId: string, nowMs: number): Promise<unknown>;
  /** Adds to the time both booking parties spent in the call together. */
  addBothInVideo(bookingId: string, seconds: number): Promise<void>;
}

/** Everything MeetingService needs from the outside world; built in createApp. */
export interface MeetingPorts {
  store: MeetingStore;
  /** An event on one person's private channel (knocks to hosts, refreshes to booking parties). */
  toUser(userId: string, event: RealtimeEvent): void;
  now: () => Date;
  /** Key of the meeting tokens' HMACs. */
  secret: string;
  log: Pick<Logger, "error">;
  /** The SFU for rooms past the mesh (PROTOCOL §4); null: no SFU here, every room stops at MESH_LIMIT. */
  sfu: SfuPort | null;
}
