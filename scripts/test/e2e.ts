/**
 * `npm run test:e2e` and the e2e stage of `npm test` (run inside scripts/janus/netns-sfu.sh, after
 * the web build): every spec in web/e2e, in side-by-side Playwright processes. Each process has its
 * own port and so its own Kora, database, coturn, Janus and relay ports (playwright.config.ts derives
 * them from E2E_PORT) and its own output folder; all share the one private network namespace.
 *
 * First the specs that measure the machine (balance.ts SOLO_SPECS) run alone, then the rest in
 * E2E_JOBS processes (2 by default) balanced by scripts/test/e2e-weights.ts. Every process runs to
 * its end; the stage fails when any did, naming the tests. With arguments (a spec, --grep …) it is
 * one plain `playwright test` as before.
 *
 * E2E_PORT (8791) is the first port, the next ones 2 apart; E2E_SOLO=0 runs every spec side by side.
 * The seconds each spec took land in test-results/e2e-seconds.json, for refreshing the weights.
 */
import { planE2e, SOLO_SPECS } from "./balance.ts";
import { E2E_SECONDS } from "./e2e-weights.ts";
import { playwrightSummary, secondsPerSpec } from "./playwright-output.ts";
import { countFrom, e2ePorts, runPool } from "./pool.ts";
import { runPrefixed, writeLine } from "./spawn.ts";
import { type Timed, timingTable } from "./timing.ts";

if (Deno.args.length > 0) {
  const { code } = await new Deno.Command("npx", {
    args: ["playwright", "test", ...Deno.args],
    stdout: "inherit",
    stderr: "inherit",
  }).output();
  Deno.exit(code);
}

const files = [...Deno.readDirSync("web/e2e")]
  .filter((entry) => entry.isFile && entry.name.endsWith(".e2e.ts"))
  .map((entry) => `web/e2e/${entry.name}`)
  .sort();
const jobs = countFrom(Deno.env.get("E2E_JOBS"), 2);
const plan = planE2e(files, E2E_SECONDS, jobs, Deno.env.get("E2E_SOLO") === "0" ? null : SOLO_SPECS);
const ports = e2ePorts(countFrom(Deno.env.get("E2E_PORT"), 8791), jobs);

interface Run {
  name: string;
  files: string[];
}
const runs: Run[] = [
  ...(plan.solo.length > 0 ? [{ name: "alone", files: plan.solo }] : []),
  ...plan.shards.map((list, index) => ({ name: `shard ${index + 1}`, files: list })),
];
writeLine(
  `e2e: ${files.length} spec files${plan.solo.length > 0 ? `, ${plan.solo.length} alone first,` : ""} then ${plan.shards.length} Playwright processes side by side`,
);
for (const run of runs) writeLine(`  ${run.name}: ${run.files.map((file) => file.replace("web/e2e/", "")).join(" ")}`);

interface Done extends Timed {
  failed: string[];
  output: string;
}
const started = performance.now();
const play = async (run: Run, port: number): Promise<Done> => {
  const env = { E2E_PORT: String(port), E2E_OUTPUT_DIR: `test-results/${run.name.replace(" ", "-")}` };
  const finished = await runPrefixed(`[${run.name}] `, "npx", ["playwright", "test", ...run.files], env);
  const summary = playwrightSummary(finished.output);
  return {
    name: run.name,
    ms: finished.ms,
    outcome: finished.code === 0 ? "passed" : "failed",
    note: `${run.files.length} specs on :${port}; ${summary.counts || `exit ${finished.code}, no summary`}`,
    failed: summary.failed,
    output: finished.output,
  };
};
const alone = runs[0]?.name === "alone" ? [await play(runs[0], ports[0]!)] : [];
const together = await runPool(
  runs.filter((run) => run.name !== "alone"),
  ports,
  (run, port) => play(run, port),
);
const done = [...alone, ...together];

const seconds = Object.fromEntries(
  Object.entries(Object.assign({}, ...done.map((run) => secondsPerSpec(run.output))) as Record<string, number>)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, value]) => [file, Math.round(value)]),
);
Deno.mkdirSync("test-results", { recursive: true });
Deno.writeTextFileSync("test-results/e2e-seconds.json", `${JSON.stringify(seconds, null, 2)}\n`);

writeLine("");
writeLine(timingTable("e2e: wall time of each Playwright process", done, performance.now() - started));
const failed = done.filter((run) => run.outcome === "failed");
for (const run of failed) {
  writeLine(`\ne2e: ${run.name} failed (${run.note})`);
  for (const test of run.failed) writeLine(`  ${test}`);
}
Deno.exit(failed.length === 0 ? 0 : 1);
