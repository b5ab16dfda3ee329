import { describe, expect, it } from "vitest";
import { defineReadTask } from "./read-task.ts";
import { withReadOwner } from "./read-owner.ts";
import { ReaderBusyError, ReaderPool, type ReaderWorker } from "./reader-pool.ts";
import type { ReadReply, ReadRequest } from "./reader-worker.ts";

/**
 * The pool's scheduling, with readers that run in this thread and answer when the test says so (the
 * real workers are Deno's, which vitest's Node has not; api/server-tests/readers.server.test.ts runs
 * them). Each task echoes its input, so the order tasks started in is the order of their inputs.
 */
const echo = defineReadTask("test.echo", async (_db, input: string) => input);

class HeldReader implements ReaderWorker {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { message?: string }) => void) | null = null;
  readonly running: ReadRequest[] = [];
  constructor(private readonly started: string[]) {}
  postMessage(message: unknown): void {
    const request = message as { open: string } | ReadRequest;
    if ("open" in request) queueMicrotask(() => this.onmessage?.({ data: { opened: true } }));
    else {
      this.running.push(request);
      this.started.push(request.input as string);
    }
  }
  terminate(): void {}
  /** Answers the task it is running. */
  finish(): void {
    const request = this.running.shift()!;
    this.onmessage?.({ data: { id: request.id, result: request.input } satisfies ReadReply });
  }
}

async function pool(size: number, options: { maxQueuedPerOwner?: number; timeoutMs?: number } = {}) {
  const started: string[] = [];
  const readers: HeldReader[] = [];
  const readerPool = new ReaderPool({
    url: "file:unused",
    size,
    timeoutMs: options.timeoutMs ?? 60_000,
    maxQueuedPerOwner: options.maxQueuedPerOwner,
    spawn: () => {
      const reader = new HeldReader(started);
      readers.push(reader);
      return reader;
    },
  });
  await readerPool.start();
  const run = (owner: string | null, input: string) =>
    owner === null ? readerPool.run(echo, input) : withReadOwner(owner, () => readerPool.run(echo, input));
  /** The reader running `input` answers it. */
  const finish = async (input: string) => {
    readers.find((reader) => reader.running[0]?.input === input)!.finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { readerPool, started, run, finish };
}

describe("the reader pool's queue", () => {
  it("gives a free reader to someone with nothing running before a burst's next task", async () => {
    const { started, run, finish, readerPool } = await pool(1);
    const answers = ["a1", "a2", "a3"].map((input) => run("ann", input));
    const bob = run("bob", "b1");
    expect(started).toEqual(["a1"]);
    await finish("a1");
    // First in, first out would start a2 here and make Bob wait for all of Ann's burst.
    expect(started).toEqual(["a1", "b1"]);
    await finish("b1");
    await finish("a2");
    await finish("a3");
    expect(started).toEqual(["a1", "b1", "a2", "a3"]);
    expect(await Promise.all([...answers, bob])).toEqual(["a1", "a2", "a3", "b1"]);
    readerPool.close();
  });

  it("takes turns between people with tasks waiting, each person's in the order they came", async () => {
    const { started, run, finish, readerPool } = await pool(2);
    const all = [run("ann", "a1"), run("ann", "a2"), run("ann", "a3"), run("ann", "a4"), run("bob", "b1"), run("bob", "b2")];
    expect(started).toEqual(["a1", "a2"]);
    await finish("a1");
    expect(started.at(-1)).toBe("b1");
    await finish("a2");
    // Ann and Bob each have one running now: the longest-waiting of theirs goes first.
    expect(started.at(-1)).toBe("a3");
    await finish("b1");
    expect(started.at(-1)).toBe("b2");
    for (const input of ["a3", "b2", "a4"]) await finish(input);
    expect(started).toEqual(["a1", "a2", "b1", "a3", "b2", "a4"]);
    await Promise.all(all);
    readerPool.close();
  });

  it("keeps first in, first out for tasks no one in particular asked for", async () => {
    const { started, run, finish, readerPool } = await pool(1);
    const all = ["x1", "x2", "x3"].map((input) => run(null, input));
    for (const input of ["x1", "x2", "x3"]) await finish(input);
    expect(started).toEqual(["x1", "x2", "x3"]);
    await Promise.all(all);
    readerPool.close();
  });

  it("refuses one person's tasks past their share of the queue, and still takes everyone else's", async () => {
    const { run, finish, readerPool } = await pool(1, { maxQueuedPerOwner: 2 });
    const accepted = [run("ann", "a1"), run("ann", "a2"), run("ann", "a3")];
    await expect(run("ann", "a4")).rejects.toBeInstanceOf(ReaderBusyError);
    const bob = run("bob", "b1");
    for (const input of ["a1", "b1", "a2", "a3"]) await finish(input);
    expect(await Promise.all([...accepted, bob])).toEqual(["a1", "a2", "a3", "b1"]);
    // Her waiting tasks ran, so she may queue again.
    const again = run("ann", "a5");
    await finish("a5");
    expect(await again).toBe("a5");
    readerPool.close();
  });

  it("counts a task stopped past its time budget as no longer running", async () => {
    // Long enough that the held tasks after it are answered well within it.
    const { started, run, finish, readerPool } = await pool(1, { timeoutMs: 300 });
    await expect(run("ann", "slow")).rejects.toThrow(/budget/);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const bob0 = run("bob", "b0");
    await finish("b0");
    const carl = run("carl", "c1");
    const bob = run("bob", "b1");
    const ann = run("ann", "a1");
    await finish("c1");
    // Ann was served longer ago than Bob: her task goes first, unless her stopped one still counted as running.
    expect(started).toEqual(["slow", "b0", "c1", "a1"]);
    await finish("a1");
    await finish("b1");
    expect(await Promise.all([bob0, carl, bob, ann])).toEqual(["b0", "c1", "b1", "a1"]);
    readerPool.close();
  });
});
