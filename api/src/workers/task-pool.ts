import type { RunOptions, TaskRunner, WorkerTask } from "./worker-task.ts";

/**
 * A few worker threads, each running one task at a time, with three bounds a task can't escape:
 * time (a task past its limit has its worker ended and replaced, and its caller told), memory (each
 * worker is spawned with a V8 heap limit; one that runs out ends, and is replaced), and waiting (past
 * `maxQueued` waiting tasks, new ones are refused at once). Whatever a task does, the event loop
 * only ever posts it a message and reads the answer. Like the reader pool (db/reader-pool.ts), but
 * without a database: its workers serve worker tasks (serve-tasks.ts), in Deno and in Node alike.
 */

/** The part of a `node:worker_threads` Worker the pool uses (Deno implements it too; node-worker.ts spawns them). */
export interface PoolWorker {
  postMessage(message: unknown): void;
  terminate(): unknown;
  on(event: "message", listener: (message: unknown) => void): unknown;
  on(event: "error", listener: (error: Error) => void): unknown;
  on(event: "exit", listener: (code: number) => void): unknown;
}

export interface TaskPoolOptions {
  /** For messages and logs ("images", "calendars"). */
  name: string;
  /** Workers, so tasks run at once. */
  size: number;
  /** A task running longer is stopped: its worker ended and replaced. RunOptions may set another per run. */
  timeoutMs: number;
  /** Tasks waiting beyond this many are refused at once (TaskPoolBusyError) rather than queued. */
  maxQueued: number;
  spawn: () => PoolWorker;
  /** Told each time a worker is ended for a failure (its task's time, its memory, a crash, a failed start): for logs. */
  onWorkerEnded?: (error: Error) => void;
}

/** A task ran past its time limit and was stopped. */
export class TaskTimeoutError extends Error {
  override readonly name = "TaskTimeoutError";
}
/** A worker ended under a task: out of memory, or crashed. */
export class WorkerFailedError extends Error {
  override readonly name = "WorkerFailedError";
}
/** Too many tasks are waiting already; try later. */
export class TaskPoolBusyError extends Error {
  override readonly name = "TaskPoolBusyError";
}
/** The pool is closed, or has no worker left. */
export class TaskPoolClosedError extends Error {
  override readonly name = "TaskPoolClosedError";
}
/** The task itself threw (a bug, not a refusal: refusals are outputs). Only the message crosses threads. */
export class TaskFailedError extends Error {
  override readonly name = "TaskFailedError";
}

export type TaskRequest = { id: number; task: string; input: unknown };
export type TaskReply = { id: number; result: unknown } | { id: number; error: string };

interface Job {
  request: TaskRequest;
  timeoutMs: number;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Slot {
  worker: PoolWorker;
  /** It has loaded its tasks and said so. */
  ready: boolean;
  job: Job | null;
  timer: ReturnType<typeof setTimeout> | null;
}

export class TaskPool implements TaskRunner {
  readonly #slots: Slot[] = [];
  readonly #queue: Job[] = [];
  #nextId = 1;
  #closed = false;
  #started: Promise<void> | null = null;

  constructor(private readonly options: TaskPoolOptions) {}

  /**
   * Starts the workers (once) and waits until each has loaded its tasks. The first run() starts them
   * when nothing did: a server that never decodes a picture never loads a decoder.
   */
  start(): Promise<void> {
    this.#started ??= Promise.all(Array.from({ length: this.options.size }, () => this.#spawn())).then(() => undefined);
    return this.#started;
  }

  run<I, O>(task: WorkerTask<I, O>, input: I, options: RunOptions = {}): Promise<O> {
    if (!this.#closed && !this.#started) this.start().catch(() => undefined);
    if (this.#closed || this.#slots.length === 0)
      return Promise.reject(new TaskPoolClosedError(`The ${this.options.name} workers are stopped.`));
    if (this.#queue.length >= this.options.maxQueued)
      return Promise.reject(new TaskPoolBusyError(`${this.#queue.length} ${this.options.name} tasks are waiting already.`));
    const request: TaskRequest = { id: this.#nextId++, task: task.name, input };
    return new Promise<O>((resolve, reject) => {
      const timeoutMs = options.timeoutMs ?? this.options.timeoutMs;
      this.#queue.push({ request, timeoutMs, resolve: resolve as (value: unknown) => void, reject });
      this.#dispatch();
    });
  }

  /** Tasks waiting and running now (for tests and the benchmark). */
  get load(): { waiting: number; running: number; workers: number } {
    return { waiting: this.#queue.length, running: this.#slots.filter((s) => s.job).length, workers: this.#slots.length };
  }

  close(): void {
    this.#closed = true;
    const error = new TaskPoolClosedError(`The ${this.options.name} workers are stopped.`);
    for (const job of this.#queue.splice(0)) job.reject(error);
    for (const slot of [...this.#slots]) this.#remove(slot, error);
  }

  #spawn(): Promise<void> {
    const slot: Slot = { worker: this.options.spawn(), ready: false, job: null, timer: null };
    this.#slots.push(slot);
    return new Promise((resolve, reject) => {
      slot.worker.on("message", (message) => {
        if (!slot.ready) {
          if ((message as { ready?: boolean }).ready !== true) return;
          slot.ready = true;
          resolve();
          this.#dispatch();
          return;
        }
        this.#finish(slot, message as TaskReply);
      });
      const ended = (why: string) => {
        const error = new WorkerFailedError(`A ${this.options.name} worker ended: ${why}`);
        if (!this.#slots.includes(slot)) return;
        if (slot.ready) return this.#replace(slot, error);
        // One that could not even start is not started again (it would fail again, for ever).
        this.#remove(slot, error);
        this.options.onWorkerEnded?.(error);
        if (this.#slots.length === 0) for (const job of this.#queue.splice(0)) job.reject(error);
        reject(error);
      };
      slot.worker.on("error", (error) => ended(`${(error as { code?: string }).code ?? error.name}: ${error.message}`));
      slot.worker.on("exit", (code) => ended(`exit code ${code}`));
    });
  }

  #dispatch(): void {
    for (const slot of this.#slots) {
      if (this.#queue.length === 0) return;
      if (slot.job || !slot.ready) continue;
      const job = this.#queue.shift()!;
      slot.job = job;
      slot.timer = setTimeout(() => this.#timeout(slot, job), job.timeoutMs);
      slot.worker.postMessage(job.request);
    }
  }

  #finish(slot: Slot, reply: TaskReply): void {
    const job = slot.job;
    if (!job || job.request.id !== reply.id) return;
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = null;
    slot.timer = null;
    if ("result" in reply) job.resolve(reply.result);
    else job.reject(new TaskFailedError(reply.error));
    this.#dispatch();
  }

  #timeout(slot: Slot, job: Job): void {
    if (slot.job !== job) return;
    this.#replace(slot, new TaskTimeoutError(`${job.request.task} ran past its ${job.timeoutMs} ms and was stopped.`));
  }

  /** Ends a worker (and fails the task it was running), and starts another in its place. */
  #replace(slot: Slot, error: Error): void {
    if (!this.#remove(slot, error)) return;
    this.options.onWorkerEnded?.(error);
    if (!this.#closed) this.#spawn().catch(() => {});
  }

  #remove(slot: Slot, error: Error): boolean {
    const index = this.#slots.indexOf(slot);
    if (index === -1) return false;
    this.#slots.splice(index, 1);
    if (slot.timer) clearTimeout(slot.timer);
    slot.job?.reject(error);
    slot.job = null;
    slot.worker.terminate();
    return true;
  }
}
