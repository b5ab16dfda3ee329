import { getPriority } from "node:os";
import { afterEach, describe, expect, it } from "vitest";
import { nodeTaskPool, nodeTaskWorker } from "../test/workers/node-pool.ts";
import { crashTask, echoTask, hogTask, niceTask, spinTask, throwTask } from "../test/workers/test-tasks.ts";
import { TaskFailedError, TaskPool, TaskPoolBusyError, TaskPoolClosedError, TaskTimeoutError, WorkerFailedError } from "./task-pool.ts";

/**
 * The task pool on real worker threads (Node's, loading the TypeScript entry through jiti; the server
 * runs the same pool on Deno's, which api/server-tests/untrusted-files.server.test.ts exercises).
 */

const testEntry = new URL("../test/workers/test-task-entry.ts", import.meta.url);
const pools: TaskPool[] = [];
const pool = async (options: Parameters<typeof nodeTaskPool>[0] = {}) => {
  const made = await nodeTaskPool(options);
  pools.push(made);
  return made;
};
afterEach(() => {
  for (const made of pools.splice(0)) made.close();
});

describe("TaskPool", { timeout: 60_000 }, () => {
  it("answers a task's result, and what a task threw as TaskFailedError", async () => {
    const tasks = await pool();
    expect(await tasks.run(echoTask, { value: { a: [1, 2], b: new Uint8Array([3]) } })).toEqual({ a: [1, 2], b: new Uint8Array([3]) });
    await expect(tasks.run(throwTask, {})).rejects.toThrow(new TaskFailedError("the task broke"));
  });

  it("starts its workers with the first task when nothing started them", async () => {
    const lazy = new TaskPool({ name: "lazy", size: 1, timeoutMs: 20_000, maxQueued: 10, spawn: () => nodeTaskWorker(testEntry, 64) });
    pools.push(lazy);
    expect(lazy.load.workers).toBe(0);
    expect(await lazy.run(echoTask, { value: "first" })).toBe("first");
    expect(lazy.load.workers).toBe(1);
  });

  it("stops a task past its time limit, tells its caller, and runs the next task on a new worker", async () => {
    const ended: string[] = [];
    const tasks = await pool({ timeoutMs: 20_000, onWorkerEnded: (error) => ended.push(error.name) });
    const stuck = tasks.run(spinTask, { ms: 120_000 }, { timeoutMs: 300 });
    const next = tasks.run(echoTask, { value: "after" });
    await expect(stuck).rejects.toBeInstanceOf(TaskTimeoutError);
    expect(await next).toBe("after");
    expect(tasks.load).toEqual({ waiting: 0, running: 0, workers: 1 });
    expect(ended).toEqual(["TaskTimeoutError"]);
  });

  it("keeps the calling thread free while a task holds its worker", async () => {
    const tasks = await pool();
    const order: string[] = [];
    const spinning = tasks.run(spinTask, { ms: 1500 }).then(() => order.push("task done"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    order.push("timer fired");
    await spinning;
    expect(order).toEqual(["timer fired", "task done"]);
  });

  it.runIf(process.platform === "linux")("runs its workers below the calling thread's priority, leaving that one's alone", async () => {
    const tasks = await pool();
    const before = getPriority();
    expect(await tasks.run(niceTask, {})).toBe(Math.min(19, before + 10));
    expect(getPriority()).toBe(before);
    // A lane may ask for another (workers/lanes.ts: calendars 5).
    const lane = await pool({ spawn: () => nodeTaskWorker(testEntry, 64, { nice: 5 }) });
    expect(await lane.run(niceTask, {})).toBe(Math.min(19, before + 5));
  });

  it("ends a worker that passes its heap limit, tells the caller, and replaces it", async () => {
    const tasks = await pool({ heapMb: 32 });
    await expect(tasks.run(hogTask, {})).rejects.toBeInstanceOf(WorkerFailedError);
    expect(await tasks.run(echoTask, { value: 1 })).toBe(1);
  });

  it("replaces a worker that crashed under a task", async () => {
    const tasks = await pool();
    await expect(tasks.run(crashTask, {})).rejects.toThrow(WorkerFailedError);
    expect(await tasks.run(echoTask, { value: 2 })).toBe(2);
  });

  it("refuses at once what would wait past maxQueued, and serves what waits", async () => {
    const tasks = await pool({ maxQueued: 2 });
    const running = tasks.run(spinTask, { ms: 800 });
    const waiting = [tasks.run(echoTask, { value: "a" }), tasks.run(echoTask, { value: "b" })];
    await expect(tasks.run(echoTask, { value: "c" })).rejects.toBeInstanceOf(TaskPoolBusyError);
    expect(await Promise.all([running, ...waiting])).toEqual(["done", "a", "b"]);
  });

  it("fails what runs and waits when closed, and refuses later tasks", async () => {
    const tasks = await pool();
    const running = tasks.run(spinTask, { ms: 5000 });
    const waiting = tasks.run(echoTask, { value: 1 });
    tasks.close();
    await expect(running).rejects.toBeInstanceOf(TaskPoolClosedError);
    await expect(waiting).rejects.toBeInstanceOf(TaskPoolClosedError);
    await expect(tasks.run(echoTask, { value: 1 })).rejects.toBeInstanceOf(TaskPoolClosedError);
  });

  it("fails tasks at once, rather than leaving them waiting, when no worker can start", async () => {
    const entry = new URL("./no-such-entry.ts", import.meta.url);
    const ended: Error[] = [];
    const broken = new TaskPool({
      name: "broken",
      size: 1,
      timeoutMs: 5000,
      maxQueued: 10,
      spawn: () => nodeTaskWorker(entry, 64),
      onWorkerEnded: (error) => ended.push(error),
    });
    pools.push(broken);
    const started = broken.start();
    const waiting = broken.run(echoTask, { value: 1 });
    await expect(started).rejects.toBeInstanceOf(WorkerFailedError);
    await expect(waiting).rejects.toBeInstanceOf(WorkerFailedError);
    await expect(broken.run(echoTask, { value: 1 })).rejects.toBeInstanceOf(TaskPoolClosedError);
    expect(ended).toHaveLength(1);
  });
});
