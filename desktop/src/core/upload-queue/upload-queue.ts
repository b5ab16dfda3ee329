import type { RecordingCache, RecordingRow } from "../recording-cache/recording-cache.ts";
import { createUpload, type Fetch, headUpload, patchUpload, TusRefusedError, TusRetryError } from "./tus-client.ts";

export interface UploadQueueOptions {
  cache: RecordingCache;
  /** Carries the Kora session (Electron's session fetch in the app). */
  fetch: Fetch;
  /** Bytes per PATCH at most. */
  patchBytes?: number;
  /** Waits after a failed try: first, then doubling up to the most. */
  backoff?: { firstMs: number; maxMs: number };
  /** Something changed: a recording's confirmed bytes, state, or waiting for the network. */
  onChange?: (recordingId: string) => void;
}

export type WaitReason = "network" | "sign-in";

/** Waits after the n-th failed try in a row (0-based): first, 2×first, 4×first… up to max. */
export function backoffDelay(attempt: number, backoff: { firstMs: number; maxMs: number }): number {
  return Math.min(backoff.maxMs, backoff.firstMs * 2 ** Math.min(attempt, 30));
}

/**
 * Uploads every cached recording over tus (desktop/README.md "Recording cache and uploads"), one worker per recording: creates the
 * upload when its first bytes are on disk, PATCHes from the server's offset as chunks arrive,
 * declares the length on the last PATCH once the recording ended. After a failed try it waits
 * (backoff) and asks the server where it stopped (HEAD) before sending again; at start it does the
 * same for every unfinished recording in the index, so an app quit or a machine restart only
 * delays the upload. A refusal (413, 403, 404) stops that recording with a plain message.
 */
export class UploadQueue {
  private readonly workers = new Map<string, Promise<void>>();
  private readonly wakers = new Map<string, () => void>();
  private readonly waiting = new Map<string, WaitReason>();
  /** Kicked while busy with a request: look again before waiting. */
  private readonly dirty = new Set<string>();
  /**
   * Recordings whose length the server already holds (HEAD answered Upload-Length): a last PATCH
   * whose answer was lost declared it, and tus refuses a second declaration (400).
   */
  private readonly lengthDeclared = new Set<string>();
  private readonly patchBytes: number;
  private readonly backoff: { firstMs: number; maxMs: number };
  private stopped = false;

  constructor(private readonly options: UploadQueueOptions) {
    this.patchBytes = options.patchBytes ?? 8 * 1024 * 1024;
    this.backoff = options.backoff ?? { firstMs: 1000, maxMs: 60_000 };
  }

  /** Resumes every unfinished recording in the index (app start). */
  start(): void {
    for (const recording of this.options.cache.pending()) this.kick(recording.id);
  }

  /** New bytes, the end, or the network is back: the recording's worker looks again now. */
  kick(id: string): void {
    if (this.stopped) return;
    const waker = this.wakers.get(id);
    if (waker) waker();
    else if (this.workers.has(id)) this.dirty.add(id);
    else {
      const worker = this.run(id).finally(() => {
        this.workers.delete(id);
        this.lengthDeclared.delete(id);
      });
      this.workers.set(id, worker);
    }
  }

  /** Wakes every worker waiting out a backoff (e.g. the OS says the network is back). */
  retryNow(): void {
    for (const id of this.waiting.keys()) this.kick(id);
  }

  /** Why a recording is waiting, if it is. */
  waitingFor(id: string): WaitReason | null {
    return this.waiting.get(id) ?? null;
  }

  /** Stops every worker after its current request; the index keeps where each one was. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const wake of [...this.wakers.values()]) wake();
    await Promise.all([...this.workers.values()]);
  }

  /** Resolves when the recording is uploaded or stopped for good (tests, quitting politely). */
  async settled(id: string): Promise<void> {
    await this.workers.get(id);
  }

  private async run(id: string): Promise<void> {
    const { cache } = this.options;
    let askServer = true;
    let failures = 0;
    while (!this.stopped) {
      const recording = cache.get(id);
      if (recording?.state !== "active") return;
      try {
        const progressed = await this.step(id, askServer);
        askServer = false;
        failures = 0;
        this.setWaiting(id, null);
        if (!progressed) await this.sleep(id, null);
      } catch (error) {
        if (error instanceof TusRefusedError) {
          cache.markFailed(id, error.message);
          this.setWaiting(id, null);
          return;
        }
        if (!(error instanceof TusRetryError)) {
          cache.markFailed(id, error instanceof Error ? error.message : String(error));
          this.setWaiting(id, null);
          return;
        }
        askServer = true;
        // A mismatched offset is answered at once by a HEAD; anything else waits out the backoff.
        if (!error.offsetMismatch || failures > 0) {
          this.setWaiting(id, error.status === 401 ? "sign-in" : "network");
          await this.sleep(id, backoffDelay(failures, this.backoff));
        }
        failures++;
      }
    }
  }

  /** One request toward the end; false when there is nothing to send until more bytes come. */
  private async step(id: string, askServer: boolean): Promise<boolean> {
    const { cache, fetch } = this.options;
    const recording = cache.get(id)!;
    if (!recording.upload_url) {
      if (recording.total_bytes === 0) {
        if (!recording.ended) return false;
        cache.markFailed(id, "Nothing was recorded.");
        this.changed(id);
        return true;
      }
      const url = await createUpload(fetch, recording.endpoint, JSON.parse(recording.metadata) as Record<string, string>, id);
      cache.setUploadUrl(id, url);
      this.changed(id);
      return true;
    }
    if (askServer) {
      const status = await headUpload(fetch, recording.upload_url);
      this.confirm(recording, status.offset);
      if (status.length !== null) this.lengthDeclared.add(id);
      if (status.length !== null && status.offset === status.length) {
        // The server has completed the upload: with every byte, or (its upkeep finalised a recording
        // whose app went away) with the part it had; the rest stays on this computer.
        if (status.length === recording.total_bytes && recording.ended) cache.markUploaded(id);
        else if (status.length !== recording.total_bytes)
          cache.markFailed(
            id,
            `Kora kept only the first ${(status.length / 1_000_000).toFixed(1)} MB of this recording; the rest stayed on this computer.`,
          );
      }
      this.changed(id);
      return true;
    }
    const offset = recording.confirmed_offset;
    if (offset === recording.total_bytes && !recording.ended) return false;
    const bytes = cache.read(id, offset, this.patchBytes);
    const last = recording.ended === 1 && offset + bytes.byteLength === recording.total_bytes;
    const declare = last && !this.lengthDeclared.has(id);
    const confirmed = await patchUpload(fetch, recording.upload_url, offset, bytes, declare ? recording.total_bytes : undefined);
    this.confirm(recording, confirmed);
    if (last && confirmed === recording.total_bytes) cache.markUploaded(id);
    this.changed(id);
    return true;
  }

  /**
   * Records the server's offset. One past the recording's end is refused before it is stored: as a
   * confirmed offset it would let the cap delete chunks the server never had.
   */
  private confirm(recording: RecordingRow, offset: number): void {
    if (offset > recording.total_bytes) throw new TusRefusedError(409, "The server holds more bytes than this recording has.");
    if (offset !== recording.confirmed_offset) this.options.cache.confirm(recording.id, offset);
  }

  /** Waits for a kick, or `ms` if given. */
  private sleep(id: string, ms: number | null): Promise<void> {
    if (this.stopped || (ms === null && this.dirty.has(id))) {
      this.dirty.delete(id);
      return Promise.resolve();
    }
    this.dirty.delete(id);
    return new Promise<void>((resolve) => {
      const timer = ms === null ? null : setTimeout(done, ms);
      function done() {
        if (timer) clearTimeout(timer);
        resolve();
      }
      this.wakers.set(id, () => {
        this.wakers.delete(id);
        done();
      });
    }).finally(() => this.wakers.delete(id));
  }

  private setWaiting(id: string, reason: WaitReason | null): void {
    const before = this.waiting.get(id) ?? null;
    if (reason) this.waiting.set(id, reason);
    else this.waiting.delete(id);
    if (before !== reason) this.changed(id);
  }

  private changed(id: string): void {
    this.options.onChange?.(id);
  }
}
