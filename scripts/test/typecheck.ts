/**
 * `npm run typecheck`: the TypeScript of every package (tsc per tsconfig, and `deno check` of the
 * Deno entry points), TYPECHECK_JOBS (2 by default) at a time: each tsc runs on one core. tsc keeps its
 * build info in node_modules/.cache/tsc, so a warm run rechecks only what changed.
 * Each part's output comes through prefixed with its name; the stage fails when any part did.
 */
import { countFrom, runPool } from "./pool.ts";
import { runPrefixed, writeLine } from "./spawn.ts";
import { timingTable } from "./timing.ts";

const TSC_PROJECTS = ["tsconfig.json", "shared", "api", "web", "desktop"];

/** The Deno-run files: the server's entries, its test fixtures and the scripts. */
const DENO_CHECKED = [
  "api/src/main.ts",
  "api/src/reader-entry.ts",
  ...[...Deno.readDirSync("api/server-tests/fixtures")]
    .filter((e) => e.name.endsWith(".ts"))
    .map((e) => `api/server-tests/fixtures/${e.name}`),
  ...[...Deno.readDirSync("scripts")].filter((e) => e.name.endsWith(".ts")).map((e) => `scripts/${e.name}`),
  "scripts/lint/boundaries.ts",
  "scripts/lint/commits.ts",
  "scripts/lint/css-repeats.ts",
  "scripts/map/document.ts",
  "scripts/map/features.ts",
  "scripts/map/render.ts",
  "scripts/map/routes.ts",
  "scripts/map/trace-hono.ts",
  "scripts/nginx/render.ts",
  "scripts/janus/media-check.ts",
  "scripts/bench/sfu.ts",
  "scripts/bench/slots.ts",
  "scripts/bench/reads.ts",
  "scripts/bench/media.ts",
  "scripts/bench/health-probe.ts",
  "scripts/test/e2e.ts",
  "scripts/test/run.ts",
  "scripts/test/typecheck.ts",
];

interface Part {
  name: string;
  command: string;
  args: string[];
}
const tsc = (project: string): Part => {
  const name = project === "tsconfig.json" ? "root" : project;
  return {
    name: `tsc ${name}`,
    command: "npx",
    args: ["tsc", "-p", project, "--incremental", "--tsBuildInfoFile", `node_modules/.cache/tsc/${name}.tsbuildinfo`],
  };
};
// The largest first, so the pool ends together.
const parts: Part[] = [
  tsc("web"),
  tsc("api"),
  { name: "deno check", command: "deno", args: ["check", ...DENO_CHECKED] },
  ...TSC_PROJECTS.filter((project) => !["web", "api"].includes(project)).map(tsc),
];

const started = performance.now();
const slots = Array.from({ length: countFrom(Deno.env.get("TYPECHECK_JOBS"), 2) }, (_, index) => index);
const done = await runPool(parts, slots, async (part) => {
  const run = await runPrefixed(`[${part.name}] `, part.command, part.args, {});
  return {
    name: part.name,
    ms: run.ms,
    outcome: run.code === 0 ? ("passed" as const) : ("failed" as const),
    note: run.code === 0 ? "" : `exit ${run.code}`,
  };
});
writeLine(timingTable("typecheck: wall time of each part", done, performance.now() - started));
Deno.exit(done.every((part) => part.outcome === "passed") ? 0 : 1);
