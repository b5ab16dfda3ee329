import type { MeetingClientFrame, MeetingServerFrame } from "@kora/shared/contracts/meetings.ts";
import type { BackoffPolicy } from "../../../lib/realtime/backoff.ts";
import { ReconnectingSocket, type SocketDeps } from "../../../lib/realtime/reconnecting-socket.ts";

export type { SocketLike } from "../../../lib/realtime/reconnecting-socket.ts";

export interface MeetingSocketDeps extends SocketDeps {
  /** The server said hello: the socket is ready for meeting.join. */
  onReady: () => void;
  onFrame: (frame: MeetingServerFrame) => void;
  /** The socket closed (it reconnects by itself while running). */
  onDown: () => void;
}

/** A call should come back quickly after a blip or a server restart: retries from 0.5 s, at most 8 s apart. */
export const MEETING_RECONNECT_POLICY: BackoffPolicy = { initialMs: 500, maxMs: 8000, jitter: 0.3, stableMs: 10_000 };

/**
 * The meeting's own socket to `/ws`: waits for the server's hello, answers pings, and reconnects with
 * backoff until stopped. It knows nothing about rooms; the session sends meeting.join on `onReady`.
 */
export class MeetingSocket {
  private readonly connection: ReconnectingSocket;
  private ready = false;

  constructor(deps: MeetingSocketDeps) {
    this.connection = new ReconnectingSocket(deps, {
      policy: MEETING_RECONNECT_POLICY,
      silence: "drop",
      onFrame: (frame) => {
        if (frame.type === "ping") this.connection.send({ type: "pong", t: frame.t });
        else if (frame.type === "hello") {
          this.ready = true;
          deps.onReady();
        } else if (frame.type.startsWith("meeting.")) deps.onFrame(frame as MeetingServerFrame);
      },
      onDown: (opened) => {
        const wasReady = this.ready;
        this.ready = false;
        if (wasReady || opened) deps.onDown();
      },
    });
  }

  /** Hello received on the current socket. */
  get isReady(): boolean {
    return this.ready;
  }

  start(): void {
    this.connection.start();
  }

  stop(): void {
    this.ready = false;
    this.connection.stop("left");
  }

  /** Sends when the socket is ready; false when the frame could not go out. */
  send(frame: MeetingClientFrame): boolean {
    return this.ready && this.connection.send(frame);
  }
}
