import { currentReadOwner } from "./read-owner.ts";
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
  /** One person's tasks waiting beyond this many are refused (ReaderBusyError, 429) rather than queued. */
  maxQueuedPerOwner?: number;
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

/** The person asking already has as many reads waiting as one person may; the API answers 429. */
export class ReaderBusyError extends Error {
  readonly code = "READER_BUSY";
}

/**
 * How many of one person's tasks may wait at once, by default: far more than anyone's pages ask for at
 * once, even many visitors sharing one address (an office, a school), and a small share of the queue,
 * so a flood from one account or address is refused at once rather than filling it.
 */
export const MAX_QUEUED_PER_OWNER = 64;

interface Job {
  request: ReadRequest;
  /** Whose request it serves (read-owner.ts); null when no one's in particular. */
  owner: string | null;
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
 * Each reader runs one task at a time. A free reader takes turns between the people with tasks waiting
 * (read-owner.ts names whose a task is): the one with the fewest running, then the one served longest
 * ago, each person's tasks in the order they came. So one person's burst queues behind itself, not in
 * front of everyone; and one person may have only so many tasks waiting.
 * A task past its time budget is interrupted by ending its worker, which is replaced at once.
 */
export class ReaderPool {
  readonly #readers: Reader[] = [];
  readonly #queue: Job[] = [];
  /** Per owner: tasks running, tasks waiting, and when (in tasks started) one of theirs last started. */
  readonly #running = new Map<string, number>();
  readonly #waiting = new Map<string, number>();
  readonly #lastStarted = new Map<string, number>();
  #starts = 0;
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
    const owner = currentReadOwner();
    if (owner !== null && count(this.#waiting, owner) >= (this.options.maxQueuedPerOwner ?? MAX_QUEUED_PER_OWNER))
      return Promise.reject(new ReaderBusyError("Too many of this person's reads are waiting."));
    return new Promise((resolve, reject) => {
      this.#queue.push({ request, owner, resolve, reject });
      if (owner !== null) add(this.#waiting, owner, 1);
      this.#dispatch();
    });
  }

  close(): void {
    this.#closed = true;
    this.#running.clear();
    this.#waiting.clear();
    this.#lastStarted.clear();
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
      const job = this.#next();
      reader.job = job;
      reader.timer = setTimeout(() => this.#timeout(reader, job), this.options.timeoutMs);
      reader.worker.postMessage(job.request);
    }
  }

  /**
   * Takes the next task off the queue: of the owners with tasks waiting, the one with the fewest running,
   * then the one whose last task started longest ago (never first), and that owner's oldest task. Tasks
   * of no one in particular count as never served, first come first served among themselves.
   */
  #next(): Job {
    let best = 0;
    let bestKey = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
    for (const [i, job] of this.#queue.entries()) {
      const key = job.owner === null ? [0, -1] : [count(this.#running, job.owner), this.#lastStarted.get(job.owner) ?? -1];
      if (key[0]! < bestKey[0]! || (key[0] === bestKey[0] && key[1]! < bestKey[1]!)) [best, bestKey] = [i, key];
      if (bestKey[0] === 0 && bestKey[1] === -1) break;
    }
    const job = this.#queue.splice(best, 1)[0]!;
    this.#starts++;
    if (job.owner !== null) {
      add(this.#waiting, job.owner, -1);
      add(this.#running, job.owner, 1);
      this.#lastStarted.set(job.owner, this.#starts);
    }
    return job;
  }

  /** A reader's task is over (answered, failed, interrupted or its reader gone). */
  #release(reader: Reader): Job | null {
    const job = reader.job;
    reader.job = null;
    if (job && job.owner !== null) add(this.#running, job.owner, -1);
    return job;
  }

  #finish(reader: Reader, reply: ReadReply): void {
    const job = reader.job;
    if (!job || job.request.id !== reply.id) return;
    if (reader.timer) clearTimeout(reader.timer);
    this.#release(reader);
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
    this.#release(reader)?.reject(error);
    if (this.#readers.length === 0 && !replaced) {
      for (const job of this.#queue.splice(0)) job.reject(error);
      this.#waiting.clear();
    }
    return true;
  }
}

const count = (counts: Map<string, number>, owner: string) => counts.get(owner) ?? 0;

function add(counts: Map<string, number>, owner: string, delta: number): void {
  const next = count(counts, owner) + delta;
  if (next > 0) counts.set(owner, next);
  else counts.delete(owner);
}
