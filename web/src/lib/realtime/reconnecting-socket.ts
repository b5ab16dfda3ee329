import { HEARTBEAT_MS } from "@kora/shared/constants.ts";
import { parseFrame, serverFrameSchema, type ClientFrame, type ServerFrame } from "@kora/shared/contracts/realtime.ts";
import { backoffDelay, reconnectStep, type BackoffPolicy } from "./backoff.ts";

/** The socket surface used here; the browser's WebSocket satisfies it, tests pass a fake. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

/** What a socket to `/ws` needs from outside; everything but the url has a default, tests replace them. */
export interface SocketDeps {
  url: () => string;
  createSocket?: (url: string) => SocketLike;
  random?: () => number;
  now?: () => number;
  policy?: BackoffPolicy;
  /** A socket that hears nothing (not even the server's ping) for this long is presumed dead. */
  silenceMs?: number;
}

/** What its owner does with the socket's life. */
export interface SocketHooks {
  /** The backoff when the deps name none. */
  policy: BackoffPolicy;
  /**
   * What the watchdog does with a silent socket: "close" closes it and reconnects on its close event;
   * "drop" treats it as closed at once (a dead socket may never fire close), then closes it.
   */
  silence: "close" | "drop";
  onOpen?: () => void;
  /** A frame that parsed; malformed ones never arrive. */
  onFrame: (frame: ServerFrame) => void;
  /** The current socket closed and a reconnect is scheduled; `opened`: it had opened before closing. */
  onDown?: (opened: boolean) => void;
}

export type SocketStatus = "idle" | "waiting" | "connecting" | "open";
const OPEN = 1;

/**
 * A socket that reconnects with backoff until stopped, and ends a silent one (heartbeat watchdog).
 * It owns the timing only; its owner says what frames mean through the hooks.
 */
export class ReconnectingSocket {
  private socket: SocketLike | null = null;
  private running = false;
  /** Reconnects since the last stable connection. */
  private retries = 0;
  private openedAt: number | null = null;
  private statusValue: SocketStatus = "idle";
  private timer: ReturnType<typeof setTimeout> | null = null;
  private watchdog: ReturnType<typeof setTimeout> | null = null;
  private readonly createSocket: (url: string) => SocketLike;
  private readonly random: () => number;
  private readonly now: () => number;
  private readonly policy: BackoffPolicy;

  constructor(
    private readonly deps: SocketDeps,
    private readonly hooks: SocketHooks,
  ) {
    this.createSocket = deps.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike);
    this.random = deps.random ?? Math.random;
    this.now = deps.now ?? Date.now;
    this.policy = deps.policy ?? hooks.policy;
  }

  get status(): SocketStatus {
    return this.statusValue;
  }

  /** Connects now, or after `delayMs`. Calling it again while running does nothing. */
  start(delayMs?: number): void {
    if (this.running) return;
    this.running = true;
    this.retries = 0;
    if (delayMs === undefined) this.connect();
    else this.schedule(delayMs);
  }

  /** Closes the socket (quietly: no onDown) and forgets the schedule. */
  stop(reason: string): void {
    this.running = false;
    this.clearTimer();
    this.clearWatchdog();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = socket.onclose = socket.onmessage = null;
      socket.close(1000, reason);
    }
    this.statusValue = "idle";
  }

  /** Sends when the socket is open; false when the frame could not go out. */
  send(frame: ClientFrame): boolean {
    if (this.socket?.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  private schedule(delayMs: number): void {
    this.clearTimer();
    this.statusValue = "waiting";
    this.timer = setTimeout(() => this.connect(), delayMs);
  }

  private connect(): void {
    this.timer = null;
    if (!this.running) return;
    this.statusValue = "connecting";
    let socket: SocketLike;
    try {
      socket = this.createSocket(this.deps.url());
    } catch {
      this.retry(null);
      return;
    }
    this.socket = socket;
    this.openedAt = null;
    socket.onopen = () => {
      this.openedAt = this.now();
      this.statusValue = "open";
      this.armWatchdog();
      this.hooks.onOpen?.();
    };
    socket.onmessage = (event) => {
      this.armWatchdog();
      const frame = parseFrame(serverFrameSchema, event.data);
      if (frame) this.hooks.onFrame(frame);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.clearWatchdog();
      const openedAt = this.openedAt;
      this.retry(openedAt === null ? null : this.now() - openedAt);
      this.hooks.onDown?.(openedAt !== null);
    };
  }

  private retry(connectedForMs: number | null): void {
    if (!this.running) return;
    const step = reconnectStep(this.retries, connectedForMs, this.policy);
    this.retries = step + 1;
    this.schedule(backoffDelay(step, this.random(), this.policy));
  }

  private armWatchdog(): void {
    this.clearWatchdog();
    const socket = this.socket;
    this.watchdog = setTimeout(
      () => {
        if (!socket || this.socket !== socket) return;
        if (this.hooks.silence === "drop") {
          socket.onclose?.({});
          socket.onopen = socket.onclose = socket.onmessage = null;
        }
        socket.close(4000, "silent");
      },
      this.deps.silenceMs ?? Math.round(HEARTBEAT_MS * 2.5),
    );
  }

  private clearWatchdog(): void {
    if (this.watchdog) clearTimeout(this.watchdog);
    this.watchdog = null;
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
