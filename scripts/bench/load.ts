import autocannon from "autocannon";
import type { LoadResult } from "./server.ts";

export type { LoadResult };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** A request of a load run: its path, and headers of its own (a session cookie). */
export interface LoadRequest {
  path: string;
  headers?: Record<string, string>;
}

/**
 * Drives requests against the server with `connections` keep-alive connections for `seconds`, and
 * measures every response's time itself (autocannon reports p97.5, not p95). `paths`: a list taken in
 * turn, or a function giving the next path (or path and headers). Responses carrying `X-Cache: hit` are
 * counted as cache hits.
 */
export async function load(
  name: string,
  base: string,
  paths: string[] | (() => string | LoadRequest),
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const times: number[] = [];
  let next = 0;
  let errors = 0;
  let cacheHits = 0;
  const nextPath = typeof paths === "function" ? paths : () => paths[next++ % paths.length]!;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        requests: [
          {
            setupRequest: (request: autocannon.Request) => {
              const next = nextPath();
              if (typeof next === "string") return { ...request, path: next };
              return { ...request, path: next.path, headers: { ...request.headers, ...next.headers } };
            },
            onResponse: (_status: number, _body: string, _context: unknown, headers: Record<string, string>) => {
              if (headers?.["x-cache"] === "hit") cacheHits++;
            },
          },
        ],
      },
      (error: Error | null, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
    );
    instance.on("response", (client: { opts?: { path?: string } }, status: number, _bytes: number, time: number) => {
      if (status !== 200) {
        errors++;
        if (errors <= 3) console.warn(`  ${name}: ${status} for ${client.opts?.path ?? "?"}`);
      }
      times.push(time);
    });
  });
  times.sort((a, b) => a - b);
  return {
    name,
    requests: times.length,
    perSecond: times.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: errors + result.errors + result.timeouts + result.non2xx,
    cacheHits,
  };
}
