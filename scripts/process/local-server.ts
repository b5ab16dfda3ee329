/**
 * Starting and stopping a private server process for tests and benchmarks (Redis, Radicale, the Kora
 * server): a free loopback port, a poll until it answers, SIGTERM then SIGKILL by its PID.
 *
 * Only `node:` built-ins, so it runs under Node (vitest) and Deno.
 */
import type { ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import process from "node:process";

/** A TCP port free on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** What has become of a spawned child: it exited, or could not be run at all (`spawnError`, and then `exited`). */
export interface ChildState {
  exited: boolean;
  spawnError: Error | null;
}

/** Follows `child` from now on; call it straight after spawn. */
export function watchChild(child: ChildProcess): ChildState {
  const state: ChildState = { exited: false, spawnError: null };
  child.once("exit", () => (state.exited = true));
  child.once("error", (error) => {
    state.spawnError = error;
    state.exited = true;
  });
  return state;
}

/**
 * Polls `answers` every 50 ms until it says yes. Throws `fail.spawn(error)` when the binary could not be
 * run, and `fail.start()` when the child exits first or `timeoutMs` passes (a child still running is
 * SIGKILLed before `fail.start` is called).
 */
export async function waitUntilAnswering(
  child: ChildProcess,
  state: ChildState,
  answers: () => Promise<boolean>,
  timeoutMs: number,
  fail: { spawn(error: Error): Error; start(): Error },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await answers())) {
    if (state.spawnError) throw fail.spawn(state.spawnError);
    if (state.exited || Date.now() > deadline) {
      if (!state.exited) child.kill("SIGKILL");
      throw fail.start();
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** SIGTERM to `child`'s PID, SIGKILL when it has not exited after `graceMs`; resolves once it has exited (or another `graceMs` passed). */
export async function stopChild(child: ChildProcess, graceMs: number): Promise<void> {
  const pid = child.pid!;
  process.kill(pid, "SIGTERM");
  if (!(await waitForExit(child, graceMs))) {
    process.kill(pid, "SIGKILL");
    await waitForExit(child, graceMs);
  }
}
