import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import process from "node:process";

/** One load run's figures (scripts/bench/load.ts measures them; kept here so Node-side users of these helpers needn't load autocannon). */
export interface LoadResult {
  name: string;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** Responses the server answered from its response cache (`X-Cache: hit`). */
  cacheHits?: number;
}

export const DENO_SERVER = [
  "run",
  "--v8-flags=--expose-gc",
  "--allow-net",
  "--allow-read=.",
  "--allow-write=./data",
  "--allow-env",
  "--allow-sys",
  "--allow-ffi",
  // Recordings are processed by ffmpeg (PROTOCOL §5).
  "--allow-run=ffmpeg,ffprobe",
  "api/src/main.ts",
];

export function freePort(): Promise<number> {
  return new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Runs node_modules' Deno with `args`; stdout piped, stderr shown. Works from Deno (benchmarks) and Node (Playwright specs). */
export function runDeno(args: string[], env: Record<string, string>): ChildProcess {
  return spawn("node_modules/.bin/deno", args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] });
}

export interface KoraOptions {
  /** Listen here (a restart reuses the port); a free one by default. */
  port?: number;
  /** More environment, overriding the defaults below (SEED_DEMO, WEB_DIST, TURN_URLS…). */
  env?: Record<string, string>;
}

let inspecting = false;

/** Starts the real server on `databaseUrl` and waits until it listens; throws if it exits or stays silent for 30 s. */
export async function startKora(
  databaseUrl: string,
  dir: string,
  options: KoraOptions = {},
): Promise<{ base: string; server: ChildProcess }> {
  const port = options.port ?? (await freePort());
  // BENCH_INSPECT=1: the first server a bench starts listens for a debugger on 127.0.0.1:9229 (a CPU profile of its main thread under load).
  const inspect = process.env.BENCH_INSPECT && !inspecting;
  if (inspect) inspecting = true;
  const args = inspect ? ["run", "--inspect=127.0.0.1:9229", ...DENO_SERVER.slice(1)] : DENO_SERVER;
  const server = runDeno(args, {
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
    WEB_DIST: `${dir}/no-web`,
    BLOB_DIR: `${dir}/blobs`,
    MEDIA_WORK_DIR: `${dir}/processing`,
    // A benchmark's clients read far faster than people do: the per-person limit on expensive reads would answer them 429.
    READ_RATE_LIMIT_PER_MINUTE: "1000000",
    ...options.env,
  });
  let output = "";
  server.stdout!.on("data", (chunk) => (output += chunk));
  for (let i = 0; i < 300 && !output.includes("Kora is running"); i++) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`Kora exited (${server.exitCode ?? server.signalCode}) before listening:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!output.includes("Kora is running")) {
    server.kill("SIGKILL");
    throw new Error(`Kora did not start on port ${port} within 30 s:\n${output}`);
  }
  return { base: `http://127.0.0.1:${port}`, server };
}

/** Prints load results as a table with each one's throughput as a ratio of the baseline's. */
export function printTable(title: string, baseline: LoadResult, results: LoadResult[]): void {
  const row = (r: LoadResult, ratio: string) =>
    `${r.name.padEnd(24)} ${r.p50.toFixed(1).padStart(7)} ${r.p95.toFixed(1).padStart(7)} ${r.p99.toFixed(1).padStart(7)} ${r.perSecond.toFixed(0).padStart(8)} ${ratio.padStart(7)} ${String(r.errors).padStart(6)}`;
  console.log(`\n${title} (ms; req/s; ratio to health)`);
  console.log(
    `${"shape".padEnd(24)} ${"p50".padStart(7)} ${"p95".padStart(7)} ${"p99".padStart(7)} ${"req/s".padStart(8)} ${"ratio".padStart(7)} ${"errors".padStart(6)}`,
  );
  console.log(row(baseline, "1.00"));
  for (const r of results) console.log(row(r, (r.perSecond / baseline.perSecond).toFixed(2)));
}
