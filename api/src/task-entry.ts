/**
 * The entry of the bounded workers main.ts starts (workers/lanes.ts): serves the worker tasks — CPU
 * work on untrusted input, such as decoding an uploaded picture — one at a time, off the event loop.
 */
import { serveTasks } from "./workers/serve-tasks.ts";
import { WORKER_TASKS } from "./worker-tasks.ts";

serveTasks(WORKER_TASKS);
