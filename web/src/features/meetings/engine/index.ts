/** The meeting engine: signalling, the peer mesh, devices and screen share behind one session object. */
export { createMeetingSession, type SessionDeps, type SessionOptions } from "./meeting-session.ts";
export { useMeetingSession } from "./use-meeting-session.ts";
export { browserScreenSource, type ScreenSource } from "./screen-source.ts";
export type {
  ConnectionQuality,
  DeviceChoice,
  MeetingCommands,
  MeetingSession,
  MeetingSnapshot,
  MeetingTarget,
  RemotePeer,
  SessionPhase,
} from "./session-types.ts";
