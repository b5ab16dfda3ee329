import type { Participant, PeerSignal } from "@kora/shared/contracts/meetings.ts";
import { cappedParameters, relievedCap, videoSenderBitrates } from "./bitrate.ts";
import { encoderCpuLimited } from "./cpu-watch.ts";
import { connectionOf, initialRecovery, recover, type Recovery, type RecoveryInput } from "./ice-recovery.ts";
import { classifyQuality, metricsBetween, readStatsSample, type StatsSample } from "./quality.ts";
import { isFreshOffer, keepsOwnOfferInGlare } from "./sdp.ts";
import type { PeerFactory, PeerHandle, PeerHandlers } from "./simple-peer-adapter.ts";
import { peerRecipe, SparePeer } from "./spare-peer.ts";
import type { ConnectionQuality, RemotePeer } from "./session-types.ts";

interface PeerEntry {
  id: string;
  initiator: boolean;
  peer: PeerHandle | null;
  /** Streams received on the current connection, in arrival order. */
  streams: MediaStream[];
  /** Stream ids this person announced as screens (their camera is any other stream). */
  screenIds: Set<string>;
  recovery: Recovery;
  quality: ConnectionQuality;
  sample: StatsSample | null;
  /** The last poll saw our video encoder to them held back by the CPU. */
  cpuLimited: boolean;
}

export interface MeshDeps {
  createPeer: PeerFactory;
  sendSignal(to: string, signal: PeerSignal): void;
  onChange(): void;
  config(): RTCConfiguration;
  /** What every peer sends: the camera stream (when it has tracks) and the screen while sharing. */
  outgoing(): { camera: MediaStream | null; screen: MediaStream | null };
  selfId(): string | null;
  now?: () => number;
}

type RemoteMedia = Pick<RemotePeer, "stream" | "screen" | "connection" | "quality">;

const attempt = (action: () => void) => {
  try {
    action();
  } catch (error) {
    console.warn("Meeting peer:", error instanceof Error ? error.message : error);
  }
};

/** Every peer connection of a session: one per other participant, rebuilt when it breaks. */
export class PeerMesh {
  private readonly entries = new Map<string, PeerEntry>();
  private participants = 1;
  /** The computer is busy (CpuWatch): cameras go out at half size and rate. */
  private cpuBusy = false;
  private spare: SparePeer | null = null;
  private readonly now: () => number;

  constructor(private readonly deps: MeshDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** We are the newcomer: offer to this participant. */
  call(id: string): void {
    this.open(id, true, false);
  }

  handleSignal(from: string, signal: PeerSignal): void {
    const entry = this.entries.get(from);
    const pc = entry?.peer?.pc() ?? null;
    if (signal.type === "offer") {
      if (!entry?.peer || !pc) {
        this.open(from, false, Boolean(entry), signal);
        return;
      }
      if (entry.initiator) {
        const glare = pc.signalingState === "have-local-offer";
        const self = this.deps.selfId();
        if (glare && self && keepsOwnOfferInGlare(self, from)) return;
        // They are offering a new connection (they rejoined, or lost the glare): answer it.
        this.open(from, false, true, signal);
        return;
      }
      if (isFreshOffer(pc.remoteDescription?.sdp, signal.sdp)) {
        this.open(from, false, true, signal);
        return;
      }
    }
    if (signal.type === "renegotiate" && entry?.initiator && entry.recovery.ice !== "connected") {
      this.open(from, true, true);
      return;
    }
    if (entry?.peer) attempt(() => entry.peer!.signal(signal));
  }

  /** They left or rejoined: close our connection to them. */
  drop(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    entry.peer?.destroy();
    this.deps.onChange();
  }

  reset(): void {
    for (const entry of this.entries.values()) entry.peer?.destroy();
    this.entries.clear();
    this.deps.onChange();
  }

  /**
   * Before the join (the preview): makes the offering connection for the first person we will call,
   * with today's config and tracks, so its offer and candidates are ready when the join is answered.
   * Replaces an earlier spare; one that no longer fits (other tracks, relay, servers) is never used.
   */
  warmSpare(): void {
    this.dropSpare();
    this.spare = new SparePeer(this.deps.createPeer, this.recipe(), this.now());
  }

  dropSpare(): void {
    this.spare?.peer.destroy();
    this.spare = null;
  }

  /** The screens' view of one person's connection. */
  media(participant: Participant): RemoteMedia {
    const entry = this.entries.get(participant.id);
    if (!entry) return { stream: null, screen: null, connection: "connecting", quality: "unknown" };
    if (participant.screenStreamId) entry.screenIds.add(participant.screenStreamId);
    const screen = participant.isScreenSharing ? (entry.streams.find((s) => s.id === participant.screenStreamId) ?? null) : null;
    const stream = entry.streams.find((s) => !entry.screenIds.has(s.id)) ?? null;
    return { stream, screen, connection: connectionOf(entry.recovery), quality: entry.quality };
  }

  /** A local track was replaced (another device): every sender carrying the old one switches, no renegotiation. */
  replaceTrack(old: MediaStreamTrack | null, next: MediaStreamTrack, stream: MediaStream): void {
    for (const entry of this.entries.values()) {
      const pc = entry.peer?.pc();
      if (!pc || !entry.peer) continue;
      const sender = old ? pc.getSenders().find((s) => s.track === old) : undefined;
      if (sender) void sender.replaceTrack(next).catch((error: unknown) => console.warn("Meeting: replaceTrack failed", error));
      else attempt(() => entry.peer!.addTrack(next, stream));
    }
  }

  addStream(stream: MediaStream): void {
    for (const entry of this.entries.values()) if (entry.peer) attempt(() => entry.peer!.addStream(stream));
  }

  removeStream(stream: MediaStream): void {
    for (const entry of this.entries.values()) if (entry.peer) attempt(() => entry.peer!.removeStream(stream));
  }

  /** Caps every outgoing video sender for a room of `participants` people (and after a renegotiation, with `participants` omitted). */
  applyBitrates(participants: number = this.participants): void {
    this.participants = participants;
    for (const entry of this.entries.values()) this.capSenders(entry);
  }

  /** The computer is busy, or calm again: every camera sender follows (relievedCap). */
  setCpuBusy(busy: boolean): void {
    if (busy === this.cpuBusy) return;
    this.cpuBusy = busy;
    this.applyBitrates();
  }

  /** The last stats poll saw an outgoing video encoder held back by the CPU. */
  cpuLimited(): boolean {
    return [...this.entries.values()].some((entry) => entry.cpuLimited);
  }

  /** Once a second: ICE restarts and rebuilds that are due. */
  tick(): void {
    const now = this.now();
    for (const entry of [...this.entries.values()]) {
      const { state, action } = recover(entry.recovery, { type: "tick" }, now, entry.initiator);
      entry.recovery = state;
      if (action === "restart-ice") {
        const pc = entry.peer?.pc();
        if (pc) {
          pc.restartIce();
          attempt(() => entry.peer!.negotiate());
        }
      } else if (action === "rebuild") this.open(entry.id, true, true);
      else if (action === "ask-initiator") this.deps.sendSignal(entry.id, { type: "renegotiate", renegotiate: true });
    }
  }

  /** Every 2 s: quality from getStats. `expectsVideo(id)`: their camera is on. */
  async pollStats(expectsVideo: (id: string) => boolean): Promise<void> {
    let changed = false;
    await Promise.all(
      [...this.entries.values()].map(async (entry) => {
        const pc = entry.peer?.pc();
        if (!pc || entry.recovery.ice !== "connected") return;
        const report = await pc.getStats().catch(() => null);
        if (!report || this.entries.get(entry.id) !== entry) return;
        const entries = [...(report.values() as Iterable<Record<string, unknown> & { type: string; id: string }>)];
        const sample = readStatsSample(entries, this.now());
        entry.cpuLimited = encoderCpuLimited(entries);
        const quality = classifyQuality(metricsBetween(entry.sample, sample), expectsVideo(entry.id));
        entry.sample = sample;
        if (quality !== entry.quality) {
          entry.quality = quality;
          changed = true;
        }
      }),
    );
    if (changed) this.deps.onChange();
  }

  /** The loudest received audio per person now, 0..1 (cheap: the receivers' synchronization sources). */
  audioLevels(): Map<string, number> {
    const levels = new Map<string, number>();
    for (const entry of this.entries.values()) {
      const pc = entry.peer?.pc();
      if (!pc) continue;
      let level = 0;
      for (const receiver of pc.getReceivers()) {
        if (receiver.track.kind !== "audio") continue;
        for (const source of receiver.getSynchronizationSources()) level = Math.max(level, source.audioLevel ?? 0);
      }
      levels.set(entry.id, level);
    }
    return levels;
  }

  /** Received video bytes per person on the current connections (for checks and diagnostics). */
  stats(): Map<string, { videoBytesReceived: number; quality: ConnectionQuality }> {
    return new Map(
      [...this.entries.values()].map((entry) => [
        entry.id,
        { videoBytesReceived: entry.sample?.videoBytesReceived ?? 0, quality: entry.quality },
      ]),
    );
  }

  private open(id: string, initiator: boolean, rebuild: boolean, offer?: PeerSignal): void {
    const previous = this.entries.get(id);
    previous?.peer?.destroy();
    const entry: PeerEntry = {
      id,
      initiator,
      peer: null,
      streams: [],
      screenIds: previous?.screenIds ?? new Set(),
      recovery: recover(previous?.recovery ?? initialRecovery, { type: "created", rebuild }, this.now(), initiator).state,
      quality: "unknown",
      sample: null,
      cpuLimited: false,
    };
    this.entries.set(id, entry);
    const current = () => this.entries.get(id) === entry;
    const update = (input: RecoveryInput) => {
      if (!current()) return;
      entry.recovery = recover(entry.recovery, input, this.now(), entry.initiator).state;
      this.deps.onChange();
    };
    const handlers: PeerHandlers = {
      signal: (data) => current() && this.deps.sendSignal(id, data),
      stream: (stream) => {
        if (!current() || entry.streams.some((s) => s.id === stream.id)) return;
        entry.streams.push(stream);
        stream.addEventListener("removetrack", () => current() && this.deps.onChange());
        this.deps.onChange();
      },
      track: () => current() && this.deps.onChange(),
      connect: () => {
        update({ type: "connected" });
        this.capSenders(entry);
      },
      iceState: (state) => update({ type: "ice", state }),
      negotiated: () => current() && this.capSenders(entry),
      close: () => {
        if (!current()) return;
        entry.peer = null;
        entry.streams = [];
        entry.quality = "unknown";
        entry.sample = null;
        entry.cpuLimited = false;
        update({ type: "closed" });
      },
    };
    entry.peer = this.takeSpare(initiator && !offer)?.bind(handlers) ?? this.deps.createPeer({ initiator, ...this.recipe() }, handlers);
    if (offer) attempt(() => entry.peer?.signal(offer));
    // Capped before the media flows: a cap changed once connected reconfigures the encoder and holds back the first frames.
    this.capSenders(entry);
    this.deps.onChange();
  }

  /** What a new connection is made of now. */
  private recipe(): { config: RTCConfiguration; streams: MediaStream[] } {
    const { camera, screen } = this.deps.outgoing();
    return {
      config: this.deps.config(),
      streams: [camera, screen].filter((s): s is MediaStream => s !== null && s.getTracks().length > 0),
    };
  }

  /** The spare, when this connection offers and the spare was made of what it would be made of now; used once. */
  private takeSpare(offering: boolean): SparePeer | null {
    const spare = this.spare;
    if (!offering || !spare) return null;
    this.spare = null;
    if (spare.fits(peerRecipe(this.recipe()), this.now())) return spare;
    spare.peer.destroy();
    return null;
  }

  private capSenders(entry: PeerEntry): void {
    const pc = entry.peer?.pc();
    if (!pc) return;
    const screen = this.deps.outgoing().screen;
    const caps = videoSenderBitrates(this.participants, screen !== null);
    for (const sender of pc.getSenders()) {
      if (sender.track?.kind !== "video") continue;
      // The screen keeps its size (text must stay readable; the browser lowers its frame rate itself).
      const cap = screen?.getTracks().includes(sender.track)
        ? { maxBitrate: caps.screen }
        : relievedCap({ maxBitrate: caps.camera }, this.cpuBusy);
      const parameters = cappedParameters(sender.getParameters(), cap);
      if (parameters) void sender.setParameters(parameters).catch((error: unknown) => console.warn("Meeting: bitrate cap failed", error));
    }
  }
}
