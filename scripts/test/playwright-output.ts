/**
 * What the parallel e2e stages read back from Playwright's list reporter (`list`, not a TTY): the
 * closing counts and failed tests for the stage's summary, and each spec's seconds for refreshing
 * scripts/test/e2e-weights.ts. Pure.
 */

export interface PlaywrightSummary {
  /** The closing counts, e.g. "2 failed, 57 passed (6.1m)"; empty when the run never got there. */
  counts: string;
  /** The tests listed under "N failed" and "N flaky" at the end (file:line:column › title). */
  failed: string[];
}

const COUNT = /^\s{2}(\d+ (?:passed|failed|flaky|skipped|interrupted|did not run)\b.*)$/;
const LISTED = /^\s{4}(\S.*\.e2e\.ts:\d+:\d+ › .*)$/;

export function playwrightSummary(output: string): PlaywrightSummary {
  const counts: string[] = [];
  const failed: string[] = [];
  let listing = false;
  for (const raw of output.split("\n")) {
    const line = raw.trimEnd();
    const count = COUNT.exec(line);
    if (count) {
      counts.push(count[1]!);
      listing = /^\d+ (failed|flaky)/.test(count[1]!);
      continue;
    }
    const listed = LISTED.exec(line);
    // Playwright pads a short title out with a rule (`› public screens ──────`).
    if (listing && listed) failed.push(listed[1]!.replace(/\s*─+$/, ""));
    else listing = false;
  }
  return { counts: counts.join(", "), failed };
}

/** The seconds per spec file in list output (`✓  12 web/e2e/x.e2e.ts:5:1 › name (3.2s)`), summed over its tests. */
export function secondsPerSpec(output: string): Record<string, number> {
  const seconds: Record<string, number> = {};
  for (const line of output.split("\n")) {
    const match = /\s([\w./-]+\.e2e\.ts):\d+:\d+ › .*\((\d+(?:\.\d+)?)(ms|s|m)\)\s*$/.exec(line);
    if (!match) continue;
    const value = Number(match[2]) * (match[3] === "m" ? 60 : match[3] === "ms" ? 0.001 : 1);
    const file = match[1]!.slice(match[1]!.lastIndexOf("/") + 1);
    seconds[file] = (seconds[file] ?? 0) + value;
  }
  return seconds;
}
