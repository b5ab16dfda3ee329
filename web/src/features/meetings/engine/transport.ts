import type { Participant } from "@kora/shared/contracts/meetings.ts";
import type { RemotePeer } from "./session-types.ts";

/** The screens' view of one person's media on a transport. */
export type RemoteMedia = Pick<RemotePeer, "stream" | "screen" | "connection" | "quality">;

/**
 * How media travels in a call (PROTOCOL §4): the mesh (a peer connection to everyone) or the SFU (one
 * publisher and one subscriber connection to Janus). The session and its local media talk to the
 * transport through this; signalling that only the mesh has (offers, answers) stays on PeerMesh.
 */
export interface MediaTransport {
  /** Someone's camera stream, screen, connection and quality now. */
  media(participant: Participant): RemoteMedia;
  /** A local track was replaced (another device, or one that was missing): senders switch without renegotiating. */
  replaceTrack(old: MediaStreamTrack | null, next: MediaStreamTrack, stream: MediaStream): void;
  /** The screen share started or stopped. */
  addStream(stream: MediaStream): void;
  removeStream(stream: MediaStream): void;
  /** Caps outgoing video for a room of `participants` people (omitted: the last count, after a change of streams). */
  applyBitrates(participants?: number): void;
  /** The computer is busy (or calm again): outgoing cameras at half size and rate, or back to full. */
  setCpuBusy(busy: boolean): void;
  /** The last stats poll saw an outgoing video encoder held back by the CPU. */
  cpuLimited(): boolean;
  /** Every 2 s: the network-quality indicator from getStats. */
  pollStats(expectsVideo: (id: string) => boolean): Promise<void>;
  /** The loudest received audio per person now, 0..1. */
  audioLevels(): Map<string, number>;
}
