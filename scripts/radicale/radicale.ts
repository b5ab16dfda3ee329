/**
 * A private Radicale (Debian's `radicale`, a CalDAV server) for calendar-sync tests (core §7): loopback
 * only, on a free port, its own folder under ./data, htpasswd auth with plain passwords, rights owner-only
 * (or a rights file given as `rights`).
 * Waits until it answers HTTP, and stops it by its PID. A stopped server can be started again on the same
 * port and folder (a "server comes back" test): pass `port` and `dir` from the first run.
 *
 * Only `node:` built-ins, so it runs under Node (vitest) and Deno.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { join, resolve as resolvePath } from "node:path";
import { freePort, stopChild, waitUntilAnswering, watchChild } from "../process/local-server.ts";

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
  /**
   * A rights file (Radicale's `from_file` format: sections of user, collection, permissions; first match
   * wins) instead of owner-only rights, e.g. to make one calendar read-only for its owner.
   */
  rights?: string;
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

/** Radicale 3.1's configuration: loopback, htpasswd (plain), owner-only rights (or `dir`/rights), storage and log in `dir`. */
export function radicaleConfig(port: number, dir: string, rightsFile = false): string {
  return [
    "[server]",
    `hosts = 127.0.0.1:${port}`,
    "[auth]",
    "type = htpasswd",
    `htpasswd_filename = ${join(dir, "users")}`,
    "htpasswd_encryption = plain",
    "delay = 0",
    "[rights]",
    ...(rightsFile ? ["type = from_file", `file = ${join(dir, "rights")}`] : ["type = owner_only"]),
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

/** Starts Radicale in its own process group and resolves once it answers; throws with its log when it does not. */
export async function startRadicale(options: RadicaleOptions, timeoutMs = 15_000): Promise<RunningRadicale> {
  const binary = options.binary ?? (existsSync("/usr/bin/radicale") ? "/usr/bin/radicale" : "radicale");
  const port = options.port ?? (await freePort());
  const parent = resolvePath(options.parent ?? "data");
  mkdirSync(parent, { recursive: true });
  const dir = options.dir ?? mkdtempSync(join(parent, "radicale-"));
  mkdirSync(join(dir, "collections"), { recursive: true });
  writeFileSync(join(dir, "users"), `${options.users.map((u) => `${u.username}:${u.password}`).join("\n")}\n`, { mode: 0o600 });
  if (options.rights !== undefined) writeFileSync(join(dir, "rights"), options.rights);
  writeFileSync(join(dir, "config"), radicaleConfig(port, dir, options.rights !== undefined));
  const log = join(dir, "radicale.log");
  const child = spawn(binary, ["--config", join(dir, "config")], {
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr = (stderr + String(chunk)).slice(-4000);
  });
  const state = watchChild(child);
  await waitUntilAnswering(child, state, () => radicaleAnswers(port), timeoutMs, {
    spawn: (error) => new Error(`Radicale could not be started (${binary}): ${error.message}. Install it: apt-get install -y radicale`),
    start: () => {
      writeFileSync(log, stderr);
      return new Error(`radicale did not start on 127.0.0.1:${port}:\n${stderr.split("\n").slice(-8).join("\n")}`);
    },
  });
  const pid = child.pid!;
  const stop = async (graceMs = 3000) => {
    if (state.exited) return;
    await stopChild(child, graceMs);
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
