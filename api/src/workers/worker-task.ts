/**
 * A named piece of CPU work on untrusted input — decoding an uploaded picture, parsing a calendar
 * someone else wrote — that runs on a bounded worker (task-pool.ts) instead of the event loop. Its
 * input and output cross threads, so they are plain data (structured-cloneable); an expected refusal
 * is part of the output, since an error crossing threads keeps only its message. Tasks are listed in
 * worker-tasks.ts by name, which the workers' entry (task-entry.ts) serves.
 */

/**
 * The worker groups, each with its own limits (workers/lanes.ts): pictures need a large heap for a
 * few seconds; calendars a small one, with network reads, for longer.
 */
export type WorkerLane = "images" | "calendars";

export interface WorkerTask<I, O> {
  readonly name: string;
  readonly lane: WorkerLane;
  run(input: I): Promise<O>;
}

export const defineWorkerTask = <I, O>(name: string, lane: WorkerLane, run: (input: I) => Promise<O>): WorkerTask<I, O> => ({
  name,
  lane,
  run,
});

export interface RunOptions {
  /** Overrides the lane's time limit for this run (a calendar sync's own budget, plus a grace). */
  timeoutMs?: number;
}

/** Runs worker tasks: on the bounded workers in the server, in this thread in tests and tools. */
export interface TaskRunner {
  run<I, O>(task: WorkerTask<I, O>, input: I, options?: RunOptions): Promise<O>;
}

/**
 * Runs each task in the calling thread: the API tests' default (the server runs them on workers).
 * Input and output are cloned as a thread would clone them, so a task whose data could not cross
 * threads fails in the tests too, and neither side shares objects with the other.
 */
export const inThisThread: TaskRunner = { run: async (task, input) => structuredClone(await task.run(structuredClone(input))) };
