import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type Database from "better-sqlite3";
import { planEviction } from "./cache-cap.ts";
import { type ChunkRow, openCacheDatabase, type RecordingRow } from "./cache-schema.ts";
import { ChunkFiles } from "./chunk-files.ts";
import { loadChunkKey } from "./chunk-seal.ts";
import type { SecretBox } from "../secret-box.ts";

export type { ChunkRow, RecordingRow, RecordingState } from "./cache-schema.ts";

/** 2 GiB unless configured. */
export const DEFAULT_CAP_BYTES = 2 * 1024 ** 3;

export interface RecordingCacheOptions {
  /** The app-data folder of the cache: `index.sqlite`, `chunk-key` and `chunks/`. */
  dir: string;
  /** The OS's secret storage, which seals the chunks' data key (chunk-seal.ts); null where there is none. */
  secretBox: SecretBox | null;
  capBytes?: number;
  now?: () => Date;
  newId?: () => string;
}

export interface NewRecording {
  videoId: string;
  title: string;
  /** The tus creation URL, absolute. */
  endpoint: string;
  metadata: Record<string, string>;
}

export interface CacheUsage {
  /** Bytes of chunk files on disk. */
  usedBytes: number;
  capBytes: number;
  /** Unconfirmed bytes alone exceed the cap (they are kept anyway). */
  overLimit: boolean;
}

export class CacheError extends Error {
  override name = "CacheError";
}

/**
 * The desktop app's local recording cache (desktop/README.md "Recording cache and uploads"): a call's chunks land on disk, durably,
 * before the page is told they are stored, and stay until the server has confirmed them. The
 * upload queue reads them back from the server's offset and reports what the server confirmed.
 * Bounded by a size cap (cache-cap.ts decides what goes first).
 */
export class RecordingCache {
  readonly capBytes: number;
  /** The chunks' data key is sealed by the OS's secret storage (false: an owner-only file, no keyring here). */
  readonly keyProtectedByOs: boolean;
  private readonly db: Database.Database;
  private readonly files: ChunkFiles;
  private readonly now: () => Date;
  private readonly newId: () => string;
  private overLimit = false;

  constructor(options: RecordingCacheOptions) {
    mkdirSync(options.dir, { recursive: true });
    this.capBytes = options.capBytes ?? DEFAULT_CAP_BYTES;
    this.now = options.now ?? (() => new Date());
    this.newId = options.newId ?? randomUUID;
    this.db = openCacheDatabase(join(options.dir, "index.sqlite"));
    const key = loadChunkKey(options.dir, options.secretBox);
    this.keyProtectedByOs = key.protectedByOs;
    this.files = new ChunkFiles(join(options.dir, "chunks"), key.seal);
    const known = this.db.prepare("SELECT file FROM chunks").pluck().all() as string[];
    this.files.sweepOrphans(new Set(known));
    this.enforceCap();
  }

  begin(input: NewRecording): string {
    const id = this.newId();
    const at = this.now().toISOString();
    this.db
      .prepare(
        `INSERT INTO recordings (id, video_id, title, endpoint, metadata, state, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, 'active', ?, ?)`,
      )
      .run(id, input.videoId, input.title, input.endpoint, JSON.stringify(input.metadata), at, at);
    return id;
  }

  /** Stores the next chunk durably; resolves with the recording's bytes stored so far. */
  append(id: string, bytes: Uint8Array): number {
    const recording = this.require(id);
    if (recording.ended) throw new CacheError("This recording has already ended.");
    if (recording.state !== "active") throw new CacheError("This recording's upload has stopped.");
    if (bytes.byteLength === 0) return recording.total_bytes;
    const seq = (this.db.prepare("SELECT COALESCE(MAX(seq) + 1, 0) FROM chunks WHERE recording_id = ?").pluck().get(id) as number) ?? 0;
    const file = this.files.writeDurably(id, seq, bytes);
    const total = recording.total_bytes + bytes.byteLength;
    this.db.transaction(() => {
      this.db
        .prepare("INSERT INTO chunks (recording_id, seq, offset, size, file) VALUES (?, ?, ?, ?, ?)")
        .run(id, seq, recording.total_bytes, bytes.byteLength, file);
      this.update(id, "total_bytes = ?", total);
    })();
    this.enforceCap();
    return total;
  }

  /** No more bytes will come (idempotent). */
  end(id: string): void {
    this.require(id);
    this.update(id, "ended = ?", 1);
  }

  /**
   * Ends every recording still open (app start): the page that was making it is gone, so no more
   * bytes will come and its upload may declare its length. Answers how many.
   */
  endOpenRecordings(): number {
    return this.db
      .prepare("UPDATE recordings SET ended = 1, updated_at = ? WHERE ended = 0 AND state = 'active'")
      .run(this.now().toISOString()).changes;
  }

  get(id: string): RecordingRow | undefined {
    return this.db.prepare("SELECT * FROM recordings WHERE id = ?").get(id) as RecordingRow | undefined;
  }

  /** Newest first. */
  list(limit = 50): RecordingRow[] {
    return this.db.prepare("SELECT * FROM recordings ORDER BY created_at DESC, rowid DESC LIMIT ?").all(limit) as RecordingRow[];
  }

  /** Recordings whose upload is still to do, oldest first. */
  pending(): RecordingRow[] {
    return this.db.prepare("SELECT * FROM recordings WHERE state = 'active' ORDER BY created_at, rowid").all() as RecordingRow[];
  }

  chunks(id: string): ChunkRow[] {
    return this.db.prepare("SELECT * FROM chunks WHERE recording_id = ? ORDER BY seq").all(id) as ChunkRow[];
  }

  /** Up to `maxBytes` of the recording from `start`, read from the chunk files. */
  read(id: string, start: number, maxBytes: number): Buffer {
    const recording = this.require(id);
    const stop = Math.min(recording.total_bytes, start + maxBytes);
    if (stop <= start) return Buffer.alloc(0);
    const parts = this.db
      .prepare("SELECT * FROM chunks WHERE recording_id = ? AND offset < ? AND offset + size > ? ORDER BY seq")
      .all(id, stop, start) as ChunkRow[];
    const buffers: Buffer[] = [];
    let at = start;
    for (const chunk of parts) {
      if (chunk.offset > at) break;
      const from = at - chunk.offset;
      const length = Math.min(chunk.size - from, stop - at);
      buffers.push(this.files.read(chunk.file, from, length));
      at += length;
    }
    if (at !== stop) throw new CacheError(`Bytes ${at}–${stop} of this recording are no longer on this computer.`);
    return Buffer.concat(buffers);
  }

  setUploadUrl(id: string, url: string): void {
    this.update(id, "upload_url = ?", url);
  }

  /** What the server says it has; chunks before it become deletable (under the cap). */
  confirm(id: string, offset: number): void {
    this.update(id, "confirmed_offset = ?", offset);
    this.enforceCap();
  }

  markUploaded(id: string): void {
    const recording = this.require(id);
    this.db
      .prepare("UPDATE recordings SET state = 'uploaded', confirmed_offset = ?, error = NULL, updated_at = ? WHERE id = ?")
      .run(recording.total_bytes, this.now().toISOString(), id);
    this.enforceCap();
  }

  /** The server refused the upload for good; its unconfirmed chunks stay on disk. */
  markFailed(id: string, message: string): void {
    this.db
      .prepare("UPDATE recordings SET state = 'failed', error = ?, updated_at = ? WHERE id = ?")
      .run(message, this.now().toISOString(), id);
  }

  usage(): CacheUsage {
    const usedBytes = this.db.prepare("SELECT COALESCE(SUM(size), 0) FROM chunks").pluck().get() as number;
    return { usedBytes, capBytes: this.capBytes, overLimit: this.overLimit };
  }

  close(): void {
    this.db.close();
  }

  /** Deletes what the cap requires (cache-cap.ts): uploaded recordings oldest first, then confirmed chunks. */
  private enforceCap(): void {
    const recordings = this.db.prepare("SELECT id, state, confirmed_offset FROM recordings ORDER BY created_at, rowid").all() as Pick<
      RecordingRow,
      "id" | "state" | "confirmed_offset"
    >[];
    const chunks = this.db.prepare("SELECT recording_id, seq, offset, size FROM chunks").all() as Omit<ChunkRow, "file">[];
    const plan = planEviction(
      recordings.map((r) => ({ id: r.id, uploaded: r.state === "uploaded", confirmedOffset: r.confirmed_offset })),
      chunks.map((c) => ({ recordingId: c.recording_id, seq: c.seq, offset: c.offset, size: c.size })),
      this.capBytes,
    );
    this.overLimit = plan.overLimit;
    if (plan.evict.length === 0) return;
    const remove = this.db.prepare("DELETE FROM chunks WHERE recording_id = ? AND seq = ? RETURNING file");
    for (const chunk of plan.evict) {
      // The row goes first: a crash after it leaves an orphan file, swept at the next start.
      const row = remove.get(chunk.recordingId, chunk.seq) as { file: string } | undefined;
      if (row) this.files.remove(row.file);
    }
  }

  private require(id: string): RecordingRow {
    const recording = this.get(id);
    if (!recording) throw new CacheError("There is no such recording on this computer.");
    return recording;
  }

  private update(id: string, assignment: string, value: string | number): void {
    this.db.prepare(`UPDATE recordings SET ${assignment}, updated_at = ? WHERE id = ?`).run(value, this.now().toISOString(), id);
  }
}
