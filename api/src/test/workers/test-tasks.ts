import { getPriority } from "node:os";
import { exit } from "node:process";
import { defineWorkerTask } from "../../workers/worker-task.ts";

/** Tasks that misbehave on purpose, for the task pool's tests (test-task-entry.ts serves them). */

export const echoTask = defineWorkerTask("test.echo", "images", async (input: { value: unknown }) => input.value);

/** Holds its thread for `ms`, as a decoder stuck in a loop would. */
export const spinTask = defineWorkerTask("test.spin", "images", async (input: { ms: number }) => {
  const until = performance.now() + input.ms;
  while (performance.now() < until);
  return "done";
});

/** Keeps allocating until its heap limit ends it. */
export const hogTask = defineWorkerTask("test.hog", "images", async () => {
  const kept: unknown[] = [];
  for (;;) kept.push({ n: kept.length, s: `x${kept.length}` });
});

export const throwTask = defineWorkerTask("test.throw", "images", async () => {
  throw new Error("the task broke");
});

/** Ends its thread, as a native crash would. */
export const crashTask = defineWorkerTask("test.crash", "images", async () => exit(3));

/** The worker thread's scheduling priority (a nice value; per thread on Linux). */
export const niceTask = defineWorkerTask("test.nice", "images", async () => getPriority());

export const TEST_TASKS = [echoTask, spinTask, hogTask, throwTask, crashTask, niceTask];
