import type { RealtimeEvent } from "@kora/shared/contracts/realtime.ts";

/** What the bus hands each instance's hub: an event for one channel, from this instance or another. */
export type BusHandler = (channel: string, event: RealtimeEvent) => void;

/** What the bus hands the one instance a direct message was sent to: the sender, and a body its receiver validates. */
export type DirectHandler = (from: string, body: unknown) => void;

/**
 * The realtime bus: how an app event published on one API instance reaches the sockets connected
 * to every instance. In-process by default (bus.memory.ts); Redis pub/sub when REDIS_URL is set
 * (bus.redis.ts). The bus carries events only: sequence numbers, replay logs and the sockets stay
 * with each instance's hub.
 *
 * It also carries direct messages, point to point, from one instance to one other (PROTOCOL §7: meeting
 * frames travel to the instance that holds the room, and answers back). The in-process bus is alone:
 * it has no other instance to send to.
 */
export interface RealtimeBus {
  /** Names this instance among those sharing the bus. */
  readonly instanceId: string;
  /** Other instances may share this bus (Redis); false for the in-process bus, which is alone. */
  readonly shared: boolean;
  /** Hands `event` to every instance's handler, this instance's included (synchronously for this one). */
  publish(channel: string, event: RealtimeEvent): void;
  /** Sets the one handler that receives what is published, here and elsewhere. */
  onMessage(handler: BusHandler): void;
  /**
   * Sends `body` (JSON-serialisable) to the instance `instanceId` only. Resolves true when that instance
   * is listening (it got it), false when no instance of that name is (it died, or the bus is down).
   */
  sendTo(instanceId: string, body: unknown): Promise<boolean>;
  /** Sets the one handler that receives the direct messages sent to this instance. */
  onDirect(handler: DirectHandler): void;
  /** Stops receiving and releases connections. */
  close(): Promise<void>;
}
