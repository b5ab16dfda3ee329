import type { ClientFrame, RealtimeEvent, ServerFrame } from "@kora/shared/contracts/realtime.ts";

/** What the client does with one server frame. Pure, so the socket code stays a thin shell. */
export type FrameAction =
  | { type: "send"; frame: ClientFrame }
  | { type: "hello"; userId: string | null; channels: string[]; epoch: string }
  | { type: "dispatch"; channel: string; event: RealtimeEvent; seq: number }
  | { type: "subscribed"; channel: string }
  | { type: "server-error"; message: string }
  | { type: "none" };

export function routeFrame(frame: ServerFrame): FrameAction {
  switch (frame.type) {
    case "ping":
      return { type: "send", frame: { type: "pong", t: frame.t } };
    case "hello":
      return { type: "hello", userId: frame.userId, channels: frame.channels, epoch: frame.epoch };
    case "event":
      return { type: "dispatch", channel: frame.channel, event: frame.event, seq: frame.seq };
    case "subscribed":
      return { type: "subscribed", channel: frame.channel };
    case "error":
      return { type: "server-error", message: frame.message };
    case "pong":
      return { type: "none" };
    default:
      // Meeting frames travel on the meeting's own socket (features/meetings); the app socket ignores them.
      return { type: "none" };
  }
}

export type ChannelHandler = (event: RealtimeEvent, channel: string) => void;
export type EventHandler<E extends RealtimeEvent = RealtimeEvent> = (event: E, channel: string) => void;

/**
 * Who hears an event: handlers of the channel it came on, then handlers of its name on any channel.
 * Kept apart from the socket so the routing can be tested with plain maps.
 */
export class HandlerRegistry {
  private readonly byChannel = new Map<string, Set<ChannelHandler>>();
  private readonly byName = new Map<string, Set<EventHandler>>();

  /** Returns true when this is the channel's first handler (so the caller subscribes on the wire). */
  addChannel(channel: string, handler: ChannelHandler): boolean {
    const set = this.byChannel.get(channel) ?? new Set();
    set.add(handler);
    this.byChannel.set(channel, set);
    return set.size === 1;
  }

  /** Returns true when the channel has no handlers left (so the caller unsubscribes on the wire). */
  removeChannel(channel: string, handler: ChannelHandler): boolean {
    const set = this.byChannel.get(channel);
    if (!set?.delete(handler)) return false;
    if (set.size > 0) return false;
    this.byChannel.delete(channel);
    return true;
  }

  addEvent(name: string, handler: EventHandler): () => void {
    const set = this.byName.get(name) ?? new Set();
    set.add(handler);
    this.byName.set(name, set);
    return () => {
      set.delete(handler);
      if (set.size === 0) this.byName.delete(name);
    };
  }

  channels(): string[] {
    return [...this.byChannel.keys()];
  }

  /** Calls every interested handler; one throwing handler does not starve the others. */
  dispatch(channel: string, event: RealtimeEvent, onError: (error: unknown) => void = console.error): number {
    const handlers = [...(this.byChannel.get(channel) ?? []), ...(this.byName.get(event.name) ?? [])];
    for (const handler of handlers) {
      try {
        handler(event, channel);
      } catch (error) {
        onError(error);
      }
    }
    return handlers.length;
  }
}

/** ws:// or wss:// for the page's own origin. */
export function socketUrl(location: { protocol: string; host: string }, path = "/ws"): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}${path}`;
}
