import { Worker } from "node:worker_threads";
import type { PoolWorker } from "./task-pool.ts";

/**
 * A `node:worker_threads` worker running `entry` with a V8 heap limit. Deno honours `resourceLimits`
 * (tried with Deno 2.9): a worker past its limit is ended rather than the whole process aborting — though Deno
 * ends it without an 'error' or 'exit' event, so the pool's time limit is what notices. The limit
 * bounds only the JavaScript heap; decoded pixels live in buffers outside it, bounded by the exact
 * size checks before any decoding (lib/images/decode-image.ts).
 */
export function spawnNodeWorker(entry: string | URL, heapMb: number, workerData?: unknown): PoolWorker {
  return new Worker(entry, {
    workerData,
    resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: Math.min(64, Math.ceil(heapMb / 8)) },
  });
}
