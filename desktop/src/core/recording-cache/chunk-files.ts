import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { ChunkSeal } from "./chunk-seal.ts";

/**
 * The bytes of the cache on disk: one file per chunk under `<root>/<recording>/<seq>.part`, each
 * sealed (chunk-seal.ts). A chunk is written and flushed to the disk (fsync of the file, then of its
 * folder, so the new name survives a power cut) before its index row is committed; a crash in
 * between leaves a file without a row, which `sweepOrphans` removes at the next start.
 */
export class ChunkFiles {
  constructor(
    private readonly root: string,
    private readonly sealer: ChunkSeal,
  ) {
    makeFolderDurably(root);
  }

  /** The file name a chunk is stored under, relative to the root. */
  static nameOf(recordingId: string, seq: number): string {
    return `${recordingId}/${String(seq).padStart(8, "0")}.part`;
  }

  /** Seals the whole chunk, writes it and flushes it; returns its relative file name. */
  writeDurably(recordingId: string, seq: number, plain: Uint8Array): string {
    const folder = join(this.root, recordingId);
    makeFolderDurably(folder);
    const name = ChunkFiles.nameOf(recordingId, seq);
    const bytes = this.sealer.seal(plain);
    const fd = openSync(join(this.root, name), "w", 0o600);
    try {
      let written = 0;
      while (written < bytes.byteLength) written += writeSync(fd, bytes, written, bytes.byteLength - written);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    syncFolder(folder);
    return name;
  }

  /** `length` bytes of a chunk from `at`, opened from its sealed file; throws when it is missing, shorter or changed. */
  read(name: string, at: number, length: number): Buffer {
    const plain = this.sealer.open(readFileSync(join(this.root, name)));
    if (at + length > plain.length) throw new Error(`Chunk file ${name} is shorter than its index says`);
    return plain.subarray(at, at + length);
  }

  remove(name: string): void {
    rmSync(join(this.root, name), { force: true });
  }

  removeRecording(recordingId: string): void {
    rmSync(join(this.root, recordingId), { recursive: true, force: true });
  }

  /** Deletes files the index does not know (a crash between the write and the commit); returns how many. */
  sweepOrphans(known: ReadonlySet<string>): number {
    let removed = 0;
    for (const folder of readdirSync(this.root, { withFileTypes: true })) {
      if (!folder.isDirectory()) continue;
      for (const file of readdirSync(join(this.root, folder.name))) {
        const name = `${folder.name}/${file}`;
        if (known.has(name)) continue;
        this.remove(name);
        removed++;
      }
    }
    return removed;
  }
}

/**
 * Creates `folder` (and missing parents) so that it survives a power cut: a new folder's name is an
 * entry of its parent, so each parent that gained one is flushed too. Without this, a chunk whose
 * own file and folder were flushed could still vanish with the recording's new folder.
 */
function makeFolderDurably(folder: string): void {
  const target = resolve(folder);
  const first = mkdirSync(target, { recursive: true });
  if (first === undefined) return; // it existed already
  const created: string[] = [];
  for (let dir = target; ; dir = dirname(dir)) {
    created.push(dir);
    if (dir === first || dirname(dir) === dir) break;
  }
  for (const dir of created.reverse()) syncFolder(dirname(dir));
}

/** Flushes a folder's entries (new file names). Windows cannot open folders; NTFS journals names itself. */
function syncFolder(folder: string): void {
  if (process.platform === "win32") return;
  const fd = openSync(folder, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
