/**
 * `npm run bench:search`: 100,000 published cards, the real Deno server, 20 connections for 10 s
 * per query shape, against GET /api/health measured in the same run. Targets: p95 ≤ 25 ms for
 * every shape, and search throughput ≥ 0.3× health throughput.
 */
import { existsSync } from "node:fs";
import { load, type LoadResult } from "./load.ts";
import { printTable, runDeno, startKora } from "./server.ts";

const CARDS = Number(Deno.env.get("BENCH_CARDS") ?? 100_000);
const SECONDS = Number(Deno.env.get("BENCH_SECONDS") ?? 10);
const CONNECTIONS = 20;
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

const TERMS = ["coach", "react", "seo", "python", "garden", "invest", "spanish", "career", "design", "sleep", "leadership", "nutrition"];
const shapes: [string, string[]][] = [
  ["text only", TERMS.map((t) => `/api/cards/search?swift_search=${t}`)],
  [
    "text + category",
    TERMS.map(
      (t, i) =>
        `/api/cards/search?swift_search=${t}&category=${["careers", "technology", "business", "health", "money", "creative"][i % 6]}`,
    ),
  ],
  [
    "rate range + skills",
    ["SEO,Analytics", "Python,SQL", "React,JavaScript", "Leadership,Hiring", "Budgeting,Saving"].map(
      (s, i) => `/api/cards/search?from_rate=${2000 + i * 500}&to_rate=${8000 + i * 1000}&currency=AUD&skills=${encodeURIComponent(s)}`,
    ),
  ],
  [
    "timezone + languages",
    ["Europe/London", "Australia/Sydney", "America/New_York", "Asia/Singapore"].flatMap((z) =>
      ["en", "sv,da", "de"].map((l) => `/api/cards/search?user_timezone=${encodeURIComponent(z)}&languages=${l}`),
    ),
  ],
  ["seeded shuffle page 5", Array.from({ length: 16 }, (_, i) => `/api/cards/search?seed=${1000 + i * 7919}&page=5`)],
];

try {
  // Warm up one request at a time, so no backlog of slow first queries is left for the baseline to wait behind.
  for (const path of shapes.flatMap(([, paths]) => paths)) await (await fetch(base + path)).arrayBuffer();
  const health = await load("GET /api/health", base, ["/api/health"], CONNECTIONS, SECONDS);
  const results: LoadResult[] = [];
  for (const [name, paths] of shapes) results.push(await load(name, base, paths, CONNECTIONS, SECONDS));

  printTable(`${CARDS} published cards, ${CONNECTIONS} connections, ${SECONDS} s each`, health, results);
  // The same shapes one request at a time, each made unique so it misses the result cache:
  // what a query nobody asked recently costs.
  console.log(`\nUncached, one request at a time (ms):`);
  for (const [name, paths] of shapes) {
    const times: number[] = [];
    for (let i = 0; i < 60; i++) {
      const started = performance.now();
      const response = await fetch(`${base}${paths[i % paths.length]}&nocache=${Date.now()}-${i}`);
      await response.arrayBuffer();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`${name.padEnd(24)} p50 ${times[30]!.toFixed(1).padStart(6)}  p95 ${times[57]!.toFixed(1).padStart(6)}`);
  }
  const slow = results.filter((r) => r.p95 > 25);
  const low = results.filter((r) => r.perSecond < 0.3 * health.perSecond);
  console.log(
    `\np95 ≤ 25 ms: ${slow.length === 0 ? "met" : `missed by ${slow.map((r) => r.name).join(", ")}`}; ≥ 0.3× health: ${low.length === 0 ? "met" : `missed by ${low.map((r) => r.name).join(", ")}`}.`,
  );
} finally {
  server.kill("SIGTERM");
}
