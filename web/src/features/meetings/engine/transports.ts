import type { Participant, SfuEntry } from "@kora/shared/contracts/meetings.ts";
import type { PeerMesh } from "./peer-mesh.ts";
import { SfuTransport, type FeedWish, type SfuDeps } from "./sfu/sfu-transport.ts";
import type { MediaTransport, RemoteMedia } from "./transport.ts";

export interface TransportsDeps {
  /** What a new SFU transport is built from (the entry, who we are, and callbacks come from here). */
  sfu: Omit<SfuDeps, "entry" | "selfId" | "display" | "onUp" | "onLost" | "onChange">;
  /** Sends `meeting.sfu-entry`: the server answers with a fresh entry (`meeting.topology`). */
  askEntry(): void;
  onChange(): void;
  now?: () => number;
  /** Tests pass a stand-in; the browser gets Janus. */
  createSfu?: (deps: SfuDeps) => SfuLike;
}

/** What the switch needs of an SFU transport. */
export type SfuLike = Pick<SfuTransport, "start" | "updateEntry" | "entryDue" | "view" | "has" | "close" | keyof MediaTransport>;

/** After the SFU connection was lost, ask for a new entry (and so a new connection) this often at most. */
export const SFU_RETRY_MS = 5000;

/**
 * The session's media: the mesh, and the SFU once the room uses it (PROTOCOL §4). While the SFU comes up
 * the mesh keeps carrying everyone it still reaches (per person: whoever the SFU doesn't bring yet);
 * once publishing and receiving through Janus work, every mesh connection closes and the SFU alone
 * carries the call. Back to the mesh is never needed.
 */
export class Transports implements MediaTransport {
  private sfu: SfuLike | null = null;
  /** The SFU carried the call at least once: the mesh is closed for good. */
  private sfuOnly = false;
  private entry: SfuEntry | null = null;
  private retryAt: number | null = null;
  private wishes: FeedWish[] | null = null;
  private cpuBusy = false;
  private readonly now: () => number;

  constructor(
    readonly mesh: PeerMesh,
    private readonly deps: TransportsDeps,
  ) {
    this.now = deps.now ?? Date.now;
  }

  /** The room uses the SFU (joined into one, or moved there), or a fresh entry arrived. */
  enterSfu(entry: SfuEntry, self: { id: string; name: string }): void {
    this.entry = entry;
    this.retryAt = null;
    if (this.sfu) {
      this.sfu.updateEntry(entry);
      return;
    }
    const create = this.deps.createSfu ?? ((deps: SfuDeps) => new SfuTransport(deps));
    const sfu = create({
      ...this.deps.sfu,
      entry,
      selfId: self.id,
      display: self.name,
      onChange: () => this.deps.onChange(),
      onUp: () => {
        this.sfuOnly = true;
        this.mesh.reset();
        this.mesh.dropSpare();
      },
      onLost: (reason) => this.lost(sfu, reason),
    });
    this.sfu = sfu;
    if (this.wishes) sfu.view(this.wishes);
    if (this.cpuBusy) sfu.setCpuBusy(true);
    sfu.start().catch((error: unknown) => this.lost(sfu, error instanceof Error ? error.message : String(error)));
    this.deps.onChange();
  }

  /** Media travels through the SFU (or is about to). */
  get usesSfu(): boolean {
    return this.entry !== null;
  }

  /** The cameras the screens show, and their layers (SFU rooms only). */
  view(wishes: FeedWish[]): void {
    this.wishes = wishes;
    this.sfu?.view(wishes);
  }

  /** Once a second: the mesh's recoveries, the SFU entry's refresh, a lost SFU connection's retry. */
  tick(): void {
    if (!this.sfuOnly) this.mesh.tick();
    const now = this.now();
    if (this.sfu?.entryDue()) this.deps.askEntry();
    else if (!this.sfu && this.retryAt !== null && now >= this.retryAt) {
      this.retryAt = now + SFU_RETRY_MS;
      this.deps.askEntry();
    }
  }

  media(participant: Participant): RemoteMedia {
    if (this.sfu && (this.sfuOnly || this.sfu.has(participant.id))) return this.sfu.media(participant);
    return this.mesh.media(participant);
  }

  replaceTrack(old: MediaStreamTrack | null, next: MediaStreamTrack, stream: MediaStream): void {
    this.mesh.replaceTrack(old, next, stream);
    this.sfu?.replaceTrack(old, next);
  }

  addStream(stream: MediaStream): void {
    this.mesh.addStream(stream);
    this.sfu?.addStream(stream);
  }

  removeStream(stream: MediaStream): void {
    this.mesh.removeStream(stream);
    this.sfu?.removeStream();
  }

  applyBitrates(participants?: number): void {
    this.mesh.applyBitrates(participants);
  }

  setCpuBusy(busy: boolean): void {
    this.cpuBusy = busy;
    this.mesh.setCpuBusy(busy);
    this.sfu?.setCpuBusy(busy);
  }

  cpuLimited(): boolean {
    return (!this.sfuOnly && this.mesh.cpuLimited()) || (this.sfu?.cpuLimited() ?? false);
  }

  async pollStats(expectsVideo: (id: string) => boolean): Promise<void> {
    await Promise.all([this.mesh.pollStats(expectsVideo), this.sfu?.pollStats(expectsVideo)]);
  }

  audioLevels(): Map<string, number> {
    const levels = this.sfuOnly ? new Map<string, number>() : this.mesh.audioLevels();
    for (const [id, level] of this.sfu?.audioLevels() ?? []) levels.set(id, Math.max(level, levels.get(id) ?? 0));
    return levels;
  }

  /** Leaving, removed, or the call ended: hang up everything (the Janus session is destroyed). */
  close(): void {
    const sfu = this.sfu;
    this.sfu = null;
    this.entry = null;
    this.retryAt = null;
    this.sfuOnly = false;
    this.wishes = null;
    this.mesh.reset();
    void sfu?.close();
  }

  private lost(sfu: SfuLike, reason: string): void {
    if (this.sfu !== sfu) return;
    console.warn("Meeting SFU: connection lost", reason);
    this.sfu = null;
    void sfu.close();
    // A new entry brings a new connection (enterSfu): asked for at once, then every SFU_RETRY_MS.
    this.retryAt = this.now();
    this.deps.onChange();
  }
}
