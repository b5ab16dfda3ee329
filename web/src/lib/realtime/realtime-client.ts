import { HEARTBEAT_MS, PRIVATE_CHANNEL_ATTACH_MS } from "@kora/shared/constants.ts";
import {
  parseFrame,
  serverFrameSchema,
  type ClientFrame,
  type RealtimeEvent,
  type RealtimeEventName,
} from "@kora/shared/contracts/realtime.ts";
import { backoffDelay, RECONNECT_POLICY, reconnectStep, type BackoffPolicy } from "./backoff.ts";
import { HandlerRegistry, routeFrame, type ChannelHandler, type FrameAction } from "./frame-router.ts";

/** The socket surface the client uses; the browser's WebSocket satisfies it, tests pass a fake. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

export interface RealtimeDeps {
  url: () => string;
  createSocket?: (url: string) => SocketLike;
  random?: () => number;
  now?: () => number;
  policy?: BackoffPolicy;
  /** Delay before the first connection after sign-in (the private channel attaches 2500 ms after sign-in). */
  attachDelayMs?: number;
  /** A socket that hears nothing (not even the server's ping) for this long is presumed dead. */
  silenceMs?: number;
}

export type RealtimeStatus = "idle" | "waiting" | "connecting" | "open";
const OPEN = 1;

/**
 * One cookie-authenticated socket per tab to `/ws`. Owns timing (attach delay, backoff, heartbeat
 * watchdog) and the public-channel subscriptions; React only calls start/stop and subscribes.
 */
export class RealtimeClient {
  private readonly registry = new HandlerRegistry();
  private socket: SocketLike | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private watchdog: ReturnType<typeof setTimeout> | null = null;
  /** Reconnects since the last stable connection. */
  private retries = 0;
  private openedAt: number | null = null;
  private running = false;
  private identity: string | null = null;
  private statusValue: RealtimeStatus = "idle";
  private readonly createSocket: (url: string) => SocketLike;
  private readonly random: () => number;
  private readonly now: () => number;
  private readonly policy: BackoffPolicy;

  constructor(private readonly deps: RealtimeDeps) {
    this.createSocket = deps.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike);
    this.random = deps.random ?? Math.random;
    this.now = deps.now ?? Date.now;
    this.policy = deps.policy ?? RECONNECT_POLICY;
  }

  get status(): RealtimeStatus {
    return this.statusValue;
  }

  /** Connect after `delayMs` (by default the attach delay after sign-in). Calling it again while running does nothing. */
  start(delayMs = this.deps.attachDelayMs ?? PRIVATE_CHANNEL_ATTACH_MS): void {
    if (this.running) return;
    this.running = true;
    this.retries = 0;
    this.schedule(delayMs);
  }

  /**
   * Who is signed in (null: nobody). A signed-in user keeps a socket for their private channel;
   * a visitor gets one only while listening on public channels. A change reconnects at once, so
   * the socket carries the new session cookie.
   */
  setIdentity(userId: string | null): void {
    if (userId === this.identity) return;
    this.identity = userId;
    this.stop();
    if (userId) this.start();
    else if (this.registry.channels().length > 0) this.start(0);
  }

  /** Signed out: close the socket and forget the schedule. Subscriptions stay for the next start. */
  stop(): void {
    this.running = false;
    this.clearTimer();
    this.clearWatchdog();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = socket.onmessage = socket.onopen = null;
      socket.close(1000, "signed out");
    }
    this.statusValue = "idle";
  }

  /** Listens on a public channel (`user.<id>`, `card.<id>`, `ci`); returns the way to stop. */
  subscribe(channel: string, handler: ChannelHandler): () => void {
    if (this.registry.addChannel(channel, handler)) this.send({ type: "subscribe", channel });
    if (!this.identity) this.start(0);
    return () => {
      if (this.registry.removeChannel(channel, handler)) this.send({ type: "unsubscribe", channel });
      if (!this.identity && this.registry.channels().length === 0) this.stop();
    };
  }

  /** Listens for an event by name on any channel, including the private one. */
  onEvent<N extends RealtimeEventName>(name: N, handler: (event: Extract<RealtimeEvent, { name: N }>, channel: string) => void): () => void {
    return this.registry.addEvent(name, handler as (event: RealtimeEvent, channel: string) => void);
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
      for (const channel of this.registry.channels()) this.send({ type: "subscribe", channel });
    };
    socket.onmessage = (event) => {
      this.armWatchdog();
      const frame = parseFrame(serverFrameSchema, event.data);
      if (frame) this.perform(routeFrame(frame));
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.clearWatchdog();
      this.retry(this.openedAt === null ? null : this.now() - this.openedAt);
    };
  }

  private retry(connectedForMs: number | null): void {
    if (!this.running) return;
    const step = reconnectStep(this.retries, connectedForMs, this.policy);
    this.retries = step + 1;
    this.schedule(backoffDelay(step, this.random(), this.policy));
  }

  private perform(action: FrameAction): void {
    if (action.type === "send") this.send(action.frame);
    else if (action.type === "dispatch") this.registry.dispatch(action.channel, action.event);
    else if (action.type === "server-error") console.warn(`Realtime: ${action.message}`);
  }

  private send(frame: ClientFrame): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(frame));
  }

  private armWatchdog(): void {
    this.clearWatchdog();
    const silenceMs = this.deps.silenceMs ?? Math.round(HEARTBEAT_MS * 2.5);
    this.watchdog = setTimeout(() => this.socket?.close(4000, "silent"), silenceMs);
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
