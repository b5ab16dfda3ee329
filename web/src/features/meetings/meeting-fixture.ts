import type { MeetingServerFrame, Participant, RoomInfo } from "@kora/shared/contracts/meetings.ts";

type JoinedFrame = Extract<MeetingServerFrame, { type: "meeting.joined" }>;

export const roomId = "room:u-host";

/** Maya's personal room for unit tests: locked, knocking on. */
export const room: RoomInfo = {
  id: roomId,
  kind: "personal",
  title: "Maya's room",
  hostName: "Maya Patel",
  locked: true,
  knocking: true,
  capacity: 10,
  bookingId: null,
  recording: { state: "off", ownerId: null, ownerName: null, since: null },
  topology: "mesh",
};

/** Someone in the call, named after their id ("a" → "A"), camera and microphone on; override what the case is about. */
export function makeParticipant(id: string, overrides: Partial<Participant> = {}): Participant {
  return {
    id,
    name: id.toUpperCase(),
    role: "participant",
    audio: true,
    video: true,
    isScreenSharing: false,
    screenStreamId: null,
    cameraDisabled: false,
    permissions: { canChat: true, canRecord: false },
    joinedAt: "2026-11-21T10:00:00.000Z",
    ...overrides,
  };
}

/** The server's answer to meeting.join: in the room as "me", nobody else there unless given. */
export function makeJoinedFrame(overrides: Partial<JoinedFrame> = {}): JoinedFrame {
  return {
    type: "meeting.joined",
    room,
    self: makeParticipant("me"),
    participants: [],
    waiting: [],
    chat: [],
    rejoinToken: "rejoin-1",
    sfu: null,
    ...overrides,
  };
}
