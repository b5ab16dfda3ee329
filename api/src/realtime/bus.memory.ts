import type { RealtimeEvent } from "@kora/shared/contracts/realtime.ts";
import { z } from "zod";
import type { BusHandler, DirectHandler, RealtimeBus } from "./bus.ts";

/** One process, no network: `publish` calls the handler at once (the default, and every in-process test's). */
export class MemoryBus implements RealtimeBus {
  readonly instanceId: string = crypto.randomUUID();
  readonly shared: boolean = false;
  #handler: BusHandler | null = null;
  #direct: DirectHandler | null = null;
  #closed = false;

  publish(channel: string, event: RealtimeEvent): void {
    if (!this.#closed) this.#handler?.(channel, event);
  }

  onMessage(handler: BusHandler): void {
    this.#handler = handler;
  }

  /** Alone: only this instance may be addressed (delivered on the next microtask, as a network would). */
  sendTo(instanceId: string, body: unknown): Promise<boolean> {
    if (this.#closed || instanceId !== this.instanceId) return Promise.resolve(false);
    queueMicrotask(() => this.#direct?.(this.instanceId, body));
    return Promise.resolve(true);
  }

  onDirect(handler: DirectHandler): void {
    this.#direct = handler;
  }

  close(): Promise<void> {
    this.#closed = true;
    this.#handler = null;
    this.#direct = null;
    return Promise.resolve();
  }
}

/** The wire form of a direct message, checked on receipt as Redis's receiver checks it. */
export const directEnvelopeSchema = z.object({ from: z.string().min(1).max(64), body: z.unknown() });

/**
 * Several instances in one process, for tests: buses that behave as Redis would between processes
 * (JSON on the wire, delivery on a later microtask, in order, nothing for a closed instance).
 */
export class MemoryNetwork {
  readonly #buses = new Map<string, NetworkBus>();

  /** A new instance on this network. */
  bus(instanceId: string = crypto.randomUUID()): RealtimeBus {
    const bus = new NetworkBus(instanceId, this.#buses);
    this.#buses.set(instanceId, bus);
    return bus;
  }
}

class NetworkBus implements RealtimeBus {
  readonly shared = true;
  handler: BusHandler | null = null;
  direct: DirectHandler | null = null;

  constructor(
    readonly instanceId: string,
    private readonly buses: Map<string, NetworkBus>,
  ) {}

  publish(channel: string, event: RealtimeEvent): void {
    if (this.buses.get(this.instanceId) !== this) return;
    this.handler?.(channel, event);
    const wire = JSON.stringify(event);
    for (const other of this.buses.values())
      if (other !== this) queueMicrotask(() => other.handler?.(channel, JSON.parse(wire) as RealtimeEvent));
  }

  onMessage(handler: BusHandler): void {
    this.handler = handler;
  }

  sendTo(instanceId: string, body: unknown): Promise<boolean> {
    const target = this.buses.get(instanceId);
    if (!target || this.buses.get(this.instanceId) !== this) return Promise.resolve(false);
    const wire = JSON.stringify({ from: this.instanceId, body });
    queueMicrotask(() => {
      const envelope = directEnvelopeSchema.safeParse(JSON.parse(wire));
      if (envelope.success) target.direct?.(envelope.data.from, envelope.data.body);
    });
    return Promise.resolve(true);
  }

  onDirect(handler: DirectHandler): void {
    this.direct = handler;
  }

  /** The instance is gone: nothing reaches it, and it sends nothing (a killed process). */
  close(): Promise<void> {
    if (this.buses.get(this.instanceId) === this) this.buses.delete(this.instanceId);
    this.handler = null;
    this.direct = null;
    return Promise.resolve();
  }
}
