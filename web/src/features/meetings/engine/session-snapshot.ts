import { currentStateOf, type CallState } from "./call-state.ts";
import type { LocalMedia } from "./local-media.ts";
import type { MediaTransport } from "./transport.ts";
import type { SessionLevels } from "./session-levels.ts";
import type { MeetingSnapshot } from "./session-types.ts";

export interface SnapshotParts {
  call: CallState;
  local: LocalMedia;
  mesh: Pick<MediaTransport, "media">;
  levels: SessionLevels;
  screen: MediaStream | null;
  audioOn: boolean;
  videoOn: boolean;
  joinError: string | null;
  forceRelay: boolean;
  cpuBusy: boolean;
}

/** The screens' view of a session at one moment (built once per change, then reused). */
export function buildSnapshot({
  call,
  local,
  mesh,
  levels,
  screen,
  audioOn,
  videoOn,
  joinError,
  forceRelay,
  cpuBusy,
}: SnapshotParts): MeetingSnapshot {
  return {
    phase: call.phase,
    currentState: currentStateOf(call.phase),
    room: call.room,
    waitingFor: call.waitingFor,
    self: call.self,
    peers: call.participants.map((participant) => ({ participant, ...mesh.media(participant), audioLevel: levels.of(participant.id) })),
    waiting: call.waiting,
    chat: call.chat,
    localStream: local.viewStream,
    localScreen: screen,
    localAudioLevel: levels.local,
    activeSpeakerId: levels.speaker,
    devices: local.devices,
    audioOn,
    videoOn: videoOn && !call.self?.cameraDisabled,
    endMessage: call.endMessage,
    notice: call.notice,
    mediaError: local.error,
    joinError,
    forceRelay,
    cpuBusy,
  };
}
