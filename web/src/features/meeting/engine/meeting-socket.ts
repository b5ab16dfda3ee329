import { HEARTBEAT_MS } from "@kora/shared/constants.ts";
import type { MeetingClientFrame, MeetingServerFrame } from "@kora/shared/contracts/meetings.ts";
import { parseFrame, serverFrameSchema, type ClientFrame } from "@kora/shared/contracts/realtime.ts";
import { backoffDelay, reconnectStep, type BackoffPolicy } from "../../../lib/realtime/backoff.ts";

/** The socket surface used here; the browser's WebSocket satisfies it, tests pass a fake. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

export interface MeetingSocketDeps {
  url: () => string;
  /** The server said hello: the socket is ready for meeting.join. */
  onReady: () => void;
  onFrame: (frame: MeetingServerFrame) => void;
  /** The socket closed (it reconnects by itself while running). */
  onDown: () => void;
  createSocket?: (url: string) => SocketLike;
  random?: () => number;
  now?: () => number;
  policy?: BackoffPolicy;
  /** A socket that hears nothing (not even the server's ping) for this long is presumed dead. */
  silenceMs?: number;
}

/** A call should come back quickly after a blip or a server restart: retries from 0.5 s, at most 8 s apart. */
export const MEETING_RECONNECT_POLICY: BackoffPolicy = { initialMs: 500, maxMs: 8000, jitter: 0.3, stableMs: 10_000 };
const OPEN = 1;

/**
 * The meeting's own socket to `/ws`: waits for the server's hello, answers pings, and reconnects with
 * backoff until stopped. It knows nothing about rooms; the session sends meeting.join on `onReady`.
 */
export class MeetingSocket {
  private socket: SocketLike | null = null;
  private running = false;
  private ready = false;
  private retries = 0;
  private openedAt: number | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private watchdog: ReturnType<typeof setTimeout> | null = null;
  private readonly createSocket: (url: string) => SocketLike;
  private readonly random: () => number;
  private readonly now: () => number;
  private readonly policy: BackoffPolicy;

  constructor(private readonly deps: MeetingSocketDeps) {
    this.createSocket = deps.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike);
    this.random = deps.random ?? Math.random;
    this.now = deps.now ?? Date.now;
    this.policy = deps.policy ?? MEETING_RECONNECT_POLICY;
  }

  /** Hello received on the current socket. */
  get isReady(): boolean {
    return this.ready;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.retries = 0;
    this.connect();
  }

  stop(): void {
    this.running = false;
    this.ready = false;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = socket.onclose = socket.onmessage = null;
      socket.close(1000, "left");
    }
  }

  /** Sends when the socket is ready; false when the frame could not go out. */
  send(frame: MeetingClientFrame): boolean {
    if (!this.ready || this.socket?.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  private connect(): void {
    this.timer = null;
    if (!this.running) return;
    let socket: SocketLike;
    try {
      socket = this.createSocket(this.deps.url());
    } catch {
      this.retry(null);
      return;
    }
    this.socket = socket;
    this.openedAt = null;
    this.ready = false;
    socket.onopen = () => {
      this.openedAt = this.now();
      this.armWatchdog();
    };
    socket.onmessage = (event) => {
      this.armWatchdog();
      const frame = parseFrame(serverFrameSchema, event.data);
      if (!frame) return;
      if (frame.type === "ping") this.raw({ type: "pong", t: frame.t });
      else if (frame.type === "hello") {
        this.ready = true;
        this.deps.onReady();
      } else if (frame.type.startsWith("meeting.")) this.deps.onFrame(frame as MeetingServerFrame);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      const wasReady = this.ready;
      this.ready = false;
      this.clearTimers();
      this.retry(this.openedAt === null ? null : this.now() - this.openedAt);
      if (wasReady || this.openedAt !== null) this.deps.onDown();
    };
  }

  private raw(frame: ClientFrame): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(frame));
  }

  private retry(connectedForMs: number | null): void {
    if (!this.running) return;
    const step = reconnectStep(this.retries, connectedForMs, this.policy);
    this.retries = step + 1;
    this.timer = setTimeout(() => this.connect(), backoffDelay(step, this.random(), this.policy));
  }

  private armWatchdog(): void {
    if (this.watchdog) clearTimeout(this.watchdog);
    const socket = this.socket;
    this.watchdog = setTimeout(() => {
      // A dead socket may never fire close on its own: end it and reconnect.
      if (socket && this.socket === socket) {
        socket.onclose?.({});
        socket.onopen = socket.onclose = socket.onmessage = null;
        socket.close(4000, "silent");
      }
    }, this.deps.silenceMs ?? Math.round(HEARTBEAT_MS * 2.5));
  }

  private clearTimers(): void {
    if (this.timer) clearTimeout(this.timer);
    if (this.watchdog) clearTimeout(this.watchdog);
    this.timer = this.watchdog = null;
  }
}
