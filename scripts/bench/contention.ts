/**
 * "No request waits behind another" for the read benchmarks (bench:slots, bench:reads): GET /api/health
 * on one connection, alone and beside 1 and 20 clients of an expensive route, each client sending
 * distinct requests as fast as it is answered. The goal is health's p95 beside them ≤ 2× its p95 alone.
 * Health alone is measured again right before each shape, so a neighbour's load on a shared machine
 * lands in the baseline as much as in the measurement.
 */
import { load, type LoadRequest, type LoadResult } from "./load.ts";

export interface Shape {
  name: string;
  /** The next request of `clients` clients (distinct each time; a client's own session where it has one). */
  requests(clients: number): () => LoadRequest;
}

export interface ContentionRow {
  shape: string;
  alone: LoadResult;
  beside: { clients: number; health: LoadResult; shape: LoadResult }[];
}

export const CLIENTS = [1, 20] as const;
/** Health's p95 beside the clients may be at most this many times its p95 alone. */
export const GOAL = 2;
/** A row named so is a reference, not a route held to the goal. */
export const REFERENCE = "reference:";
/** A row named so measures the same clients on a twin server: the machine's share, not held to the goal. */
export const CONTROL = "control:";

/**
 * Health on one connection for `seconds`, measured by a process of its own (health-probe.ts): in this
 * one its responses would wait behind the load generator's handling of every other response. `beside`
 * starts once the probe is measuring and runs a second longer, so no part of the probe's run is alone.
 */
async function probeHealth(base: string, seconds: number, beside?: (seconds: number) => Promise<LoadResult>) {
  const probe = new URL("./health-probe.ts", import.meta.url).pathname;
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-net", "--allow-read=.", "--allow-env", "--allow-sys", probe, base, String(seconds)],
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const line = lineReader(child.stdout);
  const first = await line();
  if (first !== "ready") throw new Error(`The health probe said ${first ?? "nothing"}`);
  const [last, run] = await Promise.all([line(), beside?.(seconds + 1)]);
  if (!(await child.status).success || !last) throw new Error("The health probe failed");
  return { health: JSON.parse(last) as LoadResult, run };
}

/** The next line of `stream` at each call; null at its end. */
function lineReader(stream: ReadableStream<Uint8Array>): () => Promise<string | null> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  return async () => {
    while (!buffered.includes("\n")) {
      const { value, done } = await reader.read();
      if (done) {
        const rest = buffered;
        buffered = "";
        return rest.length > 0 ? rest : null;
      }
      buffered += decoder.decode(value, { stream: true });
    }
    const end = buffered.indexOf("\n");
    const line = buffered.slice(0, end);
    buffered = buffered.slice(end + 1);
    return line;
  };
}

/**
 * Health alone, then beside each client count of `shape`. With `loadBase` (a twin server on the same
 * database) the clients ask it instead: what the same work costs health through the machine alone
 * (cores, memory, the database file), not through the event loop of the server it asks.
 */
export async function healthBeside(base: string, shape: Shape, seconds: number, loadBase = base): Promise<ContentionRow> {
  const { health: alone } = await probeHealth(base, seconds);
  const beside = [];
  for (const clients of CLIENTS) {
    const { health, run } = await probeHealth(base, seconds, (s) => load(shape.name, loadBase, shape.requests(clients), clients, s));
    beside.push({ clients, health, shape: run! });
  }
  return { shape: shape.name, alone, beside };
}

const ratio = (r: LoadResult, alone: LoadResult) => r.p95 / Math.max(alone.p95, 0.001);

/** The table: health p95 alone and beside each client count (with the ratio), and what the shape itself did. */
export function printContention(title: string, rows: ContentionRow[]): void {
  const cell = (text: string, width: number) => text.padStart(width);
  console.log(`\n${title}: GET /api/health on 1 connection, alone and beside N clients of each route (ms)`);
  console.log(
    `${"route".padEnd(30)}${cell("alone p95", 10)}${cell("beside 1", 10)}${cell("×", 8)}${cell("beside 20", 11)}${cell("×", 8)}` +
      `${cell("route p95 @1", 14)}${cell("@20", 9)}${cell("req/s @1", 10)}${cell("@20", 7)}${cell("errors", 8)}`,
  );
  for (const row of rows) {
    const [one, twenty] = row.beside;
    console.log(
      `${row.shape.padEnd(30)}${cell(row.alone.p95.toFixed(2), 10)}${cell(one!.health.p95.toFixed(2), 10)}` +
        `${cell(ratio(one!.health, row.alone).toFixed(1), 8)}${cell(twenty!.health.p95.toFixed(2), 11)}` +
        `${cell(ratio(twenty!.health, row.alone).toFixed(1), 8)}${cell(one!.shape.p95.toFixed(1), 14)}` +
        `${cell(twenty!.shape.p95.toFixed(1), 9)}${cell(one!.shape.perSecond.toFixed(0), 10)}${cell(twenty!.shape.perSecond.toFixed(0), 7)}` +
        `${cell(String(one!.shape.errors + twenty!.shape.errors), 8)}`,
    );
  }
  // A "reference: …" row measures what answering a request at all costs (cached answers, no
  // computation), to tell a route's own cost apart: it is shown, not held to the goal.
  const missed = rows
    .filter((row) => !row.shape.startsWith(REFERENCE) && !row.shape.startsWith(CONTROL))
    .flatMap((row) => row.beside.filter((b) => ratio(b.health, row.alone) > GOAL).map((b) => `${row.shape} beside ${b.clients}`));
  console.log(`Goal: health p95 ≤ ${GOAL}× alone beside every route: ${missed.length ? `missed by ${missed.join(", ")}` : "met"}.`);
}
