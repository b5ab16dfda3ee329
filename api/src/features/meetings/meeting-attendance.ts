import type { MeetingStore } from "./meeting-ports.ts";
import type { MeetingRoom } from "./meeting-room.ts";

/** Starts or stops the clock on both booking parties being in together. */
export function refreshBoth(room: MeetingRoom, nowMs: number): void {
  if (!room.bothPartiesIn()) room.bothSince = null;
  else room.bothSince ??= nowMs;
}

/** Presence for each booking party in the call, and the time both were in together (whole seconds; the rest carries over). */
export async function recordAttendance(
  store: Pick<MeetingStore, "recordPresence" | "addBothInVideo">,
  room: MeetingRoom,
  nowMs: number,
): Promise<void> {
  const bookingId = room.context.bookingId;
  if (!bookingId) return;
  for (const partyId of room.context.parties) if (room.members.has(partyId)) await store.recordPresence(bookingId, partyId, nowMs);
  if (room.bothSince !== null) {
    const seconds = Math.floor((nowMs - room.bothSince) / 1000);
    await store.addBothInVideo(bookingId, seconds);
    room.bothSince += seconds * 1000;
  }
  refreshBoth(room, nowMs);
}
