import type { ChatMessage, HostControl, Knocker, Participant, RoomInfo } from "@kora/shared/contracts/meetings.ts";

/**
 * The contract between the meeting engine (signalling, mesh, devices) and the meeting screens.
 * The engine owns a `MeetingSession`; React reads `getSnapshot()` through `useSyncExternalStore`.
 */
export type SessionPhase =
  /** Camera and microphone checks before joining (currentState 0). */
  | "preview"
  /** Asked for a token and sent meeting.join; no answer yet. */
  | "joining"
  /** In the lobby of a locked personal room, waiting for the host. */
  | "knocking"
  /** In the call (currentState 1). */
  | "in-call"
  /** In the call but the socket or the peers dropped: reconnecting on its own. */
  | "reconnecting"
  /** Left, removed, or refused (currentState 2). */
  | "ended";

export type ConnectionQuality = "good" | "fair" | "poor" | "unknown";

export interface RemotePeer {
  participant: Participant;
  /** Camera and microphone. */
  stream: MediaStream | null;
  /** The shared screen, while they share. */
  screen: MediaStream | null;
  connection: "connecting" | "connected" | "reconnecting" | "failed";
  quality: ConnectionQuality;
  /** 0..1, from the received audio. */
  audioLevel: number;
}

export interface DeviceChoice {
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
  cameraId: string | null;
  microphoneId: string | null;
  /** False until the devices were first looked for (the camera is still starting): nothing is "not found" yet. */
  searched: boolean;
}

export interface MeetingSnapshot {
  phase: SessionPhase;
  /** public-site §3: 0 preview, 1 in call (including knocking and reconnecting), 2 end call. */
  currentState: 0 | 1 | 2;
  room: RoomInfo | null;
  /** While knocking: the host's name as the room gives it. */
  waitingFor: string | null;
  self: Participant | null;
  peers: RemotePeer[];
  /** Hosts and co-hosts: everyone knocking, oldest first. */
  waiting: Knocker[];
  chat: ChatMessage[];
  localStream: MediaStream | null;
  localScreen: MediaStream | null;
  localAudioLevel: number;
  /** Whose audio is loudest now (self or a peer), null in silence. */
  activeSpeakerId: string | null;
  devices: DeviceChoice;
  /** Wanted local media (the preview toggles, then in-call buttons). */
  audioOn: boolean;
  videoOn: boolean;
  /** Why the call ended or was refused, in words people read. */
  endMessage: string | null;
  /** A short notice such as "Maya muted your microphone" (the screens toast it once). */
  notice: { id: number; text: string } | null;
  /** The camera or microphone could not be opened (permission denied, no device). */
  mediaError: string | null;
  /** Joining failed but may be tried again from the preview (a missing first name, the network): the words to show. */
  joinError?: string | null;
  /** Peer connections only use the TURN relay (set at creation or with `setForceRelay`). */
  forceRelay?: boolean;
  /** The computer is busy (CPUThreshold): our cameras go out at half size and rate until it calms down. */
  cpuBusy?: boolean;
}

export interface MeetingCommands {
  /** Opens camera and microphone for the preview (or with new devices). */
  startPreview(): Promise<void>;
  selectCamera(deviceId: string): Promise<void>;
  selectMicrophone(deviceId: string): Promise<void>;
  setAudio(on: boolean): void;
  setVideo(on: boolean): void;
  /** Gets a token (a guest passes their first name) and joins or knocks. */
  join(options?: { firstName?: string }): Promise<void>;
  leave(): void;
  startScreenShare(): Promise<void>;
  stopScreenShare(): void;
  sendChat(text: string): void;
  control(action: HostControl, target: string, kinds?: { audio?: boolean; video?: boolean }): void;
  muteAll(kinds: { audio: boolean; video: boolean }): void;
  answerKnock(target: string, answer: "admit" | "deny" | "disable"): void;
  setRoom(state: { locked?: boolean; knocking?: boolean }): void;
  /** SFU rooms: the cameras the screens show now and the simulcast layer each tile needs (PROTOCOL §4). */
  viewFeeds?(wishes: { participantId: string; layer: 0 | 1 | 2 }[]): void;
  /** Relay-only connections from the next join on (a preview choice; a call in progress keeps its connections). */
  setForceRelay?(on: boolean): void;
  /** Releases camera, microphone, sockets and peers (on unmount). */
  dispose(): void;
}

export interface MeetingSession extends MeetingCommands {
  subscribe(listener: () => void): () => void;
  getSnapshot(): MeetingSnapshot;
}

/**
 * Where a session gets its token from. `ask`: someone who isn't on the booking asks to join its call
 * (requestApproval), so they knock and a host lets them in.
 */
export type MeetingTarget =
  | { kind: "booking"; bookingId: string; ask?: boolean }
  /** `cardId`: knocking from that card's instant-meeting page, so the host sees which card. */
  | { kind: "personal"; slug: string; cardId?: string };
