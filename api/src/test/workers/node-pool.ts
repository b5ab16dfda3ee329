import { fileURLToPath } from "node:url";
import { spawnNodeWorker } from "../../workers/node-worker.ts";
import { TaskPool, type TaskPoolOptions } from "../../workers/task-pool.ts";

/**
 * Real worker threads under Node for tests: each loads a TypeScript task entry through jiti
 * (jiti-worker.mjs), with the same heap limit the server gives its workers.
 */
export function nodeTaskWorker(entry: URL, heapMb: number, workerData: Record<string, unknown> = {}) {
  return spawnNodeWorker(new URL("./jiti-worker.mjs", import.meta.url), heapMb, { ...workerData, entry: fileURLToPath(entry) });
}

/** A started task pool of real workers running `entry` (test-task-entry.ts unless told). */
export async function nodeTaskPool(options: Partial<TaskPoolOptions> & { heapMb?: number; entry?: URL } = {}): Promise<TaskPool> {
  const entry = options.entry ?? new URL("./test-task-entry.ts", import.meta.url);
  const pool = new TaskPool({
    name: "test",
    size: 1,
    timeoutMs: 20_000,
    maxQueued: 10,
    spawn: () => nodeTaskWorker(entry, options.heapMb ?? 64),
    ...options,
  });
  await pool.start();
  return pool;
}
