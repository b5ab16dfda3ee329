import type { MeetingClientFrame, RecordingState } from "@kora/shared/contracts/meetings.ts";
import type { MeetingRole } from "@kora/shared/domain/meetings/rules.ts";
import type { SocketClient } from "../realtime/hub.ts";

/**
 * What code outside features/meetings uses of the live meeting rooms (`services.meetings`): the
 * server starts and stops them, `/ws` hands them sockets and frames, and recording control
 * (features/videos) asks who is in a room and tells the room its recording changed.
 * features/meetings implements it (MeetingService); its own code reaches the rest of the rooms
 * through `liveRooms` (features/meetings/live-rooms.ts). Ports live here when a feature implements them, so Services names
 * no feature type.
 */
export interface MeetingsPort {
  /** Starts the attendance tick. */
  start(): void;
  /** Stops the attendance tick and releases the SFU's control session. */
  stop(): Promise<void>;
  /** A socket opened (before any of its frames). */
  connect(socketId: string): void;
  /** A socket closed: whatever it held in any room is let go. */
  disconnect(socketId: string): Promise<void>;
  /** A meeting frame from a socket. */
  receive(socket: SocketClient, frame: MeetingClientFrame): Promise<void>;
  /** The role `userId` holds in the live room right now, or null when they aren't in it. */
  roleIn(roomId: string, userId: string): MeetingRole | null;
  /** The live room's recording as its members see it (off when the room isn't open). */
  recordingIn(roomId: string): RecordingState["state"];
  /** The room's recording changed: everyone in it hears; `ownerId` takes the record control (PROTOCOL §5). */
  setRecording(roomId: string, recording: RecordingState, ownerId?: string): void;
}
