import type { ChatMessage } from "@kora/shared/contracts/meetings.ts";
import type { RecordAction, RecordResult } from "@kora/shared/contracts/videos.ts";
import { AppError } from "../../http/app-error.ts";
import type { Services } from "../../services.ts";
import { bookingOfParty } from "../bookings/bookings.service.ts";
import type { UserRow } from "../users/users.table.ts";
import { controlRecording } from "../videos/videos.service.ts";
import { listChat } from "./meetings.repository.ts";
import { bookingRoomId } from "./room-context.ts";
import { liveRooms } from "./live-rooms.ts";

/** A booking's call as one of its parties (or its facilitator) reaches it by URL. */
export interface BookingCall {
  bookingId: string;
  roomId: string;
}

/** The call of a booking the caller is on; anyone else gets the same 404 as for a missing booking. */
export async function bookingCallOf(services: Pick<Services, "db">, user: UserRow, bookingId: string): Promise<BookingCall> {
  const { row } = await bookingOfParty(services, bookingId, user.id);
  return { bookingId: row.id, roomId: bookingRoomId(row.id) };
}

/** The call's chat, which stays readable in the archive. */
export async function bookingChat(services: Pick<Services, "db">, user: UserRow, bookingId: string): Promise<ChatMessage[]> {
  const call = await bookingCallOf(services, user, bookingId);
  return listChat(services.db, call.bookingId);
}

/** A message in the call's chat (also from the archive), from a caller `bookingCallOf` let in. */
export function postBookingChat(
  services: Pick<Services, "meetings">,
  user: UserRow,
  call: BookingCall,
  text: string,
): Promise<ChatMessage> {
  return liveRooms(services).postToBooking(call.bookingId, { id: user.id, name: `${user.first_name} ${user.last_name}`.trim() }, text);
}

export type HttpControl =
  | { type: "meeting.control"; action: "cohost" | "revoke-cohost" }
  | { type: "meeting.answer-knock"; answer: "admit" | "deny" };

/** A host control on a booking's live call, by URL (core §7): 404 for non-parties, 409 with the reason when refused. */
export async function controlBookingCall(
  services: Pick<Services, "db" | "meetings">,
  user: UserRow,
  bookingId: string,
  target: string,
  control: HttpControl,
): Promise<void> {
  const { roomId } = await bookingCallOf(services, user, bookingId);
  const frame = control.type === "meeting.control" ? { ...control, roomId, target } : { ...control, roomId, target };
  const refusal = await liveRooms(services).controlOverHttp(roomId, user.id, frame);
  if (refusal) throw new AppError("conflict", refusal);
}

/**
 * Start, pause, resume or stop recording the booking's call (core §7 `record`). A stranger gets the
 * 404 of a missing booking; a party who may not record gets 403 with the reason (it is their booking).
 */
export async function recordBookingCall(
  services: Pick<Services, "config" | "db" | "meetings" | "now">,
  user: UserRow,
  bookingId: string,
  input: { action: RecordAction; videoId?: string },
): Promise<RecordResult> {
  const call = await bookingCallOf(services, user, bookingId);
  return controlRecording(services, user, { roomId: call.roomId, bookingId: call.bookingId, live: services.meetings }, input);
}
