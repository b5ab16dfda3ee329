/**
 * `npm run test:e2e` and the e2e stage of `npm test` (run inside scripts/janus/netns-sfu.sh, after
 * the web build): every spec in web/e2e, in side-by-side Playwright processes (scripts/test/playwright-run.ts).
 *
 * First the specs that measure the machine (balance.ts SOLO_SPECS) run alone; then E2E_JOBS slots
 * (2 by default) each run a share of the other specs, balanced by scripts/test/e2e-weights.ts. With
 * E2E_CLOCK_MATRIX=1 (as `npm test` runs it) the clock matrix's five instants (scripts/e2e-clock.ts)
 * are shared out among the same slots, each slot running its processes one after another, so no slot
 * idles while another stage's last process ends. Every process runs to its end; the stage fails when
 * any did, naming the tests. With arguments (a spec, --grep …) it is one plain `playwright test`.
 *
 * E2E_PORT (8791) is the first slot's port, the next ones 2 apart; E2E_SOLO=0 runs every spec side by
 * side. The seconds each spec took land in test-results/e2e-seconds.json, for refreshing the weights.
 */
import { clockInstants } from "../../web/e2e/support/clock-instants.ts";
import { planE2e, planLanes, SOLO_SPECS } from "./balance.ts";
import { CLOCK_INSTANT_SECONDS, E2E_SECONDS } from "./e2e-weights.ts";
import { secondsPerSpec } from "./playwright-output.ts";
import { failureLines, type PlaywrightDone, type PlaywrightRun, playRun } from "./playwright-run.ts";
import { countFrom, e2ePorts, runPool } from "./pool.ts";
import { writeLine } from "./spawn.ts";
import { timingTable } from "./timing.ts";

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
const instants = Deno.env.get("E2E_CLOCK_MATRIX") === "1" ? clockInstants(Date.now()) : [];
const plan = planE2e(files, E2E_SECONDS, jobs, Deno.env.get("E2E_SOLO") === "0" ? null : SOLO_SPECS);
const sideBySide = files.filter((file) => !plan.solo.includes(file));
const lanes = planLanes(sideBySide, E2E_SECONDS, jobs, instants.length, CLOCK_INSTANT_SECONDS);
const ports = e2ePorts(countFrom(Deno.env.get("E2E_PORT"), 8791), jobs);

const laneRuns: PlaywrightRun[][] = lanes.map((lane, index) => [
  ...(lane.files.length > 0 ? [{ name: `slot ${index + 1}`, files: lane.files }] : []),
  ...lane.instants.map((at) => ({ name: `slot ${index + 1} clock: ${instants[at]!.name}`, instant: instants[at]! })),
]);
const short = (list: string[]) => list.map((file) => file.replace("web/e2e/", "")).join(" ");
writeLine(
  `e2e: ${files.length} spec files${plan.solo.length > 0 ? `, ${plan.solo.length} alone first,` : ""} then ${lanes.length} slots side by side` +
    (instants.length > 0 ? `, with the clock matrix's ${instants.length} instants` : ""),
);
if (plan.solo.length > 0) writeLine(`  alone: ${short(plan.solo)}`);
for (const run of laneRuns.flat()) writeLine(`  ${run.name}: ${"files" in run ? short(run.files) : run.instant.at}`);

const started = performance.now();
const outputDir = (run: PlaywrightRun) => `test-results/${run.name.replace(/[^\w]+/g, "-").toLowerCase()}`;
const alone = plan.solo.length > 0 ? [await playRun({ name: "alone", files: plan.solo }, ports[0]!, "test-results/alone")] : [];
const slots = await runPool(laneRuns, ports, async (runs, port) => {
  const done: PlaywrightDone[] = [];
  for (const run of runs) done.push(await playRun(run, port, outputDir(run)));
  return done;
});
const done = [...alone, ...slots.flat()];

const specRuns = done.filter((run) => !run.clock);
const seconds = Object.fromEntries(
  Object.entries(Object.assign({}, ...specRuns.map((run) => secondsPerSpec(run.output))) as Record<string, number>)
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
  for (const line of failureLines(run)) writeLine(line);
}
Deno.exit(failed.length === 0 ? 0 : 1);
