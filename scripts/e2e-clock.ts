/**
 * `npm run test:e2e:clock`: the time-sensitive end-to-end tests (tagged @clock) at five hard instants (a Monday
 * morning, a Saturday night, the day before Sydney's DST change, New York's DST change, the 31st),
 * each on a fresh server whose clock starts there (KORA_CLOCK_START) and browsers that follow it.
 * Proof that no spec depends on the day or hour it happens to run. `E2E_CLOCK_AT=name` runs one.
 * `npm test` runs these instants inside its e2e stage instead, beside the other specs (scripts/test/e2e.ts).
 *
 * E2E_CLOCK_JOBS instants (2 by default) run side by side, each a Playwright process on its own port
 * (E2E_PORT, 8791 by default, then 2 apart: playwright.config.ts derives the rest from it) and output
 * folder; each line they print starts with the instant's name, and the end names the failed instants.
 */
import { clockInstants } from "../web/e2e/support/clock-instants.ts";
import { failureLines, playRun } from "./test/playwright-run.ts";
import { countFrom, e2ePorts, runPool } from "./test/pool.ts";
import { writeLine } from "./test/spawn.ts";
import { timingTable } from "./test/timing.ts";

const only = Deno.env.get("E2E_CLOCK_AT");
const instants = clockInstants(Date.now()).filter(({ name }) => !only || name.includes(only));
const jobs = Math.min(countFrom(Deno.env.get("E2E_CLOCK_JOBS"), 2), Math.max(1, instants.length));
const ports = e2ePorts(countFrom(Deno.env.get("E2E_PORT"), 8791), jobs);
for (const { name, at } of instants) writeLine(`▶ e2e at ${name}: ${at}`);
writeLine(`e2e clock matrix: ${instants.length} instants, ${jobs} at a time`);

const started = performance.now();
const done = await runPool(instants, ports, (instant, port, index) =>
  playRun({ name: instant.name, instant }, port, `test-results/clock-${index + 1}`, Deno.args),
);
writeLine("");
writeLine(timingTable("e2e clock matrix: wall time of each instant", done, performance.now() - started));
const failed = done.filter((run) => run.outcome === "failed");
for (const run of failed) {
  writeLine(`\ne2e clock matrix: at ${run.name} (${run.note}):`);
  for (const line of failureLines(run)) writeLine(line);
}
writeLine(
  failed.length === 0
    ? `\ne2e clock matrix: all ${instants.length} instants passed`
    : `\ne2e clock matrix: failed at ${failed.map((run) => run.name).join(", ")}`,
);
Deno.exit(failed.length === 0 ? 0 : 1);
