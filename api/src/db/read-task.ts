import type { Db } from "./database.ts";

/**
 * A named piece of read-only database work that can run on a reader worker (reader-pool.ts) as one
 * message, instead of one message a statement. Its input and output cross threads, so they are
 * plain data (structured-cloneable). Tasks are listed in reader-entry.ts by name.
 */
export interface ReadTask<I, O> {
  readonly name: string;
  run(db: Db, input: I): Promise<O>;
}

export const defineReadTask = <I, O>(name: string, run: (db: Db, input: I) => Promise<O>): ReadTask<I, O> => ({ name, run });

const encoder = new TextEncoder();

/**
 * A response body as UTF-8 bytes, for tasks whose answer is sent (and cached) as it is: a reader hands
 * the bytes over without copying them (reader-worker.ts), and they never enter the main thread's JS heap.
 */
export const jsonBytes = (value: unknown): Uint8Array<ArrayBuffer> => encoder.encode(JSON.stringify(value));

/** Runs read tasks: on the reader pool's workers in the server, in this thread on `db` otherwise. */
export interface ReadTaskRunner {
  run<I, O>(task: ReadTask<I, O>, input: I): Promise<O>;
}

export const inThisThread = (db: Db): ReadTaskRunner => ({ run: (task, input) => task.run(db, input) });
