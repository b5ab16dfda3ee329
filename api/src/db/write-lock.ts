/**
 * A FIFO async mutex. SQLite allows one writer at a time; queueing writers inside the process
 * means they never meet SQLITE_BUSY from each other, only from another process.
 */
export class WriteLock {
  #tail: Promise<void> = Promise.resolve();

  /** Resolves once the lock is held; call the returned function exactly once to release it. */
  acquire(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const ready = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => held);
    return ready;
  }
}
