import { MEETING_MESSAGES } from "@kora/shared/contracts/meetings.ts";
import { MEETING_SETTINGS, MEETING_SIZE, MESH_LIMIT, needsSfu } from "@kora/shared/domain/meetings/rules.ts";
import type { MeetingPorts } from "./meeting-ports.ts";
import type { MeetingRoom, Member } from "./meeting-room.ts";

/**
 * A room's move past the mesh (PROTOCOL.md "Rooms past the mesh"): when it happens, the Janus
 * room behind it, and each member's entry. The service calls these; the SFU port does the talking.
 */
type SfuPorts = Pick<MeetingPorts, "sfu" | "log">;

/** Before admitting one more: does this room move to the SFU first (its 11th person, a plan above 10, an SFU here)? */
export const movesBeforeAdmitting = (room: MeetingRoom, sfu: MeetingPorts["sfu"]): boolean =>
  needsSfu(room.members.size, room.topology) && sfu !== null && MEETING_SIZE[room.context.tier] > MESH_LIMIT;

/**
 * Opens the room's Janus room, then hands everyone in it their entry (`meeting.topology`); their
 * clients publish there and drop the mesh. Once per room however many arrive at the same moment; when
 * Janus can't be reached the room stays a mesh (and is full at 10).
 */
export function moveToSfu(room: MeetingRoom, ports: SfuPorts): Promise<void> {
  const sfu = ports.sfu;
  if (!sfu || room.topology === "sfu") return Promise.resolve();
  room.movingToSfu ??= (async () => {
    const { tier, title } = room.context;
    await sfu.open({ roomId: room.id, description: title, publishers: MEETING_SIZE[tier], bitrate: MEETING_SETTINGS.videoBitrate });
    room.topology = "sfu";
    await Promise.all([...room.members.values()].map((member) => sendSfuEntry(room, member, ports)));
  })()
    .catch((error) => ports.log.error("sfu: the room could not move to the SFU", { roomId: room.id, error: String(error) }))
    .finally(() => {
      room.movingToSfu = null;
    });
  return room.movingToSfu;
}

/** A member's (fresh) SFU entry, as `meeting.topology`; in a mesh room, a refusal. */
export async function sendSfuEntry(room: MeetingRoom, member: Member, ports: SfuPorts): Promise<void> {
  if (!ports.sfu || room.topology !== "sfu") {
    member.socket.send({ type: "meeting.refused", roomId: room.id, code: "not-allowed", message: MEETING_MESSAGES.noSfu });
    return;
  }
  const entry = await ports.sfu.entry(room.id, member.participant.id);
  member.socket.send({ type: "meeting.topology", roomId: room.id, topology: "sfu", sfu: entry });
}

/** A room that opens while its Janus room is still there (its last home died mid-call) carries on there. */
export async function reopensOnSfu(roomId: string, sfu: MeetingPorts["sfu"]): Promise<boolean> {
  return sfu !== null && (await sfu.exists(roomId).catch(() => false));
}

/** The SFU's side of someone leaving (a removal cuts their feeds) and of the room closing; failures are logged, never thrown. */
export function releaseOnSfu(room: MeetingRoom, ports: SfuPorts, leaving: { id: string; removed: boolean } | null): void {
  if (room.topology !== "sfu" || !ports.sfu) return;
  const failed = (what: string) => (error: unknown) => ports.log.error(`sfu: ${what} failed`, { roomId: room.id, error: String(error) });
  if (leaving?.removed) ports.sfu.remove(room.id, leaving.id).catch(failed("remove"));
  if (!leaving) ports.sfu.close(room.id).catch(failed("close"));
}
