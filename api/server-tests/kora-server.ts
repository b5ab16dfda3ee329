import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import WebSocket from "ws";
import { z } from "zod";
import { mailboxMessageSchema } from "@kora/shared/contracts/dev-mailbox.ts";
import { meSchema } from "@kora/shared/contracts/users.ts";
import { freePort } from "../../scripts/process/local-server.ts";
import { dataOf, type JsonResponse } from "../src/test/wire.ts";

const ROOT = join(import.meta.dirname, "..", "..");
export const DENO = join(ROOT, "node_modules", ".bin", "deno");
export const DENO_ARGS = [
  "run",
  "--v8-flags=--expose-gc",
  "--allow-net",
  "--allow-read=.",
  "--allow-write=./data",
  "--allow-env",
  "--allow-sys",
  "--allow-ffi",
  "--allow-run=ffmpeg,ffprobe",
  "api/src/main.ts",
];

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output(): string;
  /** Sends a signal and resolves with the exit code (null when a signal ended it: output() says which). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export { freePort };

/** Starts the real Deno server on a free port with its own database under data/; waits until it listens. */
export async function startServer(
  env: Record<string, string> | ((port: number) => Record<string, string>) = {},
  dataDir?: string,
  /** The entry script: main.ts, or a test rig that serves it with more (server-tests/fixtures). */
  entry = "api/src/main.ts",
): Promise<RunningServer> {
  const port = await freePort();
  const extraEnv = typeof env === "function" ? env(port) : env;
  const dir = dataDir ?? join("data", `server-test-${process.pid}-${port}`);
  mkdirSync(join(ROOT, dir), { recursive: true });
  const child = spawn(DENO, [...DENO_ARGS.slice(0, -1), entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: `file:${dir}/kora.db`,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      PASSWORD_HASH_ITERATIONS: "1000",
      WEB_DIST: `${dir}/no-web`,
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code, signal) => {
      if (signal) output += `\n[the server ended by ${signal}]`;
      resolve(code);
    }),
  );
  const deadline = Date.now() + 30_000;
  while (!output.includes("Kora is running at")) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://localhost:${port}`,
    dataDir: dir,
    process: child,
    output: () => output,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

export function removeDataDir(dir: string) {
  rmSync(join(ROOT, dir), { recursive: true, force: true });
}

/** A browser-like client: keeps the session cookie and sends our Origin on writes. */
export class Client {
  cookie = "";
  constructor(
    readonly base: string,
    readonly origin = base,
  ) {}

  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<JsonResponse> {
    const response = await fetch(this.base + path, {
      method,
      headers: {
        origin: this.origin,
        ...(body !== undefined && { "content-type": "application/json" }),
        ...(this.cookie && { cookie: this.cookie }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.get("set-cookie");
    if (setCookie) this.cookie = setCookie.split(";")[0]!.endsWith("=") ? "" : setCookie.split(";")[0]!;
    return response;
  }

  async latestCode(email: string): Promise<string> {
    const response = await fetch(`${this.base}/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    const data = await dataOf(response, z.array(mailboxMessageSchema));
    const match = /^([A-Z2-9]{6}) is your Kora code/.exec(data[0]?.subject ?? "");
    if (!match) throw new Error(`no code mail for ${email}`);
    return match[1]!;
  }

  async signUp(email: string, firstName = "Server", lastName = "Tester") {
    const sent = await this.call("POST", "/api/password-free/verification-code", {
      step: "signup",
      email,
      firstName,
      lastName,
      timezone: "Australia/Sydney",
      country: "AU",
      professionalUrl: "https://www.linkedin.com/in/kora-tester",
    });
    if (sent.status !== 202) throw new Error(`code request: ${sent.status}`);
    const verified = await this.call("POST", "/api/password-free/verify", { email, code: await this.latestCode(email) });
    if (!verified.ok) throw new Error(`verify: ${verified.status}`);
    return dataOf(verified, meSchema);
  }

  /** Opens /ws with this client's cookie; resolves once the server said hello. */
  socket(origin = this.origin): Promise<{ ws: WebSocket; frames: unknown[] }> {
    const ws = new WebSocket(`${this.base.replace("http", "ws")}/ws`, { headers: { origin, cookie: this.cookie } });
    const frames: unknown[] = [];
    return new Promise((resolve, reject) => {
      ws.on("message", (data) => {
        const frame = JSON.parse(String(data));
        frames.push(frame);
        if (frame.type === "hello") resolve({ ws, frames });
      });
      ws.on("unexpected-response", (_req, res) => reject(new Error(`handshake ${res.statusCode}`)));
      ws.on("error", reject);
    });
  }
}
