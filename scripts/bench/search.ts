/**
 * `npm run bench:search`: marketplace search on the real Deno server over BENCH_CARDS published cards
 * (100,000 by default; 1,000,000 works), with every request distinct (scripts/bench/search-queries.ts),
 * so the 60 s response cache never answers — its hit rate is printed from the server's X-Cache header.
 * Each shape at 1 and 20 connections against GET /api/health measured in the same run; then the old
 * warm-cache case on its own line; then /api/health on one connection, from a process of its own, alone and
 * beside 1 and 20 clients of the slowest shape (contention.ts: the same table as bench:slots and bench:reads).
 * Then health against bare Deno.serve and bare Hono + libSQL (scripts/bench/bare-server.ts), and
 * searches while an advisor publishes and edits cards, with how soon each write is findable.
 * Goals (README.md "More commands"): p95 ≤ 25 ms at one connection, ≥ 0.3× health's throughput at 20, health's p95
 * under search load ≤ 2× its p95 alone, search p95 during writes ≤ 2× read-only, writes findable in 1 s.
 */
import { existsSync } from "node:fs";
import { GOAL, healthBeside, printContention } from "./contention.ts";
import { load, type LoadResult } from "./load.ts";
import { distinctSearches, SHAPES } from "./search-queries.ts";
import { writers, writeWhile } from "./search-writes.ts";
import { freePort, runDeno, startKora } from "./server.ts";

const CARDS = Number(Deno.env.get("BENCH_CARDS") ?? 100_000);
const SECONDS = Number(Deno.env.get("BENCH_SECONDS") ?? 10);
const DIR = `data/bench-search-${CARDS}`;
const DATABASE_URL = `file:${DIR}/kora.db`;

if (!existsSync(`${DIR}/kora.db`)) {
  console.log(`Seeding ${CARDS} published cards into ${DIR} (kept for the next run)…`);
  await Deno.mkdir(DIR, { recursive: true });
  const seed = runDeno(
    [
      "run",
      "--v8-flags=--expose-gc",
      "--allow-read=.",
      "--allow-write=./data",
      "--allow-env",
      "--allow-sys",
      "--allow-ffi",
      "scripts/seed.ts",
      `--cards=${CARDS}`,
      "--seed=7",
    ],
    { DATABASE_URL },
  );
  seed.stdout!.pipe(process.stdout);
  const code = await new Promise((resolve) => seed.once("exit", resolve));
  if (code !== 0) Deno.exit(1);
}

const { base, server } = await startKora(DATABASE_URL, DIR);
const HEALTH = ["/api/health"];

const header = `${"shape".padEnd(26)} ${"p50".padStart(7)} ${"p95".padStart(7)} ${"p99".padStart(7)} ${"req/s".padStart(8)} ${"× health".padStart(9)} ${"cache hits".padStart(11)} ${"errors".padStart(6)}`;
function row(r: LoadResult, baseline: LoadResult): string {
  const hits = r.cacheHits === undefined ? "" : `${((100 * r.cacheHits) / Math.max(1, r.requests)).toFixed(1)}%`;
  const ratio = (r.perSecond / baseline.perSecond).toFixed(2);
  return `${r.name.padEnd(26)} ${r.p50.toFixed(1).padStart(7)} ${r.p95.toFixed(1).padStart(7)} ${r.p99.toFixed(1).padStart(7)} ${r.perSecond.toFixed(0).padStart(8)} ${ratio.padStart(9)} ${hits.padStart(11)} ${String(r.errors).padStart(6)}`;
}

try {
  const seen = new Set<string>();
  const byConnections = new Map<number, { health: LoadResult; shapes: LoadResult[] }>();
  for (const connections of [1, 20]) {
    const health = await load("GET /api/health", base, HEALTH, connections, SECONDS);
    const shapes: LoadResult[] = [];
    for (const [i, shape] of SHAPES.entries()) {
      shapes.push(await load(shape, base, distinctSearches(shape, connections * 100 + i, seen), connections, SECONDS));
    }
    byConnections.set(connections, { health, shapes });
    console.log(
      `\n${CARDS.toLocaleString("en")} published cards, ${connections} connection(s), ${SECONDS} s each, every search distinct (ms)`,
    );
    console.log(header);
    console.log(row(health, health));
    for (const r of shapes) console.log(row(r, health));
  }

  // The case the old benchmark measured: five queries over and over, answered by the response cache.
  const twenty = byConnections.get(20)!;
  const repeated = Array.from({ length: 5 }, distinctSearches("text only", 999, seen));
  for (const path of repeated) await (await fetch(base + path)).arrayBuffer();
  const warm = await load("text only, warm cache", base, repeated, 20, SECONDS);
  console.log(`\nWarm cache, 20 connections (5 queries repeated)\n${header}\n${row(warm, twenty.health)}`);

  // No request waits behind another: health on one connection, measured by a process of its own
  // (contention.ts, as bench:slots and bench:reads measure), alone and beside the slowest shape.
  const one = byConnections.get(1)!;
  const slowest = [...one.shapes].sort((a, b) => b.p95 - a.p95)[0]!.name as (typeof SHAPES)[number];
  const contention = await healthBeside(
    base,
    {
      name: `search, ${slowest}`,
      requests: (clients) => {
        const next = distinctSearches(slowest, 5000 + clients, seen);
        return () => ({ path: next() });
      },
    },
    SECONDS,
  );
  printContention(`${CARDS.toLocaleString("en")} published cards`, [contention]);

  // What /api/health costs over the least a server here can do, at 20 connections.
  console.log(`\nGET /api/health against bare servers, 20 connections (ms)\n${header}`);
  const bare: LoadResult[] = [];
  for (const [mode, label] of [
    ["deno", "bare Deno.serve"],
    ["hono", "bare Hono + libSQL select 1"],
  ] as const) {
    const port = await freePort();
    const child = runDeno(
      [
        "run",
        "--allow-net",
        "--allow-read=.",
        "--allow-env",
        "--allow-ffi",
        "--allow-sys",
        "scripts/bench/bare-server.ts",
        mode,
        String(port),
        DATABASE_URL,
      ],
      {},
    );
    await new Promise((resolve) => child.stdout!.once("data", resolve));
    try {
      bare.push(await load(label, `http://127.0.0.1:${port}`, HEALTH, 20, SECONDS));
    } finally {
      child.kill("SIGTERM");
    }
  }
  for (const r of bare) console.log(row(r, twenty.health));
  console.log(
    `${row(twenty.health, twenty.health)}   (Kora: ${(twenty.health.perSecond / bare[1]!.perSecond).toFixed(2)}× bare Hono + libSQL)`,
  );

  // Writes while searching: the same 20-connection run of one shape, now with an advisor publishing and editing.
  const WRITE_SHAPE = "mixed filters";
  const readOnly = twenty.shapes.find((r) => r.name === WRITE_SHAPE)!;
  const sessions = await writers(base, DATABASE_URL);
  const searching = load(`${WRITE_SHAPE}, with writes`, base, distinctSearches(WRITE_SHAPE, 7000, seen), 20, SECONDS);
  const [withWrites, stats] = await Promise.all([searching, writeWhile(base, sessions, searching)]);
  const findable = [...stats.findableMs].sort((a, b) => a - b);
  console.log(`\nSearches while cards are written, 20 connections (ms)\n${header}`);
  console.log(row(readOnly, twenty.health));
  console.log(row(withWrites, twenty.health));
  console.log(
    `${stats.published} cards published and ${stats.edited} edited meanwhile; search p95 ${(withWrites.p95 / readOnly.p95).toFixed(2)}× read-only; ` +
      `each write findable after p50 ${findable[Math.floor(findable.length / 2)]?.toFixed(0)} ms, max ${findable.at(-1)?.toFixed(0)} ms.`,
  );

  const slow = one.shapes.filter((r) => r.p95 > 25).map((r) => r.name);
  const low = twenty.shapes.filter((r) => r.perSecond < 0.3 * twenty.health.perSecond).map((r) => r.name);
  const blocked = contention.beside.filter((b) => b.health.p95 > GOAL * contention.alone.p95).map((b) => `${b.clients} search client(s)`);
  const hits = [...one.shapes, ...twenty.shapes].reduce((sum, r) => sum + (r.cacheHits ?? 0), 0);
  console.log(
    `\nGoals: p95 ≤ 25 ms at 1 connection: ${slow.length ? `missed by ${slow.join(", ")}` : "met"}; ` +
      `≥ 0.3× health at 20: ${low.length ? `missed by ${low.join(", ")}` : "met"}; ` +
      `health p95 ≤ 2× alone under search load: ${blocked.length ? `missed with ${blocked.join(", ")}` : "met"}; ` +
      `search p95 with writes ≤ 2× read-only: ${withWrites.p95 <= 2 * readOnly.p95 ? "met" : "missed"}; ` +
      `writes findable within 1 s: ${(findable.at(-1) ?? 0) <= 1000 ? "met" : "missed"}. ` +
      `Distinct searches sent: ${seen.size.toLocaleString("en")}, cache hits among them: ${hits}.`,
  );
} finally {
  server.kill("SIGTERM");
}
