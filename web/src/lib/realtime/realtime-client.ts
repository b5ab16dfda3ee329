import { PRIVATE_CHANNEL_ATTACH_MS } from "@kora/shared/constants.ts";
import type { ClientFrame, RealtimeCursor, RealtimeEvent, RealtimeEventName } from "@kora/shared/contracts/realtime.ts";
import { RECONNECT_POLICY } from "./backoff.ts";
import { HandlerRegistry, routeFrame, type ChannelHandler, type FrameAction } from "./frame-router.ts";
import { ReconnectingSocket, type SocketDeps, type SocketStatus } from "./reconnecting-socket.ts";

export type { SocketLike } from "./reconnecting-socket.ts";

export interface RealtimeDeps extends SocketDeps {
  /** Delay before the first connection after sign-in (the private channel attaches 2500 ms after sign-in). */
  attachDelayMs?: number;
}

export type RealtimeStatus = SocketStatus;

/**
 * One cookie-authenticated socket per tab to `/ws`. Owns the attach delay and the public-channel
 * subscriptions (its ReconnectingSocket the backoff and heartbeat watchdog); React only calls
 * start/stop and subscribes.
 */
export class RealtimeClient {
  private readonly registry = new HandlerRegistry();
  private readonly connection: ReconnectingSocket;
  private identity: string | null = null;
  /** Where this tab stands in the server's events: from the page's `me`, then the last event seen. */
  private cursor: RealtimeCursor | null = null;
  /** Event numbers handled in the current server process: a replayed event that also came live is handled once. */
  private seen = new Set<number>();
  /** The server process those numbers belong to. */
  private epoch: string | null = null;

  constructor(private readonly deps: RealtimeDeps) {
    this.connection = new ReconnectingSocket(deps, {
      policy: RECONNECT_POLICY,
      silence: "close",
      onOpen: () => {
        // What happened since the page loaded (or since the last event, after a drop) comes first.
        if (this.identity && this.cursor) this.send({ type: "resume", cursor: this.cursor });
        for (const channel of this.registry.channels()) this.send({ type: "subscribe", channel });
      },
      onFrame: (frame) => this.perform(routeFrame(frame)),
    });
  }

  get status(): RealtimeStatus {
    return this.connection.status;
  }

  /** Connect after `delayMs` (by default the attach delay after sign-in). Calling it again while running does nothing. */
  start(delayMs = this.deps.attachDelayMs ?? PRIVATE_CHANNEL_ATTACH_MS): void {
    this.connection.start(delayMs);
  }

  /**
   * Who is signed in (null: nobody). A signed-in user keeps a socket for their private channel;
   * a visitor gets one only while listening on public channels. A change reconnects at once, so
   * the socket carries the new session cookie.
   */
  setIdentity(userId: string | null, cursor?: RealtimeCursor): void {
    if (userId === this.identity) return;
    this.identity = userId;
    this.cursor = userId ? (cursor ?? null) : null;
    this.stop();
    if (userId) this.start();
    else if (this.registry.channels().length > 0) this.start(0);
  }

  /** Signed out: close the socket and forget the schedule. Subscriptions stay for the next start. */
  stop(): void {
    this.connection.stop("signed out");
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
  onEvent<N extends RealtimeEventName>(
    name: N,
    handler: (event: Extract<RealtimeEvent, { name: N }>, channel: string) => void,
  ): () => void {
    return this.registry.addEvent(name, handler as (event: RealtimeEvent, channel: string) => void);
  }

  private perform(action: FrameAction): void {
    if (action.type === "send") this.send(action.frame);
    else if (action.type === "hello") this.helloFrom(action.epoch);
    else if (action.type === "dispatch") {
      if (this.seen.has(action.seq)) return;
      this.remember(action.seq);
      this.registry.dispatch(action.channel, action.event);
    } else if (action.type === "server-error") console.warn(`Realtime: ${action.message}`);
  }

  /** A server process we haven't heard from (the first, or one that restarted): its numbers start again. */
  private helloFrom(epoch: string): void {
    if (this.epoch === epoch) return;
    this.epoch = epoch;
    this.seen.clear();
  }

  private remember(seq: number): void {
    this.seen.add(seq);
    if (this.seen.size > 1000) this.seen.delete(this.seen.values().next().value!);
    if (this.epoch && (this.cursor?.epoch !== this.epoch || seq > this.cursor.seq)) this.cursor = { epoch: this.epoch, seq };
  }

  private send(frame: ClientFrame): void {
    this.connection.send(frame);
  }
}
