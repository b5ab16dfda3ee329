/**
 * `npm run test:e2e` and the e2e stage of `npm test` (run inside scripts/janus/netns-sfu.sh, after
 * the web build): every spec in web/e2e and the clock matrix (the @clock tests at five instants,
 * scripts/e2e-clock.ts), in side-by-side Playwright processes. Each process has its own port and so
 * its own Kora, database, coturn, Janus and relay ports (playwright.config.ts derives them from
 * E2E_PORT) and its own output folder; all share the one private network namespace.
 *
 * First the specs that measure the machine (balance.ts SOLO_SPECS) run alone; then E2E_JOBS slots
 * (2 by default) run side by side, each a Playwright process for its share of the other specs and
 * then one per clock-matrix instant it was given, balanced together by scripts/test/e2e-weights.ts
 * so the slots end together. Every process runs to its end; the stage fails when any did, naming
 * the tests. With arguments (a spec, --grep …) it is one plain `playwright test` as before.
 *
 * E2E_PORT (8791) is the first port, the next ones 2 apart; E2E_SOLO=0 runs every spec side by side;
 * E2E_CLOCK_MATRIX=0 leaves the clock matrix out. The seconds each spec took land in
 * test-results/e2e-seconds.json, for refreshing the weights.
 */
import { clockInstants } from "../../web/e2e/support/clock-instants.ts";
import { planE2e, SOLO_SPECS } from "./balance.ts";
import { type E2eRun, filesRun, instantRun, play, type Played } from "./e2e-play.ts";
import { E2E_CLOCK_INSTANT_SECONDS, E2E_SECONDS } from "./e2e-weights.ts";
import { secondsPerSpec } from "./playwright-output.ts";
import { countFrom, e2ePorts } from "./pool.ts";
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
const instants = Deno.env.get("E2E_CLOCK_MATRIX") === "0" ? [] : clockInstants(Date.now());
const plan = planE2e(
  files,
  E2E_SECONDS,
  jobs,
  Deno.env.get("E2E_SOLO") === "0" ? null : SOLO_SPECS,
  instants.map(({ name }) => ({ name, seconds: E2E_CLOCK_INSTANT_SECONDS })),
);
const ports = e2ePorts(countFrom(Deno.env.get("E2E_PORT"), 8791), jobs);

const alone = plan.solo.length > 0 ? filesRun("alone", plan.solo) : null;
const slots: E2eRun[][] = plan.slots.map((slot, index) => [
  ...(slot.files.length > 0 ? [filesRun(`shard ${index + 1}`, slot.files)] : []),
  ...slot.instants.map((name) => {
    const at = instants.findIndex((instant) => instant.name === name);
    return instantRun(instants[at]!, at);
  }),
]);
writeLine(
  `e2e: ${files.length} spec files${alone ? `, ${plan.solo.length} alone first,` : ""} then ${slots.length} slots side by side` +
    (instants.length > 0 ? `, with the clock matrix's ${instants.length} instants` : ""),
);
if (alone) writeLine(`  alone: ${alone.args.map((file) => file.replace("web/e2e/", "")).join(" ")}`);
for (const [index, runs] of slots.entries())
  for (const run of runs)
    writeLine(`  slot ${index + 1}, ${run.name}: ${run.env.E2E_CLOCK ?? run.args.map((file) => file.replace("web/e2e/", "")).join(" ")}`);

const started = performance.now();
const done: Played[] = alone ? [await play(alone, ports[0]!)] : [];
const inSlots = await Promise.all(
  slots.map(async (runs, index) => {
    const played: Played[] = [];
    for (const run of runs) played.push(await play(run, ports[index]!));
    return played;
  }),
);
done.push(...inSlots.flat());

// Only the spec-file runs: a clock-matrix instant runs a spec's @clock tests a second time.
const seconds = Object.fromEntries(
  Object.entries(
    Object.assign({}, ...done.filter((run) => !run.name.startsWith("at ")).map((run) => secondsPerSpec(run.output))) as Record<
      string,
      number
    >,
  )
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
