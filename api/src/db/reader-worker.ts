/**
 * The runtime of one reader of the reader pool (reader-pool.ts), run as a Web Worker: its own
 * connection to the database file, one read task (read-task.ts) at a time. Whatever blocks here
 * blocks only this worker. The worker's entry file (api/src/reader-entry.ts) calls `serveReads`
 * with the tasks it offers.
 */
import { getPriority, setPriority } from "node:os";
import { platform } from "node:process";
import { Kysely } from "kysely";
import Database from "libsql";
import type { Database as Schema } from "./schema.ts";
import { DirectReadDialect, StatementCache } from "./direct-read-dialect.ts";
import type { Db } from "./database.ts";
import type { ReadTask } from "./read-task.ts";

export type ReadRequest = { id: number; task: string; input: unknown };
export type ReadReply = { id: number; result: unknown } | { id: number; error: string; code?: string };

interface WorkerScope {
  onmessage: ((event: { data: unknown }) => void) | null;
  postMessage(message: unknown, transfer?: ArrayBuffer[]): void;
}

/**
 * How far below the server's own thread a reader runs (a nice value): when a read and the event loop
 * both want one of two cores, the event loop gets it and /api/health, sign-ins and signalling don't
 * wait behind a slot list. On Linux a nice value is per thread; elsewhere it is the whole process's,
 * so nothing is changed there.
 */
const READER_NICE = 10;

function lowerPriority(): void {
  if (platform !== "linux") return;
  try {
    setPriority(Math.min(19, getPriority() + READER_NICE));
  } catch {
    // Not allowed here: the reader runs at the server's priority.
  }
}

// biome-ignore lint/suspicious/noExplicitAny: tasks of every input and output type share the list.
export function serveReads(tasks: ReadTask<any, any>[]): void {
  const scope = globalThis as unknown as WorkerScope;
  const byName = new Map(tasks.map((task) => [task.name, task]));
  let db: Db | null = null;

  scope.onmessage = async (event: { data: unknown }) => {
    const message = event.data as { open: string } | ReadRequest;
    if ("open" in message) {
      lowerPriority();
      try {
        const database = new Database(message.open.replace(/^file:/, ""));
        // A reader never writes; memory-mapped pages spare copying them out of the OS cache.
        database.exec("pragma query_only = 1; pragma mmap_size = 1073741824; pragma cache_size = -32768");
        db = new Kysely<Schema>({ dialect: new DirectReadDialect(new StatementCache(database)) });
        scope.postMessage({ opened: true });
      } catch (error) {
        scope.postMessage({ opened: false, error: String(error) });
      }
      return;
    }
    try {
      const task = byName.get(message.task);
      if (!task) throw new Error(`No read task named ${message.task}`);
      const result = await task.run(db!, message.input);
      // An encoded body (read-task.ts's jsonBytes) is handed over, not copied.
      const whole = result instanceof Uint8Array && result.buffer instanceof ArrayBuffer && result.byteLength === result.buffer.byteLength;
      const transfer = whole ? [result.buffer as ArrayBuffer] : [];
      scope.postMessage({ id: message.id, result } satisfies ReadReply, transfer);
    } catch (error) {
      const code = (error as { code?: string }).code;
      scope.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error), code } satisfies ReadReply);
    }
  };
}
