import type { RealtimeEvent } from "@kora/shared/contracts/realtime.ts";
import type { BusHandler, RealtimeBus } from "./bus.ts";

/** One process, no network: `publish` calls the handler at once (the default, and every in-process test's). */
export class MemoryBus implements RealtimeBus {
  #handler: BusHandler | null = null;
  #closed = false;

  publish(channel: string, event: RealtimeEvent): void {
    if (!this.#closed) this.#handler?.(channel, event);
  }

  onMessage(handler: BusHandler): void {
    this.#handler = handler;
  }

  close(): Promise<void> {
    this.#closed = true;
    this.#handler = null;
    return Promise.resolve();
  }
}
