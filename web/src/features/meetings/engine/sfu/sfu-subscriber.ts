import type { SimulcastLayer } from "@kora/shared/domain/meetings/sfu-view.ts";
import {
  kindOf,
  layerChanges,
  parseSubscription,
  subscriptionChange,
  wantedStreams,
  type FeedKind,
  type JanusPublisher,
  type SubscribedStream,
} from "./feeds.ts";
import { JanusError, type Jsep, type JanusFrame, type JanusHandle } from "./janus-client.ts";

export interface SubscriberDeps {
  handle: JanusHandle;
  room: () => string;
  roomToken: () => string;
  selfId: string;
  pc: RTCPeerConnection;
  onChange(): void;
  onLost(reason: string): void;
}

/** What one person's tiles get from the subscription: camera (with their audio) and screen. */
export interface FeedMedia {
  stream: MediaStream | null;
  screen: MediaStream | null;
  /** The subscription's mids of this feed's streams (stats and audio levels per person). */
  mids: Set<string>;
}

/**
 * A subscription change that failed (Janus refused it or didn't answer in time, as on a loaded host) is
 * tried again after this long, doubling, at most `SYNC_RETRIES` times in a row: otherwise nothing asks
 * again until the grid changes, and a person's camera stays dark for whoever missed it.
 */
export const SYNC_RETRY_MS = 1_000;
export const SYNC_RETRIES = 5;

/** The VideoRoom plugin's error code for a feed that isn't there or isn't publishing yet (janus_videoroom.c). */
const NO_SUCH_FEED = 428;

const trackIds = (stream: MediaStream | null) => (stream?.getTracks() ?? []).map((t) => t.id).join(",");

/**
 * The room's one subscriber handle (Janus multistream): every publisher's audio and screen, the
 * cameras the grid shows in the layer each tile needs. Changes go out as `update` (subscribe and
 * unsubscribe at once) and `configure` (substream); every offer Janus sends, asked for or not
 * (a publisher left, a postponed update), is answered with `start`. One request at a time.
 */
export class SfuSubscriber {
  private publishers = new Map<string, JanusPublisher>();
  private cameras = new Map<string, SimulcastLayer>();
  private layout: SubscribedStream[] = [];
  private readonly asked = new Map<string, SimulcastLayer>();
  private joined = false;
  private closed = false;
  private queue: Promise<void> = Promise.resolve();
  private syncQueued = false;
  private failures = 0;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private feeds = new Map<string, FeedMedia>();

  constructor(private readonly deps: SubscriberDeps) {
    deps.handle.onEvent = (frame) => this.event(frame);
    deps.pc.onicecandidate = (event) => deps.handle.trickle(event.candidate ? event.candidate.toJSON() : null);
    deps.pc.onconnectionstatechange = () => deps.onChange();
  }

  /** Janus's publishers (a full list on join, single entries in later events). */
  addPublishers(publishers: JanusPublisher[]): void {
    for (const publisher of publishers) this.publishers.set(publisher.id, publisher);
    this.sync();
  }

  removePublisher(id: string): void {
    if (!this.publishers.delete(id)) return;
    this.sync();
  }

  /** The cameras the screens show now (feed → layer). */
  setCameras(cameras: ReadonlyMap<string, SimulcastLayer>): void {
    const same = cameras.size === this.cameras.size && [...cameras].every(([id, layer]) => this.cameras.get(id) === layer);
    if (same) return;
    this.cameras = new Map(cameras);
    this.sync();
  }

  /** Someone publishes a camera we could show (for the default view before the screens say). */
  publisherIds(): string[] {
    return [...this.publishers.values()]
      .filter((p) => p.id !== this.deps.selfId && p.streams.some((s) => kindOf(s) === "camera"))
      .map((p) => p.id);
  }

  /** Everyone we receive something from. */
  feedIds(): string[] {
    return [...this.feeds.keys()];
  }

  media(feedId: string): FeedMedia | null {
    return this.feeds.get(feedId) ?? null;
  }

  /** Nobody else publishes (nothing to receive) or the subscription is connected. */
  get up(): boolean {
    return this.publisherIds().length === 0 || this.deps.pc.connectionState === "connected";
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    if (this.joined) await this.deps.handle.message({ request: "leave" }).catch(() => undefined);
  }

  /** Brings the subscription in line with what is wanted, after whatever runs now. */
  private sync(): void {
    if (this.syncQueued || this.closed) return;
    this.syncQueued = true;
    this.enqueue(async () => {
      this.syncQueued = false;
      const wanted = wantedStreams([...this.publishers.values()], this.cameras, this.deps.selfId);
      if (!this.joined) {
        if (wanted.length === 0) return;
        const streams = wanted.map((w) => ({ feed: w.feed, mid: w.mid, ...(w.layer !== undefined && { substream: w.layer }) }));
        const { data, jsep } = await this.deps.handle.message({
          request: "join",
          ptype: "subscriber",
          room: this.deps.room(),
          token: this.deps.roomToken(),
          streams,
        });
        this.joined = true;
        await this.applyOffer(data, jsep);
        this.noteAsked(streams);
      } else {
        const change = subscriptionChange(this.layout, wanted);
        if (change.subscribe.length > 0 || change.unsubscribe.length > 0) {
          const { data, jsep } = await this.deps.handle.message({
            request: "update",
            ...(change.subscribe.length > 0 && { subscribe: change.subscribe }),
            ...(change.unsubscribe.length > 0 && { unsubscribe: change.unsubscribe }),
          });
          await this.applyOffer(data, jsep);
          this.noteAsked(change.subscribe);
        }
      }
      const layers = layerChanges(this.layout, wanted, this.asked);
      if (layers.length > 0) {
        await this.deps.handle.message({ request: "configure", streams: layers });
        for (const { mid, substream } of layers) this.asked.set(mid, substream);
      }
      this.failures = 0;
    });
  }

  /** After a failed step: bring the subscription in line again, later (see SYNC_RETRY_MS). */
  private retrySoon(): void {
    if (this.closed || this.retry || this.failures >= SYNC_RETRIES) return;
    const delay = SYNC_RETRY_MS * 2 ** this.failures++;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.sync();
    }, delay);
  }

  /**
   * The layers a join or update already asked for: no `configure` repeats them (Janus answers a
   * substream change with a keyframe request, and it grants one a second per publisher).
   */
  private noteAsked(requested: readonly { feed: string; mid: string; substream?: SimulcastLayer }[]): void {
    for (const { feed, mid, substream } of requested) {
      const stream = this.layout.find((s) => s.active && s.feedId === feed && s.feedMid === mid);
      if (stream && substream !== undefined) this.asked.set(stream.mid, substream);
    }
  }

  private enqueue(task: () => Promise<void>): void {
    this.queue = this.queue.then(task).catch((error: unknown) => {
      if (this.closed) return;
      console.warn("Meeting SFU: subscription failed", error);
      if (this.forgetMissingFeed(error)) this.sync();
      else this.retrySoon();
    });
  }

  /**
   * Janus refuses a whole `join` or `update` when one feed in it has left or hasn't its media up
   * ("No such feed (id)"). Asking again with that feed would fail every time and keep everyone else in
   * the request dark: it is dropped until Janus announces it again (it does once its media is up).
   */
  private forgetMissingFeed(error: unknown): boolean {
    if (!(error instanceof JanusError) || error.code !== NO_SUCH_FEED) return false;
    const feed = /^No such feed \((.+)\)$/.exec(error.message)?.[1];
    return feed !== undefined && this.publishers.delete(feed);
  }

  /** A new layout (with or without an offer): answer the offer with `start`, then map tracks to people. */
  private async applyOffer(data: Record<string, unknown>, jsep: Jsep | undefined): Promise<void> {
    if (Array.isArray(data.streams)) this.layout = parseSubscription(data.streams);
    if (jsep?.type === "offer" && !this.closed) {
      const pc = this.deps.pc;
      await pc.setRemoteDescription(jsep);
      const answer = await pc.createAnswer();
      await pc.setLocalDescription(answer);
      await this.deps.handle.message({ request: "start" }, { type: "answer", sdp: answer.sdp ?? "" });
    }
    for (const mid of [...this.asked.keys()]) if (!this.layout.some((s) => s.mid === mid && s.active)) this.asked.delete(mid);
    this.mapTracks();
  }

  /** Each person's camera stream (their audio and camera video) and screen, from the transceivers' mids. */
  private mapTracks(): void {
    const tracks = new Map<string, { audio?: MediaStreamTrack; camera?: MediaStreamTrack; screen?: MediaStreamTrack; mids: Set<string> }>();
    const byMid = new Map(this.pcTransceivers().map((t) => [t.mid, t.receiver.track]));
    for (const stream of this.layout) {
      if (!stream.active || !stream.feedId) continue;
      const track = byMid.get(stream.mid);
      const publisher = this.publishers.get(stream.feedId);
      const source = publisher?.streams.find((s) => s.mid === stream.feedMid);
      const kind: FeedKind | null = source ? kindOf(source) : stream.type === "audio" ? "audio" : stream.type === "video" ? "camera" : null;
      if (!track || !kind) continue;
      const entry = tracks.get(stream.feedId) ?? { mids: new Set<string>() };
      entry[kind] = track;
      entry.mids.add(stream.mid);
      tracks.set(stream.feedId, entry);
    }
    let changed = false;
    const next = new Map<string, FeedMedia>();
    for (const [feedId, entry] of tracks) {
      const before = this.feeds.get(feedId);
      const cameraTracks = [entry.audio, entry.camera].filter((t): t is MediaStreamTrack => Boolean(t));
      const wantCamera = cameraTracks.map((t) => t.id).join(",");
      const stream =
        before && trackIds(before.stream) === wantCamera ? before.stream : cameraTracks.length ? new MediaStream(cameraTracks) : null;
      const screen =
        before && trackIds(before.screen) === (entry.screen?.id ?? "")
          ? before.screen
          : entry.screen
            ? new MediaStream([entry.screen])
            : null;
      if (stream !== before?.stream || screen !== before?.screen) changed = true;
      next.set(feedId, { stream, screen, mids: entry.mids });
    }
    if (next.size !== this.feeds.size) changed = true;
    this.feeds = next;
    if (changed) this.deps.onChange();
  }

  private pcTransceivers(): RTCRtpTransceiver[] {
    try {
      return this.deps.pc.getTransceivers();
    } catch {
      return [];
    }
  }

  private event(frame: JanusFrame): void {
    if (frame.janus === "hangup" || frame.janus === "detached") {
      if (!this.closed) this.deps.onLost(frame.reason ?? frame.janus);
      return;
    }
    if (frame.janus === "webrtcup" || frame.janus === "media") {
      this.deps.onChange();
      return;
    }
    const data = frame.plugindata?.data;
    if (!data) return;
    // A renegotiation Janus started (a publisher left; a postponed update): answer it in turn, then
    // ask again for what is still wanted — a publisher who left and is already back (the same id,
    // announced before this came) was dropped from the subscription by it.
    if (frame.jsep || Array.isArray(data.streams)) {
      const jsep = frame.jsep;
      this.enqueue(() => this.applyOffer(data, jsep));
      this.sync();
    }
  }
}
