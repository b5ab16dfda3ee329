import { parentPort } from "node:worker_threads";
import type { TaskReply, TaskRequest } from "./task-pool.ts";
import type { WorkerTask } from "./worker-task.ts";

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
