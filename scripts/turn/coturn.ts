/**
 * coturn for `npm start`, the end-to-end rig and the meeting benchmark: finds `turnserver`, starts it
 * on 127.0.0.1 with TURN REST credentials (a shared secret the API mints time-limited credentials
 * from), waits until it answers a STUN binding request, and stops it by its PID.
 *
 * `--allow-loopback-peers` lets two browsers on this machine relay to each other: for development
 * and tests only. A production coturn denies loopback and private peers
 * (scripts/coturn/turnserver.production.conf).
 *
 * Only `node:` built-ins, so it runs under Deno (npm start, benchmarks) and Node (playwright.config.ts).
 */
import { Buffer } from "node:buffer";
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createSocket } from "node:dgram";
import { createServer } from "node:net";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, statSync } from "node:fs";
import { delimiter, join, resolve } from "node:path";
import process from "node:process";

export interface CoturnOptions {
  /** UDP and TCP port to listen on (127.0.0.1). */
  port: number;
  /** `--static-auth-secret`; Kora's TURN_SECRET (at least 16 characters). */
  secret: string;
  /** Holds coturn's database, PID file and log; created if missing. */
  stateDir: string;
  /** Relay ports coturn allocates from (default 49160–49260). */
  minPort?: number;
  maxPort?: number;
  realm?: string;
  /** Path of `turnserver`; found on PATH (and in /usr/bin, /usr/sbin) when omitted. */
  binary?: string;
}

export interface Coturn {
  pid: number;
  port: number;
  secret: string;
  /** What Kora reads: TURN_URLS and TURN_SECRET. */
  env: { TURN_URLS: string; TURN_SECRET: string };
  logFile: string;
  /** SIGTERM, then SIGKILL after `graceMs` if it is still running; resolves once it has exited. */
  stop(graceMs?: number): Promise<void>;
}

const SEARCH = ["/usr/bin", "/usr/sbin", "/usr/local/bin", "/usr/local/sbin"];

/** The `turnserver` executable, or null when coturn is not installed. */
export function findTurnserver(): string | null {
  const dirs = [...(process.env.PATH ?? "").split(delimiter).filter(Boolean), ...SEARCH];
  for (const dir of dirs) {
    const candidate = join(dir, "turnserver");
    try {
      const info = statSync(candidate);
      if (info.isFile() && (info.mode & 0o111) !== 0) return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/** A fresh secret for one run (hex, 48 characters). */
export const randomTurnSecret = (): string => randomBytes(24).toString("hex");

/** Kora's environment for a coturn on 127.0.0.1:`port`. */
export const turnEnv = (port: number, secret: string) => ({ TURN_URLS: `turn:127.0.0.1:${port}?transport=udp`, TURN_SECRET: secret });

const bindsUdp = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = createSocket("udp4");
    socket.once("error", () => done(false));
    socket.bind(port, "127.0.0.1", () => socket.close(() => done(true)));
  });

const bindsTcp = (port: number) =>
  new Promise<number | null>((done) => {
    const server = createServer();
    server.once("error", () => done(null));
    server.listen(port, "127.0.0.1", () => {
      const bound = (server.address() as { port: number }).port;
      server.close(() => done(bound));
    });
  });

/** `preferred` (3478, TURN's own port) when both its UDP and TCP ports are free on 127.0.0.1, else another port free on both. */
export async function freeTurnPort(preferred = 3478): Promise<number> {
  if ((await bindsTcp(preferred)) !== null && (await bindsUdp(preferred))) return preferred;
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = await bindsTcp(0);
    if (port !== null && (await bindsUdp(port))) return port;
  }
  throw new Error("no free port for coturn on 127.0.0.1");
}

/** The command line of MACHINE.md: loopback only, TURN REST auth, no TLS/DTLS, no CLI, state in `stateDir`. */
export function coturnArgs(options: CoturnOptions): string[] {
  const dir = resolve(options.stateDir);
  return [
    "-n",
    "--listening-ip=127.0.0.1",
    `--listening-port=${options.port}`,
    "--relay-ip=127.0.0.1",
    `--min-port=${options.minPort ?? 49160}`,
    `--max-port=${options.maxPort ?? 49260}`,
    `--realm=${options.realm ?? "kora.local"}`,
    "--use-auth-secret",
    `--static-auth-secret=${options.secret}`,
    "--fingerprint",
    "--no-tls",
    "--no-dtls",
    "--no-cli",
    "--no-software-attribute",
    // Dev and tests only: both browsers are on this machine.
    "--allow-loopback-peers",
    `--db=${dir}/turndb`,
    `--pidfile=${dir}/turn.pid`,
    `--log-file=${dir}/turn.log`,
    "--simple-log",
    "--no-stdout-log",
  ];
}

/** A STUN Binding Request to 127.0.0.1:`port`; true when a Binding Success response comes back within `timeoutMs`. */
export function stunPing(port: number, timeoutMs = 300): Promise<boolean> {
  return new Promise((resolvePing) => {
    const socket = createSocket("udp4");
    const id = randomBytes(12);
    const request = Buffer.concat([Buffer.from([0x00, 0x01, 0x00, 0x00, 0x21, 0x12, 0xa4, 0x42]), id]);
    const done = (ok: boolean) => {
      clearTimeout(timer);
      try {
        socket.close();
      } catch {
        // already closed
      }
      resolvePing(ok);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    socket.on("error", () => done(false));
    socket.on("message", (message: Buffer) =>
      done(message.length >= 20 && message.readUInt16BE(0) === 0x0101 && message.subarray(8, 20).equals(id)),
    );
    socket.bind(0, "127.0.0.1", () => socket.send(request, port, "127.0.0.1"));
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Stops a coturn a previous run left behind in `stateDir` (its PID file names a live turnserver using that directory). */
function stopLeftover(dir: string): void {
  const pidFile = join(dir, "turn.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").trim());
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return;
  let cmdline = "";
  try {
    cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    return;
  }
  if (cmdline.includes("turnserver") && cmdline.includes(`--pidfile=${pidFile}`)) process.kill(pid, "SIGKILL");
}

async function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return true;
  return await new Promise<boolean>((resolveExit) => {
    const timer = setTimeout(() => resolveExit(false), ms);
    child.once("exit", () => {
      clearTimeout(timer);
      resolveExit(true);
    });
  });
}

const tail = (file: string) => {
  try {
    return readFileSync(file, "utf8").trim().split("\n").slice(-8).join("\n");
  } catch {
    return "(no log)";
  }
};

/**
 * Starts coturn on 127.0.0.1:`port` in its own process group (a Ctrl-C meant for the terminal's
 * foreground job leaves it to `stop()`), and resolves once it answers STUN. Throws with the end of
 * coturn's log when it exits or stays silent for `timeoutMs`.
 */
export async function startCoturn(options: CoturnOptions, timeoutMs = 10_000): Promise<Coturn> {
  const binary = options.binary ?? findTurnserver();
  if (!binary) throw new Error("coturn is not installed (turnserver not found): apt-get install -y coturn");
  const dir = resolve(options.stateDir);
  mkdirSync(dir, { recursive: true });
  stopLeftover(dir);
  const logFile = join(dir, "turn.log");
  rmSync(logFile, { force: true });
  rmSync(join(dir, "turndb"), { force: true });
  const stderr = openSync(join(dir, "turn.stderr"), "w");
  const child = spawn(binary, coturnArgs(options), { detached: true, stdio: ["ignore", "ignore", stderr] });
  closeSync(stderr);
  let exited = false;
  child.once("exit", () => (exited = true));
  const deadline = Date.now() + timeoutMs;
  try {
    while (!(await stunPing(options.port))) {
      if (exited || Date.now() > deadline) {
        const stderrText = readFileSync(join(dir, "turn.stderr"), "utf8").trim();
        throw new Error(
          `coturn did not start on 127.0.0.1:${options.port}${exited ? ` (exit ${child.exitCode ?? child.signalCode})` : ""}:\n${stderrText || tail(logFile)}`,
        );
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  } catch (error) {
    if (!exited) child.kill("SIGKILL");
    throw error;
  }
  const pid = child.pid!;
  return {
    pid,
    port: options.port,
    secret: options.secret,
    env: turnEnv(options.port, options.secret),
    logFile,
    async stop(graceMs = 3000) {
      if (exited) return;
      process.kill(pid, "SIGTERM");
      if (!(await waitForExit(child, graceMs))) {
        process.kill(pid, "SIGKILL");
        await waitForExit(child, graceMs);
      }
    },
  };
}
