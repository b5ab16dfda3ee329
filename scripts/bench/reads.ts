/**
 * `npm run bench:reads`: the reads besides search and slot lists that can spend milliseconds of
 * CPU — the dashboard, receipts, the earnings CSV, Pro analytics and its exports, the availability summary,
 * and the group console's member filters, bookings, figures and overview — through the real Deno server
 * on a world of advisors with BENCH_BOOKINGS bookings each and a group of BENCH_MEMBERS members
 * (scripts/bench/reads-world.ts). For each route, GET /api/health on one connection alone and beside 1 and
 * 20 clients of the route (each client its own account, every request distinct where the route takes
 * parameters; none of these routes has a response cache). Goal: health's p95 ≤ 2× alone. The first row,
 * GET /api/me, is the reference: what the same load of plain signed-in requests does to health.
 * BENCH_SECONDS shortens each run; BENCH_ROUTES="dashboard,members" picks routes by name.
 */
import type { LoadRequest } from "./load.ts";
import { type ContentionRow, healthBeside, printContention, type Shape } from "./contention.ts";
import { seedReadsWorld } from "./reads-world.ts";
import { startKora } from "./server.ts";

const SECONDS = Number(Deno.env.get("BENCH_SECONDS") ?? 10);
const BOOKINGS = Number(Deno.env.get("BENCH_BOOKINGS") ?? 2000);
const MEMBERS = Number(Deno.env.get("BENCH_MEMBERS") ?? 5000);
const PICKED = Deno.env.get("BENCH_ROUTES")?.split(",");
const DIR = `data/bench-reads-${Date.now()}`;
const DATABASE_URL = `file:${DIR}/kora.db`;

await Deno.mkdir(DIR, { recursive: true });
const started = performance.now();
const world = await seedReadsWorld(DATABASE_URL, { advisors: 20, bookings: BOOKINGS, members: MEMBERS });
console.log(
  `Seeded 20 Pro advisors with ${BOOKINGS.toLocaleString("en")} bookings each and a group of ${MEMBERS.toLocaleString("en")} members ` +
    `in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const WINDOWS = ["1d", "7d", "28d"] as const;
const BUCKETS = ["none", "one", "two-three", "four-plus"] as const;
const NAMES = ["ada", "bea", "cal", "dev", "eli", "fay", "gus", "hal", "a", "e", "member1", "learner2"];

/** The console's member filters, one combination after another: name, role and the three activity filters. */
function memberFilters(i: number): string {
  const activity = (n: number) => json({ window: WINDOWS[n % 3], count: BUCKETS[(n >> 2) % 4] });
  const filters = [
    `search-name=${NAMES[i % NAMES.length]}`,
    `group-login-activity=${activity(i)}`,
    `group-booking-activity=${activity(i + 1)}`,
    `group-inmail-activity=${activity(i + 2)}`,
    `group-role=${i % 2 ? "verified-member-community-visible" : "unverified-member-community-visible"}`,
  ];
  // One to three filters at a time, a different page each request.
  const picked = filters.filter((_, k) => (i >> k) % 2 === 1 || k === i % 5).slice(0, 3);
  return `/api/groups/${world.groupId}/members?page=${1 + (i % 5)}&${picked.join("&")}`;
}

/** A route read by `clients` accounts of `kind`, the path the i-th request asks for. */
const route = (name: string, kind: "advisors" | "admins", path: (i: number) => string): Shape => ({
  name,
  requests: (clients) => {
    let i = 0;
    return (): LoadRequest => {
      const n = i++;
      return { path: path(n), headers: { cookie: `kora_session=${world[kind][n % clients]}` } };
    };
  },
});

const g = world.groupId;
const SHAPES: Shape[] = [
  // The reference: a signed-in request with no heavy work (the session and two small reads), so the table
  // tells the heavy reads' own cost from what answering any request at that rate costs this machine.
  route("reference: GET /api/me", "advisors", () => "/api/me"),
  route("dashboard", "advisors", () => "/api/me/dashboard"),
  route("receipts, a page", "advisors", (i) => `/api/me/receipts?page=${1 + (i % 100)}`),
  route("earnings.csv", "advisors", () => "/api/me/earnings.csv"),
  route("analytics, 1–24 months", "advisors", (i) => `/api/me/analytics?months=${1 + (i % 24)}`),
  route("analytics learners, a page", "advisors", (i) => `/api/me/analytics/learners?page=${1 + (i % 20)}`),
  route("analytics export.csv", "advisors", (i) => `/api/me/analytics/export.csv?kind=${i % 2 ? "months" : "learners"}`),
  route("availability summary", "advisors", () => "/api/me/availability/summary"),
  route("members, filtered", "admins", memberFilters),
  route("group bookings, a page", "admins", (i) => `/api/groups/${g}/bookings?page=${1 + (i % 50)}`),
  route("group stats", "admins", () => `/api/groups/${g}/stats`),
  route("console overview", "admins", () => "/api/me/console"),
].filter((shape) => !PICKED || PICKED.some((name) => shape.name.startsWith(name) || shape.name.startsWith("reference")));

const { base, server } = await startKora(DATABASE_URL, DIR);
try {
  // Each route answers as its people would see it before it is loaded.
  for (const shape of SHAPES) {
    const { path, headers } = shape.requests(1)();
    const response = await fetch(base + path, { headers });
    if (!response.ok) throw new Error(`${shape.name}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  }
  const rows: ContentionRow[] = [];
  for (const shape of SHAPES) rows.push(await healthBeside(base, shape, SECONDS));
  printContention(`Heavy reads (${BOOKINGS.toLocaleString("en")} bookings an advisor, ${MEMBERS.toLocaleString("en")} members)`, rows);
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  await Deno.remove(DIR, { recursive: true });
}
