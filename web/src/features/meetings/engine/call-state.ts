import type {
  ChatMessage,
  Knocker,
  MeetingServerFrame,
  Participant,
  PeerSignal,
  RecordingState,
  RoomInfo,
  SfuEntry,
} from "@kora/shared/contracts/meetings.ts";
import type { SessionPhase } from "./session-types.ts";

/** What the server has told this session about the room: the part of the snapshot signalling owns. */
export interface CallState {
  phase: SessionPhase;
  roomId: string | null;
  room: RoomInfo | null;
  self: Participant | null;
  /** Everyone else in the call, in the order they came. */
  participants: Participant[];
  waiting: Knocker[];
  /** While knocking: the host the room names (meeting.waiting), for "Waiting for Ada to let you in…". */
  waitingFor: string | null;
  chat: ChatMessage[];
  rejoinToken: string | null;
  endMessage: string | null;
  notice: { id: number; text: string } | null;
}

/** What the session shell must do after a frame: the mesh, the local tracks, the socket. */
export type CallEffect =
  /** Close every peer connection (a fresh join rebuilds the mesh). */
  | { type: "reset-peers" }
  /** Offer to this participant (we are the newcomer). */
  | { type: "call"; id: string }
  | { type: "drop"; id: string }
  | { type: "signal"; from: string; signal: PeerSignal }
  | { type: "turn-off"; audio: boolean; video: boolean }
  /** Media goes through the SFU with this entry (joined into an SFU room, moved there, or fresh tokens). */
  | { type: "sfu"; entry: SfuEntry }
  /** The number of people changed: re-cap the video bitrate. */
  | { type: "room-size" }
  /** The rejoin token was refused: get a new token from the API and join again. */
  | { type: "fresh-join" }
  /** The server no longer has us in the room: join again with the rejoin token. */
  | { type: "rejoin" }
  /** The call is over for us: close the socket and the peers. */
  | { type: "end" };

export const initialCallState: CallState = {
  phase: "preview",
  roomId: null,
  room: null,
  self: null,
  participants: [],
  waiting: [],
  waitingFor: null,
  chat: [],
  rejoinToken: null,
  endMessage: null,
  notice: null,
};

/** public-site §3 currentState: 0 preview (until an answer to the join), 1 in the call (knocking and reconnecting too), 2 ended. */
export function currentStateOf(phase: SessionPhase): 0 | 1 | 2 {
  if (phase === "preview" || phase === "joining") return 0;
  return phase === "ended" ? 2 : 1;
}

export function withNotice(state: CallState, text: string): CallState {
  return { ...state, notice: { id: (state.notice?.id ?? 0) + 1, text } };
}

/** "Maya muted your microphone", "Maya turned off your camera", or both. */
export function mutedNotice(by: string, audio: boolean, video: boolean): string | null {
  if (audio && video) return `${by} muted your microphone and turned off your camera`;
  if (audio) return `${by} muted your microphone`;
  if (video) return `${by} turned off your camera`;
  return null;
}

/** Refusals that only tell us something while we stay in the call. */
const IN_CALL_NOTICES = new Set(["not-allowed", "chat-off", "rate", "full", "window", "closed", "denied", "disabled"]);

export interface FrameContext {
  /** The last meeting.join carried the rejoin token (not a token fresh from the API). */
  rejoining: boolean;
}

/** Applies one meeting frame from the server. Pure: effects say what the shell does with peers and tracks. */
export function reduceFrame(
  state: CallState,
  frame: MeetingServerFrame,
  context: FrameContext,
): { state: CallState; effects: CallEffect[] } {
  const same = (next: CallState, effects: CallEffect[] = []) => ({ state: next, effects });
  if (state.phase === "ended" || state.phase === "preview") return same(state);
  if (frame.type === "meeting.refused") return refused(state, frame, context);
  if (frame.type === "meeting.joined") {
    const next: CallState = {
      ...state,
      phase: "in-call",
      roomId: frame.room.id,
      room: frame.room,
      self: frame.self,
      participants: frame.participants,
      waiting: frame.waiting,
      chat: frame.chat,
      rejoinToken: frame.rejoinToken,
      endMessage: null,
    };
    // An SFU room has no peer connections to make: publish and subscribe through Janus instead.
    const sfu = frame.room.topology === "sfu" && frame.sfu ? frame.sfu : null;
    const effects: CallEffect[] = [
      { type: "reset-peers" },
      ...(sfu ? [{ type: "sfu" as const, entry: sfu }] : frame.participants.map((p) => ({ type: "call" as const, id: p.id }))),
      { type: "room-size" },
    ];
    if (frame.self.cameraDisabled) effects.push({ type: "turn-off", audio: false, video: true });
    return same(state.phase === "knocking" ? withNotice(next, "The host let you in") : next, effects);
  }
  if (frame.type === "meeting.waiting")
    return same({ ...state, phase: "knocking", roomId: frame.roomId, waitingFor: frame.hostName, endMessage: null });
  if (frame.roomId !== state.roomId) return same(state);
  const inCall = state.phase === "in-call" || state.phase === "reconnecting";
  switch (frame.type) {
    case "meeting.participant":
      return inCall ? participantChanged(state, frame.participant) : same(state);
    case "meeting.left": {
      // Our own id: this account joined the call again elsewhere (another tab), which took our place.
      if (state.self && frame.participantId === state.self.id) return ended(state, "You joined this call from another window.");
      if (!state.participants.some((p) => p.id === frame.participantId)) return same(state);
      return same({ ...state, participants: state.participants.filter((p) => p.id !== frame.participantId) }, [
        { type: "drop", id: frame.participantId },
        { type: "room-size" },
      ]);
    }
    case "meeting.signal": {
      // The room moved to the SFU: a late mesh signal opens nothing.
      if (state.room?.topology === "sfu") return same(state);
      // Only from people in the room (the server announces a newcomer before they can offer): a late offer from someone who left must not open a connection.
      const known = state.participants.some((p) => p.id === frame.from);
      return same(state, inCall && known ? [{ type: "signal", from: frame.from, signal: frame.signal }] : []);
    }
    case "meeting.knocks":
      return same({ ...state, waiting: frame.waiting });
    case "meeting.muted": {
      const text = mutedNotice(frame.by, frame.audio, frame.video);
      return same(text ? withNotice(state, text) : state, [{ type: "turn-off", audio: frame.audio, video: frame.video }]);
    }
    case "meeting.room-state":
      return same(state.room ? { ...state, room: { ...state.room, locked: frame.locked, knocking: frame.knocking } } : state);
    case "meeting.chat":
      if (state.chat.some((message) => message.id === frame.message.id)) return same(state);
      return same({ ...state, chat: [...state.chat, frame.message] });
    case "meeting.topology": {
      if (!state.room || !inCall) return same(state);
      return same({ ...state, room: { ...state.room, topology: "sfu" } }, [{ type: "sfu", entry: frame.sfu }]);
    }
    case "meeting.rehome":
      // Another API instance holds the room now (its home stopped answering): the rejoin token takes us there.
      return same(state, inCall && frame.roomId === state.room?.id ? [{ type: "rejoin" }] : []);
    case "meeting.recording": {
      if (!state.room) return same(state);
      const text = recordingNotice(state.room.recording, frame.recording, state.self?.id ?? null);
      const next = { ...state, room: { ...state.room, recording: frame.recording } };
      return same(text ? withNotice(next, text) : next);
    }
  }
}

/** What everyone is told when the recording changes: "Maya started recording", "Recording paused", "Recording stopped". */
export function recordingNotice(before: RecordingState, after: RecordingState, selfId: string | null): string | null {
  if (before.state === after.state) return null;
  const who = after.ownerId !== null && after.ownerId === selfId ? "You" : (after.ownerName ?? before.ownerName ?? "The host");
  if (after.state === "recording") return before.state === "paused" ? "Recording resumed" : `${who} started recording this call`;
  if (after.state === "paused") return "Recording paused";
  return "Recording stopped";
}

function refused(
  state: CallState,
  frame: Extract<MeetingServerFrame, { type: "meeting.refused" }>,
  context: FrameContext,
): { state: CallState; effects: CallEffect[] } {
  if (frame.code === "token" && context.rejoining) return { state, effects: [{ type: "fresh-join" }] };
  if (state.phase === "in-call") {
    if (frame.code === "not-admitted") return { state, effects: [{ type: "rejoin" }] };
    if (IN_CALL_NOTICES.has(frame.code)) return { state: withNotice(state, frame.message), effects: [] };
  }
  if (frame.code === "rate") return { state: withNotice(state, frame.message), effects: [] };
  return ended(state, frame.message);
}

function ended(state: CallState, message: string): { state: CallState; effects: CallEffect[] } {
  return {
    state: { ...state, phase: "ended", endMessage: message, participants: [], waiting: [] },
    effects: [{ type: "reset-peers" }, { type: "end" }],
  };
}

function participantChanged(state: CallState, participant: Participant): { state: CallState; effects: CallEffect[] } {
  if (state.self && participant.id === state.self.id) return selfChanged(state, participant);
  const index = state.participants.findIndex((p) => p.id === participant.id);
  if (index === -1) return { state: { ...state, participants: [...state.participants, participant] }, effects: [{ type: "room-size" }] };
  const participants = state.participants.map((p, i) => (i === index ? participant : p));
  // A new joinedAt: they dropped and came back; their offer is on its way to a fresh connection.
  const rejoined = state.participants[index]?.joinedAt !== participant.joinedAt;
  return { state: { ...state, participants }, effects: rejoined ? [{ type: "drop", id: participant.id }] : [] };
}

function selfChanged(state: CallState, self: Participant): { state: CallState; effects: CallEffect[] } {
  const before = state.self!;
  let next: CallState = { ...state, self };
  const effects: CallEffect[] = [];
  if (self.cameraDisabled && !before.cameraDisabled) {
    next = withNotice(next, "The host turned off your camera");
    effects.push({ type: "turn-off", audio: false, video: true });
  } else if (!self.cameraDisabled && before.cameraDisabled) {
    next = withNotice(next, "The host lets you turn your camera on again");
  }
  if (self.role === "cohost" && before.role !== "cohost") next = withNotice(next, "You're now a co-host");
  if (before.role === "cohost" && self.role !== "cohost" && self.role !== "host") next = withNotice(next, "You're no longer a co-host");
  return { state: next, effects };
}
