import { getPriority, setPriority } from "node:os";
import { platform } from "node:process";
import { parentPort, workerData } from "node:worker_threads";
import type { TaskReply, TaskRequest } from "./task-pool.ts";
import type { WorkerTask } from "./worker-task.ts";

/**
 * How far below the server's own thread a worker runs (nice values), unless its workerData says
 * (`{ nice }`, per lane: workers/lanes.ts): when both want a core, the event loop gets it first and a
 * decode waits. On Linux a nice value is per thread.
 */
const DEFAULT_NICE = 10;

/**
 * The inside of a task pool's worker (task-pool.ts): runs the named task of each message, one at a
 * time, and answers its result (or the message of what it threw). Says `{ ready: true }` once its
 * tasks are loaded, so loading is never counted against a task's time limit.
 */
// biome-ignore lint/suspicious/noExplicitAny: tasks of every input and output type share the list.
export function serveTasks(tasks: readonly WorkerTask<any, any>[]): void {
  const port = parentPort;
  if (!port) throw new Error("serveTasks runs in a worker thread");
  const byName = new Map(tasks.map((task) => [task.name, task]));
  // Linux only: elsewhere a priority is the whole process's, and the server's own thread would be slowed too.
  if (platform === "linux") {
    try {
      const nice = (workerData as { nice?: number } | null)?.nice ?? DEFAULT_NICE;
      setPriority(Math.min(19, getPriority() + nice));
    } catch {
      // Not allowed here: the worker runs at the server's priority.
    }
  }
  port.on("message", async (request: TaskRequest) => {
    try {
      const task = byName.get(request.task);
      if (!task) throw new Error(`No worker task named ${request.task}`);
      port.postMessage({ id: request.id, result: await task.run(request.input) } satisfies TaskReply);
    } catch (error) {
      port.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies TaskReply);
    }
  });
  port.postMessage({ ready: true });
}
