import type { MeetingServerFrame } from "@kora/shared/contracts/meetings.ts";
import { socketUrl } from "../../../lib/realtime/frame-router.ts";
import { initialCallState, reduceFrame, withNotice, type CallState } from "./call-state.ts";
import { browserPressureObserver, type PressureObserverFactory } from "./cpu-watch.ts";
import { JoinCredentials } from "./join-credentials.ts";
import { httpMeetingApi, joinFailure, type MeetingApi } from "./meeting.client.ts";
import type { SocketLike } from "./meeting-socket.ts";
import { startsConnection } from "./render-hold.ts";
import { roomCommands } from "./room-commands.ts";
import { browserScreenSource, type ScreenSource } from "./screen-source.ts";
import { SessionConnections } from "./session-connections.ts";
import { SessionEffects } from "./session-effects.ts";
import { SessionLink } from "./session-link.ts";
import { SessionMedia } from "./session-media.ts";
import { SessionNotifier } from "./session-notifier.ts";
import type { FeedWish } from "./sfu/sfu-transport.ts";
import { buildSnapshot } from "./session-snapshot.ts";
import { simplePeerFactory, type PeerFactory } from "./simple-peer-adapter.ts";
import type { MeetingCommands, MeetingSession, MeetingSnapshot, MeetingTarget } from "./session-types.ts";

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
  /** The Compute Pressure API (null: none, the encoders' stats say when the computer is busy); the browser's by default. */
  pressureObserver?: PressureObserverFactory | null;
}

class Session implements MeetingSession {
  private call: CallState = initialCallState;
  private forceRelay: boolean;
  private joinError: string | null = null;
  /** The preview's preparation (ICE servers, token, socket) while it runs. */
  private preparing: Promise<void> | null = null;
  private disposed = false;
  private readonly screens = new SessionNotifier(() => this.buildSnapshot());
  private readonly credentials: JoinCredentials;
  private readonly link: SessionLink;
  private readonly media: SessionMedia;
  private readonly connections: SessionConnections;
  private readonly effects: SessionEffects;
  private readonly room = roomCommands(
    (frame) => this.link.inRoom(frame),
    () => this.call.self,
    (text) => {
      this.call = withNotice(this.call, text);
      this.screens.changed();
    },
  );

  constructor(
    private readonly target: MeetingTarget,
    private readonly options: SessionOptions,
    private readonly deps: SessionDeps,
  ) {
    this.forceRelay = options.forceRelay ?? false;
    this.credentials = new JoinCredentials(deps.api, target);
    this.link = new SessionLink({
      api: deps.api,
      target,
      socketUrl: deps.socketUrl,
      createSocket: deps.createSocket,
      credentials: this.credentials,
      call: () => this.call,
      over: () => this.over(),
      media: () => this.media.state(),
      warmSpare: () => this.connections.mesh.warmSpare(),
      onFrame: (frame) => this.receive(frame),
      onDown: () => this.socketDown(),
      onJoinFailed: (error) => this.joinFailed(error),
    });
    this.media = new SessionMedia(
      options.screenSource ?? browserScreenSource,
      () => !this.call.self?.cameraDisabled,
      () => this.screens.changed(),
    );
    this.connections = new SessionConnections({
      createPeer: deps.createPeer,
      pressureObserver: deps.pressureObserver === undefined ? browserPressureObserver() : deps.pressureObserver,
      media: this.media,
      call: () => this.call,
      meshConfig: () => this.credentials.rtcConfiguration(this.forceRelay),
      sfuConfig: () => this.credentials.rtcConfiguration(false),
      inRoom: (frame) => this.link.inRoom(frame),
      onAnswerSent: () => this.screens.release(),
      over: () => this.over(),
      onChange: () => this.screens.changed(),
    });
    this.effects = new SessionEffects({
      connections: this.connections,
      media: this.media,
      call: () => this.call,
      forgetRejoinToken: () => (this.call = { ...this.call, rejoinToken: null }),
      sendMedia: () => this.link.sendMedia(),
      join: () => void this.link.enter(),
      end: () => this.teardown(),
    });
  }

  subscribe = (listener: () => void): (() => void) => this.screens.subscribe(listener);
  getSnapshot = (): MeetingSnapshot => this.screens.getSnapshot();

  async startPreview(): Promise<void> {
    if (this.over()) return;
    await this.media.open();
    if (this.over()) {
      this.media.stop();
      return;
    }
    this.connections.startLevels();
    this.screens.changed();
    if (this.call.phase === "preview") this.preparing ??= this.link.prepare().finally(() => (this.preparing = null));
  }

  selectCamera = (deviceId: string) => this.selectDevice("video", deviceId);
  selectMicrophone = (deviceId: string) => this.selectDevice("audio", deviceId);

  setAudio(on: boolean): void {
    this.media.setAudio(on);
    this.link.sendMedia();
    this.screens.changed();
  }

  setVideo(on: boolean): void {
    if (this.media.setVideo(on)) this.link.sendMedia();
    else this.call = withNotice(this.call, "The host has turned off your camera");
    this.screens.changed();
  }

  setForceRelay(on: boolean): void {
    if (on === this.forceRelay) return;
    this.forceRelay = on;
    if (this.call.phase === "preview" && this.credentials.hasIce) this.connections.mesh.warmSpare();
    this.screens.changed();
  }

  async join(options: { firstName?: string } = {}): Promise<void> {
    if (this.disposed || this.call.phase !== "preview") return;
    this.call = { ...this.call, phase: "joining" };
    this.joinError = null;
    this.screens.changed();
    this.media.local.resumeAudio();
    try {
      if (!this.media.hasTracks() && !this.media.local.error) await this.startPreview();
      if (this.preparing) await this.preparing;
      if (this.target.kind === "personal") await this.deps.api.ensureSession(options.firstName ?? this.options.guestFirstName);
      if (this.credentials.iceStale()) await this.credentials.refreshIce();
    } catch (error) {
      this.joinFailed(error);
      return;
    }
    if (this.disposed || this.call.phase !== "joining") return;
    // Prepared in the preview: once the socket has said hello (now, or on its hello), the join goes out.
    if (!this.link.isOpen) this.link.open();
    else if (this.link.isReady) void this.link.enter();
    this.connections.startCall();
  }

  leave(): void {
    this.link.inRoom((roomId) => ({ type: "meeting.leave", roomId }));
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
    if (result === "started") this.link.sendMedia();
    this.screens.changed();
  }

  stopScreenShare(): void {
    if (!this.media.stopScreen()) return;
    this.link.sendMedia();
    this.screens.changed();
  }

  sendChat: MeetingCommands["sendChat"] = (text) => this.room.sendChat(text);
  control: MeetingCommands["control"] = (action, target, kinds) => this.room.control(action, target, kinds);
  muteAll: MeetingCommands["muteAll"] = (kinds) => this.room.muteAll(kinds);
  answerKnock: MeetingCommands["answerKnock"] = (target, answer) => this.room.answerKnock(target, answer);
  setRoom: MeetingCommands["setRoom"] = (state) => this.room.setRoom(state);

  viewFeeds(wishes: FeedWish[]): void {
    this.connections.transports.view(wishes);
  }

  dispose(): void {
    if (this.disposed) return;
    // Others see "left" at once instead of waiting for the socket to drop.
    this.link.inRoom((roomId) => ({ type: "meeting.leave", roomId }));
    this.disposed = true;
    this.screens.close();
    this.teardown();
  }

  private receive(frame: MeetingServerFrame): void {
    if (startsConnection(frame, this.call)) this.screens.hold();
    const { state, effects } = reduceFrame(this.call, frame, { rejoining: this.link.rejoining });
    this.call = state;
    for (const effect of effects) this.effects.apply(effect);
    // A rejoin starts from a fresh participant record: say again that we are sharing.
    if (frame.type === "meeting.joined" && this.media.screen) this.link.sendMedia();
    // The spare was for the first person we call: unused (nobody there), it goes.
    if (frame.type === "meeting.joined") this.connections.mesh.dropSpare();
    this.screens.changed();
    // Their answer is being applied: the screens may catch up while ICE and DTLS run.
    if (frame.type === "meeting.signal" && frame.signal.type === "answer") this.screens.release();
  }

  private socketDown(): void {
    if (this.call.phase === "in-call") this.call = { ...this.call, phase: "reconnecting" };
    this.screens.changed();
  }

  private joinFailed(error: unknown): void {
    const { final, message } = joinFailure(error);
    this.link.stop();
    if (final) {
      this.call = { ...this.call, phase: "ended", endMessage: message };
      this.teardown();
      return;
    }
    this.call = { ...this.call, phase: "preview", rejoinToken: null, roomId: null };
    this.joinError = message;
    this.screens.changed();
  }

  private async selectDevice(kind: "audio" | "video", deviceId: string): Promise<void> {
    const failure = await this.media.select(kind, deviceId);
    if (failure) this.call = withNotice(this.call, failure);
    // The spare carries the tracks it was made with: make it again with the new one.
    else if (this.call.phase === "preview" && this.credentials.hasIce) this.connections.mesh.warmSpare();
    this.screens.changed();
  }

  private buildSnapshot(): MeetingSnapshot {
    return buildSnapshot({
      call: this.call,
      local: this.media.local,
      mesh: this.connections.transports,
      levels: this.connections.levels,
      screen: this.media.screen,
      audioOn: this.media.audioOn,
      videoOn: this.media.videoOn,
      joinError: this.joinError,
      forceRelay: this.forceRelay,
      cpuBusy: this.connections.cpuBusy,
    });
  }

  /** Ends everything live: socket, peers, devices, timers. The snapshot stays readable for the end screen. */
  private teardown(): void {
    this.link.stop();
    this.connections.close();
    this.media.stop();
    this.screens.release();
    this.screens.changed();
  }

  /** Disposed, or the call ended: nothing new may start. (A method, so TypeScript re-reads the phase after an await.) */
  private over(): boolean {
    return this.disposed || this.call.phase === "ended";
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
