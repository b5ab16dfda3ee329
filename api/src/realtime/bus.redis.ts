import { Redis } from "ioredis";
import { z } from "zod";
import { publicChannelSchema, realtimeEventSchema, type RealtimeEvent } from "@kora/shared/contracts/realtime.ts";
import type { Logger } from "../lib/logger.ts";
import type { BusHandler, DirectHandler, RealtimeBus } from "./bus.ts";
import { directEnvelopeSchema } from "./bus.memory.ts";

/** What travels over Redis: the event, its channel, and which instance sent it (that one delivered it already). */
const envelopeSchema = z.object({
  origin: z.string().min(1).max(64),
  channel: z.union([z.string().regex(/^private-user\.[\w-]{1,64}$/), publicChannelSchema]),
  event: realtimeEventSchema,
});

export interface RedisBusOptions {
  url: string;
  /** Put before the pub/sub channel's name, so several Korae (staging, production) can share one Redis. */
  prefix: string;
  log: Logger;
  /** Names this instance in its envelopes (the hub's epoch). */
  instanceId: string;
}

/** Reconnect for ever: quickly at first, then once a second. */
const retryStrategy = (times: number) => Math.min(times * 100, 1000);
/** A Redis outage logs once per this many milliseconds, not once per retry. */
const LOG_EVERY_MS = 10_000;

/**
 * Redis pub/sub between API instances: one publishing and one subscribing connection, both
 * reconnecting by themselves. `publish` delivers to this instance's hub at once and sends the
 * event to Redis; the subscriber hands the hub what other instances sent, each envelope checked
 * against the realtime schema. While Redis is away an event reaches only this instance's sockets
 * (the pages refetch on reconnect); delivery across instances resumes when Redis is back. A Redis
 * outage is logged, never thrown.
 */
export class RedisBus implements RealtimeBus {
  readonly #pub: Redis;
  readonly #sub: Redis;
  readonly #channel: string;
  /** This instance's own channel: direct messages sent to it. */
  readonly #direct: string;
  #handler: BusHandler | null = null;
  #directHandler: DirectHandler | null = null;
  readonly shared = true;
  /** When each kind of warning was last written. */
  readonly #lastLogged = new Map<string, number>();
  #closed = false;
  readonly #subscribed: Promise<void>;

  constructor(private readonly options: RedisBusOptions) {
    this.#channel = `${options.prefix}realtime`;
    this.#direct = `${options.prefix}instance.${options.instanceId}`;
    this.#pub = new Redis(options.url, { retryStrategy, enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
    // The subscriber queues its SUBSCRIBE until connected and renews it after every reconnect (autoResubscribe).
    this.#sub = new Redis(options.url, { retryStrategy, maxRetriesPerRequest: null, lazyConnect: false });
    for (const [name, connection] of [
      ["publisher", this.#pub],
      ["subscriber", this.#sub],
    ] as const) {
      connection.on("error", (error: Error) => this.#warn(`realtime bus: Redis ${name} error`, { error: error.message }));
      connection.on("ready", () => options.log.info(`realtime bus: Redis ${name} connected`, { channel: this.#channel }));
    }
    this.#sub.on("message", (channel: string, raw: string) => {
      if (channel === this.#channel) this.#receive(raw);
      else if (channel === this.#direct) this.#receiveDirect(raw);
    });
    this.#subscribed = this.#sub.subscribe(this.#channel, this.#direct).then(
      () => undefined,
      (error: Error) => this.#warn("realtime bus: subscribe failed", { error: error.message }),
    );
  }

  /** Resolves once the first SUBSCRIBE is confirmed and the publisher is connected (tests and benchmarks wait for it). */
  ready(): Promise<void> {
    const publisher =
      this.#pub.status === "ready" ? Promise.resolve() : new Promise<void>((resolve) => this.#pub.once("ready", () => resolve()));
    return Promise.all([this.#subscribed, publisher]).then(() => undefined);
  }

  publish(channel: string, event: RealtimeEvent): void {
    if (this.#closed) return;
    this.#handler?.(channel, event);
    if (this.#pub.status !== "ready") {
      this.#warn("realtime bus: Redis unavailable, an event reached this instance's sockets only", { channel });
      return;
    }
    const envelope = JSON.stringify({ origin: this.options.instanceId, channel, event });
    this.#pub
      .publish(this.#channel, envelope)
      .catch((error: Error) => this.#warn("realtime bus: publish failed", { channel, error: error.message }));
  }

  onMessage(handler: BusHandler): void {
    this.#handler = handler;
  }

  get instanceId(): string {
    return this.options.instanceId;
  }

  /** PUBLISH on the instance's own channel: Redis answers how many subscribers got it (none: that instance is gone). */
  async sendTo(instanceId: string, body: unknown): Promise<boolean> {
    if (this.#closed) return false;
    if (this.#pub.status !== "ready") {
      this.#warn("realtime bus: Redis unavailable, a message to another instance was not sent");
      return false;
    }
    try {
      const receivers = await this.#pub.publish(
        `${this.options.prefix}instance.${instanceId}`,
        JSON.stringify({ from: this.instanceId, body }),
      );
      return receivers > 0;
    } catch (error) {
      this.#warn("realtime bus: a direct message failed", { error: (error as Error).message });
      return false;
    }
  }

  onDirect(handler: DirectHandler): void {
    this.#directHandler = handler;
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#handler = null;
    this.#directHandler = null;
    this.#sub.disconnect();
    this.#pub.disconnect();
    await Promise.resolve();
  }

  #receive(raw: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      this.#warn("realtime bus: a message that is not JSON was dropped");
      return;
    }
    const envelope = envelopeSchema.safeParse(parsed);
    if (!envelope.success) {
      this.#warn("realtime bus: a malformed envelope was dropped", { issue: envelope.error.issues[0]?.message });
      return;
    }
    if (envelope.data.origin === this.options.instanceId) return; // delivered here when published
    this.#handler?.(envelope.data.channel, envelope.data.event);
  }

  #receiveDirect(raw: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      this.#warn("realtime bus: a direct message that is not JSON was dropped");
      return;
    }
    const envelope = directEnvelopeSchema.safeParse(parsed);
    if (!envelope.success) {
      this.#warn("realtime bus: a malformed direct envelope was dropped", { issue: envelope.error.issues[0]?.message });
      return;
    }
    this.#directHandler?.(envelope.data.from, envelope.data.body);
  }

  #warn(message: string, fields?: Record<string, unknown>): void {
    const now = performance.now();
    const last = this.#lastLogged.get(message);
    if (last !== undefined && now - last < LOG_EVERY_MS) return;
    this.#lastLogged.set(message, now);
    this.options.log.warn(message, fields);
  }
}
