/**
 * What the features use of a response cache (`services.searchCache`, `services.slotsCache`): look a
 * body up, keep one unless an invalidation came in between, clear everything. A test that wants other
 * behaviour builds its own services with another implementation rather than swapping a member.
 */
export interface BodyCache {
  get(key: string): Uint8Array<ArrayBuffer> | undefined;
  /** Counts invalidations: take it before reading, and pass it to `set` (see ResponseCache). */
  readonly generation: number;
  set(key: string, body: Uint8Array<ArrayBuffer>, generation?: number): void;
  invalidate(): void;
  /** Entries kept now. */
  readonly size: number;
}

/**
 * Recent response bodies by key (search results by currency and normalised query; slot lists by
 * card, window and viewer). Writes that change what they show clear it in this process; entries also
 * expire after `ttlMs`, which bounds staleness from writes by other processes (a seed run, another
 * API instance). A fleet would share the invalidation over Redis.
 *
 * Bodies are kept encoded (UTF-8 bytes): a byte array's contents live outside the JS heap, so the
 * event loop's garbage collector never copies thousands of kept answers from one space to the next
 * (as strings of 20–45 KB, slot lists at a few hundred a second held the main thread 16–30 ms at
 * each collection), and a hit goes out without being encoded again.
 */
export class ResponseCache implements BodyCache {
  #entries = new Map<string, { body: Uint8Array<ArrayBuffer>; at: number }>();
  #generation = 0;

  constructor(
    private readonly now: () => number,
    private readonly maxEntries = 1000,
    private readonly ttlMs = 60_000,
  ) {}

  static key(currency: string, query: Record<string, string>): string {
    return `${currency}|${Object.keys(query)
      .sort()
      .map((k) => `${k}=${query[k]}`)
      .join("&")}`;
  }

  get(key: string): Uint8Array<ArrayBuffer> | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.at > this.ttlMs) {
      this.#entries.delete(key);
      return undefined;
    }
    // Map keeps insertion order: re-inserting marks it most recently used.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.body;
  }

  /**
   * Counts invalidations. A body computed from reads that began before an invalidation may miss what
   * the invalidating write changed: take the generation before reading, and `set` drops the body when
   * an invalidation came in between.
   */
  get generation(): number {
    return this.#generation;
  }

  set(key: string, body: Uint8Array<ArrayBuffer>, generation = this.#generation): void {
    if (generation !== this.#generation) return;
    this.#entries.set(key, { body, at: this.now() });
    if (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
  }

  invalidate(): void {
    this.#entries.clear();
    this.#generation++;
  }

  get size(): number {
    return this.#entries.size;
  }
}
