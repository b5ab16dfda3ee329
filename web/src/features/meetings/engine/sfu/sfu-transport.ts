import type { Participant, SfuEntry } from "@kora/shared/contracts/meetings.ts";
import { SFU_PAGE_SIZE, type SimulcastLayer } from "@kora/shared/domain/meetings/sfu-view.ts";
import { encoderCpuLimited } from "../cpu-watch.ts";
import { classifyQuality, metricsBetween, readStatsSample, type StatsSample } from "../quality.ts";
import type { ConnectionQuality } from "../session-types.ts";
import type { MediaTransport, RemoteMedia } from "../transport.ts";
import { JanusSession, type JanusClientDeps } from "./janus-client.ts";
import { SfuPublisher } from "./sfu-publisher.ts";
import { SfuSubscriber } from "./sfu-subscriber.ts";

/** One camera the screens want: whose, and in which simulcast layer. */
export interface FeedWish {
  participantId: string;
  layer: SimulcastLayer;
}

export interface SfuDeps {
  entry: SfuEntry;
  selfId: string;
  display: string;
  config(): RTCConfiguration;
  outgoing(): { camera: MediaStream; screen: MediaStream | null };
  onChange(): void;
  /** Publishing and receiving both work: the mesh may close. */
  onUp(): void;
  /** The SFU connection ended by itself (Janus went away, we were kicked): the session decides what next. */
  onLost(reason: string): void;
  connect?: (url: string, token: string, deps?: JanusClientDeps) => Promise<JanusSession>;
  createPeer?: (config: RTCConfiguration) => RTCPeerConnection;
  now?: () => number;
}

/** Ask for a fresh entry when its tokens have less than this left (Janus checks them on every request). */
export const ENTRY_REFRESH_MS = 3 * 60_000;
/** …and not more often than this while the answer is on its way. */
const ENTRY_ASK_GAP_MS = 30_000;

type StatsEntry = Record<string, unknown> & { type: string; id: string };

/**
 * Media through Janus (PROTOCOL §4): one session, a publisher and one multistream subscriber.
 * Implements the same MediaTransport as the mesh, so tiles, audio levels, the quality indicator and
 * the recording read it the same way.
 */
export class SfuTransport implements MediaTransport {
  private entry: SfuEntry;
  private session: JanusSession | null = null;
  private publisher: SfuPublisher | null = null;
  private subscriber: SfuSubscriber | null = null;
  private readonly publisherPc: RTCPeerConnection;
  private readonly subscriberPc: RTCPeerConnection;
  private closed = false;
  private wasUp = false;
  private askedAt = Number.NEGATIVE_INFINITY;
  private wishes: FeedWish[] | null = null;
  private cpuBusy = false;
  /** The last poll saw our camera's encoder held back by the CPU. */
  private encoderLimited = false;
  private readonly quality = new Map<string, { quality: ConnectionQuality; sample: StatsSample | null }>();
  private readonly now: () => number;

  constructor(private readonly deps: SfuDeps) {
    this.entry = deps.entry;
    this.now = deps.now ?? Date.now;
    const create = deps.createPeer ?? ((config: RTCConfiguration) => new RTCPeerConnection(config));
    this.publisherPc = create(deps.config());
    this.subscriberPc = create(deps.config());
    this.publisherPc.onconnectionstatechange = () => this.changed();
  }

  /** Connects, publishes and starts receiving; rejects when Janus can't be reached or refuses us. */
  async start(): Promise<void> {
    const connect = this.deps.connect ?? JanusSession.connect;
    const session = await connect(this.entry.url, this.entry.sessionToken);
    if (this.closed) {
      void session.destroy();
      return;
    }
    this.session = session;
    session.onClosed = () => this.lost("closed");
    const [pubHandle, subHandle] = await Promise.all([session.attach(), session.attach()]);
    if (this.closed) return;
    this.subscriber = new SfuSubscriber({
      handle: subHandle,
      room: () => this.entry.room,
      roomToken: () => this.entry.roomToken,
      selfId: this.deps.selfId,
      pc: this.subscriberPc,
      onChange: () => this.changed(),
      onLost: (reason) => this.lost(reason),
    });
    this.publisher = new SfuPublisher({
      handle: pubHandle,
      entry: () => this.entry,
      display: this.deps.display,
      pc: this.publisherPc,
      outgoing: this.deps.outgoing,
      onPublishers: (publishers) => {
        this.subscriber?.addPublishers(publishers);
        this.applyWishes();
      },
      onGone: (id) => this.subscriber?.removePublisher(id),
      onLost: (reason) => this.lost(reason),
      onChange: () => this.changed(),
    });
    this.publisher.setCpuBusy(this.cpuBusy);
    await this.publisher.start();
    this.changed();
  }

  /** A fresh entry from the API: its tokens from now on. */
  updateEntry(entry: SfuEntry): void {
    this.entry = entry;
    this.session?.setToken(entry.sessionToken);
  }

  /** True once when the entry's tokens are close to expiring (ask the server for a fresh one). */
  entryDue(): boolean {
    const now = this.now();
    if (this.closed || Date.parse(this.entry.expiresAt) - now > ENTRY_REFRESH_MS || now - this.askedAt < ENTRY_ASK_GAP_MS) return false;
    this.askedAt = now;
    return true;
  }

  /** The cameras the screens show (the page and the speaker) and the layer each tile needs. */
  view(wishes: FeedWish[]): void {
    this.wishes = wishes;
    this.applyWishes();
  }

  get up(): boolean {
    return this.publisherPc.connectionState === "connected" && (this.subscriber?.up ?? false);
  }

  media(participant: Participant): RemoteMedia {
    const feed = this.subscriber?.media(participant.id) ?? null;
    const connected = this.subscriberPc.connectionState === "connected";
    const failed = this.subscriberPc.connectionState === "failed";
    return {
      stream: feed?.stream ?? null,
      screen: participant.isScreenSharing ? (feed?.screen ?? null) : null,
      connection: failed ? "failed" : connected && feed ? "connected" : "connecting",
      quality: this.quality.get(participant.id)?.quality ?? "unknown",
    };
  }

  /** Whether we receive anything of this person yet (the mesh fills in until then). */
  has(participantId: string): boolean {
    return this.subscriberPc.connectionState === "connected" && Boolean(this.subscriber?.media(participantId)?.stream);
  }

  replaceTrack(old: MediaStreamTrack | null, next: MediaStreamTrack): void {
    this.publisher?.replaceTrack(old, next);
  }

  addStream(stream: MediaStream): void {
    this.publisher?.addScreen(stream);
  }

  removeStream(): void {
    this.publisher?.removeScreen();
  }

  /** The layers carry their own rates (SIMULCAST_ENCODINGS): nothing depends on the room's size. */
  applyBitrates(): void {}

  setCpuBusy(busy: boolean): void {
    this.cpuBusy = busy;
    this.publisher?.setCpuBusy(busy);
  }

  cpuLimited(): boolean {
    return this.encoderLimited;
  }

  /**
   * Quality per person from the one subscriber connection (the shared round trip, their streams' loss
   * and frame rate), and from the publisher's whether our camera's encoder is held back by the CPU.
   */
  async pollStats(expectsVideo: (id: string) => boolean): Promise<void> {
    await Promise.all([this.pollSubscriber(expectsVideo), this.pollPublisher()]);
  }

  private async pollPublisher(): Promise<void> {
    if (this.publisherPc.connectionState !== "connected") return;
    const report = await this.publisherPc.getStats().catch(() => null);
    if (report && !this.closed) this.encoderLimited = encoderCpuLimited(report.values() as Iterable<StatsEntry>);
  }

  private async pollSubscriber(expectsVideo: (id: string) => boolean): Promise<void> {
    const subscriber = this.subscriber;
    if (!subscriber || this.subscriberPc.connectionState !== "connected") return;
    const report = await this.subscriberPc.getStats().catch(() => null);
    if (!report || this.closed) return;
    const entries = [...(report.values() as Iterable<StatsEntry>)];
    let changed = false;
    for (const id of subscriber.feedIds()) {
      const mids = subscriber.media(id)?.mids ?? new Set<string>();
      const mine = entries.filter((e) => e.type !== "inbound-rtp" || (typeof e.mid === "string" && mids.has(e.mid)));
      const sample = readStatsSample(mine, this.now());
      const before = this.quality.get(id);
      const quality = classifyQuality(metricsBetween(before?.sample ?? null, sample), expectsVideo(id) && this.wanted(id));
      this.quality.set(id, { quality, sample });
      if (quality !== before?.quality) changed = true;
    }
    if (changed) this.changed();
  }

  audioLevels(): Map<string, number> {
    const levels = new Map<string, number>();
    const subscriber = this.subscriber;
    if (!subscriber) return levels;
    const byMid = new Map(this.subscriberPc.getTransceivers().map((t) => [t.mid, t.receiver]));
    for (const id of subscriber.feedIds()) {
      let level = 0;
      for (const mid of subscriber.media(id)?.mids ?? []) {
        const receiver = byMid.get(mid);
        if (receiver?.track.kind !== "audio") continue;
        for (const source of receiver.getSynchronizationSources()) level = Math.max(level, source.audioLevel ?? 0);
      }
      levels.set(id, level);
    }
    return levels;
  }

  /** Hangs up: leaves the room, destroys the Janus session, closes both connections. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([this.publisher?.close(), this.subscriber?.close()]).catch(() => undefined);
    await this.session?.destroy();
    this.publisherPc.close();
    this.subscriberPc.close();
  }

  private wanted(id: string): boolean {
    return this.wishes === null || this.wishes.some((w) => w.participantId === id);
  }

  /** Until the screens say what they show, the first page's cameras in the middle layer. */
  private applyWishes(): void {
    const subscriber = this.subscriber;
    if (!subscriber) return;
    const wishes =
      this.wishes ??
      subscriber
        .publisherIds()
        .slice(0, SFU_PAGE_SIZE)
        .map((participantId) => ({ participantId, layer: 1 as const }));
    subscriber.setCameras(new Map(wishes.map((w) => [w.participantId, w.layer])));
  }

  private lost(reason: string): void {
    if (this.closed) return;
    void this.close();
    this.deps.onLost(reason);
  }

  private changed(): void {
    if (this.closed) return;
    if (!this.wasUp && this.up) {
      this.wasUp = true;
      this.deps.onUp();
    }
    this.deps.onChange();
  }
}
