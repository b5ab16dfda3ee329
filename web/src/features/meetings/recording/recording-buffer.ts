/** What tus-js-client reads an upload from (its `FileSource`): a slice of bytes, or done. */
export interface SliceResult {
  value: Blob | null;
  done: boolean;
}

/**
 * The bytes of a recording while it is being made: MediaRecorder's chunks in order, read by the
 * resumable upload as they arrive. The upload's length isn't known until the recording stops (tus
 * "deferred length"), so a read waits for new bytes instead of ending. Chunks the server has
 * confirmed are let go, so a long call doesn't pile up in memory; everything after the confirmed
 * offset stays, so an upload that failed mid-way can be sent again from where the server stopped.
 */
export class RecordingBuffer {
  /** Chunks not yet confirmed, with the offset of each one's first byte. */
  private chunks: { at: number; blob: Blob }[] = [];
  private released = 0;
  private total = 0;
  private ended = false;
  private waiters: (() => void)[] = [];

  /** Bytes recorded so far. */
  get size(): number {
    return this.total;
  }

  get finished(): boolean {
    return this.ended;
  }

  append(blob: Blob): void {
    if (this.ended) throw new Error("The recording has already ended");
    if (blob.size === 0) return;
    this.chunks.push({ at: this.total, blob });
    this.total += blob.size;
    this.wake();
  }

  /** No more bytes will come: the upload may declare its length. */
  end(): void {
    this.ended = true;
    this.wake();
  }

  /** The server has stored everything before `offset`: whole chunks before it are forgotten. */
  release(offset: number): void {
    while (this.chunks.length > 0) {
      const first = this.chunks[0]!;
      if (first.at + first.blob.size > offset) break;
      this.chunks.shift();
      this.released = first.at + first.blob.size;
    }
  }

  /**
   * Bytes from `start`, at most up to `end`: waits until there is at least one new byte, or the
   * recording ended. After the end and the last byte: `{ value: null, done: true }`.
   */
  async slice(start: number, end: number): Promise<SliceResult> {
    if (start < this.released) throw new Error(`Bytes before ${this.released} were already confirmed and let go`);
    while (this.total <= start && !this.ended) await new Promise<void>((resolve) => this.waiters.push(resolve));
    if (start >= this.total) return { value: null, done: true };
    const stop = Math.min(end, this.total);
    const parts = this.chunks.filter((chunk) => chunk.at < stop && chunk.at + chunk.blob.size > start);
    const joined = new Blob(parts.map((chunk) => chunk.blob));
    const from = start - parts[0]!.at;
    return { value: joined.slice(from, from + (stop - start)), done: false };
  }

  /** The source tus-js-client reads (its `fileReader.openFile` answer); the size is unknown (deferred). */
  fileSource() {
    return { size: Number.NaN, slice: (start: number, end: number) => this.slice(start, end), close: () => {} };
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}
