import Database from "better-sqlite3";

/**
 * The cache's index: one better-sqlite3 database beside the chunk files. WAL with
 * `synchronous = FULL`, so a committed write (a chunk's row, a confirmed offset) survives a crash
 * or a power cut before the renderer is told about it.
 */

export type RecordingState = "active" | "uploaded" | "failed";

export interface RecordingRow {
  id: string;
  video_id: string;
  title: string;
  /** The tus creation URL (absolute). */
  endpoint: string;
  /** JSON of the tus Upload-Metadata pairs. */
  metadata: string;
  /** The upload's own URL, once the server created it. */
  upload_url: string | null;
  /** Bytes the server has confirmed. */
  confirmed_offset: number;
  /** Bytes recorded so far. */
  total_bytes: number;
  /** 1 once the recording stopped: no more bytes will come. */
  ended: number;
  state: RecordingState;
  /** Why the upload stopped, in words (state "failed"). */
  error: string | null;
  created_at: string;
  updated_at: string;
}

export interface ChunkRow {
  recording_id: string;
  seq: number;
  offset: number;
  size: number;
  /** Relative to the chunk folder. */
  file: string;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS recordings (
  id TEXT PRIMARY KEY,
  video_id TEXT NOT NULL,
  title TEXT NOT NULL,
  endpoint TEXT NOT NULL,
  metadata TEXT NOT NULL,
  upload_url TEXT,
  confirmed_offset INTEGER NOT NULL DEFAULT 0,
  total_bytes INTEGER NOT NULL DEFAULT 0,
  ended INTEGER NOT NULL DEFAULT 0,
  state TEXT NOT NULL CHECK (state IN ('active', 'uploaded', 'failed')),
  error TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS chunks (
  recording_id TEXT NOT NULL REFERENCES recordings(id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  offset INTEGER NOT NULL,
  size INTEGER NOT NULL,
  file TEXT NOT NULL,
  PRIMARY KEY (recording_id, seq)
);
CREATE INDEX IF NOT EXISTS recordings_created ON recordings (created_at);
`;

export function openCacheDatabase(file: string): Database.Database {
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  db.exec(SCHEMA);
  return db;
}
