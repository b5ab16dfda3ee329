import type { RealtimeEvent } from "@kora/shared/contracts/realtime.ts";

/** What the bus hands each instance's hub: an event for one channel, from this instance or another. */
export type BusHandler = (channel: string, event: RealtimeEvent) => void;

/**
 * The realtime bus: how an app event published on one API instance reaches the sockets connected
 * to every instance. In-process by default (bus.memory.ts); Redis pub/sub when REDIS_URL is set
 * (bus.redis.ts). The bus carries events only: sequence numbers, replay logs and the sockets stay
 * with each instance's hub.
 */
export interface RealtimeBus {
  /** Hands `event` to every instance's handler, this instance's included (synchronously for this one). */
  publish(channel: string, event: RealtimeEvent): void;
  /** Sets the one handler that receives what is published, here and elsewhere. */
  onMessage(handler: BusHandler): void;
  /** Stops receiving and releases connections. */
  close(): Promise<void>;
}
