import type { PeerSignal } from "@kora/shared/contracts/meetings.ts";
import type { PeerFactory, PeerHandle, PeerHandlers, PeerOptions } from "./simple-peer-adapter.ts";

/** A prepared connection older than this is not used: its gathered candidates may be stale. */
export const SPARE_MAX_AGE_MS = 5 * 60_000;

/** What a connection is made of: a spare only stands in for a connection made of the same (config, tracks). */
export function peerRecipe(options: Omit<PeerOptions, "initiator">): string {
  return JSON.stringify({
    config: options.config,
    streams: options.streams.map((stream) => [stream.id, stream.getTracks().map((track) => track.id)]),
  });
}

/**
 * An offering peer connection made while the preview shows, before we know whom it will reach: its
 * offer and ICE candidates wait here, and go out at once (in order) when the join names the first
 * person in the room. Creating the connection, the offer and the candidate gathering are then no longer
 * between "joined" and the offer.
 */
export class SparePeer {
  readonly peer: PeerHandle;
  readonly recipe: string;
  private readonly createdAt: number;
  private target: PeerHandlers | null = null;
  private readonly waiting: PeerSignal[] = [];
  private closed = false;

  constructor(createPeer: PeerFactory, options: Omit<PeerOptions, "initiator">, now: number) {
    this.recipe = peerRecipe(options);
    this.createdAt = now;
    const forward =
      <K extends keyof PeerHandlers>(name: K) =>
      (...args: Parameters<PeerHandlers[K]>) =>
        (this.target?.[name] as ((...a: Parameters<PeerHandlers[K]>) => void) | undefined)?.(...args);
    this.peer = createPeer(
      { ...options, initiator: true },
      {
        signal: (data) => (this.target ? this.target.signal(data) : this.waiting.push(data)),
        stream: forward("stream"),
        track: forward("track"),
        connect: forward("connect"),
        iceState: forward("iceState"),
        negotiated: forward("negotiated"),
        close: () => {
          this.closed = true;
          this.target?.close();
        },
      },
    );
  }

  /** Still usable for a connection made of `recipe` now. */
  fits(recipe: string, now: number): boolean {
    return !this.closed && this.target === null && recipe === this.recipe && now - this.createdAt < SPARE_MAX_AGE_MS;
  }

  /** Hands the connection to its person: the waiting offer and candidates go out now, everything later straight away. */
  bind(handlers: PeerHandlers): PeerHandle {
    this.target = handlers;
    for (const signal of this.waiting.splice(0)) handlers.signal(signal);
    return this.peer;
  }
}
