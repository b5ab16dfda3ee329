import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import type { LoadResult } from "./load.ts";

export const DENO_SERVER = ["run", "--v8-flags=--expose-gc", "--allow-net", "--allow-read=.", "--allow-write=./data", "--allow-env", "--allow-sys", "--allow-ffi", "api/src/main.ts"];

export function freePort(): Promise<number> {
  return new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Runs node_modules' Deno with `args`; stdout piped, stderr shown. */
export function runDeno(args: string[], env: Record<string, string>): ChildProcess {
  return spawn("node_modules/.bin/deno", args, { env: { ...Deno.env.toObject(), ...env }, stdio: ["ignore", "pipe", "inherit"] });
}

/** Starts the real server on `databaseUrl` and waits until it listens. */
export async function startKora(databaseUrl: string, dir: string): Promise<{ base: string; server: ChildProcess }> {
  const port = await freePort();
  const server = runDeno(DENO_SERVER, { DATABASE_URL: databaseUrl, PORT: String(port), SEED_DEMO: "false", LOG_LEVEL: "warn", WEB_DIST: `${dir}/no-web` });
  let output = "";
  server.stdout!.on("data", (chunk) => (output += chunk));
  for (let i = 0; i < 300 && !output.includes("Kora is running"); i++) await new Promise((r) => setTimeout(r, 100));
  return { base: `http://127.0.0.1:${port}`, server };
}

/** Prints load results as a table with each one's throughput as a ratio of the baseline's. */
export function printTable(title: string, baseline: LoadResult, results: LoadResult[]): void {
  const row = (r: LoadResult, ratio: string) =>
    `${r.name.padEnd(24)} ${r.p50.toFixed(1).padStart(7)} ${r.p95.toFixed(1).padStart(7)} ${r.p99.toFixed(1).padStart(7)} ${r.perSecond.toFixed(0).padStart(8)} ${ratio.padStart(7)} ${String(r.errors).padStart(6)}`;
  console.log(`\n${title} (ms; req/s; ratio to health)`);
  console.log(`${"shape".padEnd(24)} ${"p50".padStart(7)} ${"p95".padStart(7)} ${"p99".padStart(7)} ${"req/s".padStart(8)} ${"ratio".padStart(7)} ${"errors".padStart(6)}`);
  console.log(row(baseline, "1.00"));
  for (const r of results) console.log(row(r, (r.perSecond / baseline.perSecond).toFixed(2)));
}
