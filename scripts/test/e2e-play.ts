/**
 * One Playwright process of a parallel e2e stage (scripts/test/e2e.ts, scripts/e2e-clock.ts): a
 * list of spec files, or the tests tagged @clock at one instant of the clock matrix, on a port (and
 * so a Kora, coturn and Janus) and an output folder of its own. Its lines come through prefixed
 * with its name; what it printed is read back for the stage's summary.
 */
import type { ClockInstant } from "../../web/e2e/support/clock-instants.ts";
import { playwrightSummary } from "./playwright-output.ts";
import { runPrefixed } from "./spawn.ts";
import type { Timed } from "./timing.ts";

export interface E2eRun {
  name: string;
  /** Its output folder under test-results/. */
  folder: string;
  args: string[];
  env: Record<string, string>;
  /** What it runs, for the summary: "29 specs", the instant. */
  what: string;
}

export interface Played extends Timed {
  /** The failed tests, as Playwright listed them. */
  failed: string[];
  output: string;
}

export const filesRun = (name: string, files: readonly string[]): E2eRun => ({
  name,
  folder: name.replace(" ", "-"),
  args: [...files],
  env: {},
  what: `${files.length} specs`,
});

/** Every test tagged CLOCK in web/e2e (those whose outcome depends on "now"), on a server whose clock starts at the instant. */
export const instantRun = (instant: ClockInstant, index: number): E2eRun => ({
  name: `at ${instant.name}`,
  folder: `clock-${index + 1}`,
  args: ["--grep", "@clock"],
  env: { E2E_CLOCK: instant.at },
  what: instant.at,
});

export async function play(run: E2eRun, port: number, extraArgs: readonly string[] = []): Promise<Played> {
  const env = { ...run.env, E2E_PORT: String(port), E2E_OUTPUT_DIR: `test-results/${run.folder}` };
  const finished = await runPrefixed(`[${run.name}] `, "npx", ["playwright", "test", ...run.args, ...extraArgs], env);
  const summary = playwrightSummary(finished.output);
  return {
    name: run.name,
    ms: finished.ms,
    outcome: finished.code === 0 ? "passed" : "failed",
    note: `${run.what} on :${port}; ${summary.counts || `exit ${finished.code}, no summary`}`,
    failed: summary.failed,
    output: finished.output,
  };
}
