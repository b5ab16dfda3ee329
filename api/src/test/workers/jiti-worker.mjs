// A worker thread for tests under Node, which cannot load TypeScript by itself: jiti loads the task
// entry named in workerData (the server, on Deno, loads its TypeScript entry directly).
import { workerData } from "node:worker_threads";
import { createJiti } from "jiti";

await createJiti(import.meta.url).import(workerData.entry);
