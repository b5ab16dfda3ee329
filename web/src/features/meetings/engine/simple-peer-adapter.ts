import SimplePeer from "simple-peer";
import type { PeerSignal } from "@kora/shared/contracts/meetings.ts";

/** What the mesh hears from one peer connection. */
export interface PeerHandlers {
  signal(data: PeerSignal): void;
  stream(stream: MediaStream): void;
  /** A track arrived (possibly on a stream already known). */
  track(): void;
  connect(): void;
  iceState(state: RTCIceConnectionState): void;
  /** A renegotiation finished: new senders may exist. */
  negotiated(): void;
  /** The connection is gone (closed by either side, or ICE failed). */
  close(): void;
}

/** One peer connection as the mesh drives it. */
export interface PeerHandle {
  pc(): RTCPeerConnection | null;
  signal(data: PeerSignal): void;
  addStream(stream: MediaStream): void;
  removeStream(stream: MediaStream): void;
  addTrack(track: MediaStreamTrack, stream: MediaStream): void;
  /** Offer again (initiator) or ask the initiator to (answerer); used after restartIce(). */
  negotiate(): void;
  destroy(): void;
}

export interface PeerOptions {
  initiator: boolean;
  config: RTCConfiguration;
  streams: MediaStream[];
}

export type PeerFactory = (options: PeerOptions, handlers: PeerHandlers) => PeerHandle;

/** simple-peer's instance, with the members it has but its typings leave out. */
type SimplePeerInternals = SimplePeer.Instance & { _pc: RTCPeerConnection | null; negotiate(): void; destroyed: boolean };

/** simple-peer 9 behind the mesh's interface: signalling data passes through untouched. */
export const simplePeerFactory: PeerFactory = (options, handlers) => {
  // `config` replaces simple-peer's default public STUN servers: only the API's servers are used.
  const peer = new SimplePeer({
    initiator: options.initiator,
    config: options.config,
    streams: options.streams,
    trickle: true,
  }) as SimplePeerInternals;
  peer.on("signal", (data) => handlers.signal(data as PeerSignal));
  peer.on("stream", (stream) => handlers.stream(stream));
  peer.on("track", () => handlers.track());
  peer.on("connect", () => handlers.connect());
  peer.on("iceStateChange", (state: RTCIceConnectionState) => handlers.iceState(state));
  peer.on("negotiated", () => handlers.negotiated());
  peer.on("close", () => handlers.close());
  // simple-peer emits 'error' before 'close'; an unheard error event would throw.
  peer.on("error", (error) => console.warn("Meeting peer:", error.message));
  const live = () => !peer.destroyed;
  return {
    pc: () => (live() ? peer._pc : null),
    signal: (data) => live() && peer.signal(data as SimplePeer.SignalData),
    addStream: (stream) => live() && peer.addStream(stream),
    removeStream: (stream) => live() && peer.removeStream(stream),
    addTrack: (track, stream) => live() && peer.addTrack(track, stream),
    negotiate: () => live() && peer.negotiate(),
    destroy: () => peer.destroy(),
  };
};
