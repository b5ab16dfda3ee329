/**
 * A private nginx for the scale-out tests: renders scripts/nginx/config.ts into its own folder,
 * starts `nginx -p <dir> -c <dir>/nginx.conf` in the foreground on loopback, waits until it answers,
 * and stops it by its PID. Never the system's nginx or its configuration.
 *
 * Only `node:` built-ins, so it runs under Node (vitest) and Deno (benchmarks).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { nginxConfig } from "./config.ts";

export interface Nginx {
  url: string;
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** `nginx` on PATH or in /usr/sbin; null when not installed. */
export function findNginx(): string | null {
  for (const candidate of ["/usr/sbin/nginx", "/usr/bin/nginx"]) if (existsSync(candidate)) return candidate;
  const which = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

/** Checks a configuration with `nginx -t` (no server started); returns nginx's own words on failure. */
export function testConfig(binary: string, dir: string, config: string): { ok: boolean; output: string } {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, "nginx.conf");
  writeFileSync(file, config);
  const result = spawnSync(binary, ["-t", "-p", dir, "-c", file], { encoding: "utf8" });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Starts nginx on 127.0.0.1:`port` in front of `instances` (`host:port`), its files under `dir`. */
export async function startNginx(options: {
  port: number;
  instances: readonly string[];
  backups?: readonly string[];
  dir: string;
  binary?: string;
}): Promise<Nginx> {
  const binary = options.binary ?? findNginx();
  if (!binary) throw new Error("nginx is not installed (scripts/setup-system.sh installs it)");
  rmSync(options.dir, { recursive: true, force: true });
  const config = nginxConfig({
    listen: `127.0.0.1:${options.port}`,
    instances: options.instances,
    backups: options.backups,
    prefix: options.dir,
  });
  const checked = testConfig(binary, options.dir, config);
  if (!checked.ok) throw new Error(`nginx refused its configuration:\n${checked.output}`);
  const child = spawn(binary, ["-p", options.dir, "-c", join(options.dir, "nginx.conf")], { stdio: ["ignore", "ignore", "pipe"] });
  let output = "";
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await answers(options.port))) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${output}`);
    if (Date.now() > deadline) throw new Error(`nginx did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${options.port}`,
    port: options.port,
    process: child,
    stop: async () => {
      // SIGQUIT: a graceful stop (open sockets close, workers exit), by the PID we started.
      if (child.exitCode === null) child.kill("SIGQUIT");
      await exited;
      rmSync(options.dir, { recursive: true, force: true });
    },
  };
}
