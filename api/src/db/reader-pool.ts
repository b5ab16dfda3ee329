import type { ReadTask, ReadTaskRunner } from "./read-task.ts";
import type { ReadReply, ReadRequest } from "./reader-worker.ts";

/** An event handler a richer event type (a DOM MessageEvent) may be assigned to (method bivariance). */
type Handler<E> = { handle(event: E): void }["handle"];

/** The part of a Web Worker the pool uses (Deno's `Worker`; main.ts makes them). */
export interface ReaderWorker {
  postMessage(message: unknown): void;
  terminate(): void;
  onmessage: Handler<{ data: unknown }> | null;
  onerror: Handler<{ message?: string; preventDefault?: () => void }> | null;
}

export interface ReaderPoolOptions {
  /** The database file (`file:…`); each reader opens its own read-only connection to it. */
  url: string;
  /** How many readers (read tasks run at once). */
  size: number;
  /** A task running longer is interrupted: its reader is ended and replaced. */
  timeoutMs: number;
  /** Tasks waiting beyond this many are refused at once rather than queued. */
  maxQueued?: number;
  spawn: () => ReaderWorker;
}

/** A read ran past its time budget and was interrupted; the API answers 503. */
export class ReadTimeoutError extends Error {
  readonly code = "READ_TIMEOUT";
}

/** A reader failed for a reason of its own (not the task's), or the pool is full or closed. */
export class ReaderUnavailableError extends Error {
  readonly code = "READER_UNAVAILABLE";
}

interface Job {
  request: ReadRequest;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Reader {
  worker: ReaderWorker;
  /** Whether it has opened the database and takes tasks. */
  ready: boolean;
  job: Job | null;
  timer: ReturnType<typeof setTimeout> | null;
}

/**
 * Read tasks on a small pool of workers, each with its own connection (WAL lets readers run beside the
 * one writer and beside each other), so a slow query never holds up the server's event loop.
 * Each reader runs one task at a time; tasks queue in order for the next free reader.
 * A task past its time budget is interrupted by ending its worker, which is replaced at once.
 */
export class ReaderPool {
  readonly #readers: Reader[] = [];
  readonly #queue: Job[] = [];
  #nextId = 1;
  #closed = false;

  constructor(private readonly options: ReaderPoolOptions) {}

  /** Starts the readers and waits until each has opened the database. */
  async start(): Promise<void> {
    await Promise.all(Array.from({ length: this.options.size }, () => this.#spawn()));
  }

  /** Runs a read task (listed in the workers' entry file) on a reader. */
  run<I, O>(task: ReadTask<I, O>, input: I): Promise<O> {
    return this.#submit({ id: this.#nextId++, task: task.name, input }) as Promise<O>;
  }

  /** This pool as the services' read task runner. */
  taskRunner(): ReadTaskRunner {
    return { run: (task, input) => this.run(task, input) };
  }

  #submit(request: ReadRequest): Promise<unknown> {
    if (this.#closed) return Promise.reject(new ReaderUnavailableError("The reader pool is closed."));
    if (this.#queue.length >= (this.options.maxQueued ?? 1000))
      return Promise.reject(new ReaderUnavailableError("Too many reads are waiting."));
    return new Promise((resolve, reject) => {
      this.#queue.push({ request, resolve, reject });
      this.#dispatch();
    });
  }

  close(): void {
    this.#closed = true;
    for (const job of this.#queue.splice(0)) job.reject(new ReaderUnavailableError("The reader pool is closed."));
    for (const reader of this.#readers.splice(0)) {
      if (reader.timer) clearTimeout(reader.timer);
      reader.job?.reject(new ReaderUnavailableError("The reader pool is closed."));
      reader.worker.terminate();
    }
  }

  #spawn(): Promise<void> {
    const reader: Reader = { worker: this.options.spawn(), ready: false, job: null, timer: null };
    this.#readers.push(reader);
    return new Promise((resolve, reject) => {
      reader.worker.onmessage = (event) => {
        const data = event.data as { opened?: boolean; error?: string };
        if (data.opened === undefined) return;
        if (!data.opened) {
          const error = new ReaderUnavailableError(`A reader could not open the database: ${data.error}`);
          this.#remove(reader, error);
          return reject(error);
        }
        reader.ready = true;
        reader.worker.onmessage = (reply) => this.#finish(reader, reply.data as ReadReply);
        resolve();
        this.#dispatch();
      };
      reader.worker.onerror = (event) => {
        event.preventDefault?.();
        const error = new ReaderUnavailableError(`A reader failed: ${event.message ?? "unknown error"}`);
        if (reader.ready) this.#replace(reader, error);
        else this.#remove(reader, error);
        reject(new ReaderUnavailableError(`A reader failed to start: ${event.message ?? "unknown error"}`));
      };
      reader.worker.postMessage({ open: this.options.url });
    });
  }

  #dispatch(): void {
    for (const reader of this.#readers) {
      if (this.#queue.length === 0) return;
      if (reader.job || !reader.ready) continue;
      const job = this.#queue.shift()!;
      reader.job = job;
      reader.timer = setTimeout(() => this.#timeout(reader, job), this.options.timeoutMs);
      reader.worker.postMessage(job.request);
    }
  }

  #finish(reader: Reader, reply: ReadReply): void {
    const job = reader.job;
    if (!job || job.request.id !== reply.id) return;
    if (reader.timer) clearTimeout(reader.timer);
    reader.job = null;
    reader.timer = null;
    if ("result" in reply) job.resolve(reply.result);
    else job.reject(Object.assign(new Error(reply.error), { code: reply.code }));
    this.#dispatch();
  }

  #timeout(reader: Reader, job: Job): void {
    if (reader.job !== job) return;
    this.#replace(
      reader,
      new ReadTimeoutError(`A read ran past its ${this.options.timeoutMs} ms budget and was stopped: task ${job.request.task}`),
    );
  }

  /** Ends a reader (and the task it was running), and starts another in its place. */
  #replace(reader: Reader, error: Error): void {
    if (this.#remove(reader, error, !this.#closed) && !this.#closed) this.#spawn().catch(() => {});
  }

  /** Ends a reader; when none is left and none is coming, what waits fails rather than hanging. */
  #remove(reader: Reader, error: Error, replaced = false): boolean {
    const index = this.#readers.indexOf(reader);
    if (index === -1) return false;
    this.#readers.splice(index, 1);
    if (reader.timer) clearTimeout(reader.timer);
    reader.worker.onmessage = null;
    reader.worker.terminate();
    reader.job?.reject(error);
    if (this.#readers.length === 0 && !replaced) for (const job of this.#queue.splice(0)) job.reject(error);
    return true;
  }
}
