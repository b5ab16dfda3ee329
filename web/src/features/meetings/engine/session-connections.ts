import type { CallState } from "./call-state.ts";
import { CpuWatch, type PressureObserverFactory } from "./cpu-watch.ts";
import { Intervals } from "./intervals.ts";
import { PeerMesh } from "./peer-mesh.ts";
import { SessionLevels } from "./session-levels.ts";
import type { InRoom } from "./session-link.ts";
import type { SessionMedia } from "./session-media.ts";
import type { PeerFactory } from "./simple-peer-adapter.ts";
import { Transports } from "./transports.ts";

const TIMERS = { levelsMs: 100, recoveryMs: 1000, statsMs: 2000 } as const;

export interface SessionConnectionsDeps {
  createPeer: PeerFactory;
  /** The Compute Pressure API (null: none, the encoders' stats say when the computer is busy). */
  pressureObserver: PressureObserverFactory | null;
  media: SessionMedia;
  /** The call as it is now: who we are, and whose microphone and camera are on. */
  call(): CallState;
  /** The mesh's peer connection settings (relay-only when asked for). */
  meshConfig(): RTCConfiguration;
  sfuConfig(): RTCConfiguration;
  /** Sends our signals and the SFU entry requests. */
  inRoom: InRoom;
  /** Our answer went out: the screens may catch up (RenderHold). */
  onAnswerSent(): void;
  /** Disposed, or the call ended. */
  over(): boolean;
  onChange(): void;
}

/**
 * A session's connections to the others, and what watches them while the call runs: ICE recovery,
 * the quality stats, the computer's load, and the audio levels (ours too, from the preview on).
 */
export class SessionConnections {
  readonly mesh: PeerMesh;
  /** The mesh, and the SFU once the room uses it (PROTOCOL §4). */
  readonly transports: Transports;
  readonly levels = new SessionLevels();
  /** A busy computer sends lower-quality video (public-site §3 CPUThreshold), and the screens say so. */
  private readonly cpu: CpuWatch;
  private readonly timers = new Intervals();

  constructor(private readonly deps: SessionConnectionsDeps) {
    const { media } = deps;
    this.mesh = new PeerMesh({
      createPeer: deps.createPeer,
      sendSignal: (to, signal) => {
        deps.inRoom((roomId) => ({ type: "meeting.signal", roomId, to, signal }));
        if (signal.type === "answer") deps.onAnswerSent();
      },
      onChange: () => deps.onChange(),
      config: () => deps.meshConfig(),
      outgoing: () => media.outgoing(),
      selfId: () => deps.call().self?.id ?? null,
    });
    this.transports = new Transports(this.mesh, {
      sfu: { config: () => deps.sfuConfig(), outgoing: () => media.outgoing() },
      askEntry: () => deps.inRoom((roomId) => ({ type: "meeting.sfu-entry", roomId })),
      onChange: () => deps.onChange(),
    });
    // Device switches and the shared screen reach every connection.
    media.attach(this.transports);
    this.cpu = new CpuWatch({
      pressureObserver: deps.pressureObserver,
      onChange: (busy) => {
        this.transports.setCpuBusy(busy);
        deps.onChange();
      },
    });
  }

  get cpuBusy(): boolean {
    return this.cpu.busy;
  }

  /** The meters: ten times a second, our microphone's level and (in a call) who speaks. */
  startLevels(): void {
    this.timers.start("levels", TIMERS.levelsMs, () => this.sampleLevels());
  }

  /** In the call: the meters (also without a microphone: remote voices pick the speaker), ICE recovery, stats and the CPU. */
  startCall(): void {
    this.startLevels();
    this.timers.start("recovery", TIMERS.recoveryMs, () => this.transports.tick());
    this.timers.start("stats", TIMERS.statsMs, () => void this.pollStats());
    this.cpu.start();
  }

  /** Closes every connection and stops watching (the spare connection too). */
  close(): void {
    this.cpu.stop();
    this.transports.close();
    this.mesh.dropSpare();
    this.timers.stopAll();
    this.levels.clear();
  }

  /** Every 2 s: the quality indicators, and whether the encoders say the computer is busy. */
  private async pollStats(): Promise<void> {
    await this.transports.pollStats((id) => this.deps.call().participants.some((p) => p.id === id && p.video));
    if (!this.deps.over()) this.cpu.sample(this.transports.cpuLimited());
  }

  private sampleLevels(): void {
    const call = this.deps.call();
    const audioOf = (id: string) => call.participants.some((p) => p.id === id && p.audio);
    if (this.levels.sample(call.self?.id ?? null, this.deps.media.local.level(), this.transports.audioLevels(), audioOf, Date.now()))
      this.deps.onChange();
  }
}
