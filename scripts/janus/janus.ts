/**
 * Janus for the SFU tests, the benchmark and `npm start`: renders scripts/janus/config.ts into its
 * own folder, starts `janus --configs-folder=<dir> --config=<dir>/janus.jcfg` in the foreground, waits
 * until its WebSocket transport accepts connections, and stops it by its PID. Never the system's
 * configuration.
 *
 * Janus gathers no loopback ICE candidates: for media, run it (and the peers) in a network namespace
 * with a second loopback-like address on a veth (../shared/MACHINE.md) and pass that address as
 * `mediaInterface` and `iceEnforce`. The control plane (sessions, tokens, rooms) works on loopback.
 *
 * Only `node:` built-ins, so it runs under Node (vitest) and Deno.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { type AddressInfo, connect, createServer } from "node:net";
import { join } from "node:path";
import { type JanusOptions, janusConfig } from "./config.ts";

export interface Janus {
  pid: number;
  /** ws://host:port for the JSON API. */
  url: string;
  tokenSecret: string;
  adminKey: string;
  process: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

export function findJanus(): string | null {
  for (const candidate of ["/usr/bin/janus", "/usr/local/bin/janus"]) if (existsSync(candidate)) return candidate;
  return null;
}

export const randomJanusSecret = () => randomBytes(24).toString("base64url");

/** A free TCP port on 127.0.0.1 for Janus's WebSocket: `preferred` (Janus's usual 8188) when free. */
export async function freeJanusPort(preferred = 8188): Promise<number> {
  const listen = (port: number) =>
    new Promise<number | null>((resolve) => {
      const server = createServer();
      server.once("error", () => resolve(null));
      server.listen(port, "127.0.0.1", () => {
        const { port: bound } = server.address() as AddressInfo;
        server.close(() => resolve(bound));
      });
    });
  return (await listen(preferred)) ?? (await listen(0)) ?? Promise.reject(new Error("no free port for Janus on 127.0.0.1"));
}

function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

export async function startJanus(
  options: Omit<JanusOptions, "tokenSecret" | "adminKey"> & { dir: string; tokenSecret?: string; adminKey?: string; binary?: string },
): Promise<Janus> {
  const binary = options.binary ?? findJanus();
  if (!binary) throw new Error("janus is not installed (scripts/setup-system.sh installs it)");
  const tokenSecret = options.tokenSecret ?? randomJanusSecret();
  const adminKey = options.adminKey ?? randomJanusSecret();
  rmSync(options.dir, { recursive: true, force: true });
  mkdirSync(options.dir, { recursive: true });
  for (const [name, text] of Object.entries(janusConfig({ ...options, tokenSecret, adminKey })))
    writeFileSync(join(options.dir, name), text);
  const child = spawn(binary, [`--configs-folder=${options.dir}`, `--config=${join(options.dir, "janus.jcfg")}`, "--disable-colors"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  // The last 64 KB of its log (a long `npm start` run must not grow it without end).
  let output = "";
  const keep = (chunk: unknown) => {
    output += String(chunk);
    if (output.length > 65_536) output = output.slice(-65_536);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 15_000;
  while (!(await answers(options.wsHost, options.wsPort))) {
    if (child.exitCode !== null) throw new Error(`janus exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`janus did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    pid: child.pid!,
    url: `ws://${options.wsHost}:${options.wsPort}`,
    tokenSecret,
    adminKey,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(options.dir, { recursive: true, force: true });
    },
  };
}
