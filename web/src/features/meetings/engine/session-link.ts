import type { MeetingClientFrame, MeetingServerFrame } from "@kora/shared/contracts/meetings.ts";
import type { CallState } from "./call-state.ts";
import type { JoinCredentials } from "./join-credentials.ts";
import type { MeetingApi } from "./meeting.client.ts";
import { MeetingSocket, type SocketLike } from "./meeting-socket.ts";
import type { SessionMedia } from "./session-media.ts";
import type { MeetingTarget } from "./session-types.ts";

/** Sends a frame about the room we are in (nothing before we are in one, or after it ended). */
export type InRoom = (frame: (roomId: string) => MeetingClientFrame) => void;

export interface SessionLinkDeps {
  api: MeetingApi;
  target: MeetingTarget;
  socketUrl: () => string;
  createSocket?: (url: string) => SocketLike;
  credentials: JoinCredentials;
  /** The call as it is now. */
  call(): CallState;
  /** Disposed, or the call ended: no join goes out. */
  over(): boolean;
  /** What we send (meeting.join and meeting.media say it). */
  media(): ReturnType<SessionMedia["state"]>;
  /** Makes the spare offering connection for the first person we will call (PeerMesh.warmSpare). */
  warmSpare(): void;
  onFrame(frame: MeetingServerFrame): void;
  onDown(): void;
  /** The token couldn't be had (or the ICE servers): the session says why. */
  onJoinFailed(error: unknown): void;
}

/**
 * The session's line to the server: made ready while the preview shows, the meeting socket, the
 * meeting.join sent on each of its hellos (with the rejoin token once we were in), and the frames
 * about the room we are in.
 */
export class SessionLink {
  private socket: MeetingSocket | null = null;
  /** The last meeting.join carried the rejoin token. */
  rejoining = false;

  constructor(private readonly deps: SessionLinkDeps) {}

  get isOpen(): boolean {
    return this.socket !== null;
  }

  /** Hello received: a join may go out now. */
  get isReady(): boolean {
    return this.socket?.isReady ?? false;
  }

  /**
   * While the preview shows: the ICE servers, the spare offering connection, and (when we may ask
   * already: a booking, or a personal room while signed in) the join token and an open socket, so
   * "Join now" only sends meeting.join. Failures are silent: the join asks again and shows the error.
   */
  async prepare(): Promise<void> {
    const { credentials } = this.deps;
    try {
      if (credentials.iceStale()) await credentials.refreshIce();
      if (!this.previewing()) return;
      this.deps.warmSpare();
      const mayAsk = this.deps.target.kind === "booking" || (await this.deps.api.hasSession?.()) === true;
      if (!mayAsk || !this.previewing()) return;
      await credentials.prepareToken();
      if (this.previewing() && !this.socket) this.open();
    } catch {
      credentials.clearToken();
    }
  }

  open(): void {
    this.socket = new MeetingSocket({
      url: this.deps.socketUrl,
      createSocket: this.deps.createSocket,
      // In the preview the socket only waits: the join goes out on "Join now".
      onReady: () => {
        if (this.deps.call().phase !== "preview") void this.enter();
      },
      onFrame: (frame) => this.deps.onFrame(frame),
      onDown: () => this.deps.onDown(),
    });
    this.socket.start();
  }

  /** The socket said hello (first time or after a reconnect): join, with the rejoin token once we were in. */
  async enter(): Promise<void> {
    const { credentials } = this.deps;
    try {
      if (credentials.iceStale()) await credentials.refreshIce();
      const call = this.deps.call();
      const rejoin = call.rejoinToken !== null && (call.phase === "in-call" || call.phase === "reconnecting");
      const token = rejoin ? call.rejoinToken! : await credentials.freshToken();
      if (this.deps.over()) return;
      this.rejoining = rejoin;
      const { audio, video } = this.deps.media();
      this.socket?.send({ type: "meeting.join", token, audio, video });
    } catch (error) {
      this.deps.onJoinFailed(error);
    }
  }

  /** Sends a frame about the room we are in (nothing before we are in one, or after it ended). */
  inRoom(frame: (roomId: string) => MeetingClientFrame): void {
    const call = this.deps.call();
    if (call.roomId && call.phase !== "ended") this.socket?.send(frame(call.roomId));
  }

  /** Says what we send now (in the call only). */
  sendMedia(): void {
    if (this.deps.call().phase === "in-call") this.inRoom((roomId) => ({ type: "meeting.media", roomId, ...this.deps.media() }));
  }

  /** Closes the socket and forgets the prepared token: a join from here starts afresh. */
  stop(): void {
    this.socket?.stop();
    this.socket = null;
    this.deps.credentials.clearToken();
  }

  /** Still in the preview, and the session goes on. */
  private previewing(): boolean {
    return this.deps.call().phase === "preview" && !this.deps.over();
  }
}
