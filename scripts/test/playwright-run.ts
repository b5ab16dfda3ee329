/**
 * One Playwright process of a parallel e2e stage (scripts/test/e2e.ts, scripts/e2e-clock.ts): spec
 * files at the real time, or the @clock tests at one instant of the clock matrix (E2E_CLOCK moves the
 * server's clock there and the browsers follow it). It gets its own port, and so its own Kora,
 * database, coturn and Janus (playwright.config.ts derives them from E2E_PORT), and its own output
 * folder; every line it prints starts with its name.
 */
import type { ClockInstant } from "../../web/e2e/support/clock-instants.ts";
import { playwrightSummary } from "./playwright-output.ts";
import { runPrefixed } from "./spawn.ts";
import type { Timed } from "./timing.ts";

export type PlaywrightRun = { name: string; files: string[] } | { name: string; instant: ClockInstant };

export interface PlaywrightDone extends Timed {
  /** It ran the @clock tests at an instant of the clock matrix (not spec files at the real time). */
  clock: boolean;
  /** The tests it names as failed or flaky. */
  failed: string[];
  /** Why each failed test failed (first error lines and where), by test. */
  reasons: Record<string, string[]>;
  output: string;
}

export async function playRun(run: PlaywrightRun, port: number, outputDir: string, extraArgs: string[] = []): Promise<PlaywrightDone> {
  const clock = "instant" in run;
  const args = clock ? ["playwright", "test", "--grep", "@clock", ...extraArgs] : ["playwright", "test", ...run.files, ...extraArgs];
  const env: Record<string, string> = { E2E_PORT: String(port), E2E_OUTPUT_DIR: outputDir };
  if (clock) env.E2E_CLOCK = run.instant.at;
  const finished = await runPrefixed(`[${run.name}] `, "npx", args, env);
  const summary = playwrightSummary(finished.output);
  const what = clock ? `@clock at ${run.instant.at}` : `${run.files.length} specs`;
  return {
    name: run.name,
    clock,
    ms: finished.ms,
    outcome: finished.code === 0 ? "passed" : "failed",
    note: `${what} on :${port}; ${summary.counts || `exit ${finished.code}, no summary`}`,
    failed: summary.failed,
    reasons: summary.reasons,
    output: finished.output,
  };
}

/** The failed tests of a run as the closing summary lists them: each test, then why, indented. */
export const failureLines = (run: PlaywrightDone): string[] =>
  run.failed.flatMap((test) => [`  ${test}`, ...(run.reasons[test] ?? []).map((line) => `      ${line}`)]);
