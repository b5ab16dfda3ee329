/**
 * A private Radicale (Debian's `radicale`, a CalDAV server) for calendar-sync tests (issue 21): loopback
 * only, on a free port, its own folder under ./data, htpasswd auth with plain passwords, rights owner-only.
 * Waits until it answers HTTP, and stops it by its PID. A stopped server can be started again on the same
 * port and folder (a "server comes back" test): pass `port` and `dir` from the first run.
 *
 * Only `node:` built-ins, so it runs under Node (vitest) and Deno.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request } from "node:http";
import { join, resolve as resolvePath } from "node:path";
import process from "node:process";

export interface RadicaleUser {
  username: string;
  password: string;
}

export interface RadicaleOptions {
  users: RadicaleUser[];
  /** Listen on 127.0.0.1:`port`; a free one when omitted. */
  port?: number;
  /** Its folder (config, htpasswd, collections, log); a new one under `parent` when omitted. */
  dir?: string;
  /** Where a new folder is made: ./data by default. */
  parent?: string;
  binary?: string;
}

export interface RunningRadicale {
  pid: number;
  port: number;
  /** The server's root, http://127.0.0.1:port/ — what a person types as the CalDAV address. */
  url: string;
  dir: string;
  /** SIGTERM (SIGKILL after `graceMs`); resolves once it has exited. The folder stays (pass it to start again). */
  stop(graceMs?: number): Promise<void>;
  /** stop(), then removes the folder. */
  dispose(): Promise<void>;
}

/** A TCP port free on 127.0.0.1. */
export function freeRadicalePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Radicale 3.1's configuration: loopback, htpasswd (plain), owner-only rights, storage and log in `dir`. */
export function radicaleConfig(port: number, dir: string): string {
  return [
    "[server]",
    `hosts = 127.0.0.1:${port}`,
    "[auth]",
    "type = htpasswd",
    `htpasswd_filename = ${join(dir, "users")}`,
    "htpasswd_encryption = plain",
    "delay = 0",
    "[rights]",
    "type = owner_only",
    "[storage]",
    `filesystem_folder = ${join(dir, "collections")}`,
    "[logging]",
    "level = warning",
    "",
  ].join("\n");
}

/** True when something answers HTTP on 127.0.0.1:`port` within `timeoutMs`. */
export function radicaleAnswers(port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ host: "127.0.0.1", port, path: "/.web/", method: "GET", timeout: timeoutMs }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve(false));
    req.end();
  });
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

/** Starts Radicale in its own process group and resolves once it answers; throws with its log when it does not. */
export async function startRadicale(options: RadicaleOptions, timeoutMs = 15_000): Promise<RunningRadicale> {
  const binary = options.binary ?? (existsSync("/usr/bin/radicale") ? "/usr/bin/radicale" : "radicale");
  const port = options.port ?? (await freeRadicalePort());
  const parent = resolvePath(options.parent ?? "data");
  mkdirSync(parent, { recursive: true });
  const dir = options.dir ?? mkdtempSync(join(parent, "radicale-"));
  mkdirSync(join(dir, "collections"), { recursive: true });
  writeFileSync(join(dir, "users"), `${options.users.map((u) => `${u.username}:${u.password}`).join("\n")}\n`, { mode: 0o600 });
  writeFileSync(join(dir, "config"), radicaleConfig(port, dir));
  const log = join(dir, "radicale.log");
  const child = spawn(binary, ["--config", join(dir, "config")], {
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr = (stderr + String(chunk)).slice(-4000);
  });
  let exited = false;
  let spawnError: Error | null = null;
  child.once("exit", () => (exited = true));
  child.once("error", (error) => {
    spawnError = error;
    exited = true;
  });
  const deadline = Date.now() + timeoutMs;
  while (!(await radicaleAnswers(port))) {
    if (spawnError)
      throw new Error(
        `Radicale could not be started (${binary}): ${(spawnError as Error).message}. Install it: apt-get install -y radicale`,
      );
    if (exited || Date.now() > deadline) {
      if (!exited) child.kill("SIGKILL");
      writeFileSync(log, stderr);
      throw new Error(`radicale did not start on 127.0.0.1:${port}:\n${stderr.split("\n").slice(-8).join("\n")}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const pid = child.pid!;
  const stop = async (graceMs = 3000) => {
    if (exited) return;
    process.kill(pid, "SIGTERM");
    if (!(await waitForExit(child, graceMs))) {
      process.kill(pid, "SIGKILL");
      await waitForExit(child, graceMs);
    }
  };
  return {
    pid,
    port,
    url: `http://127.0.0.1:${port}/`,
    dir,
    stop,
    async dispose() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The end of a folder's Radicale log (for a failing test's message). */
export const radicaleLog = (dir: string) => (existsSync(join(dir, "radicale.log")) ? readFileSync(join(dir, "radicale.log"), "utf8") : "");
