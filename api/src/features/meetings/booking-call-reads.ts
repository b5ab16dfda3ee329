import type { BookingCallClient, BookingCallTime } from "@kora/shared/contracts/meetings.ts";
import { JOIN_CLOSES_MINUTES, JOIN_OPENS_MINUTES, joinWindow } from "@kora/shared/domain/bookings/lifecycle.ts";
import type { Services } from "../../services.ts";
import { bookingOfParty } from "../bookings/bookings.service.ts";
import type { UserRow } from "../users/users.table.ts";
import { bookingRoomId } from "./room-context.ts";
import { liveRooms } from "./live-rooms.ts";

const MINUTE = 60_000;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * `GET /api/bookings/{id}/time` (core §7): the server's clock beside the session's times and join
 * window, so a client whose clock is off still counts down right. The parties only (404 otherwise).
 */
export async function bookingCallTime(services: Pick<Services, "db" | "now">, user: UserRow, bookingId: string): Promise<BookingCallTime> {
  const { row } = await bookingOfParty(services, bookingId, user.id);
  const nowMs = services.now().getTime();
  const start = row.status === "confirmed" ? row.start_ms : null;
  return {
    now: new Date(nowMs).toISOString(),
    startsAt: iso(start),
    endsAt: start === null ? null : iso(start + row.duration * MINUTE),
    joinOpensAt: start === null ? null : iso(start - JOIN_OPENS_MINUTES * MINUTE),
    joinClosesAt: start === null ? null : iso(start + JOIN_CLOSES_MINUTES * MINUTE),
    window: start === null ? null : joinWindow(start, nowMs),
  };
}

/**
 * `GET /api/bookings/{id}/clients` (core §7): who is in the booking's call right now, and who is
 * asking to join, read on the instance that holds the room. The parties only (404 otherwise).
 */
export async function bookingCallClients(
  services: Pick<Services, "db" | "meetings">,
  user: UserRow,
  bookingId: string,
): Promise<BookingCallClient[]> {
  const { row } = await bookingOfParty(services, bookingId, user.id);
  const room = liveRooms(services).room(bookingRoomId(row.id));
  if (!room) return [];
  const inCall = room.participants().map((p) => ({ id: p.id, name: p.name, role: p.role, state: "in-call" as const, since: p.joinedAt }));
  const asking = room.knockers().map((k) => ({ id: k.id, name: k.name, role: null, state: "waiting" as const, since: k.since }));
  return [...inCall, ...asking];
}
