import {
  chatTextSchema,
  MEETING_MESSAGES,
  type HostControl,
  type MeetingClientFrame,
  type MeetingServerFrame,
} from "@kora/shared/contracts/meetings.ts";
import { socketUrl } from "../../../lib/realtime/frame-router.ts";
import { initialCallState, reduceFrame, withNotice, type CallEffect, type CallState } from "./call-state.ts";
import { Intervals } from "./intervals.ts";
import { httpMeetingApi, iceServersFresh, joinFailure, rtcConfiguration, type IceServers, type MeetingApi } from "./meeting-api.ts";
import { MeetingSocket, type SocketLike } from "./meeting-socket.ts";
import { PeerMesh } from "./peer-mesh.ts";
import { browserScreenSource, type ScreenSource } from "./screen-source.ts";
import { SessionLevels } from "./session-levels.ts";
import { SessionMedia } from "./session-media.ts";
import { buildSnapshot } from "./session-snapshot.ts";
import { simplePeerFactory, type PeerFactory } from "./simple-peer-adapter.ts";
import type { MeetingSession, MeetingSnapshot, MeetingTarget } from "./session-types.ts";

export interface SessionOptions {
  forceRelay?: boolean;
  guestFirstName?: string;
  /** The desktop shell's native picker; the browser's getDisplayMedia otherwise. */
  screenSource?: ScreenSource;
}

/** What a session is built from; tests and the desktop shell may swap parts. */
export interface SessionDeps {
  api: MeetingApi;
  createPeer: PeerFactory;
  createSocket?: (url: string) => SocketLike;
  socketUrl: () => string;
}

const TIMERS = { levelsMs: 100, recoveryMs: 1000, statsMs: 2000 } as const;
/** A "not in this call" refusal rejoins at most this often (it cannot loop with the server). */
const REJOIN_GUARD_MS = 3000;

class Session implements MeetingSession {
  private call: CallState = initialCallState;
  private forceRelay: boolean;
  private joinError: string | null = null;
  private ice: IceServers | null = null;
  private socket: MeetingSocket | null = null;
  /** The last meeting.join carried the rejoin token. */
  private rejoining = false;
  private lastRejoinAt = 0;
  private disposed = false;
  private snapshot: MeetingSnapshot | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly timers = new Intervals();
  private readonly levels = new SessionLevels();
  private readonly media: SessionMedia;
  private readonly mesh: PeerMesh;

  constructor(
    private readonly target: MeetingTarget,
    private readonly options: SessionOptions,
    private readonly deps: SessionDeps,
  ) {
    this.forceRelay = options.forceRelay ?? false;
    this.media = new SessionMedia(
      options.screenSource ?? browserScreenSource,
      () => !this.call.self?.cameraDisabled,
      () => this.changed(),
    );
    this.mesh = new PeerMesh({
      createPeer: deps.createPeer,
      sendSignal: (to, signal) => this.inRoom((roomId) => ({ type: "meeting.signal", roomId, to, signal })),
      onChange: () => this.changed(),
      config: () => rtcConfiguration(this.ice?.iceServers ?? [], this.forceRelay),
      outgoing: () => this.media.outgoing(),
      selfId: () => this.call.self?.id ?? null,
    });
    this.media.attach(this.mesh);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): MeetingSnapshot => {
    this.snapshot ??= buildSnapshot({
      call: this.call,
      local: this.media.local,
      mesh: this.mesh,
      levels: this.levels,
      screen: this.media.screen,
      audioOn: this.media.audioOn,
      videoOn: this.media.videoOn,
      joinError: this.joinError,
      forceRelay: this.forceRelay,
    });
    return this.snapshot;
  };

  async startPreview(): Promise<void> {
    if (this.over()) return;
    await this.media.open();
    if (this.over()) {
      this.media.stop();
      return;
    }
    this.timers.start("levels", TIMERS.levelsMs, () => this.sampleLevels());
    this.changed();
  }

  selectCamera = (deviceId: string) => this.selectDevice("video", deviceId);
  selectMicrophone = (deviceId: string) => this.selectDevice("audio", deviceId);

  setAudio(on: boolean): void {
    this.media.setAudio(on);
    this.sendMedia();
    this.changed();
  }

  setVideo(on: boolean): void {
    if (this.media.setVideo(on)) this.sendMedia();
    else this.call = withNotice(this.call, "The host has turned off your camera");
    this.changed();
  }

  setForceRelay(on: boolean): void {
    this.forceRelay = on;
    this.changed();
  }

  async join(options: { firstName?: string } = {}): Promise<void> {
    if (this.disposed || this.call.phase !== "preview") return;
    this.call = { ...this.call, phase: "joining" };
    this.joinError = null;
    this.changed();
    this.media.local.resumeAudio();
    try {
      if (!this.media.hasTracks() && !this.media.local.error) await this.startPreview();
      if (this.target.kind === "personal") await this.deps.api.ensureSession(options.firstName ?? this.options.guestFirstName);
      await this.refreshIce();
    } catch (error) {
      this.joinFailed(error);
      return;
    }
    if (this.disposed || this.call.phase !== "joining") return;
    this.socket = new MeetingSocket({
      url: this.deps.socketUrl,
      createSocket: this.deps.createSocket,
      onReady: () => void this.enter(),
      onFrame: (frame) => this.receive(frame),
      onDown: () => this.socketDown(),
    });
    this.socket.start();
    this.timers.start("levels", TIMERS.levelsMs, () => this.sampleLevels()); // also without a microphone: remote voices pick the speaker
    this.timers.start("recovery", TIMERS.recoveryMs, () => this.mesh.tick());
    this.timers.start(
      "stats",
      TIMERS.statsMs,
      () => void this.mesh.pollStats((id) => this.call.participants.some((p) => p.id === id && p.video)),
    );
  }

  leave(): void {
    this.inRoom((roomId) => ({ type: "meeting.leave", roomId }));
    this.call = { ...this.call, phase: "ended", endMessage: this.call.endMessage ?? "You left the call.", participants: [], waiting: [] };
    this.teardown();
  }

  async startScreenShare(): Promise<void> {
    if (this.call.phase !== "in-call") return;
    const result = await this.media.startScreen(
      () => !this.disposed && this.call.phase === "in-call",
      () => this.stopScreenShare(),
    );
    if (result === "failed") this.call = withNotice(this.call, "Your screen couldn't be shared.");
    if (result === "started") this.sendMedia();
    this.changed();
  }

  stopScreenShare(): void {
    if (!this.media.stopScreen()) return;
    this.sendMedia();
    this.changed();
  }

  sendChat(text: string): void {
    const parsed = chatTextSchema.safeParse(text);
    if (!parsed.success) return;
    if (this.call.self && !this.call.self.permissions.canChat) {
      this.call = withNotice(this.call, MEETING_MESSAGES.chatOff);
      this.changed();
      return;
    }
    this.inRoom((roomId) => ({ type: "meeting.chat", roomId, text: parsed.data }));
  }

  control(action: HostControl, target: string, kinds: { audio?: boolean; video?: boolean } = {}): void {
    this.inRoom((roomId) => ({ type: "meeting.control", roomId, action, target, ...kinds }));
  }

  muteAll(kinds: { audio: boolean; video: boolean }): void {
    this.inRoom((roomId) => ({ type: "meeting.mute-all", roomId, ...kinds }));
  }

  answerKnock(target: string, answer: "admit" | "deny" | "disable"): void {
    this.inRoom((roomId) => ({ type: "meeting.answer-knock", roomId, target, answer }));
  }

  setRoom(state: { locked?: boolean; knocking?: boolean }): void {
    this.inRoom((roomId) => ({ type: "meeting.room", roomId, ...state }));
  }

  dispose(): void {
    if (this.disposed) return;
    // Others see "left" at once instead of waiting for the socket to drop.
    this.inRoom((roomId) => ({ type: "meeting.leave", roomId }));
    this.disposed = true;
    this.listeners.clear();
    this.teardown();
  }

  /** The socket said hello (first time or after a reconnect): join, with the rejoin token once we were in. */
  private async enter(): Promise<void> {
    try {
      if (!iceServersFresh(this.ice, Date.now())) await this.refreshIce();
      const rejoin = this.call.rejoinToken !== null && (this.call.phase === "in-call" || this.call.phase === "reconnecting");
      const token = rejoin ? this.call.rejoinToken! : (await this.deps.api.token(this.target)).token;
      if (this.over()) return;
      this.rejoining = rejoin;
      const { audio, video } = this.media.state();
      this.socket?.send({ type: "meeting.join", token, audio, video });
    } catch (error) {
      this.joinFailed(error);
    }
  }

  private receive(frame: MeetingServerFrame): void {
    const { state, effects } = reduceFrame(this.call, frame, { rejoining: this.rejoining });
    this.call = state;
    for (const effect of effects) this.apply(effect);
    // A rejoin starts from a fresh participant record: say again that we are sharing.
    if (frame.type === "meeting.joined" && this.media.screen) this.sendMedia();
    this.changed();
  }

  private apply(effect: CallEffect): void {
    switch (effect.type) {
      case "reset-peers":
        this.mesh.reset();
        return;
      case "call":
        this.mesh.call(effect.id);
        return;
      case "drop":
        this.mesh.drop(effect.id);
        return;
      case "signal":
        this.mesh.handleSignal(effect.from, effect.signal);
        return;
      case "room-size":
        this.mesh.applyBitrates(this.call.participants.length + 1);
        return;
      case "turn-off":
        if (effect.audio) this.media.setAudio(false);
        if (effect.video) this.media.setVideo(false);
        this.sendMedia();
        return;
      case "fresh-join":
        this.call = { ...this.call, rejoinToken: null };
        void this.enter();
        return;
      case "rejoin":
        if (!this.call.rejoinToken || Date.now() - this.lastRejoinAt < REJOIN_GUARD_MS) return;
        this.lastRejoinAt = Date.now();
        void this.enter();
        return;
      case "end":
        this.teardown();
        return;
    }
  }

  private socketDown(): void {
    if (this.call.phase === "in-call") this.call = { ...this.call, phase: "reconnecting" };
    this.changed();
  }

  private joinFailed(error: unknown): void {
    const { final, message } = joinFailure(error);
    this.socket?.stop();
    this.socket = null;
    if (final) {
      this.call = { ...this.call, phase: "ended", endMessage: message };
      this.teardown();
      return;
    }
    this.call = { ...this.call, phase: "preview", rejoinToken: null, roomId: null };
    this.joinError = message;
    this.changed();
  }

  private async refreshIce(): Promise<void> {
    // Without an answer, keep the servers we had (or none: host candidates still connect on one network).
    this.ice = await this.deps.api.iceServers().catch(() => this.ice ?? { iceServers: [], expiresAt: null });
  }

  private async selectDevice(kind: "audio" | "video", deviceId: string): Promise<void> {
    const failure = await this.media.select(kind, deviceId);
    if (failure) this.call = withNotice(this.call, failure);
    this.changed();
  }

  private sendMedia(): void {
    if (this.call.phase === "in-call") this.inRoom((roomId) => ({ type: "meeting.media", roomId, ...this.media.state() }));
  }

  /** Sends a frame about the room we are in (nothing before we are in one, or after it ended). */
  private inRoom(frame: (roomId: string) => MeetingClientFrame): void {
    if (this.call.roomId && this.call.phase !== "ended") this.socket?.send(frame(this.call.roomId));
  }

  private sampleLevels(): void {
    const audioOf = (id: string) => this.call.participants.some((p) => p.id === id && p.audio);
    if (this.levels.sample(this.call.self?.id ?? null, this.media.local.level(), this.mesh.audioLevels(), audioOf, Date.now()))
      this.changed();
  }

  /** Ends everything live: socket, peers, devices, timers. The snapshot stays readable for the end screen. */
  private teardown(): void {
    this.socket?.stop();
    this.socket = null;
    this.mesh.reset();
    this.media.stop();
    this.timers.stopAll();
    this.levels.clear();
    this.changed();
  }

  /** Disposed, or the call ended: nothing new may start. (A method, so TypeScript re-reads the phase after an await.) */
  private over(): boolean {
    return this.disposed || this.call.phase === "ended";
  }

  private changed(): void {
    if (this.disposed) return;
    this.snapshot = null;
    for (const listener of [...this.listeners]) listener();
  }
}

export const browserSessionDeps = (): SessionDeps => ({
  api: httpMeetingApi,
  createPeer: simplePeerFactory,
  socketUrl: () => socketUrl(window.location),
});

/** A meeting session for one booking's call or one personal room; nothing starts until startPreview() or join(). */
export function createMeetingSession(
  target: MeetingTarget,
  options: SessionOptions = {},
  deps: SessionDeps = browserSessionDeps(),
): MeetingSession {
  return new Session(target, options, deps);
}
