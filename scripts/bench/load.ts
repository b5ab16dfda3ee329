import autocannon from "autocannon";
import type { LoadResult } from "./server.ts";

export type { LoadResult };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Drives `paths` (taken in turn) against the server with `connections` keep-alive connections for
 * `seconds`, and measures every response's time itself (autocannon reports p97.5, not p95).
 */
export async function load(name: string, base: string, paths: string[], connections: number, seconds: number): Promise<LoadResult> {
  const times: number[] = [];
  let next = 0;
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: paths[next++ % paths.length] }) }],
      },
      (error: Error | null, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
    );
    instance.on("response", (_client: unknown, status: number, _bytes: number, time: number) => {
      if (status !== 200) errors++;
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
  };
}
