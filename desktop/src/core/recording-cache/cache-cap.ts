/**
 * Which chunks to delete so the cache fits its size cap (desktop/README.md "Recording cache and uploads"). Pure, so the order is
 * tested on its own: first whole recordings the server has complete, oldest first; then chunks of
 * unfinished recordings that the server has already confirmed (their end is at or before the
 * confirmed offset), oldest recording and earliest chunk first. A chunk the server has not
 * confirmed is never chosen: if what is left still exceeds the cap, the cache says it is over the
 * limit instead.
 */

export interface CapRecording {
  id: string;
  uploaded: boolean;
  /** Bytes the server has confirmed. */
  confirmedOffset: number;
}

export interface CapChunk {
  recordingId: string;
  seq: number;
  offset: number;
  size: number;
}

export interface EvictionPlan {
  /** Chunks to delete, in the order chosen. */
  evict: CapChunk[];
  /** Bytes on disk once they are gone. */
  bytesAfter: number;
  /** Unconfirmed bytes alone exceed the cap: nothing more may be deleted. */
  overLimit: boolean;
}

/** `recordings` oldest first; `chunks` in any order. */
export function planEviction(recordings: readonly CapRecording[], chunks: readonly CapChunk[], capBytes: number): EvictionPlan {
  let bytes = chunks.reduce((sum, chunk) => sum + chunk.size, 0);
  const evict: CapChunk[] = [];
  if (bytes <= capBytes) return { evict, bytesAfter: bytes, overLimit: false };

  const chunksOf = (id: string) => chunks.filter((chunk) => chunk.recordingId === id).sort((a, b) => a.seq - b.seq);
  const uploadedFirst = [...recordings.filter((r) => r.uploaded), ...recordings.filter((r) => !r.uploaded)];
  for (const recording of uploadedFirst) {
    for (const chunk of chunksOf(recording.id)) {
      if (bytes <= capBytes) return { evict, bytesAfter: bytes, overLimit: false };
      const confirmed = recording.uploaded || chunk.offset + chunk.size <= recording.confirmedOffset;
      if (!confirmed) break; // later chunks of this recording are not confirmed either
      evict.push(chunk);
      bytes -= chunk.size;
    }
  }
  return { evict, bytesAfter: bytes, overLimit: bytes > capBytes };
}
