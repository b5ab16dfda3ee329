/**
 * A private redis-server for the realtime bus's tests and benchmarks (PROTOCOL §7): loopback only, on a
 * free port, its own temporary directory, no persistence (no RDB, no AOF). Waits until it answers
 * PING, and stops it by its PID. Nothing global: every test run starts its own and stops it.
 *
 * Only `node:` built-ins, so it runs under Deno (benchmarks) and Node (vitest).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import { delimiter, join, resolve as resolvePath } from "node:path";
import process from "node:process";
import { freePort, stopChild, waitUntilAnswering, watchChild } from "../process/local-server.ts";

export interface RedisOptions {
  /** Listen on 127.0.0.1:`port`; a free one when omitted (a restart passes the old one). */
  port?: number;
  /** Path of `redis-server`; found on PATH (and /usr/bin, /usr/local/bin) when omitted. */
  binary?: string;
  /** Where its temporary directory is made: the system's temp folder by default (Deno benchmarks pass one under ./data). */
  parent?: string;
}

export interface RunningRedis {
  pid: number;
  port: number;
  /** What Kora reads: redis://127.0.0.1:port. */
  url: string;
  dir: string;
  /** SIGTERM (SIGKILL after `graceMs`), then removes its directory; resolves once it has exited. */
  stop(graceMs?: number): Promise<void>;
}

const SEARCH = ["/usr/bin", "/usr/local/bin", "/usr/sbin"];

/** The `redis-server` executable, or null when Redis is not installed. */
export function findRedisServer(): string | null {
  for (const dir of [...(process.env.PATH ?? "").split(delimiter).filter(Boolean), ...SEARCH]) {
    const candidate = join(dir, "redis-server");
    try {
      const info = statSync(candidate);
      if (info.isFile() && (info.mode & 0o111) !== 0) return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/** The command line: loopback, no persistence, no background save, logs in `dir`. */
export function redisArgs(port: number, dir: string): string[] {
  return [
    "--bind",
    "127.0.0.1",
    "--port",
    String(port),
    "--dir",
    dir,
    "--save",
    "",
    "--appendonly",
    "no",
    "--daemonize",
    "no",
    "--protected-mode",
    "yes",
    "--logfile",
    join(dir, "redis.log"),
  ];
}

/** Sends PING in RESP to 127.0.0.1:`port`; true when +PONG comes back within `timeoutMs`. */
export function redisPing(port: number, timeoutMs = 300): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port });
    let reply = "";
    const done = (ok: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(ok);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    socket.on("error", () => done(false));
    socket.on("connect", () => socket.write("*1\r\n$4\r\nPING\r\n"));
    socket.on("data", (chunk) => {
      reply += String(chunk);
      if (reply.includes("\r\n")) done(reply.startsWith("+PONG"));
    });
  });
}

const logTail = (dir: string) => {
  try {
    return readFileSync(join(dir, "redis.log"), "utf8").trim().split("\n").slice(-8).join("\n");
  } catch {
    return "(no log)";
  }
};

/**
 * Starts redis-server in its own process group (a Ctrl-C meant for the terminal leaves it to
 * `stop()`), and resolves once it answers PING. Throws with the end of its log when it exits or
 * stays silent for `timeoutMs`.
 */
export async function startRedis(options: RedisOptions = {}, timeoutMs = 10_000): Promise<RunningRedis> {
  // Under Deno without read access to /usr/bin the search finds nothing: then PATH decides at spawn.
  const binary = options.binary ?? findRedisServer() ?? "redis-server";
  const port = options.port ?? (await freePort());
  const dir = mkdtempSync(join(resolvePath(options.parent ?? tmpdir()), "kora-redis-"));
  const child = spawn(binary, redisArgs(port, dir), { detached: true, stdio: "ignore" });
  const state = watchChild(child);
  await waitUntilAnswering(child, state, () => redisPing(port), timeoutMs, {
    spawn: (error) => {
      rmSync(dir, { recursive: true, force: true });
      return new Error(`Redis could not be started (${binary}): ${error.message}. Install it: apt-get install -y redis-server`);
    },
    start: () => {
      const log = logTail(dir);
      rmSync(dir, { recursive: true, force: true });
      return new Error(
        `redis-server did not start on 127.0.0.1:${port}${state.exited ? ` (exit ${child.exitCode ?? child.signalCode})` : ""}:\n${log}`,
      );
    },
  });
  const pid = child.pid!;
  return {
    pid,
    port,
    url: `redis://127.0.0.1:${port}`,
    dir,
    async stop(graceMs = 3000) {
      if (!state.exited) await stopChild(child, graceMs);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
